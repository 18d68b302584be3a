import type { LabelsVariables } from "./types";

export const labelKeys = {
  all: ["labels"] as const,
  lists: () => [...labelKeys.all, "list"] as const,
  list: (variables: LabelsVariables) => [...labelKeys.lists(), variables] as const,
};
