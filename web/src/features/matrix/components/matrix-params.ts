import { useCallback } from "react";
import { useSearchParams } from "react-router";

/** `?matrixId=` as a positive integer, or null for anything else. */
export function parseMatrixId(value: string | null): number | null {
  if (!value || !/^\d{1,9}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

export interface MatrixParams {
  /** The row and column in the URL; null when absent (the saved matrix's then apply). */
  row: string | null;
  column: string | null;
  matrixId: number | null;
  /** Changes the view: each change is a history entry, so Back returns to the last view. */
  set: (change: { row?: string; column?: string; matrixId?: number }) => void;
}

/** The matrix screen's view lives in `?row=&column=&matrixId=` so a link or reload restores it. */
export function useMatrixParams(): MatrixParams {
  const [params, setParams] = useSearchParams();
  const set = useCallback(
    (change: { row?: string; column?: string; matrixId?: number }) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        // An empty choice reads as absent (see below): leave it out of the URL.
        for (const [key, value] of [
          ["row", change.row],
          ["column", change.column],
        ] as const) {
          if (value) next.set(key, value);
          else if (value !== undefined) next.delete(key);
        }
        if (change.matrixId !== undefined) next.set("matrixId", String(change.matrixId));
        return next;
      }),
    [setParams],
  );
  return {
    row: params.get("row") || null,
    column: params.get("column") || null,
    matrixId: parseMatrixId(params.get("matrixId")),
    set,
  };
}
