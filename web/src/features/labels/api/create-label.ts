import { useMutation, useQueryClient } from "@tanstack/react-query";
import { graphqlRequest } from "@/lib/graphql-client";
import { reportError } from "./api-errors";
import { prependToLists, refreshLabels } from "./list-cache";
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
    meta: { silentError: true },
    onSuccess: (label) => {
      prependToLists(client, label);
      void refreshLabels(client);
    },
    onError: reportError,
  });
}
