import { useMutation, useQueryClient } from "@tanstack/react-query";
import { graphqlRequest } from "@/lib/graphql-client";
import { updateLists } from "@/lib/list-cache";
import { labelKeys } from "./query-keys";
import { LABEL_FIELDS, type Label } from "./types";

export const UPDATE_LABEL_MUTATION = /* GraphQL */ `
  mutation UpdateLabel($label: UpdateLabelInput!) {
    updateLabel(label: $label) { ${LABEL_FIELDS} }
  }
`;

type Input = { id: number; label: string };

export function updateLabel(label: Input): Promise<Label> {
  return graphqlRequest<{ updateLabel: Label }, { label: Input }>(UPDATE_LABEL_MUTATION, {
    label,
  }).then((data) => data.updateLabel);
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
