import type { ListExport } from "@/components/list-page";
import { graphql } from "@/lib/gql";
import type {
  ExportCurrentUserRolesQueryVariables,
  ExportRolesQueryVariables,
} from "@/lib/gql/graphql";
import { graphqlRequest } from "@/lib/graphql-client";

export const EXPORT_ROLES_QUERY = graphql(`
  query ExportRoles($q: [String!], $sortBy: String, $isDesc: Boolean) {
    exportRoles(q: $q, sortBy: $sortBy, isDesc: $isDesc)
  }
`);

export const EXPORT_CURRENT_USER_ROLES_QUERY = graphql(`
  query ExportCurrentUserRoles($q: [String!], $sortBy: String, $isDesc: Boolean) {
    exportCurrentUserRoles(q: $q, sortBy: $sortBy, isDesc: $isDesc)
  }
`);

/** /roles as CSV in the import format (schema/export.ts). */
export const rolesExport: ListExport<ExportRolesQueryVariables> = {
  entity: "roles",
  request: (variables) =>
    graphqlRequest(EXPORT_ROLES_QUERY, variables).then((data) => data.exportRoles),
};

/** /myRoles as CSV, the same columns. */
export const currentUserRolesExport: ListExport<ExportCurrentUserRolesQueryVariables> = {
  entity: "my-roles",
  request: (variables) =>
    graphqlRequest(EXPORT_CURRENT_USER_ROLES_QUERY, variables).then(
      (data) => data.exportCurrentUserRoles,
    ),
};
