import { graphql } from "@/lib/gql";
import type { LabelFieldsFragment, LabelsQueryVariables } from "@/lib/gql/graphql";

/** A label as the API answers it (`prefix:value`, docs/product.md#labels-categories-and-handles). */
export type Label = LabelFieldsFragment;
export type LabelsVariables = LabelsQueryVariables;

/** Every label query selects these, so the caches hold one shape. */
export const LABEL_FIELDS = graphql(`
  fragment LabelFields on Label {
    id
    label
    prefix
    processes
  }
`);
