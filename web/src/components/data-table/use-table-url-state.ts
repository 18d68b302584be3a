import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router";
import {
  applyTableChange,
  parseTableState,
  writeTableState,
  type TableState,
  type TableStateDefaults,
} from "./table-state";

export interface UseTableUrlStateOptions extends TableStateDefaults {
  /** Distinguishes the params of two tables on one page. */
  prefix?: string;
}

/**
 * A table's search/page/size/sort, stored in the URL. Every change pushes a history
 * entry so the back button walks back through searches and pages.
 */
export function useTableUrlState(
  options: UseTableUrlStateOptions = {},
): [TableState, (change: Partial<TableState>) => void] {
  const { prefix = "", size, sortBy, isDesc } = options;
  const [params, setParams] = useSearchParams();
  const defaults = useMemo(() => ({ size, sortBy, isDesc }), [size, sortBy, isDesc]);
  const state = useMemo(
    () => parseTableState(params, defaults, prefix),
    [params, defaults, prefix],
  );

  const update = useCallback(
    (change: Partial<TableState>) => {
      setParams((current) => {
        const latest = parseTableState(current, defaults, prefix);
        return writeTableState(current, applyTableChange(latest, change), defaults, prefix);
      });
    },
    [setParams, defaults, prefix],
  );

  return [state, update];
}
