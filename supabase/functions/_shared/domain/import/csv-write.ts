/**
 * Writes exports as CSV with papaparse's `unparse`: comma-separated, CRLF (RFC 4180),
 * cells quoted when they need it, and every cell a spreadsheet would run as a formula
 * neutralised (formula-guard.ts). papaparse's own `escapeFormulae` is not used: its
 * default pattern (`/^[=+\-@\t\r].*$/`) misses a cell such as `=1+1\nnext` (`.` stops at
 * the line break, so `$` never matches), and it would not mark text that already
 * starts with a quote, which the import needs to restore cells exactly. Pure.
 */
import Papa from "papaparse";
import { neutraliseCell } from "./formula-guard.ts";

/** Put in front of a download meant for Excel, which reads CSV as UTF-8 only with it. */
export const UTF8_BOM = "\uFEFF";

export type CsvRow = Readonly<Partial<Record<string, string | null>>>;

/**
 * The rows under a header of `columns` (pass `header: false` to append a later chunk of
 * a long export). A column a row lacks is an empty cell.
 */
export function writeCsv(
  columns: readonly string[],
  rows: readonly CsvRow[],
  options: { header?: boolean } = {},
): string {
  const header = options.header ?? true;
  const data = rows.map((row) => columns.map((column) => neutraliseCell(row[column] ?? "")));
  if (data.length === 0) return header ? `${Papa.unparse([[...columns]])}\r\n` : "";
  const body = Papa.unparse(
    { fields: [...columns], data },
    { header, newline: "\r\n", escapeFormulae: false },
  );
  return `${body}\r\n`;
}
