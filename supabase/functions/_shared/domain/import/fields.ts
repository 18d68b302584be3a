/**
 * One column of an import format, said once: its CSV name, how its cell is read (and
 * which form rule judges it), how it is written back, when a line changes a stored row,
 * the table column it is stored in and the note the import dialog shows. An entity is
 * its list of such fields (people-fields.ts, role-fields.ts, process-fields.ts); the
 * formats, line readers, cells, stored-row comparisons, exports and the apply's plain
 * columns are derived from that list here and in db/imports/field-columns.ts. Pure.
 */
import type { z } from "zod";
import { issuesToErrors, type LineError, type LineResult, malformed } from "./cells.ts";
import type { CsvRecord } from "./read-csv.ts";

/** Where a cell is read: its line and column, and the line's errors to add to. */
export interface CellAt {
  line: number;
  field: string;
  errors: LineError[];
}

/**
 * What a cell gives its line: `input` for the form schema to judge under the field's
 * input name, and `value` when the line keeps something else than the schema's output
 * (a role handle where the schema judged a placeholder id). Undefined: not given.
 */
export type CellRead<V> = { input: unknown; value?: V } | { value: V };

/** A plain column of the entity's own table; the apply writes it from the line. */
export interface TableColumn {
  column: string;
  type: "text" | "boolean" | "date";
  /** For a new row when the line does not give it and the form schema has no default. */
  default?: string | boolean | null;
}

export interface CsvField<C extends string = string, V = unknown> {
  column: C;
  /** The import dialog's note on the column, in a few words. */
  note: string;
  /** The form schema's field that judges the cell (default: `column`). */
  input?: string;
  /** Absent on an export-only column (`exportOnly`): an import file may hold it, ignored. */
  read?(text: string, at: CellAt): CellRead<V> | undefined;
  exportOnly?: true;
  write(value: V): string;
  /** Whether a given value changes the stored row (stored rows are stored-rows.ts's). */
  changes?(given: V, stored: Readonly<Record<string, unknown>>): boolean;
  /** Absent on a read column: the column's own code stores it (a list, a reference). */
  table?: TableColumn;
  /**
   * The stored row's value in the terms of the file (default: its `column` property), for
   * the preview's "stored → new".
   */
  stored?(row: Readonly<Record<string, unknown>>): V;
  /**
   * The field's value once the line is applied, for the preview's "stored → new" (default:
   * the line's value), where a line keeps part of the stored value (a holding's start).
   */
  after?(given: V, row: Readonly<Record<string, unknown>>): V;
  /** The value from the list's record an export reads (default: its `column` property). */
  // deno-lint-ignore no-explicit-any
  exported?(record: any): V;
}

export type ImportEntity = "people" | "roles" | "processes";

/**
 * What a blank cell of a file means (docs/csv.md#blank-cells): `keep` (the default) leaves
 * the stored value as it is, so only a cell holding CLEAR_MARKER clears it; `clear` makes
 * every blank cell clear its field, as the marker does.
 */
export type BlankCells = "keep" | "clear";

/** The one cell that empties a field whatever the blank-cell rule, in any letter case. */
export const CLEAR_MARKER = "#clear";

export const isClearMarker = (text: string) => text.trim().toLowerCase() === CLEAR_MARKER;

/** One field a line changes: the stored value and the line's, both as cells. */
export interface FieldChange {
  field: string;
  from: string;
  to: string;
}

export interface CsvEntity<H extends string, F extends CsvField> {
  entity: ImportEntity;
  /** The column records are matched on (upsert by handle, case-insensitive). */
  handle: H;
  fields: readonly F[];
  /** The create form's schema: the rules every line is judged by. */
  schema: z.ZodType;
}

// deno-lint-ignore no-explicit-any
type AnyEntity = CsvEntity<string, CsvField<string, any>>;

type ValueOf<F> = F extends CsvField<string, infer V> ? V : never;
type FieldsOf<E> = E extends CsvEntity<string, infer F> ? F : never;
type HandleOf<E> = E extends CsvEntity<infer H, CsvField> ? H : never;
type ReadFields<E> = Exclude<FieldsOf<E>, { exportOnly: true }>;

/** A line read from a file: the handle and name always, any other column when given. */
export type LineOf<E> =
  & { line: number }
  & Record<HandleOf<E> | "name", string>
  & { [F in ReadFields<E> as F["column"]]?: ValueOf<F> };

/** A stored row in the terms of the file: every read column, and the row's id. */
export type StoredOf<E> =
  & { id: number }
  & { [F in ReadFields<E> as F["column"]]: ValueOf<F> };

/** The cells a line (or an exported record) is written back as; fields not given stay out. */
export type CellsOf<E> = Partial<Record<FieldsOf<E>["column"], string>>;

/** What an export writes of a record: every column's value, not given where undefined. */
export type ValuesOf<E> = { [F in FieldsOf<E> as F["column"]]?: ValueOf<F> };

/**
 * An entity from its schema and fields, the first two its handle and name (field-kinds.ts
 * handleAndName), with its line reader and cell writer at hand.
 */
export function csvEntity<H extends string, F extends CsvField>(
  name: ImportEntity,
  schema: z.ZodType,
  [handle, title]: readonly [CsvField<H, string>, CsvField<"name", string>],
  fields: readonly F[],
) {
  const entity: CsvEntity<H, F | CsvField<H, string> | CsvField<"name", string>> = {
    entity: name,
    handle: handle.column,
    schema,
    fields: [handle, title, ...fields],
  };
  return {
    ...entity,
    readLine: (record: CsvRecord, blanks?: BlankCells) => readLine(entity, record, blanks),
    cells: (values: ValuesOf<typeof entity>) => cellsOf(entity, values),
  };
}

