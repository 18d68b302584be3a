import type { AppRole } from "../domain/abilities.ts";
import type { Tx } from "../db/client.ts";
import type { CurrentPerson } from "../db/people/current-member.ts";
import type { ImportHooks } from "./imports/import-hooks.ts";

/**
 * Who a command runs for: a signed-in person of the organisation (with their app role),
 * or the system (a scheduled job or an import, `runAsSystem`), which is no person and
 * may do what the abilities table's `system` row allows.
 */
export type Actor =
  | { kind: "member"; person: CurrentPerson; appRole: AppRole }
  | { kind: "system"; label: string };

/**
 * What every command receives: the transaction (already running with the caller's
 * identity and tenant, so row-level security sees exactly this organisation), the
 * organisation and who is acting. Nothing here is GraphQL's: any function may build one.
 */
export interface RequestContext {
  tx: Tx;
  orgId: number;
  actor: Actor;
}

/**
 * A signed-in identity that need not be a member of any organisation (creating an
 * organisation, an unsubscribe link): the verified account, no person, no organisation.
 */
export interface IdentityContext {
  tx: Tx;
  identity: { userId: string; email: string | null };
}

/**
 * A member's long-running command (a CSV import): no transaction of its own. Each step
 * runs in a new short transaction as the same caller (`transaction`), which checks the
 * session and membership again, so a member signed out or disabled meanwhile stops the
 * command at its next step. Between steps the database serves everyone else.
 */
export interface JobContext {
  orgId: number;
  /** The person who started it, as checked when the request came in. */
  actor: Extract<Actor, { kind: "member" }>;
  /** Runs `fn` in one short transaction as the caller, with a fresh context. */
  transaction<T>(fn: (ctx: RequestContext) => Promise<T>): Promise<T>;
  /**
   * Runs `fn` as the system actor of the organisation: only to record that the job
   * failed and drop what it staged when the caller can no longer do it (signed out or
   * disabled mid-import), so the next import need not wait for the job to go stale.
   */
  cleanup(fn: (ctx: RequestContext) => Promise<void>): Promise<void>;
  /** Test seams of an import (import-hooks.ts); none in production. */
  importHooks?: ImportHooks;
}
