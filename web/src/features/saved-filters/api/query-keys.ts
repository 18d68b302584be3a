import type { FilterEntity } from "./types";

export const filterKeys = {
  all: ["filters"] as const,
  lists: () => [...filterKeys.all, "list"] as const,
  forEntity: (entity: FilterEntity) => [...filterKeys.lists(), entity] as const,
};
