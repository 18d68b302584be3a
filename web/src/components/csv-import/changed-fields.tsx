import { TriangleAlert } from "lucide-react";
import type { UpdatedEntry } from "./api/import-result";

/** An empty value, shown as such rather than as nothing. */
function Value({ text }: { text: string }) {
  return text === "" ? (
    <span className="text-muted-foreground italic">empty</span>
  ) : (
    <span className="break-all">{text}</span>
  );
}

/** An updated line's changed fields, stored → new (docs/csv.md#preview). */
export function ChangedFields({ entry }: { entry: UpdatedEntry }) {
  if (entry.changes.length === 0) return null;
  return (
    <ul aria-label={`Changes of line ${entry.line}`} className="grid gap-0.5 text-xs">
      {entry.changes.map((change) => (
        <li key={change.field}>
          <span className="font-medium">{change.field}:</span> <Value text={change.from} />{" "}
          <span aria-label="becomes">→</span> <Value text={change.to} />
        </li>
      ))}
    </ul>
  );
}

/** An updated line's warnings: it ends a person's sign-in or takes roles away. */
export function LineWarnings({ entry }: { entry: UpdatedEntry }) {
  if (entry.warnings.length === 0) return null;
  return (
    <ul aria-label={`Warnings of line ${entry.line}`} className="grid gap-0.5 text-xs">
      {entry.warnings.map((warning) => (
        <li key={warning} className="flex items-start gap-1.5 text-destructive">
          <TriangleAlert aria-hidden className="mt-px size-3.5 shrink-0" />
          <span>{warning}</span>
        </li>
      ))}
    </ul>
  );
}
