import { describe, expect, it } from "vitest";
import { effectiveOnHint } from "./effective-on-hint";

const ROLES = [
  { id: 1, roleHandle: "PROD" },
  { id: 2, roleHandle: "WH" },
  { id: 3, roleHandle: "QA" },
];
const hint = (before: number[], after: number[]) =>
  effectiveOnHint(before, after, ROLES, (r) => r.roleHandle);

describe("effectiveOnHint", () => {
  it("names what the day starts and what it ends", () => {
    expect(hint([1], [2])).toBe(
      "WH starts on this day; PROD ends at its close, keeping its tasks. Empty: today.",
    );
    expect(hint([1, 2], [3])).toBe(
      "QA starts on this day; PROD, WH end at its close, keeping its tasks. Empty: today.",
    );
  });

  it("says what the day is for while nothing changes", () => {
    expect(hint([1], [1])).toMatch(/^Dates the changes above: .* Empty: today\.$/);
  });
});
