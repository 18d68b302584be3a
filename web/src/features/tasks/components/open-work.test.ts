import { describe, expect, it } from "vitest";
import {
  canonicalTerm,
  filterKindOf,
  isOpening,
  nameTerm,
  OPEN_WORK_TERMS,
  termsForUrl,
  withOpenWork,
} from "./task-terms";
import { readTerms } from "@/components/saved-filters/query-terms";

describe("the list opens on the open work", () => {
  it("is opening only when the URL names no terms and no dates", () => {
    expect(isOpening(new URLSearchParams(""))).toBe(true);
    expect(isOpening(new URLSearchParams("page=2&view=calendar&sort=name"))).toBe(true);
    expect(isOpening(new URLSearchParams("q="))).toBe(false);
    expect(isOpening(new URLSearchParams("q=is:late"))).toBe(false);
    expect(isOpening(new URLSearchParams("to=2026-11-27"))).toBe(false);
    expect(isOpening(new URLSearchParams("from=2026-11-27"))).toBe(false);
  });

  it("writes the open work's terms, the status filter's 'not complete', and keeps the rest", () => {
    const next = withOpenWork(new URLSearchParams("view=calendar"));
    expect(next.get("view")).toBe("calendar");
    expect(readTerms(next)).toEqual([...OPEN_WORK_TERMS]);
    expect(isOpening(next)).toBe(false);
    expect(OPEN_WORK_TERMS.map(filterKindOf)).toEqual(["status"]);
    expect(canonicalTerm(OPEN_WORK_TERMS[0]!)).toBe(
      canonicalTerm("status=In Progress|Not Started"),
    );
  });

  it("writes no terms as one blank q, which reads as none and is not opening", () => {
    expect(termsForUrl(["is:late"])).toEqual(["is:late"]);
    const params = new URLSearchParams();
    for (const term of termsForUrl([])) params.append("q", term);
    expect(params.toString()).toBe("q=");
    expect(readTerms(params)).toEqual([]);
    expect(isOpening(params)).toBe(false);
  });
});

describe("person and process terms by handle", () => {
  const people = [{ id: 8, name: "Ben Baker", peopleHandle: "bbaker" }];
  const processes = [{ id: 11, name: "Payroll run", processHandle: "FIN-009" }];

  it("spells a handle one way, whatever its case", () => {
    expect(canonicalTerm("user:BBaker")).toBe(canonicalTerm("user:bbaker"));
    expect(canonicalTerm("Process=fin-009")).toBe(canonicalTerm("process:FIN-009"));
    expect(canonicalTerm("user:8")).toBe("user:8");
  });

  it("names the person or process of a chip, by handle or by id", () => {
    for (const raw of ["user:bbaker", "user:BBAKER", "user:8"]) {
      expect(nameTerm(raw, people, processes)).toBe("Person: Ben Baker (bbaker)");
    }
    for (const raw of ["process:FIN-009", "process:fin-009", "process:11"]) {
      expect(nameTerm(raw, people, processes)).toBe("Process: FIN-009 · Payroll run");
    }
    // Unknown, another kind of term, or a bad one: the chip keeps its own words.
    expect(nameTerm("user:nobody", people, processes)).toBeUndefined();
    expect(nameTerm("user:11", people, processes)).toBeUndefined();
    expect(nameTerm("is:late", people, processes)).toBeUndefined();
    expect(nameTerm("user:", people, processes)).toBeUndefined();
  });
});
