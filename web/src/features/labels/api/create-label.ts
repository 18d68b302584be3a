import { useMutation, useQueryClient } from "@tanstack/react-query";
import { graphql } from "@/lib/gql";
import type { CreateLabelInput } from "@/lib/gql/graphql";
import { answered, graphqlRequest } from "@/lib/graphql-client";
import { reportError } from "./api-errors";
import { prependToLists, refreshLabels } from "./list-cache";
import type { Label } from "./label-fields";

export const CREATE_LABEL_MUTATION = graphql(`
  mutation CreateLabel($label: CreateLabelInput!) {
    createLabel(label: $label) {
      ...LabelFields
    }
  }
`);

export function createLabel(label: CreateLabelInput): Promise<Label> {
  return graphqlRequest(CREATE_LABEL_MUTATION, { label }).then((data) =>
    answered(data.createLabel),
  );
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
