import { useMutation, useQueryClient } from "@tanstack/react-query";
import { graphql } from "@/lib/gql";
import { answered, graphqlRequest } from "@/lib/graphql-client";
import { updateLists } from "@/lib/list-cache";
import type { ProcessCategory, UpdateProcessCategoryInput } from "./category-fields";
import { categoryKeys } from "./query-keys";

export const UPDATE_PROCESS_CATEGORY_MUTATION = graphql(`
  mutation UpdateProcessCategory($processCategory: UpdateProcessCategoryInput!) {
    updateProcessCategory(processCategory: $processCategory) {
      ...CategoryFields
    }
  }
`);

export function updateProcessCategory(
  processCategory: UpdateProcessCategoryInput,
): Promise<ProcessCategory> {
  return graphqlRequest(UPDATE_PROCESS_CATEGORY_MUTATION, { processCategory }).then((data) =>
    answered(data.updateProcessCategory),
  );
}

export function useUpdateProcessCategory() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateProcessCategory,
    // The sheet shows the failure beside its fields.
    meta: { silentError: true },
    onSuccess: (category) => void updateLists(client, categoryKeys.lists(), { updated: category }),
  });
}
