import type { Task } from "@/components/tasks";
import { addDays } from "@shared/dates/index.ts";
import type { OrganizationStatistics } from "../api/organization-statistics";
import type { PersonalStatistics } from "../api/personal-statistics";

export { serve, signInAs } from "@/test/graphql-server";

/** Every count different, so a number found on screen names its row. */
export const ORGANIZATION: OrganizationStatistics = {
  processes: {
    all: 120,
    scheduled: 80,
    scheduledNoDates: 3,
    needed: 37,
    noRoles: 4,
    noDescription: 5,
    noLabel: 0,
    noDocs: 11,
  },
  lateTasks: { allLate: 9, all: 42, inProgress: 2, notStarted: 7, missed: 14, skipped: 3 },
  roles: { all: 25, noUsers: 6, noProcesses: 0 },
  users: { all: 60, admins: 2, managers: 8, users: 50, noAccess: 1, noRole: 12 },
  today: "2026-11-23",
  lookAheadDays: 7,
  tasksByWeek: Array.from({ length: 8 }, (_, i) => ({
    weekStart: addDays("2026-11-23", 7 * i),
    notStarted: 10 + i,
    inProgress: i,
    complete: i === 0 ? 4 : 0,
  })),
  lateTasksByRole: [
    { roleId: 3, roleHandle: "FIN", name: "Finance", count: 5 },
    { roleId: 4, roleHandle: "OPS", name: "Operations", count: 4 },
  ],
  processesByCategory: [
    { categoryId: 1, prefix: "HR", count: 70 },
    { categoryId: null, prefix: null, count: 50 },
  ],
};

export const PERSONAL: PersonalStatistics = {
  processes: {
    all: 14,
    scheduled: 10,
    scheduledNoDates: 1,
    needed: 4,
    noRoles: null,
    noDescription: 2,
    noLabel: 0,
    noDocs: 3,
  },
  lateTasks: { allLate: 1, all: 6, inProgress: 0, notStarted: 1, missed: 4, skipped: 0 },
  roles: { all: 3, noProcesses: 1 },
  today: "2026-11-23",
  lookAheadDays: 7,
};

export const NEXT_TASK: Task = {
  id: null,
  handle: "11-7-2026-11-24",
  init_handle: "11-7-2026-11-24",
  name: "Payroll run task",
  description: "",
  processId: 11,
  userId: 7,
  dueDate: "2026-11-24",
  status: "NotStarted",
  is_late: false,
  is_missed: false,
  deleted: false,
  skipReason: null,
  updated_at: null,
  updatedBy: null,
  isManuallyCreated: false,
  assignee: { id: 7, name: "Uma User" },
  process: { id: 11, name: "Payroll run", processHandle: "FIN-001" },
  history: [],
};
