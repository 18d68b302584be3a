import { useMutation, useQueryClient } from "@tanstack/react-query";
import { graphql } from "@/lib/gql";
import { answered, graphqlRequest } from "@/lib/graphql-client";
import { updateLists } from "@/lib/list-cache";
import { roleKeys } from "./query-keys";
import type { Role, RoleInput } from "./role-fields";

export const CREATE_ROLE_MUTATION = graphql(`
  mutation CreateRole($role: CreateRoleInput!) {
    createRole(role: $role) {
      ...RoleFields
    }
  }
`);

export function createRole(role: RoleInput): Promise<Role> {
  return graphqlRequest(CREATE_ROLE_MUTATION, {
    role,
  }).then((data) => answered(data.createRole));
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
