/**
 * The member operations around a running import: its progress and its cancel. Both
 * are short transactions of their own request, answered while the import runs.
 */
import {
  type ImportJobRow,
  type ImportKind,
  latestJob,
  reapDeadJobs,
  requestCancel,
} from "../../db/imports/import-jobs.ts";
import type { RequestContext } from "../context.ts";
import { IMPORTS } from "./import-kinds.ts";
import { authorizeImport } from "./import-spec.ts";

/** The running import of this kind, else the last one (a dead one is marked FAILED). */
export async function importProgress(
  ctx: RequestContext,
  kind: ImportKind,
): Promise<ImportJobRow | null> {
  authorizeImport(ctx.actor, IMPORTS[kind].resource);
  await reapDeadJobs(ctx.tx, ctx.orgId, kind);
  return await latestJob(ctx.tx, ctx.orgId, kind);
}

/**
 * Asks the running import of this kind to stop; it stops at its next step and applies
 * nothing. True if one was running (one whose apply has begun finishes first).
 */
export async function cancelImport(ctx: RequestContext, kind: ImportKind): Promise<boolean> {
  authorizeImport(ctx.actor, IMPORTS[kind].resource);
  return await requestCancel(ctx.tx, ctx.orgId, kind);
}
