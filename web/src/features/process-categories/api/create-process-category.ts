import { useMutation, useQueryClient } from "@tanstack/react-query";
import { graphql } from "@/lib/gql";
import { answered, graphqlRequest } from "@/lib/graphql-client";
import { updateLists } from "@/lib/list-cache";
import type { CategoryInput, ProcessCategory } from "./category-fields";
import { categoryKeys } from "./query-keys";

export const CREATE_PROCESS_CATEGORY_MUTATION = graphql(`
  mutation CreateProcessCategory($processCategory: CreateProcessCategoryInput!) {
    createProcessCategory(processCategory: $processCategory) {
      ...CategoryFields
    }
  }
`);

export function createProcessCategory(processCategory: CategoryInput): Promise<ProcessCategory> {
  return graphqlRequest(CREATE_PROCESS_CATEGORY_MUTATION, { processCategory }).then((data) =>
    answered(data.createProcessCategory),
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
