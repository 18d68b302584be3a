import { graphql } from "@/lib/gql";
import type { RoleFieldsFragment, RolesQuery, RolesQueryVariables } from "@/lib/gql/graphql";

export type { CreateRoleInput as RoleInput, UpdateRoleInput } from "@/lib/gql/graphql";

/** A role as the API answers it (docs/product.md#roles). */
export type Role = RoleFieldsFragment;
/** A reference to another role (reportsTo). */
export type RoleRef = NonNullable<Role["reportsTo"]>;
export type PersonRef = Role["filledBy"][number];
export type ProcessRef = Role["assignedProcesses"][number];
/** A page of roles (roles and currentUserRoles answer the same list). */
export type RoleList = RolesQuery["roles"];
/** The list arguments shared by roles and currentUserRoles. */
export type RolesVariables = RolesQueryVariables;

/** The fields every role query selects, so the caches hold one shape. */
export const ROLE_FIELDS = graphql(`
  fragment RoleFields on Role {
    id
    roleHandle
    name
    description
    reportsToId
    reportsTo {
      id
      roleHandle
      name
    }
    filledBy {
      id
      name
    }
    assignedProcesses {
      id
      processHandle
      name
    }
    processCount
  }
`);
