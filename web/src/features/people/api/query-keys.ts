import type { UsersQueryVariables } from "@/lib/gql/graphql";

export type UsersVariables = UsersQueryVariables;

/** One key tree for the feature, so a write can refresh everything that shows people. */
export const peopleKeys = {
  all: ["people"] as const,
  lists: () => [...peopleKeys.all, "list"] as const,
  list: (variables: UsersVariables) => [...peopleKeys.lists(), variables] as const,
  details: () => [...peopleKeys.all, "detail"] as const,
  detail: (id: number) => [...peopleKeys.details(), id] as const,
  info: (id: number) => [...peopleKeys.all, "info", id] as const,
  /** Every page of a person's processes; their roles changing changes these. */
  processesOf: (id: number) => [...peopleKeys.all, "processes", id] as const,
  processes: (id: number, page: number) => [...peopleKeys.processesOf(id), page] as const,
};

/** Roles belong to the role feature; this is only the picker's full list (docs/product.md#limits). */
export const rolePickerKey = ["roles", "picker"] as const;
