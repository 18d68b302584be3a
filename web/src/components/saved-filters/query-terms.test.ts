import { describe, expect, it } from "vitest";
import { acceptedTerms, addTerm, readTerms, sameTerms, viewTerm, writeTerms } from "./query-terms";

describe("q terms in the URL", () => {
  it("reads repeated q params, one term each, trimmed, blanks and repeats dropped", () => {
    const params = new URLSearchParams("q=has:noDocs&q=%20label:Dept:HR%20&q=&q=has:noDocs&page=2");
    expect(readTerms(params)).toEqual(["has:noDocs", "label:Dept:HR"]);
    // A term may hold commas and spaces: it is never split.
    expect(readTerms(new URLSearchParams("q=status%3DIn+Progress%7CNot+Started&q=a,b"))).toEqual([
      "status=In Progress|Not Started",
      "a,b",
    ]);
  });

  it("writes exactly the given terms and leaves other params alone", () => {
    const next = writeTerms(new URLSearchParams("q=old&sortBy=name"), ["has:noDocs", "pay roll"]);
    expect(next.getAll("q")).toEqual(["has:noDocs", "pay roll"]);
    expect(next.get("sortBy")).toBe("name");
    expect(writeTerms(next, []).toString()).toBe("sortBy=name");
  });

  it("adds a term once", () => {
    expect(addTerm(["a"], " b ")).toEqual(["a", "b"]);
    expect(addTerm(["a"], "a")).toEqual(["a"]);
    expect(addTerm(["a"], "  ")).toEqual(["a"]);
  });
});

describe("chips", () => {
  it("describes known terms and flags unknown or inapplicable ones with the parser's words", () => {
    expect(viewTerm("has:noDocs", "process")).toEqual({
      raw: "has:noDocs",
      label: "No docs",
      error: null,
    });
    expect(viewTerm("payroll", "process").label).toBe('Contains "payroll"');
    expect(viewTerm("foo:bar", "process").error).toMatch(/Unknown search term "foo:"/);
    expect(viewTerm("has:nothing", "process").error).toMatch(/Unknown value "nothing"/);
    expect(viewTerm("is:late", "process").error).toMatch(/does not apply/);
    expect(acceptedTerms(["has:noDocs", "foo:bar", "is:late", "x"], "process")).toEqual([
      "has:noDocs",
      "x",
    ]);
  });

  it("compares term lists canonically and regardless of order", () => {
    expect(sameTerms(["HAS:nodocs", "label:Dept:HR"], ["label:Dept:HR", "has:noDocs"])).toBe(true);
    expect(sameTerms(["has:noDocs"], ["has:noDocs", "x"])).toBe(false);
    expect(sameTerms([], [])).toBe(true);
  });
});
