import { useMutation, useQueryClient } from "@tanstack/react-query";
import { createFilter } from "@/components/saved-filters";
import { updateLists } from "@/lib/list-cache";
import { filterKeys } from "./query-keys";

/** The request is the saved-filter menus' own; this screen keeps its pages in step. */
export function useCreateFilter() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createFilter,
    // The sheet shows the failure beside its fields.
    meta: { silentError: true },
    onSuccess: (filter) => void updateLists(client, filterKeys.pages(), { added: filter }),
  });
}
