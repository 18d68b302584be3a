import { vi } from "vitest";
import { graphqlRequest } from "@/lib/graphql-client";
import type { PersonRef, Role } from "./api/role-fields";

type Handler = (variables: Record<string, unknown>) => unknown;

/** A stand-in server: answers by operation name (graphqlRequest is a stand-in: src/test/setup.ts). */
export function serve(handlers: Record<string, Handler>) {
  vi.mocked(graphqlRequest).mockImplementation((document, variables) => {
    const name = /(?:query|mutation)\s+(\w+)/.exec(String(document))?.[1] ?? "";
    const handler = handlers[name];
    if (!handler) return Promise.reject(new Error(`unexpected operation ${name}`));
    try {
      return Promise.resolve(handler((variables ?? {}) as Record<string, unknown>));
    } catch (error) {
      return Promise.reject(error);
    }
  });
}

/** What was sent for one operation, in order. */
export function sent(operation: string): Record<string, unknown>[] {
  return vi
    .mocked(graphqlRequest)
    .mock.calls.filter(([document]) =>
      new RegExp(`(query|mutation) ${operation}\\b`).test(String(document)),
    )
    .map(([, variables]) => (variables ?? {}) as Record<string, unknown>);
}

export const PEOPLE: PersonRef[] = [
  { id: 11, name: "Ann Smith" },
  { id: 12, name: "Bo Chen" },
];

export function makeRole(
  id: number,
  roleHandle: string,
  name: string,
  parent: Role | null,
  extra: Partial<Role> = {},
): Role {
  return {
    id,
    roleHandle,
    name,
    description: "",
    reportsToId: parent?.id ?? null,
    reportsTo: parent ? { id: parent.id, roleHandle: parent.roleHandle, name: parent.name } : null,
    filledBy: [],
    assignedProcesses: [],
    processCount: 0,
    ...extra,
  };
}

// CEO ← FIN ← ACC; CEO ← OPS; QA alone.
export const CEO = makeRole(1, "CEO", "Managing Director", null, { filledBy: [PEOPLE[0]!] });
export const FIN = makeRole(2, "FIN", "Finance Manager", CEO);
export const ACC = makeRole(3, "ACC", "Accountant", FIN, {
  assignedProcesses: [{ id: 40, processHandle: "FIN-001", name: "Month-end close" }],
  processCount: 1,
});
export const OPS = makeRole(4, "OPS", "Operations Manager", CEO);
export const QA = makeRole(5, "QA", "Quality lead", null);
export const ROLES = [CEO, FIN, ACC, OPS, QA];

export const listOf = (nodes: Role[]) => ({ nodes, totalCount: nodes.length });
