import { toast } from "sonner";
import { beforeEach, describe, expect, it, vi, type MockInstance } from "vitest";
import { ChunkLoadError, classifyChunkError, loadChunk } from "@/lib/chunk-loader";

// toast.error is a method of sonner's toast, spied on afresh for every test.
let toastError: MockInstance;
beforeEach(() => {
  toastError = vi.spyOn(toast, "error").mockImplementation(() => "");
});

describe("loadChunk", () => {
  it("answers the module when it arrives", async () => {
    await expect(loadChunk(async () => ({ default: 1 }))).resolves.toEqual({ default: 1 });
    expect(toastError).not.toHaveBeenCalled();
  });

  it("fails with ChunkLoadError after the time-out, with a reload toast", async () => {
    vi.useFakeTimers();
    try {
      const pending = loadChunk(() => new Promise(() => {}), 120_000);
      const assertion = expect(pending).rejects.toMatchObject({ code: "ChunkLoadError" });
      await vi.advanceTimersByTimeAsync(120_000);
      await assertion;
      const [, options] = toastError.mock.calls.at(-1) as [string, { action: { label: string } }];
      expect(options.action.label).toBe("Reload");
    } finally {
      vi.useRealTimers();
    }
  });

  it("classifies script and stylesheet failures", async () => {
    await expect(
      loadChunk(() => Promise.reject(new TypeError("Failed to fetch dynamically imported module"))),
    ).rejects.toBeInstanceOf(ChunkLoadError);
    expect(classifyChunkError(new Error("Unable to preload CSS for /assets/x.css")).code).toBe(
      "CSS_CHUNK_LOAD_FAILED",
    );
    expect(classifyChunkError(new Error("Failed to fetch dynamically imported module")).code).toBe(
      "ChunkLoadError",
    );
  });
});
