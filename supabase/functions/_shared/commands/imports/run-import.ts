/**
 * The import of one CSV file (docs/csv.md#import), as a job (access level "job"): it
 * holds no transaction of its own but opens short ones as the member who started it
 * (import-run.ts), so the rest of the app stays responsive, even on the embedded
 * database, which runs one transaction at a time.
 *
 * 1. The file is opened (file-level refusals: one line-0 error, nothing done).
 * 2. A job row is created (one running import per organisation and kind).
 * 3. The stored rows the checks need are read; the lines are read and checked in
 *    batches, the job's progress and heartbeat recorded between them (checkFile).
 * 4. A dry run answers what would be created, updated and refused, and stops.
 * 5. Otherwise the valid lines that would create or change a row are written in
 *    chunks, each a short transaction that also records progress and notices a cancel:
 *    for a kind that can (processes), the lines that create a row are written as hidden
 *    rows of the job (db/imports/pending-rows.ts); the others are staged (writeLines).
 * 6. One short transaction shows the hidden rows, applies the staged lines set-based,
 *    deletes them and marks the job DONE: the import is applied all together or not at
 *    all (applyLines). A stack killed before that commit leaves only hidden rows and
 *    staged lines, which the next start, import or progress read of that kind deletes
 *    (the job's heartbeat is stale).
 * On a cancel or any failure the hidden rows and staged lines are deleted, the job is
 * CANCELLED or FAILED and a failure's error goes to the caller; nothing was applied
 * (endEarly).
 */
import {
  appliedEntry,
  emptyImportResult,
  fileErrorResult,
  type ImportResult,
} from "../../domain/import/import-result.ts";
import type { LineResult } from "../../domain/import/cells.ts";
import {
  checkLines,
  type PreparedImport,
  refusalsResult,
} from "../../domain/import/prepare-import.ts";
import {
  type CsvFile,
  type CsvRecord,
  type ImportLimits,
  openCsv,
} from "../../domain/import/read-csv.ts";
import type { BlankCells } from "../../domain/import/fields.ts";
import { claimJobForApply, stageLines } from "../../db/imports/import-jobs.ts";
import { revealHidden, writeHidden } from "../../db/imports/pending-rows.ts";
import { setHoldingChangeDay } from "../../db/roles/holding-change-day.ts";
import { EFFECTIVE_ON_MESSAGE, effectiveOnSchema } from "../../domain/roles/effective-on.ts";
import { badInput } from "../../http/app-error.ts";
import type { JobContext, RequestContext } from "../context.ts";
import {
  authorizeImport,
  type ImportKindSpec,
  type ImportOutcome,
  type SortedLines,
} from "./import-spec.ts";
import {
  Cancelled,
  endJob,
  type ImportRun,
  recordFailure,
  startRun,
  stopped,
} from "./import-run.ts";

/** Lines read between two progress updates, and lines staged per transaction. */
export const CHECK_BATCH = 1000;
export const STAGE_CHUNK = 500;

/**
 * How a file is read: a preview or not, what its blank cells mean (default: keep), and the
 * day its holding changes take effect (YYYY-MM-DD; default the organisation's today).
 */
export interface ImportOptions {
  dryRun: boolean;
  blanks?: BlankCells;
  limits?: ImportLimits;
  effectiveOn?: string;
}

export async function runImport<T extends { line: number }, S>(
  job: JobContext,
  spec: ImportKindSpec<T, S>,
  csvText: string,
  { dryRun, blanks = "keep", limits, effectiveOn }: ImportOptions,
): Promise<ImportOutcome> {
  authorizeImport(job.actor, spec.resource);
  if (effectiveOn !== undefined && !effectiveOnSchema.safeParse(effectiveOn).success) {
    throw badInput(EFFECTIVE_ON_MESSAGE, "effectiveOn");
  }
  const opened = openCsv(csvText, spec.format, limits);
  if (!opened.ok) return { ...fileErrorResult(opened), dryRun, cancelled: false };
  const { file } = opened;
  const run = await startRun(job, spec, { dryRun, linesTotal: file.lineCountAtMost });
  let refusals: ImportResult | undefined;
  try {
    const stored = await run.step((ctx) => spec.load(ctx));
    const prepared = await checkFile(run, spec, file, stored, blanks);
    refusals = refusalsResult(prepared);
    await run.progress({ linesTotal: prepared.checked, linesChecked: prepared.checked });
    // Only lines that would create or change a row are written: a re-import of an
    // unchanged file stages nothing.
    const candidates = spec.sort(prepared.lines, stored);
    if (dryRun) {
      const outcome = withApplied(spec, refusals, candidates, stored, true);
      await run.finish("DONE", outcome);
      return outcome;
    }
    const hidden = await writeLines(run, spec, candidates, stored, effectiveOn);
    const applied = await applyLines(run, spec, refusals, candidates, hidden, effectiveOn);
    // Cancelled while the last chunk was written.
    if (!applied) throw new Cancelled();
    return applied;
  } catch (error) {
    return await endEarly(run, refusals, dryRun, error);
  }
}

