import type { ProcessesQueryVariables } from "@/lib/gql/graphql";

/** Which list: everyone's (`processes`) or the caller's (`currentUserProcesses`). */
export type ProcessScope = "all" | "mine";

/** processes and currentUserProcesses take the same arguments. */
export type ProcessListVariables = ProcessesQueryVariables;

/** One key tree for the feature, so a write refreshes everything that shows processes. */
export const processKeys = {
  all: ["processes"] as const,
  lists: () => [...processKeys.all, "list"] as const,
  list: (scope: ProcessScope, variables: ProcessListVariables) =>
    [...processKeys.lists(), scope, variables] as const,
  details: () => [...processKeys.all, "detail"] as const,
  detail: (id: number) => [...processKeys.details(), id] as const,
};

/** The full lists behind the form's pickers (limit 1000, docs/product.md#limits). */
export const pickerKeys = {
  roles: ["roles", "picker"] as const,
  labels: ["labels", "picker"] as const,
  categories: ["processCategories", "picker"] as const,
};
