import { useMutation, useQueryClient } from "@tanstack/react-query";
import { graphqlRequest } from "@/lib/graphql-client";
import { reportError } from "./api-errors";
import { refreshLabels, replaceInLists } from "./list-cache";
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
    meta: { silentError: true },
    onSuccess: (label) => {
      replaceInLists(client, label);
      void refreshLabels(client);
    },
    onError: reportError,
  });
}
