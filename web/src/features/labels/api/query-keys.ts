import type { LabelsVariables } from "./label-fields";

export const labelKeys = {
  all: ["labels"] as const,
  lists: () => [...labelKeys.all, "list"] as const,
  list: (variables: LabelsVariables) => [...labelKeys.lists(), variables] as const,
};
