import {
  auditActionLabel,
  auditBulkRows,
  auditFieldChanges,
} from "@shared/audit/audit-vocabulary.ts";
import {
  Sheet,
  SheetBody,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
} from "@/components/ui/sheet";
import type { AuditEntry } from "../api/audit-entries";
import { auditWhat, auditWho, formatAuditTime } from "./audit-columns";

/** A value as the sheet shows it: absent is "—", text as is, anything else as JSON. */
function shown(value: unknown): string {
  if (value === undefined || value === null || value === "") return "—";
  return typeof value === "string" ? value : JSON.stringify(value);
}

/** Rows of a bulk entry shown in the sheet; the CSV export has them all. */
const BULK_ROWS_SHOWN = 100;

/** One entry: who, when, from where, and its fields (or, for many rows, its rows) before → after. */
export function AuditEntrySheet({
  entry,
  onOpenChange,
}: {
  entry: AuditEntry | null;
  onOpenChange: (open: boolean) => void;
}) {
  const bulk = entry ? auditBulkRows(entry.before, entry.after) : null;
  const changes = entry && !bulk ? auditFieldChanges(entry.before, entry.after) : [];
  return (
    <Sheet open={entry !== null} onOpenChange={onOpenChange}>
      <SheetContent className="sm:max-w-xl">
        {entry ? (
          <>
            <SheetHeader>
              <SheetTitle>
                {auditActionLabel(entry.action)}: {auditWhat(entry)}
              </SheetTitle>
              <SheetDescription>{formatAuditTime(entry.at)}</SheetDescription>
            </SheetHeader>
            <SheetBody>
              <dl className="mb-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
                <dt className="text-muted-foreground">Who</dt>
                <dd>{auditWho(entry)}</dd>
                <dt className="text-muted-foreground">Session</dt>
                <dd className="break-all">{entry.sessionId ?? "—"}</dd>
                <dt className="text-muted-foreground">Address</dt>
                <dd>{entry.clientAddress ?? "—"}</dd>
                <dt className="text-muted-foreground">Chain</dt>
                <dd className="break-all">
                  {entry.seq === null ? "Not sealed yet" : `#${entry.seq} ${entry.hash ?? ""}`}
                </dd>
              </dl>
              {bulk ? (
                <BulkRows rows={bulk} />
              ) : changes.length === 0 ? (
                <p className="text-sm text-muted-foreground">No field values recorded.</p>
              ) : (
                <table className="w-full text-sm" aria-label="Changed fields">
                  <thead>
                    <tr className="text-left text-muted-foreground">
                      <th className="py-1 pr-2 font-medium">Field</th>
                      <th className="py-1 pr-2 font-medium">Before</th>
                      <th className="py-1 font-medium">After</th>
                    </tr>
                  </thead>
                  <tbody>
                    {changes.map((c) => (
                      <tr key={c.field} className="border-t align-top">
                        <th scope="row" className="py-1 pr-2 text-left font-medium">
                          {c.field}
                        </th>
                        <td className="py-1 pr-2 break-all">{shown(c.before)}</td>
                        <td className="py-1 break-all">{shown(c.after)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              )}
            </SheetBody>
          </>
        ) : null}
      </SheetContent>
    </Sheet>
  );
}

/** A statement of many rows: each row's key and its values (or changed fields) before → after. */
function BulkRows({ rows }: { rows: NonNullable<ReturnType<typeof auditBulkRows>> }) {
  const shownRows = rows.slice(0, BULK_ROWS_SHOWN);
  return (
    <>
      <p className="mb-2 text-sm text-muted-foreground">
        One statement changed {rows.length} rows
        {rows.length > BULK_ROWS_SHOWN
          ? `; the first ${BULK_ROWS_SHOWN} are shown, the CSV export has them all`
          : ""}
        .
      </p>
      <table className="w-full text-sm" aria-label="Changed rows">
        <thead>
          <tr className="text-left text-muted-foreground">
            <th className="py-1 pr-2 font-medium">Row</th>
            <th className="py-1 pr-2 font-medium">Before</th>
            <th className="py-1 font-medium">After</th>
          </tr>
        </thead>
        <tbody>
          {shownRows.map((row, index) => (
            <tr key={`${row.key}-${index}`} className="border-t align-top">
              <th scope="row" className="py-1 pr-2 text-left font-medium">
                {row.key}
              </th>
              <td className="py-1 pr-2 font-mono text-xs break-all">{shown(row.before)}</td>
              <td className="py-1 font-mono text-xs break-all">{shown(row.after)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
