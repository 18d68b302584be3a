import { describe, expect, it } from "vitest";
import { filterHref, termChip } from "./filter-target";

describe("filterHref", () => {
  it("opens the entity's list with one q param per term, each intact", () => {
    expect(
      filterHref({
        associatedEntity: "Process",
        criteria: ["has:noDocs", "label:Dept:HR", "pay day"],
      }),
    ).toBe("/processes?q=has%3AnoDocs&q=label%3ADept%3AHR&q=pay+day");
    const url = new URL(
      filterHref({ associatedEntity: "Task", criteria: ["status=In Progress|Not Started", "a&b"] }),
      "http://x",
    );
    expect(url.pathname).toBe("/tasks");
    expect(url.searchParams.getAll("q")).toEqual(["status=In Progress|Not Started", "a&b"]);
  });

  it("maps every entity to its list, and no terms to the bare list", () => {
    expect(filterHref({ associatedEntity: "User", criteria: ["role:OPS"] })).toBe(
      "/people?q=role%3AOPS",
    );
    expect(filterHref({ associatedEntity: "Role", criteria: [] })).toBe("/roles");
  });
});

describe("termChip", () => {
  it("says what a term means", () => {
    expect(termChip("has:noDocs", "Process")).toEqual({
      raw: "has:noDocs",
      label: "No docs",
      error: null,
    });
    expect(termChip("pay", "User").label).toBe('Contains "pay"');
  });

  it("flags unknown keys and terms the list would refuse", () => {
    expect(termChip("colour:red", "Process").error).toMatch(/colour/);
    expect(termChip("is:late", "Process").error).toBe('"is:late" does not apply to processes');
    expect(termChip("has:noDocs", "Role").error).toBe('"has:noDocs" does not apply to roles');
  });
});
