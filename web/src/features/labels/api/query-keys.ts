import type { LabelsVariables } from "./labels";

export const labelKeys = {
  all: ["labels"] as const,
  lists: () => [...labelKeys.all, "list"] as const,
  list: (variables: LabelsVariables) => [...labelKeys.lists(), variables] as const,
};
