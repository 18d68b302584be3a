import type { ListExport } from "@/components/list-page";
import { graphql } from "@/lib/gql";
import type {
  ExportCurrentUserProcessesQueryVariables,
  ExportProcessesQueryVariables,
} from "@/lib/gql/graphql";
import { graphqlRequest } from "@/lib/graphql-client";

export const EXPORT_PROCESSES_QUERY = graphql(`
  query ExportProcesses($q: [String!], $sortBy: String, $isDesc: Boolean) {
    exportProcesses(q: $q, sortBy: $sortBy, isDesc: $isDesc)
  }
`);

export const EXPORT_CURRENT_USER_PROCESSES_QUERY = graphql(`
  query ExportCurrentUserProcesses($q: [String!], $sortBy: String, $isDesc: Boolean) {
    exportCurrentUserProcesses(q: $q, sortBy: $sortBy, isDesc: $isDesc)
  }
`);

/** /processes as CSV in the import format (schema/export.ts). */
export const processesExport: ListExport<ExportProcessesQueryVariables> = {
  entity: "processes",
  request: (variables) =>
    graphqlRequest(EXPORT_PROCESSES_QUERY, variables).then((data) => data.exportProcesses),
};

/** /myProcesses as CSV, the same columns. */
export const currentUserProcessesExport: ListExport<ExportCurrentUserProcessesQueryVariables> = {
  entity: "my-processes",
  request: (variables) =>
    graphqlRequest(EXPORT_CURRENT_USER_PROCESSES_QUERY, variables).then(
      (data) => data.exportCurrentUserProcesses,
    ),
};
