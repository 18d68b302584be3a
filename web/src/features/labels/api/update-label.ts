import { useMutation, useQueryClient } from "@tanstack/react-query";
import { graphql } from "@/lib/gql";
import type { UpdateLabelInput } from "@/lib/gql/graphql";
import { answered, graphqlRequest } from "@/lib/graphql-client";
import { reportError } from "./api-errors";
import { refreshLabels, replaceInLists } from "./list-cache";
import type { Label } from "./label-fields";

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
    meta: { silentError: true },
    onSuccess: (label) => {
      replaceInLists(client, label);
      void refreshLabels(client);
    },
    onError: reportError,
  });
}
