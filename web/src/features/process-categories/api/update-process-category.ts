import { useMutation, useQueryClient } from "@tanstack/react-query";
import { graphqlRequest } from "@/lib/graphql-client";
import { updateLists } from "@/lib/list-cache";
import { categoryKeys } from "./query-keys";
import { CATEGORY_FIELDS, type CategoryInput, type ProcessCategory } from "./types";

export const UPDATE_PROCESS_CATEGORY_MUTATION = /* GraphQL */ `
  mutation UpdateProcessCategory($processCategory: UpdateProcessCategoryInput!) {
    updateProcessCategory(processCategory: $processCategory) { ${CATEGORY_FIELDS} }
  }
`;

type Input = CategoryInput & { id: number };

export function updateProcessCategory(processCategory: Input): Promise<ProcessCategory> {
  return graphqlRequest<{ updateProcessCategory: ProcessCategory }, { processCategory: Input }>(
    UPDATE_PROCESS_CATEGORY_MUTATION,
    { processCategory },
  ).then((data) => data.updateProcessCategory);
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
