/**
 * Seams of a running import for tests, given through the import's job context
 * (JobContext.importHooks); production gives none. `afterChunk` runs after each written
 * chunk's transaction (a test cancels there, deterministically, or holds the import to
 * kill its stack); `duringApply` inside the apply transaction after its writes (a test
 * fails it there, or holds it).
 */
import type { ImportKind } from "../../db/imports/import-jobs.ts";

export interface ImportHooks {
  afterChunk?(job: { kind: ImportKind; jobId: number; linesWritten: number }): Promise<void>;
  duringApply?(job: { kind: ImportKind; jobId: number }): Promise<void>;
}
