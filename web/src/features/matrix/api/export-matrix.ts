import { useMutation } from "@tanstack/react-query";
import { graphql } from "@/lib/gql";
import { csvFileName, downloadText } from "@/lib/download-text";
import { graphqlRequest } from "@/lib/graphql-client";

export const EXPORT_MATRIX_QUERY = graphql(`
  query ExportMatrix($row: String!, $col: String!) {
    exportMatrix(row: $row, col: $col)
  }
`);

/**
 * Downloads the matrix of a row and a column as CSV, as the screen shows it with its
 * totals (the server writes it). A failure raises the global error toast.
 */
export function useExportMatrix() {
  return useMutation({
    mutationFn: async ({ row, col }: { row: string; col: string }) => {
      const data = await graphqlRequest(EXPORT_MATRIX_QUERY, { row, col });
      downloadText(data.exportMatrix, csvFileName("matrix"));
    },
  });
}
