import { graphql } from "@/lib/gql";
import { pickerQueryOptions, usePicker } from "./picker-query";
import { pickerKeys } from "./query-keys";

/** Every process category, sorted by prefix (docs/product.md#limits). */
export const CATEGORIES_FOR_PICKER_QUERY = graphql(`
  query CategoriesForPicker {
    processCategories(offset: 0, limit: 1000, sortBy: "prefix", isDesc: false) {
      totalCount
      nodes {
        id
        prefix
        description
      }
    }
  }
`);

export const categoriesForPickerQueryOptions = () =>
  pickerQueryOptions(
    pickerKeys.categories,
    CATEGORIES_FOR_PICKER_QUERY,
    (data) => data.processCategories.nodes,
  );

export function useCategoriesForPicker(enabled = true) {
  return usePicker(categoriesForPickerQueryOptions(), enabled);
}
