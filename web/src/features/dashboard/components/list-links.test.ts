import { describe, expect, it } from "vitest";
import { parseQuery } from "@shared/query/index.ts";
import { lateTasksHref, listHref, upcomingTasksHref, weekTasksHref } from "./list-links";

/** What the list screen reads back from a link: its path, q terms and other params. */
function read(href: string) {
  const url = new URL(href, "http://localhost");
  return { path: url.pathname, q: url.searchParams.getAll("q"), params: url.searchParams };
}

describe("dashboard links", () => {
  it("keep terms readable yet read back exactly, spaces, bars and all", () => {
    const href = listHref("/tasks", { q: ["status=In Progress|Not Started", "a&b=c #1"] });
    expect(href).toBe("/tasks?q=status=In%20Progress|Not%20Started&q=a%26b=c%20%231");
    expect(read(href).q).toEqual(["status=In Progress|Not Started", "a&b=c #1"]);
  });

  it("give the task lists terms the shared parser accepts", () => {
    for (const href of [
      lateTasksHref("organization", "inProgress"),
      lateTasksHref("personal"),
      upcomingTasksHref("organization", "2026-11-23", 7),
      weekTasksHref("2026-11-23", "complete"),
    ]) {
      expect(() => parseQuery(read(href).q)).not.toThrow();
    }
  });

  it("run the look-ahead from today through today + days, across a month's end", () => {
    const { params } = read(upcomingTasksHref("personal", "2026-11-28", 7));
    expect([params.get("from"), params.get("to")]).toEqual(["2026-11-28", "2026-12-05"]);
  });
});
