import type { FilterEntity } from "./filter-fields";

/**
 * The "filters" root is shared with the /filters management screen (its pages live
 * under ["filters", "manage"]), so a write on either side can refresh both.
 */
export const filterKeys = {
  all: ["filters"] as const,
  lists: () => [...filterKeys.all, "list"] as const,
  forEntity: (entity: FilterEntity) => [...filterKeys.lists(), entity] as const,
};
