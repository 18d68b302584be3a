import { describe, expect, it } from "vitest";
import { categoryFormSchema } from "./category-form-schema";
import { nextHandlePreview } from "./handle-preview";

describe("nextHandlePreview", () => {
  it("pads the number to three digits and never cuts a longer one", () => {
    expect(nextHandlePreview("HR", 1)).toBe("HR-001");
    expect(nextHandlePreview("HR", 42)).toBe("HR-042");
    expect(nextHandlePreview("HR", 999)).toBe("HR-999");
    expect(nextHandlePreview("HR", 1000)).toBe("HR-1000");
    expect(nextHandlePreview(" QA_2 ", 7)).toBe("QA_2-007");
  });

  it("gives nothing while the form cannot make a handle", () => {
    expect(nextHandlePreview("", 1)).toBeNull();
    expect(nextHandlePreview("HR", 0)).toBeNull();
    expect(nextHandlePreview("HR", 1.5)).toBeNull();
    expect(nextHandlePreview("HR", Number.NaN)).toBeNull();
  });
});

describe("categoryFormSchema", () => {
  const parse = (prefix: string, increment: string) =>
    categoryFormSchema.safeParse({ prefix, description: "", increment });
  const messages = (prefix: string, increment: string) => {
    const result = parse(prefix, increment);
    return result.success ? [] : result.error.issues.map((issue) => issue.message);
  };

  it("accepts what the database accepts", () => {
    expect(parse("HR", "1").success).toBe(true);
    expect(parse("A_1234567890abcd", "2147483646").success).toBe(true);
  });

  it("refuses bad prefixes and increments with the API's words", () => {
    expect(messages("", "1")[0]).toBe("Prefix is required.");
    expect(messages("_HR", "1")[0]).toMatch(/^Prefix must be 1 to 16 letters/);
    expect(messages("H R", "1")[0]).toMatch(/^Prefix must be 1 to 16 letters/);
    expect(messages("A".repeat(17), "1")[0]).toMatch(/^Prefix must be 1 to 16 letters/);
    expect(messages("HR", "")[0]).toBe("Increment is required.");
    expect(messages("HR", "0")).toEqual(["Increment must be 1 or more."]);
    expect(messages("HR", "1.5")).toEqual(["Increment must be a whole number."]);
    expect(messages("HR", "-3")).toEqual(["Increment must be a whole number."]);
    expect(messages("HR", "2147483647")).toEqual(["Increment is too large."]);
  });
});
