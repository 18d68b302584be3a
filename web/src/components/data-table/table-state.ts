/**
 * The state of a server-side table (search text, page, page size, sort) and its
 * round trip through URL search params, so that reload and the back button restore it.
 * Pure: the hook that binds it to the router lives in use-table-url-state.ts.
 */

export const PAGE_SIZE_OPTIONS = [10, 25, 50, 100] as const;
export type PageSize = (typeof PAGE_SIZE_OPTIONS)[number];

export interface TableState {
  /** Search text exactly as typed (trimmed); "" means no search. */
  q: string;
  /** 1-based page number, as people read it in the URL. */
  page: number;
  size: PageSize;
  /** Server-side sort key; null means the server's default order. */
  sortBy: string | null;
  isDesc: boolean;
}

export interface TableStateDefaults {
  size?: PageSize;
  sortBy?: string | null;
  isDesc?: boolean;
}

/** The param names; a prefix lets two tables share one URL. */
export function paramNames(prefix = "") {
  return {
    q: `${prefix}q`,
    page: `${prefix}page`,
    size: `${prefix}size`,
    sortBy: `${prefix}sortBy`,
    isDesc: `${prefix}isDesc`,
  };
}

export function defaultTableState(defaults: TableStateDefaults = {}): TableState {
  return {
    q: "",
    page: 1,
    size: defaults.size ?? 10,
    sortBy: defaults.sortBy ?? null,
    isDesc: defaults.isDesc ?? false,
  };
}

function isPageSize(value: number): value is PageSize {
  return (PAGE_SIZE_OPTIONS as readonly number[]).includes(value);
}

/** Reads the state from the URL; anything malformed falls back to the default. */
export function parseTableState(
  params: URLSearchParams,
  defaults: TableStateDefaults = {},
  prefix = "",
): TableState {
  const names = paramNames(prefix);
  const base = defaultTableState(defaults);
  const page = Number.parseInt(params.get(names.page) ?? "", 10);
  const size = Number.parseInt(params.get(names.size) ?? "", 10);
  const sortBy = params.get(names.sortBy);
  const isDesc = params.get(names.isDesc);
  return {
    q: (params.get(names.q) ?? "").trim(),
    page: Number.isInteger(page) && page >= 1 ? page : base.page,
    size: isPageSize(size) ? size : base.size,
    sortBy: sortBy ? sortBy : base.sortBy,
    isDesc: sortBy ? isDesc === "true" : base.isDesc,
  };
}

/**
 * Writes the state into a copy of `params`, leaving other params alone and omitting
 * values equal to the defaults so that plain links (`/people`) stay plain.
 */
export function writeTableState(
  params: URLSearchParams,
  state: TableState,
  defaults: TableStateDefaults = {},
  prefix = "",
): URLSearchParams {
  const names = paramNames(prefix);
  const base = defaultTableState(defaults);
  const next = new URLSearchParams(params);
  const set = (name: string, value: string | null) =>
    value === null ? next.delete(name) : next.set(name, value);
  set(names.q, state.q ? state.q : null);
  set(names.page, state.page !== base.page ? String(state.page) : null);
  set(names.size, state.size !== base.size ? String(state.size) : null);
  const sortIsDefault = state.sortBy === base.sortBy && state.isDesc === base.isDesc;
  set(names.sortBy, sortIsDefault || !state.sortBy ? null : state.sortBy);
  set(names.isDesc, sortIsDefault || !state.sortBy ? null : String(state.isDesc));
  return next;
}

/**
 * Applies a change the way a person expects: a new search, page size or sort starts
 * again at the first page; only a page change keeps the rest.
 */
export function applyTableChange(state: TableState, change: Partial<TableState>): TableState {
  const next = { ...state, ...change };
  const resetsPage =
    (change.q !== undefined && change.q !== state.q) ||
    (change.size !== undefined && change.size !== state.size) ||
    (change.sortBy !== undefined && change.sortBy !== state.sortBy) ||
    (change.isDesc !== undefined && change.isDesc !== state.isDesc);
  if (resetsPage && change.page === undefined) next.page = 1;
  return next;
}

/** The server's offset/limit for a state. */
export function toOffsetLimit(state: Pick<TableState, "page" | "size">): {
  offset: number;
  limit: number;
} {
  return { offset: (state.page - 1) * state.size, limit: state.size };
}

/** The numbers of "Showing X to Y of Z entries"; 0 to 0 of 0 when nothing matched. */
export function showingRange(
  page: number,
  size: number,
  total: number,
): { from: number; to: number; total: number } {
  if (total <= 0) return { from: 0, to: 0, total: 0 };
  const from = Math.min((page - 1) * size + 1, total);
  const to = Math.min(page * size, total);
  return { from, to, total };
}

export function pageCount(size: number, total: number): number {
  return Math.max(1, Math.ceil(total / size));
}

/**
 * The page buttons to draw: all pages when few, else the first, the last and a window
 * around the current one, with null for a gap ("…").
 */
export function pageWindow(current: number, count: number, around = 1): (number | null)[] {
  if (count <= 5 + 2 * around) return Array.from({ length: count }, (_, i) => i + 1);
  // The window keeps a constant width so the paginator does not jump about.
  const start = Math.min(Math.max(2, current - around), count - 1 - 2 * around);
  const end = start + 2 * around;
  const pages: (number | null)[] = [1];
  // A gap of exactly one page shows that page rather than "…".
  if (start === 3) pages.push(2);
  else if (start > 3) pages.push(null);
  for (let p = start; p <= end; p += 1) pages.push(p);
  if (end === count - 2) pages.push(count - 1);
  else if (end < count - 2) pages.push(null);
  pages.push(count);
  return pages;
}
