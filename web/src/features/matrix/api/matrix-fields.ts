import { graphql } from "@/lib/gql";
import type { SavedMatrixFieldsFragment } from "@/lib/gql/graphql";

/** A saved matrix as the API answers it (docs/dashboards.md#matrix). */
export type SavedMatrix = SavedMatrixFieldsFragment;

/** What makeMatrix and updateSavedMatrix take besides the id. */
export interface MatrixInput {
  name: string;
  row: string;
  col: string;
  privacy: boolean;
}

/** Every saved-matrix query selects these, so the caches hold one shape. */
export const SAVED_MATRIX_FIELDS = graphql(`
  fragment SavedMatrixFields on SavedMatrix {
    id
    name
    row
    col
    privacy
    isOwner
    owner {
      id
      name
    }
  }
`);
