/**
 * What one kind of import is (people, roles, processes): its format and line rules from
 * the entity's field list, its file checks and its database side (import-kinds.ts), and
 * who may run it.
 */
import type { FileCheck } from "../../domain/import/file-checks.ts";
import type { CsvFormat } from "../../domain/import/formats.ts";
import type { ImportRecord, ImportResult } from "../../domain/import/import-result.ts";
import type { LineResult } from "../../domain/import/cells.ts";
import type { CsvRecord } from "../../domain/import/read-csv.ts";
import type { BlankCells } from "../../domain/import/fields.ts";
import type { UpdatePreview } from "../../domain/import/update-preview.ts";
import { can, type Resource } from "../../domain/abilities.ts";
import type { ImportKind } from "../../db/imports/import-jobs.ts";
import { forbidden } from "../../http/app-error.ts";
import type { Actor, RequestContext } from "../context.ts";

/** What the API answers: the import result (created, updated, errors, messages) and how it ended. */
export interface ImportOutcome extends ImportResult {
  dryRun: boolean;
  cancelled: boolean;
}

/** The lines that would create a row and those that would change one. */
export interface SortedLines<T> {
  created: T[];
  updated: T[];
}

export interface ImportKindSpec<T extends { line: number }, S> {
  kind: ImportKind;
  /** "people", "roles", "processes": in messages. */
  plural: string;
  /** "person", "role", "process": in result entries. */
  noun: string;
  resource: Resource;
  format: CsvFormat;
  /** One line, its blank cells read by the file's rule (domain/import/fields.ts readLine). */
  readLine(record: CsvRecord, blanks?: BlankCells): LineResult<T>;
  cellsOf(line: T): ImportRecord;
  handleOf(line: T): string;
  /** An updated line's changed fields and warnings against its stored row. */
  preview(line: T, stored: S): UpdatePreview;
  /** What the checks and the comparison need, read in one short transaction. */
  load(ctx: RequestContext): Promise<S>;
  /** The file-level checks over the lines that passed their own. */
  checkFile(lines: T[], stored: S, actor: Actor): FileCheck;
  sort(lines: readonly T[], stored: S): SortedLines<T>;
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
  apply(ctx: RequestContext, jobId: number, sorted: SortedLines<T>, stored: S): Promise<void>;
}

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
