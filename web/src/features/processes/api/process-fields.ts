import { graphql } from "@/lib/gql";
import type { ProcessFieldsFragment, ProcessQuery } from "@/lib/gql/graphql";

export type {
  CreateProcessInput,
  ProcessDocInput as DocInput,
  UnfinishedRule,
  UpdateProcessInput,
} from "@/lib/gql/graphql";

/** A process as the lists and the edit form need it (docs/product.md#processes). */
export type Process = ProcessFieldsFragment;
export type RoleRef = Process["assignedRoles"][number];
export type LabelRef = Process["labels"][number];
export type CategoryRef = NonNullable<Process["cat"]>;
export type ProcessDoc = Process["docs"][number];
/** The process page adds its people and its next dates. */
export type ProcessDetail = NonNullable<ProcessQuery["process"]>;
/** Someone who gets the process's tasks, and the assigned role(s) through which. */
export type ProcessUser = ProcessDetail["users"][number];

/** Every process query selects these, so the caches hold one shape. */
export const PROCESS_FIELDS = graphql(`
  fragment ProcessFields on Process {
    id
    processHandle
    name
    description
    frequencyType
    frequency
    compactFrequency
    frequencyDescription
    scheduledFrom
    hasNoDates
    unfinishedRule
    categoryId
    roleId
    labelIds
    assignedRoleIds
    labels {
      id
      label
    }
    assignedRoles {
      id
      roleHandle
      name
    }
    role {
      id
      roleHandle
      name
    }
    docs {
      id
      name
      value
    }
    cat {
      id
      prefix
      description
    }
  }
`);
