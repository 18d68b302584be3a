import { useMutation, useQueryClient } from "@tanstack/react-query";
import { graphqlRequest } from "@/lib/graphql-client";
import { reportError } from "./api-errors";
import { refreshCategories, replaceInLists } from "./list-cache";
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
    meta: { silentError: true },
    onSuccess: (category) => {
      replaceInLists(client, category);
      void refreshCategories(client);
    },
    onError: reportError,
  });
}
