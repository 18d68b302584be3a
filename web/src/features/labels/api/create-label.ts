import { useMutation, useQueryClient } from "@tanstack/react-query";
import { graphqlRequest } from "@/lib/graphql-client";
import { updateLists } from "@/lib/list-cache";
import { labelKeys } from "./query-keys";
import { LABEL_FIELDS, type Label } from "./types";

export const CREATE_LABEL_MUTATION = /* GraphQL */ `
  mutation CreateLabel($label: CreateLabelInput!) {
    createLabel(label: $label) { ${LABEL_FIELDS} }
  }
`;

export function createLabel(label: { label: string }): Promise<Label> {
  return graphqlRequest<{ createLabel: Label }, { label: { label: string } }>(
    CREATE_LABEL_MUTATION,
    { label },
  ).then((data) => data.createLabel);
}

export function useCreateLabel() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createLabel,
    // The sheet shows the failure beside the label.
    meta: { silentError: true },
    onSuccess: (label) => void updateLists(client, labelKeys.lists(), { added: label }),
  });
}
