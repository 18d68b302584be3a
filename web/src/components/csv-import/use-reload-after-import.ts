import { useQueryClient, type FetchQueryOptions, type QueryKey } from "@tanstack/react-query";
import { useCallback } from "react";

export interface ReloadAfterImport {
  /** Puts the list back at its first page (offset 0). */
  firstPage: () => void;
  /** The root keys of everything an import of this kind may change (["people"], …). */
  roots: readonly QueryKey[];
  /** The entity's full list (offset 0, limit 1000, spec §9's sort), filled anew. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any list's options
  fullList: FetchQueryOptions<any, Error, any, any>;
}

/**
 * Spec §2: after an import the list reloads with offset 0 and limit 1000. The screen's
 * table goes back to its first page, every cached query under the roots refetches (the
 * page on screen, the pickers' and the org chart's full lists), and the full list is
 * asked for as such.
 */
export function useReloadAfterImport({ firstPage, roots, fullList }: ReloadAfterImport) {
  const client = useQueryClient();
  return useCallback(() => {
    firstPage();
    for (const queryKey of roots) void client.invalidateQueries({ queryKey });
    void client.prefetchQuery(fullList);
  }, [client, firstPage, roots, fullList]);
}