/** Reads and checks the lines batch by batch, reporting progress between batches. */
async function checkFile<T extends { line: number }, S>(
  run: ImportRun,
  spec: ImportKindSpec<T, S>,
  file: CsvFile,
  stored: S,
  blanks: BlankCells,
): Promise<PreparedImport<T> & { checked: number }> {
  const results = new Map<number, LineResult<T>>();
  const records: CsvRecord[] = [];
  for (const batch of file.batches(CHECK_BATCH)) {
    for (const record of batch) {
      const result = spec.readLine(record, blanks);
      results.set(record.line, result);
      // Only a refused line's cells are kept (for its record in the result).
      records.push(result.ok ? { line: record.line, values: {} } : record);
    }
    await run.progress({ linesChecked: records.length });
  }
  const prepared = checkLines(
    records,
    (record) => results.get(record.line)!,
    (lines) => spec.checkFile(lines, stored, run.job.actor),
    spec.cellsOf,
    file.messages,
  );
  return { ...prepared, checked: records.length };
}

const inFileOrder = <T extends { line: number }>(sorted: SortedLines<T>) =>
  [...sorted.created, ...sorted.updated].sort((a, b) => a.line - b.line);

/**
 * Writes the lines that create or change a row, a chunk a transaction: those that
 * create one as hidden rows of the job when the kind can, the rest staged. Answers the
 * lines written hidden.
 */
async function writeLines<T extends { line: number }, S>(
  run: ImportRun,
  spec: ImportKindSpec<T, S>,
  candidates: SortedLines<T>,
  stored: S,
  effectiveOn: string | undefined,
): Promise<T[]> {
  await run.progress({ phase: "STAGING" });
  const writeCreated = spec.writeCreated;
  const hidden = writeCreated ? candidates.created : [];
  const staged = writeCreated ? candidates.updated : inFileOrder(candidates);
  let written = 0;
  const inChunks = async (
    lines: T[],
    write: (ctx: RequestContext, chunk: T[], n: number) => Promise<void>,
  ) => {
    for (let at = 0, n = 0; at < lines.length; at += STAGE_CHUNK, n++) {
      const chunk = lines.slice(at, at + STAGE_CHUNK);
      written += chunk.length;
      await run.progress({ linesWritten: written }, (ctx) => write(ctx, chunk, n));
      await run.hooks.afterChunk?.({ kind: spec.kind, jobId: run.jobId, linesWritten: written });
    }
  };
  await inChunks(hidden, async (ctx, chunk, n) => {
    await writeHidden(ctx.tx, ctx.orgId, run.jobId);
    await setHoldingChangeDay(ctx.tx, effectiveOn);
    await writeCreated!(ctx, run.jobId, chunk, stored, n);
  });
  await inChunks(staged, (ctx, chunk) => stageLines(ctx.tx, ctx.orgId, run.jobId, chunk));
  return hidden;
}

/**
 * The apply, in one short transaction: shows the hidden rows, applies the staged lines
 * and marks the job DONE. Null when a cancel came before it.
 */
async function applyLines<T extends { line: number }, S>(
  run: ImportRun,
  spec: ImportKindSpec<T, S>,
  refusals: ImportResult,
  candidates: SortedLines<T>,
  hidden: readonly T[],
  effectiveOn: string | undefined,
): Promise<ImportOutcome | null> {
  return await run.step(async (ctx) => {
    const claim = await claimJobForApply(ctx.tx, ctx.orgId, run.jobId);
    if (claim === "gone") throw stopped();
    if (claim === "cancelled") return null;
    // Compared again inside the apply: "updated" is what this transaction changes.
    // The hidden rows are not seen here, so their lines still count as created.
    const now = await spec.load(ctx);
    const sorted = spec.sort(inFileOrder(candidates), now);
    const writtenHidden = new Set(hidden.map((l) => l.line));
    if (writtenHidden.size) await revealHidden(ctx.tx, run.jobId);
    // The day holdings the apply adds start and removed ones end (docs/csv.md#roles-and-their-start-days).
    await setHoldingChangeDay(ctx.tx, effectiveOn);
    await spec.apply(ctx, run.jobId, {
      created: sorted.created.filter((l) => !writtenHidden.has(l.line)),
      updated: sorted.updated,
    }, now);
    await run.hooks.duringApply?.({ kind: spec.kind, jobId: run.jobId });
    const outcome = withApplied(spec, refusals, sorted, now, false);
    await endJob(ctx, run.jobId, "DONE", outcome);
    return outcome;
  });
}

/**
 * A cancel ends the job CANCELLED with the refusals found so far; any other failure (or
 * one while recording the cancel) ends it FAILED and goes to the caller.
 */
async function endEarly(
  run: ImportRun,
  refusals: ImportResult | undefined,
  dryRun: boolean,
  error: unknown,
): Promise<ImportOutcome> {
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
      await run.finish("CANCELLED", outcome);
      return outcome;
    } catch (recording) {
      failure = recording;
    }
  }
  await recordFailure(run, failure);
  throw failure;
}

/** The result: refusals, created lines, and updated lines with their changes and warnings. */
function withApplied<T extends { line: number }, S>(
  spec: ImportKindSpec<T, S>,
  refusals: ImportResult,
  sorted: SortedLines<T>,
  stored: S,
  dryRun: boolean,
): ImportOutcome {
  const message = (verb: string, line: T) => `${verb} ${spec.noun} ${spec.handleOf(line)}`;
  return {
    ...refusals,
    created: sorted.created.map((line) =>
      appliedEntry(line.line, message("Created", line), spec.cellsOf(line))
    ),
    updated: sorted.updated.map((line) =>
      appliedEntry(
        line.line,
        message("Updated", line),
        spec.cellsOf(line),
        spec.preview(line, stored),
      )
    ),
    dryRun,
    cancelled: false,
  };
}
