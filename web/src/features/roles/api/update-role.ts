import { useMutation, useQueryClient } from "@tanstack/react-query";
import { graphqlRequest } from "@/lib/graphql-client";
import { updateLists } from "@/lib/list-cache";
import { roleKeys } from "./query-keys";
import { ROLE_FIELDS, type Role, type UpdateRoleInput } from "./types";

export const UPDATE_ROLE_MUTATION = /* GraphQL */ `
  mutation UpdateRole($role: UpdateRoleInput!) {
    updateRole(role: $role) { ${ROLE_FIELDS} }
  }
`;

export function updateRole(role: UpdateRoleInput): Promise<Role> {
  return graphqlRequest<{ updateRole: Role }, { role: UpdateRoleInput }>(UPDATE_ROLE_MUTATION, {
    role,
  }).then((data) => data.updateRole);
}

export function useUpdateRole() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateRole,
    // The sheet shows the failure beside its fields.
    meta: { silentError: true },
    onSuccess: (role) => {
      client.setQueryData(roleKeys.detail(role.id), role);
      void updateLists(client, roleKeys.lists(), { updated: role });
    },
  });
}
