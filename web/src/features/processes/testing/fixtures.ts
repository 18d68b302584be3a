import type { Process } from "../api/process-fields";

export { serve, signInAs } from "@/test/graphql-server";

export const PAYROLL: Process = {
  id: 11,
  processHandle: "FIN-001",
  name: "Payroll run",
  description: "Pay everyone",
  frequencyType: "Scheduled",
  frequency: {
    Mar: {
      days: [],
      sun: [],
      mon: [],
      tue: [],
      wed: [],
      thu: [],
      fri: ["Last"],
      sat: [],
      flags: { fri: true },
    },
  },
  compactFrequency: "Mar:5#L",
  frequencyDescription: "Last Friday of Mar",
  scheduledFrom: "2026-01-01",
  hasNoDates: false,
  unfinishedRule: "StaysLate",
  categoryId: 3,
  roleId: 2,
  labelIds: [5],
  assignedRoleIds: [2],
  labels: [{ id: 5, label: "Dept:Finance" }],
  assignedRoles: [{ id: 2, roleHandle: "FIN", name: "Finance" }],
  role: { id: 2, roleHandle: "FIN", name: "Finance" },
  docs: [{ id: 8, name: "Checklist", value: "https://example.com/payroll" }],
  cat: { id: 3, prefix: "FIN", description: "Finance" },
};
