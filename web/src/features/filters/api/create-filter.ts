import { useMutation, useQueryClient } from "@tanstack/react-query";
import { createFilter } from "@/components/saved-filters";
import { reportError } from "./api-errors";
import { prependToPages, refreshFilters } from "./list-cache";

/** The request is the saved-filter menus' own; this screen keeps its pages in step. */
export function useCreateFilter() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createFilter,
    meta: { silentError: true },
    onSuccess: (filter) => {
      prependToPages(client, filter);
      void refreshFilters(client);
    },
    onError: reportError,
  });
}
