import { graphql } from "@/lib/gql";
import { pickerQueryOptions, usePicker } from "./picker-query";
import { pickerKeys } from "./query-keys";

/** Every label, sorted by label (docs/product.md#limits). */
export const LABELS_FOR_PICKER_QUERY = graphql(`
  query LabelsForPicker {
    labels(offset: 0, limit: 1000, sortBy: "label", isDesc: false) {
      totalCount
      nodes {
        id
        label
      }
    }
  }
`);

export const labelsForPickerQueryOptions = () =>
  pickerQueryOptions(pickerKeys.labels, LABELS_FOR_PICKER_QUERY, (data) => data.labels.nodes);

export function useLabelsForPicker(enabled = true) {
  return usePicker(labelsForPickerQueryOptions(), enabled);
}
