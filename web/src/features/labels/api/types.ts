/** A label as the API answers it (spec §3 Label; design §5 `prefix:value`). */
export interface Label {
  id: number;
  label: string;
  /** The part before the first colon. */
  prefix: string;
  /** Ids of the processes that carry the label. */
  processes: number[];
}

export interface Connection<T> {
  nodes: T[];
  totalCount: number;
}

export const LABEL_FIELDS = /* GraphQL */ `id label prefix processes`;

export interface LabelsVariables {
  q?: string[];
  offset: number;
  limit: number;
  sortBy: string;
  isDesc: boolean;
}
