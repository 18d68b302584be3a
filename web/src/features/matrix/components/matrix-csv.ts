import { valueLabel, type MatrixGrid } from "./matrix-grid";

/**
 * A spreadsheet reads a cell starting with = + - @ (or a tab or return) as a formula; label
 * texts are typed by people, so such a text is prefixed with ' (OWASP's advice on CSV
 * injection). Counts are never negative, so numbers pass unchanged.
 */
function defused(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** One RFC 4180 field: quoted when it holds a comma, a quote or a line break; quotes doubled. */
export function csvField(value: string | number): string {
  const text = typeof value === "number" ? String(value) : defused(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** RFC 4180 text: fields joined by commas, records by CRLF. */
export function toCsv(records: readonly (readonly (string | number)[])[]): string {
  return records.map((record) => record.map(csvField).join(",")).join("\r\n") + "\r\n";
}

/**
 * The table as shown: a header record (the corner names both dimensions, then the column
 * values), then one record per row value with its counts.
 */
export function matrixCsv(grid: MatrixGrid, row: string, column: string): string {
  const header = [`${row} \\ ${column}`, ...grid.columns.map(valueLabel)];
  const body = grid.rows.map((value, r) => [
    valueLabel(value),
    ...grid.cells[r]!.map((cell) => cell.value),
  ]);
  return toCsv([header, ...body]);
}

/** A file name for the export: matrix-<row>-<column>.csv, with unsafe characters dashed. */
export function matrixCsvName(row: string, column: string): string {
  const safe = (text: string) => text.replace(/[^\w.-]+/g, "-");
  return `matrix-${safe(row)}-${safe(column)}.csv`;
}
