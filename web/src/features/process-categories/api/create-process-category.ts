import { useMutation, useQueryClient } from "@tanstack/react-query";
import { graphql } from "@/lib/gql";
import { answered, graphqlRequest } from "@/lib/graphql-client";
import { reportError } from "./api-errors";
import { prependToLists, refreshCategories } from "./list-cache";
import type { CategoryInput, ProcessCategory } from "./category-fields";

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
    meta: { silentError: true },
    onSuccess: (category) => {
      prependToLists(client, category);
      void refreshCategories(client);
    },
    onError: reportError,
  });
}
