import { useMutation, useQueryClient } from "@tanstack/react-query";
import { graphqlRequest } from "@/lib/graphql-client";
import { updateLists } from "@/lib/list-cache";
import { roleKeys } from "./query-keys";
import { ROLE_FIELDS, type Role, type RoleInput } from "./types";

export const CREATE_ROLE_MUTATION = /* GraphQL */ `
  mutation CreateRole($role: CreateRoleInput!) {
    createRole(role: $role) { ${ROLE_FIELDS} }
  }
`;

export function createRole(role: RoleInput): Promise<Role> {
  return graphqlRequest<{ createRole: Role }, { role: RoleInput }>(CREATE_ROLE_MUTATION, {
    role,
  }).then((data) => data.createRole);
}

export function useCreateRole() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createRole,
    // The sheet shows the failure beside its fields.
    meta: { silentError: true },
    onSuccess: (role) => {
      client.setQueryData(roleKeys.detail(role.id), role);
      // The root refetch also covers the pickers of other features kept under "roles".
      void updateLists(client, roleKeys.lists(), { added: role });
    },
  });
}
