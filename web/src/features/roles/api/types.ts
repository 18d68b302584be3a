/** A reference to another role (reportsTo). */
export interface RoleRef {
  id: number;
  roleHandle: string;
  name: string;
}

export interface PersonRef {
  id: number;
  name: string;
}

export interface ProcessRef {
  id: number;
  processHandle: string;
  name: string;
}

/** A role as the API answers it (spec §3 Role). */
export interface Role {
  id: number;
  roleHandle: string;
  name: string;
  description: string;
  reportsToId: number | null;
  reportsTo: RoleRef | null;
  filledBy: PersonRef[];
  assignedProcesses: ProcessRef[];
  /** How many processes the role is assigned to. */
  processCount: number;
}

/** A list answer (design §4). */
export interface Connection<T> {
  nodes: T[];
  totalCount: number;
}

/** The fields every role query selects, so the caches hold one shape. */
export const ROLE_FIELDS = /* GraphQL */ `
  id roleHandle name description reportsToId
  reportsTo { id roleHandle name }
  filledBy { id name }
  assignedProcesses { id processHandle name }
  processCount
`;

/** createRole/updateRole's `role:` argument; filledBy is a list of person ids. */
export interface RoleInput {
  roleHandle: string;
  name: string;
  description: string;
  reportsToId: number | null;
  filledBy: number[];
}

export type UpdateRoleInput = RoleInput & { id: number };

/** The list arguments shared by roles and currentUserRoles. */
export interface RolesVariables {
  q?: string[];
  filledBy?: number[];
  offset: number;
  limit: number;
  sortBy: string;
  isDesc: boolean;
}
