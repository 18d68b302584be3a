import { graphql } from "@/lib/gql";
import type { ImportResultFieldsFragment } from "@/lib/gql/graphql";

export const IMPORT_RESULT_FIELDS = graphql(`
  fragment ImportResultFields on ImportResult {
    dryRun
    cancelled
    created {
      line
      message
      record
    }
    updated {
      line
      message
      record
      changes {
        field
        from
        to
      }
      warnings
    }
    errors {
      line
      message
      record
    }
    messages {
      line
      message
      record
    }
  }
`);

/** The import result (docs/csv.md#import), with whether it was a dry run or cancelled. */
export type ImportResult = ImportResultFieldsFragment;
export type ImportResultEntry = ImportResult["created"][number];
export type UpdatedEntry = ImportResult["updated"][number];

/** A line the preview flags: it ends a person's sign-in or takes roles away. */
export function flaggedLines(result: ImportResult): UpdatedEntry[] {
  return result.updated.filter((entry) => entry.warnings.length > 0);
}

/** A line's cells by column; the server sends them as JSON (null for file-level entries). */
export function recordCells(entry: ImportResultEntry): [string, string][] {
  const record = entry.record;
  if (!record || typeof record !== "object" || Array.isArray(record)) return [];
  return Object.entries(record as Record<string, unknown>)
    .filter(([, value]) => value !== null && value !== undefined && value !== "")
    .map(([column, value]) => [column, String(value)]);
}

/** The lines an import would write (or wrote): created plus updated. */
export function changedCount(result: ImportResult): number {
  return result.created.length + result.updated.length;
}
