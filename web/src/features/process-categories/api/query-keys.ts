import type { CategoriesVariables } from "./category-fields";

export const categoryKeys = {
  all: ["processCategories"] as const,
  lists: () => [...categoryKeys.all, "list"] as const,
  list: (variables: CategoriesVariables) => [...categoryKeys.lists(), variables] as const,
};
