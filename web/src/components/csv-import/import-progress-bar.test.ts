import { describe, expect, it } from "vitest";
import { progressOf } from "./import-progress-bar";

const at = (phase: string, checked: number, written: number, dryRun = false) => ({
  kind: "ROLES" as const,
  phase: phase as "CHECKING",
  dryRun,
  linesTotal: 10,
  linesChecked: checked,
  linesWritten: written,
});

describe("progressOf", () => {
  it("waits for this import: nothing yet, a preview's or a finished import's progress", () => {
    for (const progress of [null, at("CHECKING", 3, 0, true), at("DONE", 10, 8)]) {
      expect(progressOf(progress, 8)).toEqual({
        text: "Starting the import…",
        value: null,
        max: 100,
      });
    }
  });

  it("counts checked lines of the file, then written lines of those to write", () => {
    expect(progressOf(at("CHECKING", 4, 0), 8)).toEqual({
      text: "Checking: 4 of 10 lines",
      value: 4,
      max: 10,
    });
    expect(progressOf(at("STAGING", 10, 6), 8)).toEqual({
      text: "Writing: 6 of 8 lines",
      value: 6,
      max: 8,
    });
    // The file changed since the preview: never more written than the whole.
    expect(progressOf(at("STAGING", 10, 9), 8).max).toBe(9);
    expect(progressOf(at("APPLYING", 10, 8), 8)).toEqual({
      text: "Applying the changes…",
      value: 8,
      max: 8,
    });
  });
});
