import { describe, expect, it } from "vitest";
import { IMPORT_LIMITS } from "@shared/import/read-csv.ts";
import { fileSize, IMPORT_KINDS, lines, MAX_IMPORT_BYTES } from "./import-kinds";
import { fileRefusal } from "./file-refusal";

describe("import kinds", () => {
  it("checks the same size limit as the server", () => {
    expect(MAX_IMPORT_BYTES).toBe(IMPORT_LIMITS.maxBytes);
  });

  it("describes every column of each format, in the format's order", () => {
    for (const info of Object.values(IMPORT_KINDS)) {
      expect(info.columns.map((c) => c.name)).toEqual(info.format.columns);
    }
  });

  it("refuses a file over the limit or empty, and lets one at the limit through", () => {
    expect(fileRefusal({ name: "a.csv", size: MAX_IMPORT_BYTES })).toBeNull();
    expect(fileRefusal({ name: "a.csv", size: MAX_IMPORT_BYTES + 1 })).toBe(
      "a.csv is 10.1 MB; an import file may be at most 10 MB. Split it into smaller files.",
    );
    expect(fileRefusal({ name: "a.csv", size: 0 })).toBe("a.csv is empty.");
  });

  it("writes sizes and line counts for people", () => {
    expect(fileSize(512)).toBe("1 KB");
    expect(fileSize(3 * 1024 * 1024)).toBe("3 MB");
    expect(lines(1)).toBe("1 line");
    expect(lines(12345)).toBe("12,345 lines");
  });
});
