/**
 * The import of one CSV file (issue 10 §2), as a job (access level "job"): it holds no
 * transaction of its own but opens short ones as the member who started it, so the rest
 * of the app stays responsive, even on the embedded database, which runs one
 * transaction at a time.
 *
 * 1. The file is opened (file-level refusals: one line-0 error, nothing done).
 * 2. A job row is created (one running import per organisation and kind).
 * 3. The stored rows the checks need are read; the lines are read and checked in
 *    batches, the job's progress and heartbeat recorded between them.
 * 4. A dry run answers what would be created, updated and refused, and stops.
 * 5. Otherwise the valid lines that would create or change a row are written in
 *    chunks, each a short transaction that also records progress and notices a cancel:
 *    for a kind that can (processes), the lines that create a row are written as hidden
 *    rows of the job (db/imports/pending-rows.ts); the others are staged.
 * 6. One short transaction shows the hidden rows, applies the staged lines set-based,
 *    deletes them and marks the job DONE: the import is applied all together or not at
 *    all. A stack killed before that commit leaves only hidden rows and staged lines,
 *    which the next start, import or progress read of that kind deletes (the job's
 *    heartbeat is stale).
 * On a cancel or any failure the hidden rows and staged lines are deleted, the job is
 * CANCELLED or FAILED and a failure's error goes to the caller; nothing was applied.
 */
import type { FileCheck } from "../../domain/import/file-checks.ts";
import type { CsvFormat } from "../../domain/import/formats.ts";
import {
  appliedEntry,
  emptyImportResult,
  fileErrorResult,
  type ImportRecord,
  type ImportResult,
  resultCounts,
} from "../../domain/import/import-result.ts";
import type { LineResult } from "../../domain/import/cells.ts";
import { checkLines, refusalsResult } from "../../domain/import/prepare-import.ts";
import { type CsvRecord, type ImportLimits, openCsv } from "../../domain/import/read-csv.ts";
import { can, type Resource } from "../../domain/abilities.ts";
import {
  claimJobForApply,
  deleteStaged,
  finishJob,
  type ImportKind,
  insertJob,
  reapDeadJobs,
  stageLines,
  touchJob,
} from "../../db/imports/import-jobs.ts";
import { discardHidden, revealHidden, writeHidden } from "../../db/imports/pending-rows.ts";
import { AppError, badInput, forbidden } from "../../http/app-error.ts";
import type { Actor, JobContext, RequestContext } from "../context.ts";

/** What the API answers: the result of spec §3 and how the import ended. */
export interface ImportOutcome extends ImportResult {
  dryRun: boolean;
  cancelled: boolean;
}

/** One kind of import: its format, its rules and its database side. */
export interface ImportKindSpec<T extends { line: number }, S> {
  kind: ImportKind;
  /** "people", "roles", "processes": in messages. */
  plural: string;
  /** "person", "role", "process": in result entries. */
  noun: string;
  resource: Resource;
  format: CsvFormat;
  readLine(record: CsvRecord): LineResult<T>;
  cellsOf(line: T): ImportRecord;
  handleOf(line: T): string;
  /** What the checks and the comparison need, read in one short transaction. */
  load(ctx: RequestContext): Promise<S>;
  /** The file-level checks over the lines that passed their own. */
  checkFile(lines: T[], stored: S, actor: Actor): FileCheck;
  /** The lines that would create a row and those that would change one. */
  sort(lines: readonly T[], stored: S): { created: T[]; updated: T[] };
  /**
   * Optional: writes lines that create a row as hidden rows of the job (inside the
   * transaction of chunk number `chunk`, from 0); the apply shows them. Without it they
   * are staged.
   */
  writeCreated?(
    ctx: RequestContext,
    jobId: number,
    lines: T[],
    stored: S,
    chunk: number,
  ): Promise<void>;
  /** Applies the sorted lines from staging (inside the apply transaction). */
  apply(
    ctx: RequestContext,
    jobId: number,
    sorted: { created: T[]; updated: T[] },
    stored: S,
  ): Promise<void>;
}

/** Lines read between two progress updates, and lines staged per transaction. */
export const CHECK_BATCH = 1000;
export const STAGE_CHUNK = 500;

