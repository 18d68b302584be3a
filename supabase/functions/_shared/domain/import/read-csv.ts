/**
 * Reads an import file (CSV text) with papaparse, record by record: the rows are handed
 * over in small batches and never gathered into one array, so a large file sits in
 * memory once (as the text the request brought). Pure: no Deno or Node APIs.
 *
 * `openCsv` does every file-level check before a single data line is handed over: the
 * size limit (UTF-8 bytes), the header row (first line; columns in any order, names
 * matched case-insensitively and trimmed; a missing required column refuses the file;
 * unknown columns give one message), and the line limit. A refused file therefore has
 * had nothing applied by construction.
 *
 * Details papaparse leaves to us:
 * - its delimiter guess parses the text in "fast mode" (one big `split`), so the
 *   delimiter is chosen here from the header line, which we know how to read: the
 *   candidate (comma, semicolon, tab) that yields the most known column names wins;
 * - fast mode is turned off for the same reason;
 * - the line of a record is the physical line it starts on (header = line 1), counted
 *   from the record offsets papaparse reports, so quoted multi-line cells are right;
 * - a line counts towards the limit when it holds a record: blank lines (and lines of
 *   empty cells only, as spreadsheets write them) are skipped and not counted.
 */
import Papa from "papaparse";
import type { CsvFormat } from "./formats.ts";
import { restoreCell } from "./formula-guard.ts";

export const IMPORT_LIMITS = { maxBytes: 10 * 1024 * 1024, maxLines: 50_000 } as const;
export type ImportLimits = { maxBytes: number; maxLines: number };

export const DELIMITERS = [",", ";", "\t"] as const;

export interface CsvRecord {
  /** The physical line the record starts on; the header is line 1. */
  line: number;
  /** Cells of the known columns present in the file, by column name, untrimmed. */
  values: Readonly<Record<string, string>>;
  /** Set when the line itself is malformed (an unclosed quote, too many cells). */
  error?: string;
}

export interface CsvFile {
  delimiter: string;
  /** The known columns the file has, in the file's order. */
  columns: string[];
  /** File-level notes for the import result (unknown columns), each given once. */
  messages: string[];
  /** An upper bound of the data lines, for a progress bar. */
  lineCountAtMost: number;
  /** The data records in batches of at most `size`, in file order. */
  batches(size?: number): Generator<CsvRecord[], void, void>;
}

/** A refused file: the reason, and line 1 when it is about the header row, else 0. */
export type OpenCsvResult = { ok: true; file: CsvFile } | {
  ok: false;
  error: string;
  line: number;
};

/** The byte length of the text in UTF-8, without encoding it. */
export function utf8ByteLength(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x80) bytes += 1;
    else if (c < 0x800) bytes += 2;
    else if (c >= 0xd800 && c <= 0xdbff && i + 1 < text.length) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        bytes += 4;
        i++;
      } else bytes += 3;
    } else bytes += 3;
  }
  return bytes;
}

function megabytes(bytes: number): string {
  return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
}

export function openCsv(
  csvText: string,
  format: CsvFormat,
  limits: ImportLimits = IMPORT_LIMITS,
): OpenCsvResult {
  // Cheap bounds first: every UTF-16 unit is 1 to 3 bytes.
  if (
    csvText.length > limits.maxBytes ||
    (csvText.length * 3 > limits.maxBytes && utf8ByteLength(csvText) > limits.maxBytes)
  ) {
    const size = megabytes(utf8ByteLength(csvText));
    return fail(
      `The file is ${size}; the limit is ${
        megabytes(limits.maxBytes)
      }. Split it into smaller files.`,
    );
  }
  const text = csvText.charCodeAt(0) === 0xfeff ? csvText.slice(1) : csvText;
  if (text.trim() === "") {
    return fail(`The file is empty; it needs a header row: ${format.columns.join(",")}`);
  }
  const { delimiter, linebreak, cells } = readHeader(text, format);
  const header = matchColumns(cells, format);
  if ("error" in header) return fail(header.error, 1);

  const physicalLines = countLineBreaks(text, 0, text.length) + 1;
  if (physicalLines - 1 > limits.maxLines) {
    // Only then count the records themselves (quoted cells may span lines).
    const records = countRecords(text, delimiter, linebreak, limits.maxLines + 1);
    if (records > limits.maxLines) {
      return fail(
        `The file has more than ${limits.maxLines.toLocaleString("en-US")} lines; ` +
          "the limit is that many lines per file. Split it into smaller files.",
      );
    }
  }
  const columns = header.byIndex.filter((c): c is string => c !== null);
  return {
    ok: true,
    file: {
      delimiter,
      columns,
      messages: header.messages,
      lineCountAtMost: physicalLines - 1,
      batches: (size = 500) => readRecords(text, delimiter, linebreak, header.byIndex, size),
    },
  };
}

function fail(error: string, line = 0): OpenCsvResult {
  return { ok: false, error, line };
}

function firstRow(text: string, delimiter: string, newline?: string) {
  const result = Papa.parse<string[]>(text, {
    delimiter,
    newline: newline as Papa.ParseConfig["newline"],
    preview: 1,
    fastMode: false,
  });
  return { cells: result.data[0] ?? [], linebreak: result.meta.linebreak };
}

