import { useQueryClient, type FetchQueryOptions, type QueryKey } from "@tanstack/react-query";
import { useCallback } from "react";

export interface ReloadAfterImport<T, K extends QueryKey> {
  /** Puts the list back at its first page (offset 0). */
  firstPage: () => void;
  /** The root keys of everything an import of this kind may change (["people"], …). */
  roots: readonly QueryKey[];
  /** The entity's full list (offset 0, limit 1000, in the list's own sort), filled anew. */
  fullList: FetchQueryOptions<T, Error, T, K>;
}

/**
 * After an import the list reloads with offset 0 and limit 1000
 * (docs/product.md#screens-and-routes). The screen's table goes back to its first page,
 * every cached query under the roots refetches (the page on screen, the pickers' and the
 * org chart's full lists), and the full list is asked for as such.
 */
export function useReloadAfterImport<T, K extends QueryKey>({
  firstPage,
  roots,
  fullList,
}: ReloadAfterImport<T, K>) {
  const client = useQueryClient();
  return useCallback(() => {
    firstPage();
    for (const queryKey of roots) void client.invalidateQueries({ queryKey });
    void client.prefetchQuery(fullList);
  }, [client, firstPage, roots, fullList]);
}
