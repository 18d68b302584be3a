/**
 * The rows an import creates before its apply, hidden until then (migration
 * 20260111000000_import_pending_rows.sql): written in chunks, each a short transaction,
 * so that the embedded database, which runs one transaction at a time, keeps answering
 * other requests; shown by one row update in the apply transaction, or deleted.
 */
import type { Tx } from "../client.ts";

/**
 * Starts a chunk of the job's hidden rows in this transaction: the job hides its rows
 * (from the same commit as the first of them), and this transaction sees them (it reads
 * back the labels and processes it created).
 */
export async function writeHidden(tx: Tx, orgId: number, jobId: number): Promise<void> {
  await tx`update app.import_jobs set hides_rows = true
    where org_id = ${orgId} and id = ${jobId} and not hides_rows`;
  await tx`select set_config('app.import_job', ${String(jobId)}, true)`;
}

/** Shows the job's rows to everyone from this transaction's commit. */
export async function revealHidden(tx: Tx, jobId: number): Promise<void> {
  await tx`select app.reveal_import_rows(${jobId})`;
}

/** Deletes the job's hidden rows (an import that will not be applied). */
export async function discardHidden(tx: Tx, jobId: number): Promise<void> {
  await tx`select app.discard_import_rows(${jobId})`;
}
