import { pickerQueryOptions, usePicker } from "./picker-query";
import { pickerKeys } from "./query-keys";
import type { CategoryRef } from "./types";

/** Every process category, sorted by prefix (spec §9). */
export const CATEGORIES_FOR_PICKER_QUERY = /* GraphQL */ `
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
`;

export const categoriesForPickerQueryOptions = () =>
  pickerQueryOptions<CategoryRef>(
    pickerKeys.categories,
    CATEGORIES_FOR_PICKER_QUERY,
    "processCategories",
  );

export function useCategoriesForPicker(enabled = true) {
  return usePicker(categoriesForPickerQueryOptions(), enabled);
}
