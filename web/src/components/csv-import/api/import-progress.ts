import { queryOptions, useQuery } from "@tanstack/react-query";
import { graphql } from "@/lib/gql";
import type { ImportKind } from "@/lib/gql/graphql";
import { graphqlRequest } from "@/lib/graphql-client";

export const IMPORT_PROGRESS_QUERY = graphql(`
  query ImportProgress($kind: ImportKind!) {
    importProgress(kind: $kind) {
      kind
      phase
      dryRun
      linesTotal
      linesChecked
      linesWritten
    }
  }
`);

/** How often the dialog asks while an import runs: about twice a second. */
export const PROGRESS_POLL_MS = 500;

export function importProgressQueryOptions(kind: ImportKind) {
  return queryOptions({
    queryKey: ["import", "progress", kind] as const,
    queryFn: ({ signal }) =>
      graphqlRequest(IMPORT_PROGRESS_QUERY, { kind }, { signal }).then(
        (data) => data.importProgress ?? null,
      ),
    staleTime: 0,
    gcTime: 0,
  });
}

/**
 * The running import's progress, asked every 500 ms while `polling`. A failed poll is not
 * worth a toast (the import's own request reports what matters), and it is retried at
 * the next tick.
 */
export function useImportProgress(kind: ImportKind, polling: boolean) {
  return useQuery({
    ...importProgressQueryOptions(kind),
    enabled: polling,
    refetchInterval: polling ? PROGRESS_POLL_MS : false,
    retry: false,
    meta: { silentError: true },
  });
}
