import type { ListExport, ListVariables } from "@/components/list-page";
import { graphql } from "@/lib/gql";
import { graphqlRequest } from "@/lib/graphql-client";

export const EXPORT_SAVED_MATRICES_QUERY = graphql(`
  query ExportSavedMatrices($q: String, $sortBy: String, $isDesc: Boolean) {
    exportSavedMatrices(q: $q, sortBy: $sortBy, isDesc: $isDesc)
  }
`);

/** The saved matrices list as CSV; its search is one text, as getSavedMatrixes takes it. */
export const savedMatricesExport: ListExport<Omit<ListVariables, "offset" | "limit">> = {
  entity: "saved-matrices",
  request: ({ q, sortBy, isDesc }) => {
    const text = (q ?? []).join(" ").trim();
    return graphqlRequest(EXPORT_SAVED_MATRICES_QUERY, {
      sortBy,
      isDesc,
      ...(text ? { q: text } : {}),
    }).then((data) => data.exportSavedMatrices);
  },
};