/**
 * Test seams: `afterChunk` runs after each staged chunk's transaction (a test cancels
 * there, deterministically), `duringApply` inside the apply transaction after the
 * writes (a test fails it there). Unset in production.
 */
export const importTestHooks: {
  afterChunk?: (job: { kind: ImportKind; jobId: number; linesWritten: number }) => Promise<void>;
  duringApply?: (job: { kind: ImportKind; jobId: number }) => Promise<void>;
} = {};

/** Only Admins and Managers import (they create and update the entity). */
export function authorizeImport(actor: Actor, resource: Resource): void {
  const principal = actor.kind === "system" ? "system" : actor.appRole;
  if (!can(principal, "create", resource) || !can(principal, "update", resource)) {
    throw forbidden();
  }
}

export function alreadyRunningMessage(plural: string): string {
  return `An import of ${plural} is already running.`;
}

class Cancelled extends Error {}

/** The job was marked dead (its heartbeat went stale) while this request still ran it. */
function stopped(): AppError {
  return new AppError(
    "CONFLICT",
    "The import was stopped before it finished; nothing of it was applied.",
  );
}

export async function runImport<T extends { line: number }, S>(
  job: JobContext,
  spec: ImportKindSpec<T, S>,
  csvText: string,
  dryRun: boolean,
  limits?: ImportLimits,
): Promise<ImportOutcome> {
  authorizeImport(job.actor, spec.resource);
  const opened = openCsv(csvText, spec.format, limits);
  if (!opened.ok) return { ...fileErrorResult(opened), dryRun, cancelled: false };
  const { file } = opened;

  // Every step re-checks the caller (job.transaction) and their right to import.
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
      dryRun,
      linesTotal: file.lineCountAtMost,
    });
  });
  if (jobId === null) throw badInput(alreadyRunningMessage(spec.plural));

  /** Records progress, after `write` in the same transaction; stops on a cancel. */
  const progress = async (
    values: Parameters<typeof touchJob>[3],
    write?: (ctx: RequestContext) => Promise<void>,
  ) => {
    const state = await step(async (ctx) => {
      await write?.(ctx);
      return await touchJob(ctx.tx, ctx.orgId, jobId, values);
    });
    if (!state.running) throw stopped();
    if (state.cancelRequested) throw new Cancelled();
  };
  const finish = (phase: "DONE" | "CANCELLED", outcome: ImportOutcome) =>
    step(async (ctx) => {
      if (phase !== "DONE") await discardHidden(ctx.tx, jobId);
      await deleteStaged(ctx.tx, ctx.orgId, jobId);
      await finishJob(ctx.tx, ctx.orgId, jobId, phase, resultCounts(outcome));
    });

  let refusals: ImportResult | undefined;
  try {
    const stored = await step((ctx) => spec.load(ctx));

    // Read and check the lines batch by batch, reporting progress between batches.
    const results = new Map<number, LineResult<T>>();
    const records: CsvRecord[] = [];
    for (const batch of file.batches(CHECK_BATCH)) {
      for (const record of batch) {
        const result = spec.readLine(record);
        results.set(record.line, result);
        // Only a refused line's cells are kept (for its record in the result).
        records.push(result.ok ? { line: record.line, values: {} } : record);
      }
      await progress({ linesChecked: records.length });
    }
    const prepared = checkLines(
      records,
      (record) => results.get(record.line)!,
      (lines) => spec.checkFile(lines, stored, job.actor),
      spec.cellsOf,
      file.messages,
    );
    results.clear();
    refusals = refusalsResult(prepared);
    await progress({ linesTotal: records.length, linesChecked: records.length });

    // Only lines that would create or change a row are written: a re-import of an
    // unchanged file stages nothing.
    const candidates = spec.sort(prepared.lines, stored);
    const toWrite = [...candidates.created, ...candidates.updated].sort((a, b) => a.line - b.line);
    if (dryRun) {
      const outcome = withApplied(spec, refusals, candidates, true);
      await finish("DONE", outcome);
      return outcome;
    }

    await progress({ phase: "STAGING" });
    const writeCreated = spec.writeCreated;
    const hidden = writeCreated ? candidates.created : [];
    const staged = writeCreated ? candidates.updated : toWrite;
    let written = 0;
    const inChunks = async (
      lines: T[],
      write: (ctx: RequestContext, chunk: T[], n: number) => Promise<void>,
    ) => {
      for (let at = 0, n = 0; at < lines.length; at += STAGE_CHUNK, n++) {
        const chunk = lines.slice(at, at + STAGE_CHUNK);
        written += chunk.length;
        await progress({ linesWritten: written }, (ctx) => write(ctx, chunk, n));
        await importTestHooks.afterChunk?.({ kind: spec.kind, jobId, linesWritten: written });
      }
    };
    await inChunks(hidden, async (ctx, chunk, n) => {
      await writeHidden(ctx.tx, ctx.orgId, jobId);
      await writeCreated!(ctx, jobId, chunk, stored, n);
    });
    await inChunks(staged, (ctx, chunk) => stageLines(ctx.tx, ctx.orgId, jobId, chunk));

    const applied = await step(async (ctx) => {
      const claim = await claimJobForApply(ctx.tx, ctx.orgId, jobId);
      if (claim === "gone") throw stopped();
      if (claim === "cancelled") return null;
      // Compared again inside the apply: "updated" is what this transaction changes.
      // The hidden rows are not seen here, so their lines still count as created.
      const now = await spec.load(ctx);
      const sorted = spec.sort(toWrite, now);
      const writtenHidden = new Set(hidden.map((l) => l.line));
      if (writtenHidden.size) await revealHidden(ctx.tx, jobId);
      await spec.apply(ctx, jobId, {
        created: sorted.created.filter((l) => !writtenHidden.has(l.line)),
        updated: sorted.updated,
      }, now);
      await importTestHooks.duringApply?.({ kind: spec.kind, jobId });
      const outcome = withApplied(spec, refusals!, sorted, false);
      await deleteStaged(ctx.tx, ctx.orgId, jobId);
      await finishJob(ctx.tx, ctx.orgId, jobId, "DONE", resultCounts(outcome));
      return outcome;
    });
    // Cancelled while the last chunk was written.
    if (!applied) throw new Cancelled();
    return applied;
  } catch (error) {
    let failure: unknown = error;
    if (error instanceof Cancelled) {
      const outcome: ImportOutcome = {
        ...(refusals ?? emptyImportResult()),
        created: [],
        updated: [],
        dryRun,
        cancelled: true,
      };
      try {
        await finish("CANCELLED", outcome);
        return outcome;
      } catch (recording) {
        failure = recording;
      }
    }
    await recordFailure(job, jobId, failure);
    throw failure;
  }
}

