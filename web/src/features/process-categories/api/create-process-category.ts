import { useMutation, useQueryClient } from "@tanstack/react-query";
import { graphqlRequest } from "@/lib/graphql-client";
import { reportError } from "./api-errors";
import { prependToLists, refreshCategories } from "./list-cache";
import { CATEGORY_FIELDS, type CategoryInput, type ProcessCategory } from "./types";

export const CREATE_PROCESS_CATEGORY_MUTATION = /* GraphQL */ `
  mutation CreateProcessCategory($processCategory: CreateProcessCategoryInput!) {
    createProcessCategory(processCategory: $processCategory) { ${CATEGORY_FIELDS} }
  }
`;

export function createProcessCategory(processCategory: CategoryInput): Promise<ProcessCategory> {
  return graphqlRequest<
    { createProcessCategory: ProcessCategory },
    { processCategory: CategoryInput }
  >(CREATE_PROCESS_CATEGORY_MUTATION, { processCategory }).then(
    (data) => data.createProcessCategory,
  );
}

export function useCreateProcessCategory() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createProcessCategory,
    meta: { silentError: true },
    onSuccess: (category) => {
      prependToLists(client, category);
      void refreshCategories(client);
    },
    onError: reportError,
  });
}
