/** A process category as the API answers it (spec §3 Process category). */
export interface ProcessCategory {
  id: number;
  /** Starts the handles of the category's processes. */
  prefix: string;
  description: string;
  /** The number the next process of the category gets. */
  increment: number;
}

export interface Connection<T> {
  nodes: T[];
  totalCount: number;
}

export const CATEGORY_FIELDS = /* GraphQL */ `id prefix description increment`;

export interface CategoriesVariables {
  q?: string[];
  offset: number;
  limit: number;
  sortBy: string;
  isDesc: boolean;
}

export interface CategoryInput {
  prefix: string;
  description: string;
  increment: number;
}
