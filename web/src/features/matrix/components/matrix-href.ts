/** The matrix screen showing a saved matrix: `/matrix?row=&column=&matrixId=` (docs/dashboards.md#matrix). */
export function matrixHref(matrix: { id: number; row: string; col: string }): string {
  const params = new URLSearchParams({
    row: matrix.row,
    column: matrix.col,
    matrixId: String(matrix.id),
  });
  return `/matrix?${params.toString()}`;
}
