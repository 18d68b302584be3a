import type { Tx } from "../../_shared/db/client.ts";
import type {
  IdentityContext,
  JobContext,
  RequestContext,
} from "../../_shared/commands/context.ts";
import {
  DEFAULT_EXPORT_LIMITS,
  type ExportLimits,
} from "../../_shared/commands/exports/export-csv.ts";
import type { SignupPolicy } from "../../_shared/commands/organizations/signup-policy.ts";
import { AppError } from "../../_shared/http/app-error.ts";
import type { InvitationMail } from "../../_shared/commands/people/invite-person.ts";
import type { ImportHooks } from "../../_shared/commands/imports/import-hooks.ts";
import type { Loaders } from "./loaders.ts";

/**
 * The GraphQL context. The caller pipeline (caller-plugin.ts) sets what the document's
 * access level (access.ts) gives: `publicTx` (public, read only as `anon`), `identity`
 * (a verified token, no person) or `member` with the request's `loaders`.
 */
export interface GraphqlContext {
  request: Request;
  publicTx?: Tx;
  identity?: IdentityContext;
  member?: RequestContext;
  /** A job-level field's (access.ts): no transaction, short ones on demand. */
  job?: JobContext;
  /** One per request: batches and caches per-row loads (loaders.ts). */
  loaders?: Loaders;
  /** The handler's export cap (createGraphqlHandler's exportLimits; tests lower it). */
  exportLimits?: ExportLimits;
  /** How invitePerson mails (invitation-mail.ts). */
  invitationMail?: InvitationMail;
  /** The handler's organisation sign-up policy (default: from the environment). */
  orgSignup?: SignupPolicy;
  /** The handler's import test seams, handed to each import's job (createGraphqlHandler). */
  importHooks?: ImportHooks;
}

function missing(): never {
  // The pipeline gives every field its level's context; reaching this is a bug.
  throw new AppError("INTERNAL", "Internal error");
}

export function memberOf(ctx: GraphqlContext): RequestContext {
  return ctx.member ?? missing();
}

export function jobOf(ctx: GraphqlContext): JobContext {
  return ctx.job ?? missing();
}

export function loadersOf(ctx: GraphqlContext): Loaders {
  return ctx.loaders ?? missing();
}

export function exportLimitsOf(ctx: GraphqlContext): ExportLimits {
  return ctx.exportLimits ?? DEFAULT_EXPORT_LIMITS;
}

export function invitationMailOf(ctx: GraphqlContext): InvitationMail {
  return ctx.invitationMail ?? missing();
}

/** A transaction for a public field: the anonymous one, or the caller's when signed in. */
export function publicTxOf(ctx: GraphqlContext): Tx {
  return ctx.publicTx ?? ctx.identity?.tx ?? ctx.member?.tx ?? missing();
}

/** The verified identity, for identity-level fields (a member has one too). */
export function identityOf(ctx: GraphqlContext): IdentityContext {
  return ctx.identity ?? missing();
}

/**
 * Runs a mutation in a savepoint: when it fails, its partial writes are undone and
 * the request's transaction stays usable, so other fields of the request are not
 * affected and "nothing changed" holds for the failed one. The request's loaders forget
 * what they cached before and during it, so its answer reads the rows as written.
 */
export async function inSavepoint<T>(
  ctx: GraphqlContext,
  fn: (member: RequestContext) => Promise<T>,
): Promise<T> {
  const member = memberOf(ctx);
  ctx.loaders?.clearAll();
  try {
    return await member.tx.savepoint(async (sp) =>
      await fn({ ...member, tx: sp as unknown as Tx })
    ) as T;
  } finally {
    ctx.loaders?.clearAll();
  }
}
