import { inject } from "vitest";
import { launchStack, type Stack } from "./launch";

export type { Stack };

/**
 * The run's one stack (started by tests/support/global-setup.ts); its `stop` leaves it
 * running for the other files. With `env`, a stack of the caller's own (its own process
 * and data, stopped by `stop`), for a test that needs different settings.
 */
export async function startStack(env?: Record<string, string>): Promise<Stack> {
  if (env) return await launchStack(env);
  return { url: inject("stackUrl"), stop: async () => {} };
}
