import type { QueryKey } from "@tanstack/react-query";
import { useCallback, useMemo, useState } from "react";
import { useSearchParams } from "react-router";
import { toOffsetLimit, useTableUrlState, type TableState } from "@/components/data-table";
import { acceptedTerms, termsArgument, useTermsTableState } from "@/components/saved-filters";
import { useListExport, type ListExport, type ListExportAction } from "./use-list-export";
import {
  useListQuery,
  type ListQuery,
  type ListResult,
  type ListVariables,
  type TermsSearch,
} from "./use-list-query";

export interface UseListPageOptions<T, V extends ListVariables, K extends QueryKey> {
  /** The list operation's query-options factory. */
  query: ListQuery<T, V, K>;
  /** The server's default order; also the URL's default, left out of plain links. */
  sortBy: string;
  /** The server's default direction (id descending for saved matrices); ascending unless given. */
  isDesc?: boolean;
  /**
   * Search by q terms of the shared query language (repeated `q` params shown as chips,
   * saved filters); without it the search box is one text (`q`).
   */
  terms?: TermsSearch;
  /** The operation's other arguments (a user type, the filters' list). */
  variables?: Omit<V, keyof ListVariables>;
  /** False while the screen shows something else (the org chart). */
  enabled?: boolean;
  /** The list's CSV export: an Export CSV button downloads the whole list as searched and sorted. */
  export?: ListExport<ExportVariables<V>>;
}

/** An export's arguments: the list's own, without paging. */
export type ExportVariables<V extends ListVariables> = Omit<V, "offset" | "limit">;

/** A pending deletion: one row, or the selected rows with the selection's reset. */
export type DeleteTarget<T> =
  | { kind: "one"; item: T }
  | { kind: "many"; items: T[]; done: () => void };

export interface ListPageState<T> extends ListResult<T> {
  /** Page, size, sort and (for a text search) `q`, from the URL. */
  table: TableState;
  onTableChange: (change: Partial<TableState>) => void;
  /** The q terms (chips) of a terms search; [] for a text search. */
  terms: string[];
  setTerms: (terms: string[]) => void;
  /** A search or terms narrow the list. */
  searching: boolean;
  /** The add/edit sheet: `item` is the row being edited, absent for "Add". */
  sheet: { open: boolean; item?: T };
  add: () => void;
  edit: (item: T) => void;
  setSheetOpen: (open: boolean) => void;
  /** The delete confirmation; the target stays while the dialog closes. */
  deletion: { open: boolean; target?: DeleteTarget<T> };
  confirmDelete: (target: DeleteTarget<T>) => void;
  setDeletionOpen: (open: boolean) => void;
  /** Downloads the list as CSV (when the screen gave an export). */
  exportCsv?: ListExportAction;
}

/**
 * Everything a list screen keeps besides its columns: the table's state in the URL, the
 * list query for it (server-side paging, sorting and search), and which row is being
 * edited or deleted. Render it with <ListPage>.
 */
export function useListPage<T, V extends ListVariables, K extends QueryKey>(
  options: UseListPageOptions<T, V, K>,
): ListPageState<T> {
  const { sortBy, isDesc, terms: search } = options;
  const text = useTableUrlState({ sortBy, isDesc });
  const chips = useTermsTableState({ sortBy, isDesc });
  const [table, onTableChange] = search ? [chips.table, chips.onTableChange] : text;
  const terms = search ? chips.terms : [];
  const searched = search ? terms : table.q ? [table.q] : [];
  const result = useListQuery({
    query: options.query,
    variables: {
      ...options.variables,
      ...toOffsetLimit(table),
      sortBy: table.sortBy ?? sortBy,
      isDesc: table.isDesc,
    } as Omit<V, "q">,
    terms: searched,
    search,
    enabled: options.enabled,
  });

  // The export holds the rows on screen: after a refused term, those of the terms kept.
  const exported = search && result.refusal ? acceptedTerms(searched, search.entity) : searched;
  const exportCsv = useListExport(options.export, {
    ...options.variables,
    q: termsArgument(exported),
    sortBy: table.sortBy ?? sortBy,
    isDesc: table.isDesc,
  } as ExportVariables<V>);

  const [sheet, setSheet] = useState<{ open: boolean; item?: T }>({ open: false });
  const [deletion, setDeletion] = useState<{ open: boolean; target?: DeleteTarget<T> }>({
    open: false,
  });
  const actions = useMemo(
    () => ({
      add: () => setSheet({ open: true }),
      edit: (item: T) => setSheet({ open: true, item }),
      setSheetOpen: (open: boolean) => setSheet((current) => ({ ...current, open })),
      confirmDelete: (target: DeleteTarget<T>) => setDeletion({ open: true, target }),
      setDeletionOpen: (open: boolean) => setDeletion((current) => ({ ...current, open })),
    }),
    [],
  );

  return {
    ...result,
    table,
    onTableChange,
    terms,
    setTerms: chips.setTerms,
    searching: searched.length > 0,
    sheet,
    deletion,
    ...actions,
    exportCsv,
  };
}

/**
 * One more filter of a list kept in its own URL param (`?type=Admin`); a change starts
 * again at the first page.
 */
export function useListParam<P extends string>(
  name: string,
  parse: (raw: string | null) => P | null,
): [P | null, (value: P | null) => void] {
  const [params, setParams] = useSearchParams();
  const change = useCallback(
    (value: P | null) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        next.delete("page");
        return next;
      }),
    [name, setParams],
  );
  return [parse(params.get(name)), change];
}
