import { useMutation, useQueryClient } from "@tanstack/react-query";
import { graphql } from "@/lib/gql";
import type { UpdateLabelInput } from "@/lib/gql/graphql";
import { answered, graphqlRequest } from "@/lib/graphql-client";
import { updateLists } from "@/lib/list-cache";
import type { Label } from "./label-fields";
import { labelKeys } from "./query-keys";

export const UPDATE_LABEL_MUTATION = graphql(`
  mutation UpdateLabel($label: UpdateLabelInput!) {
    updateLabel(label: $label) {
      ...LabelFields
    }
  }
`);

export function updateLabel(label: UpdateLabelInput): Promise<Label> {
  return graphqlRequest(UPDATE_LABEL_MUTATION, {
    label,
  }).then((data) => answered(data.updateLabel));
}

export function useUpdateLabel() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateLabel,
    // The sheet shows the failure beside the label.
    meta: { silentError: true },
    onSuccess: (label) => void updateLists(client, labelKeys.lists(), { updated: label }),
  });
}
