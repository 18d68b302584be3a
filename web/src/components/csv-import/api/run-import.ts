import { useMutation } from "@tanstack/react-query";
import { graphql } from "@/lib/gql";
import type { ImportKind } from "@/lib/gql/graphql";
import { graphqlRequest } from "@/lib/graphql-client";
import type { ImportResult } from "./import-result";

export const IMPORT_USERS_MUTATION = graphql(`
  mutation ImportUsers(
    $csvText: String!
    $dryRun: Boolean
    $blankCellsClear: Boolean
    $effectiveOn: String
  ) {
    importUsers(
      csvText: $csvText
      dryRun: $dryRun
      blankCellsClear: $blankCellsClear
      effectiveOn: $effectiveOn
    ) {
      ...ImportResultFields
    }
  }
`);

export const IMPORT_ROLES_MUTATION = graphql(`
  mutation ImportRoles($csvText: String!, $dryRun: Boolean, $blankCellsClear: Boolean) {
    importRoles(csvText: $csvText, dryRun: $dryRun, blankCellsClear: $blankCellsClear) {
      ...ImportResultFields
    }
  }
`);

export const IMPORT_PROCESSES_MUTATION = graphql(`
  mutation ImportProcesses($csvText: String!, $dryRun: Boolean, $blankCellsClear: Boolean) {
    importProcesses(csvText: $csvText, dryRun: $dryRun, blankCellsClear: $blankCellsClear) {
      ...ImportResultFields
    }
  }
`);

/**
 * The API reads a body over its ordinary 1 MB limit (a file of up to 10 MB) only from a
 * request that carries this header (supabase/functions/graphql/server/large-body.ts).
 */
export const IMPORT_HEADER = "x-csv-import";
const AS_IMPORT = { headers: { [IMPORT_HEADER]: "1" } };

export interface RunImportInput {
  kind: ImportKind;
  csvText: string;
  /** A preview: the server checks every line and changes nothing. */
  dryRun: boolean;
  /** Every blank cell clears its field; otherwise a blank cell keeps the stored value (docs/csv.md#blank-cells). */
  blankCellsClear: boolean;
  /** People only: the day the file's role changes take effect (YYYY-MM-DD); absent: today. */
  effectiveOn?: string;
}

/**
 * import<Kind>(csvText, dryRun). A real import's request lasts until the import is
 * applied, cancelled or failed; meanwhile the dialog polls importProgress.
 */
export async function runImport({
  kind,
  csvText,
  dryRun,
  blankCellsClear,
  effectiveOn,
}: RunImportInput): Promise<ImportResult> {
  const variables = { csvText, dryRun, blankCellsClear };
  switch (kind) {
    case "USERS": {
      const people = effectiveOn ? { ...variables, effectiveOn } : variables;
      return (await graphqlRequest(IMPORT_USERS_MUTATION, people, AS_IMPORT)).importUsers;
    }
    case "ROLES":
      return (await graphqlRequest(IMPORT_ROLES_MUTATION, variables, AS_IMPORT)).importRoles;
    case "PROCESSES":
      return (await graphqlRequest(IMPORT_PROCESSES_MUTATION, variables, AS_IMPORT))
        .importProcesses;
  }
}

/** The dialog shows a failure itself (with Try again), so no toast. */
export function useRunImport() {
  return useMutation({ mutationFn: runImport, meta: { silentError: true } });
}
