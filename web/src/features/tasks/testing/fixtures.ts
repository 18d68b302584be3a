import type { Task } from "@/components/tasks";

import type { Handler } from "@/test/graphql-server";

export { serve, signInAs } from "@/test/graphql-server";

export const ANNA = { id: 7, name: "Anna Admin", peopleHandle: "aadmin" };
export const BEN = { id: 8, name: "Ben Baker", peopleHandle: "bbaker" };
export const PAYROLL_PROCESS = { id: 11, name: "Payroll run", processHandle: "FIN-001" };

/** A generated occurrence never stored: no id, known by its handle. */
export const GENERATED: Task = {
  id: null,
  handle: "11-7-2026-11-20",
  init_handle: "11-7-2026-11-20",
  name: "Payroll run task",
  description: "",
  processId: 11,
  userId: 7,
  dueDate: "2026-11-20",
  status: "NotStarted",
  is_late: true,
  is_missed: false,
  deleted: false,
  skipReason: null,
  updated_at: null,
  updatedBy: null,
  isManuallyCreated: false,
  assignee: ANNA,
  process: PAYROLL_PROCESS,
  history: [],
};

/** A stored occurrence with its history. */
export const STORED: Task = {
  ...GENERATED,
  id: 5,
  handle: "11-8-2026-11-27",
  init_handle: "11-8-2026-11-27",
  userId: 8,
  dueDate: "2026-11-27",
  status: "InProgress",
  is_late: false,
  is_missed: false,
  updated_at: "2026-11-21T09:30:00Z",
  updatedBy: ANNA,
  assignee: BEN,
  history: [
    {
      at: "2026-11-21T09:30:00Z",
      by: ANNA,
      changes: [{ field: "status", from: "NotStarted", to: "InProgress" }],
    },
  ],
};

/** The pickers and saved filters every admin screen loads. */
export const PICKER_HANDLERS: Record<string, Handler> = {
  PeopleForTasks: () => ({ users: { nodes: [ANNA, BEN] } }),
  ProcessesForTaskPicker: () => ({ processes: { nodes: [PAYROLL_PROCESS] } }),
  LabelsForTasks: () => ({ labels: { nodes: [{ id: 3, label: "Dept:HR" }] } }),
  RolesForTasks: () => ({ roles: { nodes: [{ id: 2, roleHandle: "FIN", name: "Finance" }] } }),
  FiltersAccessibleToCurrentUser: () => ({
    filtersAccessibleToCurrentUser: { nodes: [], totalCount: 0 },
  }),
};
