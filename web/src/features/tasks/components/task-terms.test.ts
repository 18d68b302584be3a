import { describe, expect, it } from "vitest";
import {
  activeFilterCount,
  BASIC_FILTER_KINDS,
  canonicalTerm,
  filterKindOf,
  filterTerm,
  PICKER_FILTER_KINDS,
  withFilterTerm,
} from "./task-terms";

const DASHBOARD = ["is:late", "isNot:deleted", "status=In Progress|Not Started", "d=org"];

describe("filters as q terms", () => {
  it("knows which filter a term belongs to", () => {
    expect(DASHBOARD.map(filterKindOf)).toEqual(["late", null, "status", "scope"]);
    expect(filterKindOf("user:7")).toBe("user");
    expect(filterKindOf("payroll")).toBeNull();
    expect(filterKindOf("foo:bar")).toBeNull();
    // Missed is one of the late filter's choices: picking it replaces is:late.
    expect(filterKindOf("is:missed")).toBe("late");
    expect(withFilterTerm(DASHBOARD, "late", "is:missed")[0]).toBe("is:missed");
  });

  it("reads the term a filter holds", () => {
    expect(filterTerm(DASHBOARD, "status")).toBe("status=In Progress|Not Started");
    expect(filterTerm(DASHBOARD, "user")).toBe("");
  });

  it("replaces a filter's term in place and keeps the others", () => {
    expect(withFilterTerm(DASHBOARD, "status", "status=Complete")).toEqual([
      "is:late",
      "isNot:deleted",
      "status=Complete",
      "d=org",
    ]);
    expect(withFilterTerm(DASHBOARD, "late", "")).toEqual([
      "isNot:deleted",
      "status=In Progress|Not Started",
      "d=org",
    ]);
    expect(withFilterTerm(["payroll"], "user", "user:7")).toEqual(["payroll", "user:7"]);
  });
});

describe("canonical terms", () => {
  it("spells a status set one way, whatever its order", () => {
    expect(canonicalTerm("status=Not Started|In Progress")).toBe(
      canonicalTerm("status=In Progress|Not Started"),
    );
    expect(canonicalTerm("status=Complete")).not.toBe(canonicalTerm("status=In Progress"));
    expect(canonicalTerm("foo:bar")).toBe("foo:bar");
  });
});

describe("the count of active filters", () => {
  it("counts the given filters that hold a term, each once", () => {
    const terms = [...DASHBOARD, "user:7", "process:3", "payroll"];
    // Late and status; scope, deleted and free text have no select of theirs.
    expect(activeFilterCount(terms, BASIC_FILTER_KINDS)).toBe(2);
    expect(activeFilterCount(terms, [...BASIC_FILTER_KINDS, ...PICKER_FILTER_KINDS])).toBe(4);
    expect(activeFilterCount(["status=Complete", "status=In Progress"], ["status"])).toBe(1);
    expect(activeFilterCount([], PICKER_FILTER_KINDS)).toBe(0);
  });
});
