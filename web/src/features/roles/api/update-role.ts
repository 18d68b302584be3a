import { useMutation, useQueryClient } from "@tanstack/react-query";
import { holdingsKey } from "@/components/holdings/holdings-query";
import { graphql } from "@/lib/gql";
import { answered, graphqlRequest } from "@/lib/graphql-client";
import { updateLists } from "@/lib/list-cache";
import { roleKeys } from "./query-keys";
import type { Role, UpdateRoleInput } from "./role-fields";

export const UPDATE_ROLE_MUTATION = graphql(`
  mutation UpdateRole($role: UpdateRoleInput!) {
    updateRole(role: $role) {
      ...RoleFields
    }
  }
`);

export function updateRole(role: UpdateRoleInput): Promise<Role> {
  return graphqlRequest(UPDATE_ROLE_MUTATION, {
    role,
  }).then((data) => answered(data.updateRole));
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
      void client.invalidateQueries({ queryKey: holdingsKey });
    },
  });
}
