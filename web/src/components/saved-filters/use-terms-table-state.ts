import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router";
import {
  applyTableChange,
  parseTableState,
  writeTableState,
  type TableState,
  type TableStateDefaults,
} from "@/components/data-table";
import { addTerm, readTerms, writeTerms } from "./query-terms";

export interface TermsTableState {
  /** Page, size and sort; `q` is always "" (the terms are the search). */
  table: TableState;
  terms: string[];
  /** A data-table change; a search typed in its box arrives as `q` and becomes a term. */
  onTableChange: (change: Partial<TableState>) => void;
  setTerms: (terms: string[]) => void;
}

/**
 * A server-side table whose search is a list of q terms (chips) rather than one text:
 * page/size/sort as the data table keeps them, terms as repeated `q` params. Any change
 * of terms starts again at page 1; each change is one history entry; a change of page,
 * size or sort leaves the `q` params as they were.
 */
export function useTermsTableState(defaults: TableStateDefaults = {}): TermsTableState {
  const { size, sortBy, isDesc } = defaults;
  const [params, setParams] = useSearchParams();
  const base = useMemo(() => ({ size, sortBy, isDesc }), [size, sortBy, isDesc]);
  const terms = useMemo(() => readTerms(params), [params]);
  const table = useMemo(() => ({ ...parseTableState(params, base), q: "" }), [params, base]);

  const write = useCallback(
    (current: URLSearchParams, change: Partial<TableState>, nextTerms: string[]) => {
      const latest = { ...parseTableState(current, base), q: "" };
      const next = applyTableChange(latest, change);
      // writeTableState owns `q` as one text; it is cleared there and the terms written after.
      return writeTerms(writeTableState(current, { ...next, q: "" }, base), nextTerms);
    },
    [base],
  );

  const onTableChange = useCallback(
    (change: Partial<TableState>) => {
      setParams((current) => {
        const { q, ...rest } = change;
        const currentTerms = readTerms(current);
        // Paging or sorting leaves the q params exactly as they are (a blank one too).
        if (q === undefined || q === "") return write(current, rest, current.getAll("q"));
        return write(current, { ...rest, page: 1 }, addTerm(currentTerms, q));
      });
    },
    [setParams, write],
  );

  const setTerms = useCallback(
    (nextTerms: string[]) => setParams((current) => write(current, { page: 1 }, nextTerms)),
    [setParams, write],
  );

  return { table, terms, onTableChange, setTerms };
}
