import { useMutation, useQueryClient } from "@tanstack/react-query";
import { updateFilter } from "@/components/saved-filters";
import { reportError } from "./api-errors";
import { refreshFilters, replaceInPages } from "./list-cache";

/** The request is the saved-filter menus' own; this screen keeps its pages in step. */
export function useUpdateFilter() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateFilter,
    meta: { silentError: true },
    onSuccess: (filter) => {
      replaceInPages(client, filter);
      void refreshFilters(client);
    },
    onError: reportError,
  });
}
