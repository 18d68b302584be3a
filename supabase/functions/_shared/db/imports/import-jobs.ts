/**
 * The job row of an import and its staged lines (migration 20260108000000_imports.sql).
 * Every statement names the organisation; row-level security limits them to admins and
 * managers of it as well.
 */
import type postgres from "postgres";
import type { Tx } from "../client.ts";

export type ImportKind = "USERS" | "ROLES" | "PROCESSES";
export type ImportPhase = "CHECKING" | "STAGING" | "APPLYING" | "DONE" | "CANCELLED" | "FAILED";

/** The recorded reason of an import cut off by the end of its stack. */
export const INTERRUPTED = "The import stopped before it finished; nothing of it was applied.";

/** A running job whose heartbeat is older than this is dead: its stack was killed. */
export const DEAD_AFTER_SECONDS = 120;

export interface ImportJobRow {
  id: number;
  kind: ImportKind;
  phase: ImportPhase;
  dryRun: boolean;
  linesTotal: number;
  linesChecked: number;
  linesWritten: number;
}

/**
 * Marks the organisation's dead jobs of this kind FAILED and deletes their hidden rows
 * and staged lines (nothing of them was applied: the apply is one transaction that shows
 * the hidden rows and finishes the job).
 */
export async function reapDeadJobs(tx: Tx, orgId: number, kind: ImportKind): Promise<void> {
  const dead = await tx`
    update app.import_jobs set phase = 'FAILED', finished_at = now(),
      result = jsonb_build_object('error', ${INTERRUPTED}::text)
    where org_id = ${orgId} and kind = ${kind} and finished_at is null
      and heartbeat_at < now() - make_interval(secs => ${DEAD_AFTER_SECONDS})
    returning id`;
  if (dead.length) {
    const ids = dead.map((r) => Number(r.id));
    await tx`select app.discard_import_rows(id) from unnest(${ids}::bigint[]) id`;
    await tx`delete from app.import_staging where org_id = ${orgId} and job_id = any(${ids}::bigint[])`;
  }
}

/** The new job's id, or null when one of this kind is running (the unique index). */
export async function insertJob(
  tx: Tx,
  orgId: number,
  job: { kind: ImportKind; startedBy: number; dryRun: boolean; linesTotal: number },
): Promise<number | null> {
  const [row] = await tx`
    insert into app.import_jobs (org_id, kind, started_by, dry_run, lines_total)
    values (${orgId}, ${job.kind}, ${job.startedBy}, ${job.dryRun}, ${job.linesTotal})
    on conflict (org_id, kind) where finished_at is null do nothing
    returning id`;
  return row ? Number(row.id) : null;
}

/**
 * Records progress and the heartbeat; answers whether a cancel was asked for (false
 * also when the job is no longer running, e.g. reaped: it must stop).
 */
export async function touchJob(
  tx: Tx,
  orgId: number,
  id: number,
  progress: {
    phase?: ImportPhase;
    linesTotal?: number;
    linesChecked?: number;
    linesWritten?: number;
  },
): Promise<{ running: boolean; cancelRequested: boolean }> {
  const [row] = await tx`
    update app.import_jobs set heartbeat_at = now(),
      phase = coalesce(${progress.phase ?? null}::text, phase),
      lines_total = coalesce(${progress.linesTotal ?? null}::int, lines_total),
      lines_checked = coalesce(${progress.linesChecked ?? null}::int, lines_checked),
      lines_written = coalesce(${progress.linesWritten ?? null}::int, lines_written)
    where org_id = ${orgId} and id = ${id} and finished_at is null
    returning cancel_requested`;
  return { running: !!row, cancelRequested: !!row?.cancel_requested };
}

/**
 * Takes the job for its apply: locks its row until the transaction ends (a cancel or a
 * reaper waits, then sees it finished). Answers "cancelled" when a cancel came first,
 * "gone" when the job is no longer running (reaped as dead).
 */
