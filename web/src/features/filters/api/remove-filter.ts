import { useMutation, useQueryClient } from "@tanstack/react-query";
import { removeFilter } from "@/components/saved-filters";
import { notifyError } from "@/lib/notify";
import { updateLists } from "@/lib/list-cache";
import { filterKeys } from "./query-keys";

/** The request is the saved-filter menus' own; this screen keeps its pages in step. */
export function useRemoveFilter() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: removeFilter,
    // The confirmation shows the refusal.
    meta: { silentError: true },
    onSuccess: (removed, id) => {
      // The list loses the filter only when the server said true.
      if (!removed) {
        notifyError("The filter could not be deleted.");
        return;
      }
      void updateLists(client, filterKeys.pages(), { removed: [id] });
    },
  });
}
