import { useMutation, useQueryClient } from "@tanstack/react-query";
import { graphqlRequest } from "@/lib/graphql-client";
import { reportError } from "./api-errors";
import { prependToLists, refreshRoles } from "./list-cache";
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
