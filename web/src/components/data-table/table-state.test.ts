import { describe, expect, it } from "vitest";
import {
  applyTableChange,
  pageWindow,
  parseTableState,
  showingRange,
  toOffsetLimit,
  writeTableState,
} from "./table-state";

describe("showingRange", () => {
  it("counts full pages, the last partial page and nothing", () => {
    expect(showingRange(1, 10, 23)).toEqual({ from: 1, to: 10, total: 23 });
    expect(showingRange(3, 10, 23)).toEqual({ from: 21, to: 23, total: 23 });
    expect(showingRange(1, 25, 25)).toEqual({ from: 1, to: 25, total: 25 });
    expect(showingRange(1, 10, 0)).toEqual({ from: 0, to: 0, total: 0 });
  });
});

describe("URL round trip", () => {
  it("reads what it wrote and leaves other params alone", () => {
    const defaults = { sortBy: "name" };
    const state = { q: "ann", page: 3, size: 50 as const, sortBy: "email", isDesc: true };
    const params = writeTableState(new URLSearchParams("tab=roles"), state, defaults);
    expect(params.get("tab")).toBe("roles");
    expect(parseTableState(params, defaults)).toEqual(state);
  });

  it("omits defaults so plain links stay plain", () => {
    const params = writeTableState(
      new URLSearchParams(),
      parseTableState(new URLSearchParams()),
      {},
    );
    expect(params.toString()).toBe("");
  });

  it("falls back to defaults on malformed values", () => {
    const state = parseTableState(new URLSearchParams("page=-2&size=7&sortBy=&isDesc=maybe"), {
      sortBy: "id",
      isDesc: true,
    });
    expect(state).toEqual({ q: "", page: 1, size: 10, sortBy: "id", isDesc: true });
  });

  it("keeps two tables apart with a prefix", () => {
    const params = new URLSearchParams("a.page=2&b.page=4");
    expect(parseTableState(params, {}, "a.").page).toBe(2);
    expect(parseTableState(params, {}, "b.").page).toBe(4);
  });
});

describe("applyTableChange", () => {
  const state = { q: "", page: 4, size: 10 as const, sortBy: "name", isDesc: false };
  it("starts again at page 1 on a new search, size or sort", () => {
    expect(applyTableChange(state, { q: "x" }).page).toBe(1);
    expect(applyTableChange(state, { size: 25 }).page).toBe(1);
    expect(applyTableChange(state, { isDesc: true }).page).toBe(1);
  });
  it("keeps the page when nothing else changed", () => {
    expect(applyTableChange(state, { page: 2 }).page).toBe(2);
    expect(applyTableChange(state, { size: 10 }).page).toBe(4);
  });
  it("turns a page into an offset", () => {
    expect(toOffsetLimit({ page: 3, size: 25 })).toEqual({ offset: 50, limit: 25 });
  });
});

describe("pageWindow", () => {
  it("lists every page when there are few", () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });
  it("keeps the first, the last and a window of constant width", () => {
    expect(pageWindow(1, 20)).toEqual([1, 2, 3, 4, null, 20]);
    expect(pageWindow(10, 20)).toEqual([1, null, 9, 10, 11, null, 20]);
    expect(pageWindow(20, 20)).toEqual([1, null, 17, 18, 19, 20]);
  });
  it("shows a single hidden page instead of a gap", () => {
    expect(pageWindow(4, 8)).toEqual([1, 2, 3, 4, 5, null, 8]);
  });
});
