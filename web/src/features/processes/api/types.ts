import type { Frequency, FrequencyType } from "@shared/frequency/index.ts";

export interface RoleRef {
  id: number;
  roleHandle: string;
  name: string;
}

export interface LabelRef {
  id: number;
  label: string;
}

export interface CategoryRef {
  id: number;
  prefix: string;
  description: string;
}

export interface ProcessDoc {
  id: number;
  name: string;
  /** An http or https URL. */
  value: string;
}

/** A process as the lists and the edit form need it (spec §3 Process). */
export interface Process {
  id: number;
  processHandle: string;
  name: string;
  description: string;
  frequencyType: FrequencyType;
  frequency: Frequency | null;
  compactFrequency: string;
  frequencyDescription: string;
  scheduledFrom: string;
  hasNoDates: boolean;
  categoryId: number | null;
  roleId: number | null;
  labelIds: number[];
  assignedRoleIds: number[];
  labels: LabelRef[];
  assignedRoles: RoleRef[];
  role: RoleRef | null;
  docs: ProcessDoc[];
  cat: CategoryRef | null;
}

/** Someone who gets the process's tasks, and the assigned role(s) through which. */
export interface ProcessUser {
  id: number;
  name: string;
  peopleHandle: string;
  role: RoleRef;
  roles: RoleRef[];
}

/** The process page adds its people and its next dates. */
export interface ProcessDetail extends Process {
  users: ProcessUser[];
  nextDates: string[];
}

export interface Connection<T> {
  nodes: T[];
  totalCount: number;
}

/** Every process query selects these, so the caches hold one shape. */
export const PROCESS_FIELDS = /* GraphQL */ `
  id processHandle name description
  frequencyType frequency compactFrequency frequencyDescription scheduledFrom hasNoDates
  categoryId roleId labelIds assignedRoleIds
  labels { id label }
  assignedRoles { id roleHandle name }
  role { id roleHandle name }
  docs { id name value }
  cat { id prefix description }
`;

export interface DocInput {
  /** An existing document to keep; absent adds a new one. */
  id?: number;
  name: string;
  value: string;
}

export interface CreateProcessInput {
  /** Absent: generated from the category. */
  processHandle?: string;
  name: string;
  description: string;
  categoryId: number | null;
  labelIds: number[];
  assignedRoleIds: number[];
  roleId: number | null;
  docs: DocInput[];
  frequencyType: FrequencyType;
  frequency: Frequency | null;
  compactFrequency: string;
  scheduledFrom: string;
}

export type UpdateProcessInput = { id: number } & Partial<CreateProcessInput>;
