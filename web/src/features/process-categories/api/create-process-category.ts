import { useMutation, useQueryClient } from "@tanstack/react-query";
import { graphqlRequest } from "@/lib/graphql-client";
import { updateLists } from "@/lib/list-cache";
import { categoryKeys } from "./query-keys";
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
    // The sheet shows the failure beside its fields.
    meta: { silentError: true },
    onSuccess: (category) => void updateLists(client, categoryKeys.lists(), { added: category }),
  });
}
