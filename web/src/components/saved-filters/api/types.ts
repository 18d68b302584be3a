import type { FilterEntity } from "@shared/filters/filter-input.ts";

export type { FilterEntity };

/** A saved filter (spec §3 Filter): a named list of q terms for one list. */
export interface SavedFilter {
  id: number;
  name: string;
  associatedEntity: FilterEntity;
  private: boolean;
  owner: { id: number; name: string };
  /** q terms, canonical. */
  criteria: string[];
}

export type { Connection } from "@/lib/graphql-client";

export const FILTER_FIELDS = /* GraphQL */ `
  id name associatedEntity private owner { id name } criteria
`;

export interface CreateFilterInput {
  name: string;
  associatedEntity: FilterEntity;
  private: boolean;
  criteria: string[];
}

export type UpdateFilterInput = { id: number } & Partial<CreateFilterInput>;