export async function claimJobForApply(
  tx: Tx,
  orgId: number,
  id: number,
): Promise<"claimed" | "cancelled" | "gone"> {
  const [row] = await tx`
    update app.import_jobs set
      phase = case when cancel_requested then phase else 'APPLYING' end,
      heartbeat_at = now()
    where org_id = ${orgId} and id = ${id} and finished_at is null
    returning cancel_requested`;
  if (!row) return "gone";
  return row.cancel_requested ? "cancelled" : "claimed";
}

export async function finishJob(
  tx: Tx,
  orgId: number,
  id: number,
  phase: "DONE" | "CANCELLED" | "FAILED",
  result: unknown,
): Promise<void> {
  await tx`update app.import_jobs set phase = ${phase}, finished_at = now(),
    result = ${tx.json(result as postgres.JSONValue)}
    where org_id = ${orgId} and id = ${id} and finished_at is null`;
}

export async function deleteStaged(tx: Tx, orgId: number, jobId: number): Promise<void> {
  await tx`delete from app.import_staging where org_id = ${orgId} and job_id = ${jobId}`;
}

/** Stages lines (the typed lines of the domain, as JSON) in one statement. */
export async function stageLines(
  tx: Tx,
  orgId: number,
  jobId: number,
  lines: readonly { line: number }[],
): Promise<void> {
  if (lines.length === 0) return;
  await tx`
    insert into app.import_staging (org_id, job_id, line, payload)
    select ${orgId}::bigint, ${jobId}::bigint, (x->>'line')::int, x
    from jsonb_array_elements(${tx.json(lines as unknown as postgres.JSONValue)}) x`;
}

/** Asks the running job of this kind to stop; true if one was running. */
export async function requestCancel(tx: Tx, orgId: number, kind: ImportKind): Promise<boolean> {
  const rows = await tx`update app.import_jobs set cancel_requested = true
    where org_id = ${orgId} and kind = ${kind} and finished_at is null
    returning id`;
  return rows.length > 0;
}

/** The running job of this kind, else the last one; null when there was none. */
export async function latestJob(
  tx: Tx,
  orgId: number,
  kind: ImportKind,
): Promise<ImportJobRow | null> {
  const [row] = await tx`
    select id, kind, phase, dry_run, lines_total, lines_checked, lines_written
    from app.import_jobs where org_id = ${orgId} and kind = ${kind}
    order by (finished_at is null) desc, id desc limit 1`;
  if (!row) return null;
  return {
    id: Number(row.id),
    kind: row.kind,
    phase: row.phase,
    dryRun: row.dry_run,
    linesTotal: row.lines_total,
    linesChecked: row.lines_checked,
    linesWritten: row.lines_written,
  };
}

/**
 * At the start of a stack that owns its database (the embedded one: no other process can
 * be running an import in it): every unfinished import was cut off by the previous run's
 * end, so it is FAILED and its hidden rows and staged lines are deleted at once rather
 * than after its heartbeat goes stale. Nothing of such an import was applied (the apply
 * is one transaction that shows the hidden rows and finishes the job). Runs on the stack's own connection, for every
 * organisation. Answers how many were cut off.
 */
export async function failInterruptedImports(sql: postgres.Sql): Promise<number> {
  return await sql.begin(async (tx) => {
    const cut = await tx`
      update app.import_jobs set phase = 'FAILED', finished_at = now(),
        result = jsonb_build_object('error', ${INTERRUPTED}::text)
      where finished_at is null
      returning id`;
    if (cut.length) {
      const ids = cut.map((r) => Number(r.id));
      await tx`select app.discard_import_rows_of(org_id, id) from app.import_jobs
        where id = any(${ids}::bigint[]) and hides_rows`;
      await tx`delete from app.import_staging where job_id = any(${ids}::bigint[])`;
    }
    return cut.length;
  }) as number;
}
