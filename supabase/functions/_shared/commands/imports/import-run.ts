/**
 * One running import job: its row (one running import per organisation and kind), the
 * short transactions its steps run in as the member who started it, its progress and
 * heartbeat, and how it ends (DONE, CANCELLED, or FAILED recorded by the system actor).
 */
import { type ImportResult, resultCounts } from "../../domain/import/import-result.ts";
import {
  deleteStaged,
  finishJob,
  insertJob,
  reapDeadJobs,
  touchJob,
} from "../../db/imports/import-jobs.ts";
import { discardHidden } from "../../db/imports/pending-rows.ts";
import { AppError, badInput } from "../../http/app-error.ts";
import type { JobContext, RequestContext } from "../context.ts";
import type { ImportHooks } from "./import-hooks.ts";
import { alreadyRunningMessage, authorizeImport, type ImportKindSpec } from "./import-spec.ts";

/** A cancel was asked for: the import stops at its next step and applies nothing. */
export class Cancelled extends Error {}

/** The job was marked dead (its heartbeat went stale) while this request still ran it. */
export function stopped(): AppError {
  return new AppError(
    "CONFLICT",
    "The import was stopped before it finished; nothing of it was applied.",
  );
}

type Progress = Parameters<typeof touchJob>[3];

export interface ImportRun {
  job: JobContext;
  jobId: number;
  hooks: ImportHooks;
  /** Runs `fn` in a short transaction as the caller, whose right to import is checked again. */
  step<R>(fn: (ctx: RequestContext) => Promise<R>): Promise<R>;
  /** Records progress, after `write` in the same transaction; stops on a cancel. */
  progress(values: Progress, write?: (ctx: RequestContext) => Promise<void>): Promise<void>;
  /** Ends the job with its result's counts; a cancelled one drops what it wrote. */
  finish(phase: "DONE" | "CANCELLED", result: ImportResult): Promise<void>;
}

/** Creates the job row; refused while one of this kind runs. */
export async function startRun<T extends { line: number }, S>(
  job: JobContext,
  spec: ImportKindSpec<T, S>,
  counts: { dryRun: boolean; linesTotal: number },
): Promise<ImportRun> {
  const step = <R>(fn: (ctx: RequestContext) => Promise<R>) =>
    job.transaction(async (ctx) => {
      authorizeImport(ctx.actor, spec.resource);
      return await fn(ctx);
    });
  const jobId = await step(async (ctx) => {
    await reapDeadJobs(ctx.tx, ctx.orgId, spec.kind);
    return await insertJob(ctx.tx, ctx.orgId, {
      kind: spec.kind,
      startedBy: job.actor.person.id,
      ...counts,
    });
  });
  if (jobId === null) throw badInput(alreadyRunningMessage(spec.plural));
  return {
    job,
    jobId,
    hooks: job.importHooks ?? {},
    step,
    async progress(values, write) {
      const state = await step(async (ctx) => {
        await write?.(ctx);
        return await touchJob(ctx.tx, ctx.orgId, jobId, values);
      });
      if (!state.running) throw stopped();
      if (state.cancelRequested) throw new Cancelled();
    },
    finish: (phase, result) => step((ctx) => endJob(ctx, jobId, phase, result)),
  };
}

/** Marks the job ended in this transaction; its staged lines go, and unless DONE its hidden rows. */
export async function endJob(
  ctx: RequestContext,
  jobId: number,
  phase: "DONE" | "CANCELLED",
  result: ImportResult,
): Promise<void> {
  if (phase !== "DONE") await discardHidden(ctx.tx, jobId);
  await deleteStaged(ctx.tx, ctx.orgId, jobId);
  await finishJob(ctx.tx, ctx.orgId, jobId, phase, resultCounts(result));
}

/**
 * The job FAILED and its staged lines gone, by the system actor: the caller may be the
 * reason it failed (signed out, disabled). If even that fails, the job's stale heartbeat
 * lets the next import or progress read of its kind clean up.
 */
export async function recordFailure(run: ImportRun, error: unknown): Promise<void> {
  const failure = { error: error instanceof Error ? error.message : String(error) };
  try {
    await run.job.cleanup(async (ctx) => {
      await discardHidden(ctx.tx, run.jobId);
      await deleteStaged(ctx.tx, ctx.orgId, run.jobId);
      await finishJob(ctx.tx, ctx.orgId, run.jobId, "FAILED", failure);
    });
  } catch (cleanup) {
    console.warn(`import ${run.jobId}: could not record the failure (${String(cleanup)})`);
  }
}