/**
 * The job FAILED and its staged lines gone, by the system actor: the caller may be the
 * reason it failed (signed out, disabled). If even that fails, the job's stale heartbeat
 * lets the next import or progress read of its kind clean up.
 */
async function recordFailure(job: JobContext, jobId: number, error: unknown): Promise<void> {
  const failure = { error: error instanceof Error ? error.message : String(error) };
  try {
    await job.cleanup(async (ctx) => {
      await discardHidden(ctx.tx, jobId);
      await deleteStaged(ctx.tx, ctx.orgId, jobId);
      await finishJob(ctx.tx, ctx.orgId, jobId, "FAILED", failure);
    });
  } catch (cleanup) {
    console.warn(`import ${jobId}: could not record the failure (${String(cleanup)})`);
  }
}

function withApplied<T extends { line: number }>(
  spec: ImportKindSpec<T, unknown>,
  refusals: ImportResult,
  sorted: { created: T[]; updated: T[] },
  dryRun: boolean,
): ImportOutcome {
  const entry = (verb: string) => (line: T) =>
    appliedEntry(line.line, `${verb} ${spec.noun} ${spec.handleOf(line)}`, spec.cellsOf(line));
  return {
    ...refusals,
    created: sorted.created.map(entry("Created")),
    updated: sorted.updated.map(entry("Updated")),
    dryRun,
    cancelled: false,
  };
}
