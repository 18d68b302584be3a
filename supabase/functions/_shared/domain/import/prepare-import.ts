/**
 * The whole check of an import file, short of the database: open it (file-level
 * refusals), read every line with the entity's rules, run the file-level checks against
 * what is stored (passed in as data), and sort the lines into the valid candidates and
 * the refusals, ready for a preview or for staging. Only the typed candidates and the
 * cells of refused lines are kept, never all rows. The API may instead drive
 * `openCsv(...).file.batches()` itself to report progress and yield between batches;
 * `checkLines` then does the rest. Pure.
 */
import type { LineError, LineResult } from "./cells.ts";
import {
  checkPeopleFile,
  checkProcessesFile,
  checkRolesFile,
  type FileCheck,
  withoutRefused,
} from "./file-checks.ts";
import type { BlankCells, ImportEntity } from "./fields.ts";
import { IMPORT_FORMATS } from "./formats.ts";
import {
  emptyImportResult,
  errorEntries,
  fileErrorResult,
  type ImportRecord,
  type ImportResult,
  messageEntries,
} from "./import-result.ts";
import { PEOPLE, type PersonLine } from "./people-fields.ts";
import { PROCESSES, type ProcessLine } from "./process-fields.ts";
import { type CsvRecord, type ImportLimits, openCsv } from "./read-csv.ts";
import { type RoleLine, ROLES } from "./role-fields.ts";

export interface PreparedImport<T> {
  ok: true;
  /** The lines to apply, in file order. */
  lines: T[];
  errors: LineError[];
  messages: { line: number; message: string }[];
  /** The cells of each refused line, for the result's records. */
  refusedRecords: Map<number, ImportRecord>;
}

export type PrepareResult<T> = PreparedImport<T> | { ok: false; error: string; line: number };

/**
 * Line-by-line reading, then the file-level check over the lines that passed. The cells
 * of a line refused while reading are kept as read; a line refused by the file check is
 * shown from its candidate (`cellsOf`), so valid rows are never kept twice.
 */
export function checkLines<T extends { line: number }>(
  records: Iterable<CsvRecord>,
  readLine: (record: CsvRecord) => LineResult<T>,
  checkFile: (lines: T[]) => FileCheck,
  cellsOf: (line: T) => ImportRecord,
  fileMessages: readonly string[] = [],
): PreparedImport<T> {
  const read: T[] = [];
  const errors: LineError[] = [];
  const refusedRecords = new Map<number, ImportRecord>();
  for (const record of records) {
    const result = readLine(record);
    if (result.ok) read.push(result.value);
    else {
      errors.push(...result.errors);
      refusedRecords.set(record.line, record.values);
    }
  }
  const file = checkFile(read);
  errors.push(...file.errors);
  const lines = withoutRefused(read, file.errors);
  if (lines.length < read.length) {
    const refused = new Set(file.errors.map((e) => e.line));
    for (const line of read) {
      if (refused.has(line.line)) refusedRecords.set(line.line, cellsOf(line));
    }
  }
  return {
    ok: true,
    lines,
    errors,
    messages: [...fileMessages.map((message) => ({ line: 1, message })), ...file.messages],
    refusedRecords,
  };
}

/** What `prepare` needs of an entity's field list (fields.ts csvEntity). */
interface LineRules<T> {
  entity: ImportEntity;
  readLine(record: CsvRecord, blanks?: BlankCells): LineResult<T>;
  cells(line: T): ImportRecord;
}

/** The check of a whole file of one entity, with what is stored as its file check needs it. */
function prepareWith<T extends { line: number }, S>(
  rules: LineRules<T>,
  checkFile: (lines: T[], stored: S) => FileCheck,
) {
  return (
    csvText: string,
    stored: S,
    limits?: ImportLimits,
    blanks: BlankCells = "keep",
  ): PrepareResult<T> => {
    const opened = openCsv(csvText, IMPORT_FORMATS[rules.entity], limits);
    if (!opened.ok) return opened;
    const { file } = opened;
    function* records() {
      for (const batch of file.batches()) yield* batch;
    }
    const check = (lines: T[]) => checkFile(lines, stored);
    const read = (record: CsvRecord) => rules.readLine(record, blanks);
    return checkLines(records(), read, check, rules.cells, file.messages);
  };
}

export const preparePeopleImport = prepareWith<PersonLine, Parameters<typeof checkPeopleFile>[1]>(
  PEOPLE,
  checkPeopleFile,
);
export const prepareRolesImport = prepareWith<RoleLine, Parameters<typeof checkRolesFile>[1]>(
  ROLES,
  checkRolesFile,
);
export const prepareProcessesImport = prepareWith<
  ProcessLine,
  Parameters<typeof checkProcessesFile>[1]
>(PROCESSES, checkProcessesFile);

/** The result's errors and messages; the caller adds created and updated. */
export function refusalsResult(prepared: PrepareResult<unknown>): ImportResult {
  if (!prepared.ok) return fileErrorResult(prepared);
  return {
    ...emptyImportResult(),
    errors: errorEntries(prepared.errors, (line) => prepared.refusedRecords.get(line) ?? null),
    messages: messageEntries(prepared.messages),
  };
}
