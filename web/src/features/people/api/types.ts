import type { UserType } from "@shared/abilities.ts";

export type { UserType };
export const USER_TYPE_OPTIONS: readonly UserType[] = ["User", "Admin", "Manager"];

export interface RoleRef {
  id: number;
  roleHandle: string;
  name: string;
}

/** A person as the API answers it (spec §3 User). */
export interface Person {
  id: number;
  peopleHandle: string;
  name: string;
  description: string;
  email: string | null;
  userType: UserType;
  isAuthEnabled: boolean;
  roleIds: number[];
  roles: RoleRef[];
  receiveWeeklyReminders: boolean;
}

export type TaskStatus = "NotStarted" | "InProgress" | "Complete";

export interface PersonTask {
  id: number;
  handle: string;
  name: string;
  dueDate: string;
  status: TaskStatus;
  is_late: boolean;
  deleted: boolean;
  process: { id: number; name: string; processHandle: string } | null;
}

export interface PersonInfo {
  roles: RoleRef[];
  tasks: PersonTask[];
}

/** A list answer (design §4). */
export interface Connection<T> {
  nodes: T[];
  totalCount: number;
}

/** The fields every people query selects, so the caches hold one shape. */
export const PERSON_FIELDS = /* GraphQL */ `
  id peopleHandle name description email userType isAuthEnabled roleIds
  roles { id roleHandle name }
  receiveWeeklyReminders
`;

export interface CreateUserInput {
  peopleHandle: string;
  name: string;
  description: string;
  email: string | null;
  userType: UserType;
  isAuthEnabled: boolean;
  /** Absent: no roles on create, unchanged on update. */
  roleIds?: number[];
  receiveWeeklyReminders: boolean;
}

/** Only the given fields change; isAuthEnabled must always be sent (absent means true). */
export type UpdateUserInput = { id: number; isAuthEnabled: boolean } & Partial<
  Omit<CreateUserInput, "isAuthEnabled">
>;
