/**
 * A people file's `roles` cell with the days holdings started (docs/csv.md#roles-and-their-start-days):
 * a `;` list whose items are a role handle, or `HANDLE@YYYY-MM-DD` for a holding that
 * started on that day. The text after an item's last `@` is its start day when it is empty
 * or begins with a digit; otherwise the `@` belongs to the handle. A handle named twice is
 * kept once, unless its items give different days (refused). How a line compares with the
 * stored holdings: the handles as a set (any letter case), and a day only where the line
 * gives one: an item without a day keeps a stored holding's start. Pure.
 */
import { isIsoDate } from "../dates/calendar.ts";
import { roleHandleSchema } from "../roles/role-input.ts";
import { type LineError, parseListCell } from "./cells.ts";

export interface HoldingItem {
  handle: string;
  /** YYYY-MM-DD; null: not given (a new holding starts on the import's day). */
  from: string | null;
}

export const HOLDING_DAY_MESSAGE =
  "the day the holding started must be a date written YYYY-MM-DD, after the role's handle and an @ (PROD@2026-10-29).";

const DATED = /^(.*)@(\d.*|)$/s;

/** An item of the cell: its handle and its start day as written (not yet judged). */
export function splitHolding(item: string): HoldingItem {
  const match = DATED.exec(item);
  return match ? { handle: match[1]!, from: match[2]! } : { handle: item, from: null };
}

/** An item as the cell writes it: `HANDLE@YYYY-MM-DD`, or the handle alone when undated. */
export function holdingItem(handle: string, from: string | null | undefined): string {
  return from ? `${handle}@${from}` : handle;
}

export const holdingHandle = (item: string) => splitHolding(item).handle;

const key = (text: string) => text.toLowerCase();

/**
 * The cell's items, each judged (the handle by the role form's rule, the day as a date);
 * a refused item adds an error naming it and is left out.
 */
export function readHoldingItems(
  text: string,
  line: number,
  field: string,
  errors: LineError[],
): string[] {
  const items: HoldingItem[] = [];
  const at = new Map<string, HoldingItem>();
  for (const written of parseListCell(text)) {
    const { handle, from } = splitHolding(written);
    const parsed = roleHandleSchema.safeParse(handle);
    if (!parsed.success) {
      errors.push({ line, field, message: `"${written}": ${parsed.error.issues[0]?.message}` });
      continue;
    }
    if (from !== null && !isIsoDate(from)) {
      errors.push({ line, field, message: `"${written}": ${HOLDING_DAY_MESSAGE}` });
      continue;
    }
    const k = key(parsed.data);
    const before = at.get(k);
    if (before === undefined) {
      const item = { handle: parsed.data, from };
      at.set(k, item);
      items.push(item);
    } else if (from !== null && before.from !== null && before.from !== from) {
      errors.push({
        line,
        field,
        message: `"${parsed.data}" is given two start days, ${before.from} and ${from}.`,
      });
    } else before.from ??= from;
  }
  return items.map((i) => holdingItem(i.handle, i.from));
}

/** Whether the line's items change the stored ones (both as cells' items). */
export function holdingsChange(given: readonly string[], stored: readonly string[]): boolean {
  const storedDay = new Map(stored.map((item) => {
    const { handle, from } = splitHolding(item);
    return [key(handle), from] as const;
  }));
  if (storedDay.size !== given.length) return true;
  return given.some((item) => {
    const { handle, from } = splitHolding(item);
    const k = key(handle);
    return !storedDay.has(k) || (from !== null && storedDay.get(k) !== from);
  });
}

/**
 * The holdings once the line is applied, as items: a given day, else a stored holding's
 * start (an item without a day keeps it), else the bare handle (it starts on the import's
 * day).
 */
export function holdingsAfter(given: readonly string[], stored: readonly string[]): string[] {
  const storedDay = new Map(stored.map((item) => {
    const { handle, from } = splitHolding(item);
    return [key(handle), from] as const;
  }));
  return given.map((item) => {
    const { handle, from } = splitHolding(item);
    return holdingItem(handle, from ?? storedDay.get(key(handle)) ?? null);
  });
}
