import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { applyListChange, updateLists } from "@/lib/list-cache";

const a = { id: 1, name: "A" };
const b = { id: 2, name: "B" };
const c = { id: 3, name: "C" };

describe("applyListChange", () => {
  it("puts a new node first and counts one more", () => {
    expect(applyListChange({ nodes: [a, b], totalCount: 7 }, { added: c })).toEqual({
      nodes: [c, a, b],
      totalCount: 8,
    });
  });

  it("replaces by id and drops only what the page holds", () => {
    expect(applyListChange([a, b], { updated: { id: 2, name: "B2" } })).toEqual([
      a,
      { id: 2, name: "B2" },
    ]);
    expect(applyListChange({ nodes: [a, b], totalCount: 7 }, { removed: [2, 9] })).toEqual({
      nodes: [a],
      totalCount: 6,
    });
  });

  it("leaves anything that is not a list alone", () => {
    expect(applyListChange(a, { added: c })).toBe(a);
    expect(applyListChange(undefined, { added: c })).toBeUndefined();
  });
});

describe("updateLists", () => {
  it("changes the entity's lists only, then marks everything under its root stale", async () => {
    const client = new QueryClient();
    client.setQueryData(["people", "list", { page: 1 }], { nodes: [a, b], totalCount: 2 });
    client.setQueryData(["people", "processes", 1], { nodes: [a], totalCount: 1 });
    client.setQueryData(["roles", "list"], { nodes: [a], totalCount: 1 });
    await updateLists(client, ["people", "list"], { removed: [1] });
    expect(client.getQueryData(["people", "list", { page: 1 }])).toEqual({
      nodes: [b],
      totalCount: 1,
    });
    // Another kind of list under the same root keeps its nodes but is refetched.
    expect(client.getQueryData(["people", "processes", 1])).toEqual({ nodes: [a], totalCount: 1 });
    expect(client.getQueryState(["people", "processes", 1])?.isInvalidated).toBe(true);
    expect(client.getQueryState(["roles", "list"])?.isInvalidated).toBe(false);
  });
});
