import { useMutation, useQueryClient } from "@tanstack/react-query";
import { graphql } from "@/lib/gql";
import type { CreateLabelInput } from "@/lib/gql/graphql";
import { answered, graphqlRequest } from "@/lib/graphql-client";
import { updateLists } from "@/lib/list-cache";
import type { Label } from "./label-fields";
import { labelKeys } from "./query-keys";

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
    // The sheet shows the failure beside the label.
    meta: { silentError: true },
    onSuccess: (label) => void updateLists(client, labelKeys.lists(), { added: label }),
  });
}