export function columnsOf(entity: AnyEntity): string[] {
  return entity.fields.map((f) => f.column);
}

const inputOf = (field: CsvField) => field.input ?? field.column;

/**
 * Whether an empty cell of the field means a value (an empty text, no reference, an empty
 * list) rather than "not given": only such a field can be cleared.
 */
export function clearable(field: CsvField): boolean {
  return field.read?.("", { line: 0, field: field.column, errors: [] }) !== undefined;
}

/**
 * One line of the entity's file → a record to create or update, judged by the create
 * form's schema, or the line's errors. A field is undefined when its column is absent
 * or its cell is "not given" (the field's reader says which). Under `blanks: "keep"` a
 * blank cell is not given either (a stored row keeps its value, a new one gets the form's
 * default). CLEAR_MARKER is read as an empty cell (the handle and name are then refused as
 * missing) and refused where a field has no empty value (a choice, a flag, a date).
 */
export function readLine<E extends AnyEntity>(
  entity: E,
  record: CsvRecord,
  blanks: BlankCells = "keep",
): LineResult<LineOf<E>> {
  const broken = malformed(record);
  if (broken) return { ok: false, errors: broken };
  const { line, values } = record;
  const errors: LineError[] = [];
  const input: Record<string, unknown> = {};
  const kept: Record<string, unknown> = {};
  const fromSchema: CsvField[] = [];
  for (const field of entity.fields) {
    const required = field.column === entity.handle || field.column === "name";
    let text = values[field.column] ?? (required ? "" : undefined);
    if (text === undefined || !field.read) continue;
    if (isClearMarker(text)) {
      // A cleared handle or name is an empty one, which the form's schema refuses.
      if (!required && !clearable(field)) {
        errors.push({ line, field: field.column, message: cannotClear(field.column) });
        continue;
      }
      text = "";
    } else if (!required && blanks === "keep" && text.trim() === "") continue;
    const cell = field.read(text, { line, field: field.column, errors });
    if (!cell) continue;
    if ("input" in cell) input[inputOf(field)] = cell.input;
    if ("value" in cell && cell.value !== undefined) kept[field.column] = cell.value;
    else if ("input" in cell) fromSchema.push(field);
  }
  const parsed = entity.schema.safeParse(input);
  if (!parsed.success) {
    const columnOf = new Map(entity.fields.map((f) => [inputOf(f), f.column]));
    errors.push(...issuesToErrors(line, parsed.error, (path) => {
      const name = String(path[0] ?? "");
      return columnOf.get(name) ?? name;
    }));
  }
  if (errors.length > 0 || !parsed.success) return { ok: false, errors };
  const data = parsed.data as Record<string, unknown>;
  const value: Record<string, unknown> = { line, ...kept };
  for (const field of fromSchema) value[field.column] = data[inputOf(field)];
  return { ok: true, value: value as LineOf<E> };
}

function cannotClear(column: string): string {
  return `${column} cannot be cleared; leave the cell blank to keep the stored value.`;
}

/** A line or a record back into its cells. */
export function cellsOf<E extends AnyEntity>(entity: E, values: ValuesOf<E>): CellsOf<E> {
  const cells: Record<string, string> = {};
  for (const field of entity.fields) {
    const value = (values as Record<string, unknown>)[field.column];
    if (value !== undefined) cells[field.column] = field.write(value);
  }
  return cells as CellsOf<E>;
}

/** What an export writes of one record of the list. */
export function exportedCells<E extends AnyEntity>(
  entity: E,
  record: object,
): CellsOf<E> {
  const values: Record<string, unknown> = {};
  for (const field of entity.fields) {
    values[field.column] = field.exported
      ? field.exported(record)
      : (record as Record<string, unknown>)[field.column];
  }
  return cellsOf(entity, values as ValuesOf<E>);
}

/** Whether the line gives the field a value other than the stored row's. */
function fieldChanged(field: CsvField, line: object, row: Record<string, unknown>): boolean {
  const given = (line as Record<string, unknown>)[field.column];
  if (given === undefined || !field.read) return false;
  return field.changes ? field.changes(given, row) : !Object.is(given, row[field.column]);
}

/**
 * Whether a line would change its stored row, judged only on the columns the line
 * gives (a field it leaves undefined is kept).
 */
export function lineChanges<E extends AnyEntity>(
  entity: E,
  line: LineOf<E>,
  stored: object,
): boolean {
  const row = stored as Record<string, unknown>;
  return entity.fields.some((field) => fieldChanged(field, line, row));
}

/** Each field a line changes, its stored value → the line's, written as cells. */
export function fieldChanges<E extends AnyEntity>(
  entity: E,
  line: LineOf<E>,
  stored: object,
): FieldChange[] {
  const row = stored as Record<string, unknown>;
  return entity.fields.filter((field) => fieldChanged(field, line, row)).map((field) => {
    const before = field.stored ? field.stored(row) : row[field.column];
    const given = (line as Record<string, unknown>)[field.column];
    return {
      field: field.column,
      from: before === undefined || before === null ? "" : field.write(before),
      to: field.write(field.after ? field.after(given, row) : given),
    };
  });
}

/** The fields stored in a plain column of the entity's table. */
export function tableFields(
  entity: AnyEntity,
): { key: string; column: TableColumn; default: unknown }[] {
  const defaults = entity.schema.safeParse({ [entity.handle]: "x", name: "x" });
  const given = (defaults.success ? defaults.data : {}) as Record<string, unknown>;
  return entity.fields.flatMap((field) => {
    if (!field.table || !field.read) return [];
    const fromSchema = given[inputOf(field)];
    return [{
      key: field.column,
      column: field.table,
      default: fromSchema !== undefined ? fromSchema : field.table.default ?? null,
    }];
  });
}
