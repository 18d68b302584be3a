import { useMutation, useQueryClient } from "@tanstack/react-query";
import { graphql } from "@/lib/gql";
import { answered, graphqlRequest } from "@/lib/graphql-client";
import { reportError } from "./api-errors";
import { prependToLists, refreshRoles } from "./list-cache";
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
    // This hook raises its own toast; the global handler would repeat it.
    meta: { silentError: true },
    onSuccess: (role) => {
      prependToLists(client, role);
      client.setQueryData(roleKeys.detail(role.id), role);
      void refreshRoles(client);
    },
    onError: reportError,
  });
}
