import { describe, expect, it } from "vitest";
import {
  activeQuickRange,
  clipRange,
  quickRange,
  readDateRange,
  writeDateRange,
} from "./date-range";

describe("quick ranges", () => {
  // 2026-11-25 is a Wednesday.
  const today = "2026-11-25";

  it("computes today, this (ISO) week, the next 30 days and overdue", () => {
    expect(quickRange("today", today)).toEqual({ from: today, to: today });
    expect(quickRange("week", today)).toEqual({ from: "2026-11-23", to: "2026-11-29" });
    expect(quickRange("next30", today)).toEqual({ from: today, to: "2026-12-25" });
    expect(quickRange("overdue", today)).toEqual({ from: null, to: "2026-11-24" });
  });

  it("a Sunday belongs to the week that started the Monday before", () => {
    expect(quickRange("week", "2026-11-29")).toEqual({ from: "2026-11-23", to: "2026-11-29" });
  });

  it("recognises the pick a range is, and none for a custom range", () => {
    expect(activeQuickRange({ from: null, to: "2026-11-24" }, today)).toBe("overdue");
    expect(activeQuickRange({ from: "2026-11-01", to: "2026-11-24" }, today)).toBeNull();
  });
});

describe("the range in the URL", () => {
  it("reads dates only and writes them back, starting again at page 1", () => {
    const params = new URLSearchParams("from=2026-01-01&to=nonsense&page=3&q=is:late");
    expect(readDateRange(params)).toEqual({ from: "2026-01-01", to: null });
    const next = writeDateRange(params, { from: null, to: "2026-02-01" });
    expect(next.toString()).toBe("to=2026-02-01&q=is%3Alate");
  });

  it("clips to the calendar's visible days, or nothing when they do not meet", () => {
    expect(clipRange({ from: "2026-11-10", to: null }, "2026-11-01", "2026-11-30")).toEqual({
      from: "2026-11-10",
      to: "2026-11-30",
    });
    expect(clipRange({ from: null, to: "2026-10-01" }, "2026-11-01", "2026-11-30")).toBeNull();
  });
});
