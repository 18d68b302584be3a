import { vi } from "vitest";
import { graphqlRequest } from "@/lib/graphql-client";
import { setSessionUser, type CurrentUser } from "@/lib/session";
import type { UserType } from "@shared/abilities.ts";
import type { Process } from "../api/process-fields";

type Handler = (variables: Record<string, unknown>) => unknown;

/**
 * A stand-in server for tests: answers by operation name and records what was sent.
 * Only graphqlRequest is replaced (vi.mock in each test file); everything above is real.
 */
export function serve(handlers: Record<string, Handler>) {
  const request = vi.mocked(graphqlRequest);
  request.mockReset();
  request.mockImplementation((document, variables) => {
    const name = /(?:query|mutation)\s+(\w+)/.exec(String(document))?.[1] ?? "";
    const handler = handlers[name];
    if (!handler) return Promise.reject(new Error(`unexpected operation ${name}`));
    try {
      return Promise.resolve(handler((variables ?? {}) as Record<string, unknown>));
    } catch (error) {
      return Promise.reject(error);
    }
  });
  return {
    /** The variables of every call of one operation, in order. */
    sent: (operation: string) =>
      request.mock.calls
        .filter(([document]) =>
          new RegExp(`(query|mutation)\\s+${operation}\\b`).test(String(document)),
        )
        .map(([, variables]) => variables as Record<string, unknown>),
  };
}

export function signInAs(userType: UserType, id = 1) {
  const user: CurrentUser = {
    id,
    peopleHandle: userType.toLowerCase(),
    name: `${userType} Person`,
    description: "",
    email: `${userType.toLowerCase()}@demo.test`,
    userType,
    isAuthEnabled: true,
    roleIds: [],
    roles: [],
    receiveWeeklyReminders: false,
  };
  setSessionUser(user);
  return user;
}

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
