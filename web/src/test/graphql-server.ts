import { vi } from "vitest";
import { graphqlRequest } from "@/lib/graphql-client";
import { setSessionUser, type CurrentUser } from "@/lib/session";
import type { UserType } from "@shared/abilities.ts";

export type Handler = (variables: Record<string, unknown>) => unknown;

/**
 * A stand-in server for tests: answers by operation name and records what was sent.
 * Only graphqlRequest is replaced (src/test/setup.ts); everything above it is real.
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