function readHeader(text: string, format: CsvFormat) {
  const known = new Set(format.columns.map((c) => c.toLowerCase()));
  const { linebreak } = firstRow(text, ",");
  let best = { delimiter: ",", cells: [] as string[], score: -1 };
  for (const delimiter of DELIMITERS) {
    const { cells } = firstRow(text, delimiter, linebreak);
    const matches = cells.filter((c) => known.has(c.trim().toLowerCase())).length;
    // Known names first; the number of cells only breaks a tie (comma wins a full tie).
    const score = matches * 1000 + cells.length;
    if (score > best.score) best = { delimiter, cells, score };
  }
  return { delimiter: best.delimiter, linebreak, cells: best.cells };
}

type HeaderMatch = { error: string } | { byIndex: (string | null)[]; messages: string[] };

function matchColumns(cells: string[], format: CsvFormat): HeaderMatch {
  const byName = new Map(format.columns.map((c) => [c.toLowerCase(), c]));
  const byIndex: (string | null)[] = [];
  const seen = new Set<string>();
  const unknown: string[] = [];
  for (const [i, cell] of cells.entries()) {
    const column = byName.get(cell.trim().toLowerCase()) ?? null;
    if (column && seen.has(column)) {
      return { error: `The column ${column} appears twice in the header row.` };
    }
    if (column) seen.add(column);
    else unknown.push(cell.trim() === "" ? `(unnamed column ${i + 1})` : cell.trim());
    byIndex.push(column);
  }
  const missing = format.required.filter((c) => !seen.has(c));
  if (missing.length > 0) {
    const noun = missing.length === 1 ? "column" : "columns";
    return {
      error: `The header row (line 1) lacks the required ${noun} ${missing.join(", ")}. ` +
        `The columns are: ${format.columns.join(",")}`,
    };
  }
  const messages = unknown.length === 0 ? [] : [
    `Unknown column${unknown.length === 1 ? "" : "s"} ignored: ${unknown.join(", ")}. ` +
    `The columns are: ${format.columns.join(",")}`,
  ];
  return { byIndex, messages };
}

/** Line breaks in text[from, to): `\r\n`, `\n` or a lone `\r`, as editors count them. */
export function countLineBreaks(text: string, from: number, to: number): number {
  let count = 0;
  for (let i = from; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c === 10) count++;
    else if (c === 13 && text.charCodeAt(i + 1) !== 10) count++;
  }
  return count;
}

function isBlank(row: string[]): boolean {
  return row.every((cell) => cell.trim() === "");
}

function countRecords(text: string, delimiter: string, newline: string, stopAt: number): number {
  let count = -1; // the header is not a data line
  Papa.parse<string[]>(text, {
    delimiter,
    newline: newline as Papa.ParseConfig["newline"],
    fastMode: false,
    step: (results, parser) => {
      if (!isBlank(results.data) && ++count >= stopAt) parser.abort();
    },
  });
  return count;
}

function quoteProblem(errors: Papa.ParseError[]): string | undefined {
  const error = errors[0];
  if (!error) return undefined;
  if (error.code === "MissingQuotes") {
    return 'A quoted cell is not closed: a closing " is missing, so the rest of the file ' +
      "was read as one cell.";
  }
  if (error.code === "InvalidQuotes") {
    return 'A quoted cell has text after its closing quote; write a quote inside a cell as "".';
  }
  return error.message;
}

function toRecord(row: string[], line: number, byIndex: (string | null)[]): CsvRecord {
  const values: Record<string, string> = {};
  byIndex.forEach((column, i) => {
    if (column !== null) values[column] = restoreCell(row[i] ?? "");
  });
  // Spreadsheets pad rows with empty cells; only text past the header is a problem.
  const extra = row.slice(byIndex.length).some((cell) => cell.trim() !== "");
  return extra
    ? {
      line,
      values,
      error: `The line has ${row.length} cells but the header row has ${byIndex.length}.`,
    }
    : { line, values };
}

/**
 * papaparse pushes rows to `step`; pausing the parser when a batch is full turns that
 * into batches pulled by the caller (who may await, report progress or stop between
 * them). A resumed parser reads the rest of the text, so its offsets start again at 0.
 */
function* readRecords(
  text: string,
  delimiter: string,
  newline: string,
  byIndex: (string | null)[],
  size: number,
): Generator<CsvRecord[], void, void> {
  let batch: CsvRecord[] = [];
  let parser: Papa.Parser | null = null;
  let done = false;
  let base = 0; // where the text the parser is reading now starts
  let start = 0; // where the next record starts
  let line = 1;
  let header = true;
  Papa.parse<string[]>(text, {
    delimiter,
    newline: newline as Papa.ParseConfig["newline"],
    fastMode: false,
    step: (results, handle) => {
      parser = handle;
      const end = base + results.meta.cursor;
      const recordLine = line;
      line += countLineBreaks(text, start, end);
      start = end;
      const problem = quoteProblem(results.errors);
      if (header) header = false;
      else if (problem) {
        batch.push({ ...toRecord(results.data, recordLine, byIndex), error: problem });
      } else if (!isBlank(results.data)) batch.push(toRecord(results.data, recordLine, byIndex));
      if (batch.length >= size) handle.pause();
    },
    complete: () => {
      done = true;
    },
  });
  while (true) {
    if (batch.length > 0) {
      yield batch;
      batch = [];
    }
    if (done || parser === null) return;
    base = start;
    (parser as Papa.Parser).resume();
  }
}
