import type { RolesVariables } from "./role-fields";

export type RolesScope = "all" | "mine";

/** One key tree for the feature, so a write can refresh everything that shows roles. */
export const roleKeys = {
  all: ["roles"] as const,
  lists: () => [...roleKeys.all, "list"] as const,
  list: (scope: RolesScope, variables: RolesVariables) =>
    [...roleKeys.lists(), scope, variables] as const,
  details: () => [...roleKeys.all, "detail"] as const,
  detail: (id: number) => [...roleKeys.details(), id] as const,
};

/** People belong to the people feature; this is only the filled-by picker's full list. */
export const peoplePickerKey = ["people", "picker", "roles-form"] as const;
