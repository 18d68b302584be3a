import { ChevronLeft, ChevronRight } from "lucide-react";
import { useState, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table";
import {
  recordCells,
  type ImportResult,
  type ImportResultEntry,
  type UpdatedEntry,
} from "./api/import-result";
import { ChangedFields, LineWarnings } from "./changed-fields";
import type { ResultNames } from "./import-counts";

/** Rows drawn at once: a result may name thousands of lines. */
export const ENTRIES_PAGE_SIZE = 50;

export interface ImportEntriesTableProps<E extends ImportResultEntry> {
  /** The table's accessible name and heading ("Refused lines"). */
  title: string;
  entries: readonly E[];
  /** A third column with the line's cells (refused lines: what to fix). */
  showCells?: boolean;
  /** More about a line under its message (an updated line's changes and warnings). */
  detail?: (entry: E) => ReactNode;
}

/** Line 0 is the file as a whole (docs/csv.md#errors). */
const lineLabel = (line: number) => (line === 0 ? "File" : String(line));

/** One list of an import result as a table of line and message, paged. */
export function ImportEntriesTable<E extends ImportResultEntry>({
  title,
  entries,
  showCells = false,
  detail,
}: ImportEntriesTableProps<E>) {
  const [page, setPage] = useState(0);
  if (entries.length === 0) return null;
  const pages = Math.ceil(entries.length / ENTRIES_PAGE_SIZE);
  const current = Math.min(page, pages - 1);
  const from = current * ENTRIES_PAGE_SIZE;
  const shown = entries.slice(from, from + ENTRIES_PAGE_SIZE);

  return (
    <section className="grid gap-2">
      <h3 className="text-sm font-semibold">
        {title}{" "}
        <span className="font-normal text-muted-foreground">
          ({entries.length.toLocaleString("en")})
        </span>
      </h3>
      {/* Focusable, so that keyboard users can scroll a long page of lines too. */}
      <div
        tabIndex={0}
        role="group"
        aria-label={`${title}, scrollable`}
        className="max-h-72 overflow-y-auto rounded-lg border outline-none focus-visible:ring-[3px] focus-visible:ring-ring"
      >
        <Table aria-label={title}>
          <TableHeader className="sticky top-0 bg-muted">
            <TableRow>
              <TableHead scope="col" className="w-16">
                Line
              </TableHead>
              <TableHead scope="col">Message</TableHead>
              {showCells ? (
                <TableHead scope="col" className="hidden sm:table-cell">
                  Cells
                </TableHead>
              ) : null}
            </TableRow>
          </TableHeader>
          <TableBody>
            {shown.map((entry, index) => (
              <TableRow key={`${entry.line}-${from + index}`}>
                <TableCell className="align-top tabular-nums">{lineLabel(entry.line)}</TableCell>
                <TableCell className="align-top break-words whitespace-normal">
                  {entry.message}
                  {detail ? <div className="mt-1 grid gap-1">{detail(entry)}</div> : null}
                  {showCells ? (
                    // On a phone the cells go under the message: a third column is too narrow.
                    <div className="mt-1 text-xs text-muted-foreground sm:hidden">
                      <Cells entry={entry} />
                    </div>
                  ) : null}
                </TableCell>
                {showCells ? (
                  <TableCell className="hidden align-top text-xs text-muted-foreground sm:table-cell">
                    <Cells entry={entry} />
                  </TableCell>
                ) : null}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
      {pages > 1 ? (
        <nav
          aria-label={`${title} pages`}
          className="flex items-center justify-end gap-2 text-xs text-muted-foreground"
        >
          <span>
            {from + 1}–{from + shown.length} of {entries.length.toLocaleString("en")}
          </span>
          <Button
            variant="outline"
            size="icon-sm"
            aria-label="Previous page"
            disabled={current === 0}
            onClick={() => setPage(current - 1)}
          >
            <ChevronLeft />
          </Button>
          <Button
            variant="outline"
            size="icon-sm"
            aria-label="Next page"
            disabled={current >= pages - 1}
            onClick={() => setPage(current + 1)}
          >
            <ChevronRight />
          </Button>
        </nav>
      ) : null}
    </section>
  );
}

function Cells({ entry }: { entry: ImportResultEntry }) {
  const cells = recordCells(entry);
  if (cells.length === 0) return null;
  return (
    <dl className="grid gap-0.5">
      {cells.map(([column, value]) => (
        <div key={column} className="break-all">
          <dt className="inline font-medium text-foreground">{column}:</dt>{" "}
          <dd className="inline">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** An updated line's warnings, then its changed fields, stored → new. */
export function updateDetail(entry: UpdatedEntry) {
  return (
    <>
      <LineWarnings entry={entry} />
      <ChangedFields entry={entry} />
    </>
  );
}

/** The four lists of an import result as tables, refused lines first with their cells. */
export function ResultTables({ result, names }: { result: ImportResult; names: ResultNames }) {
  return (
    <>
      <ImportEntriesTable title={names.errors} entries={result.errors} showCells />
      <ImportEntriesTable title={names.messages} entries={result.messages} />
      <ImportEntriesTable title={names.created} entries={result.created} />
      <ImportEntriesTable title={names.updated} entries={result.updated} detail={updateDetail} />
    </>
  );
}
