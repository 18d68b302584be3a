import type { ListVariables } from "@/components/list-page";

/** One root per entity so a write refreshes the list pages and the one-matrix query alike. */
export const matrixKeys = {
  all: ["matrices"] as const,
  lists: () => [...matrixKeys.all, "list"] as const,
  list: (variables: ListVariables) => [...matrixKeys.lists(), variables] as const,
  one: (id: number) => [...matrixKeys.all, "one", id] as const,
  prefixes: () => [...matrixKeys.all, "prefixes"] as const,
  cells: (row: string, col: string) => [...matrixKeys.all, "cells", row, col] as const,
};
