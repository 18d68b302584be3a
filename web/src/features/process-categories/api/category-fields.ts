import { graphql } from "@/lib/gql";
import type { CategoryFieldsFragment, ProcessCategoriesQueryVariables } from "@/lib/gql/graphql";

export type {
  CreateProcessCategoryInput as CategoryInput,
  UpdateProcessCategoryInput,
} from "@/lib/gql/graphql";

/** A process category as the API answers it (docs/product.md#labels-categories-and-handles). */
export type ProcessCategory = CategoryFieldsFragment;
export type CategoriesVariables = ProcessCategoriesQueryVariables;

/** Every category query selects these, so the caches hold one shape. */
export const CATEGORY_FIELDS = graphql(`
  fragment CategoryFields on ProcessCategory {
    id
    prefix
    description
    increment
  }
`);
