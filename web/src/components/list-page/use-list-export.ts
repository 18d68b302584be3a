import { useMutation } from "@tanstack/react-query";
import { csvFileName, downloadText } from "@/lib/download-text";

/**
 * A list's CSV export: the operation that answers the whole list as CSV text for the
 * list's arguments without paging (q, sort and the list's own filters), and the file's
 * name before its date (`people` → people-2026-11-23.csv).
 */
export interface ListExport<V> {
  entity: string;
  request: (variables: V) => Promise<string>;
}

/** What a list screen's Export CSV button runs. */
export interface ListExportAction {
  run: () => void;
  pending: boolean;
}

/**
 * Downloads the export for `variables`. A failure (too many rows, a refused term) raises
 * the global error toast, as any failed mutation does; nothing is downloaded then.
 */
export function useListExport<V>(
  spec: ListExport<V> | undefined,
  variables: V,
): ListExportAction | undefined {
  const mutation = useMutation({
    mutationFn: async (args: { spec: ListExport<V>; variables: V }) => {
      const text = await args.spec.request(args.variables);
      downloadText(text, csvFileName(args.spec.entity));
    },
  });
  if (!spec) return undefined;
  return {
    run: () => mutation.mutate({ spec, variables }),
    pending: mutation.isPending,
  };
}
