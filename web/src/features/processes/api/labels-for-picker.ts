import { pickerQueryOptions, usePicker } from "./picker-query";
import { pickerKeys } from "./query-keys";
import type { LabelRef } from "./types";

/** Every label, sorted by label (spec §9). */
export const LABELS_FOR_PICKER_QUERY = /* GraphQL */ `
  query LabelsForPicker {
    labels(offset: 0, limit: 1000, sortBy: "label", isDesc: false) {
      totalCount
      nodes {
        id
        label
      }
    }
  }
`;

export const labelsForPickerQueryOptions = () =>
  pickerQueryOptions<LabelRef>(pickerKeys.labels, LABELS_FOR_PICKER_QUERY, "labels");

export function useLabelsForPicker(enabled = true) {
  return usePicker(labelsForPickerQueryOptions(), enabled);
}
