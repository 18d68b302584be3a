import { graphql } from "@/lib/gql";
import type { LabelFieldsFragment, LabelsQueryVariables } from "@/lib/gql/graphql";

/** A label as the API answers it (spec §3 Label; design §5 `prefix:value`). */
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
