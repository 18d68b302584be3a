import { toast } from "sonner";

/** A screen's code that has not arrived after this long counts as failed (docs/product.md#limits). */
export const CHUNK_TIMEOUT_MS = 120_000;

export type ChunkErrorCode = "ChunkLoadError" | "CSS_CHUNK_LOAD_FAILED";

export class ChunkLoadError extends Error {
  readonly code: ChunkErrorCode;
  constructor(code: ChunkErrorCode, message: string) {
    super(message);
    this.name = code;
    this.code = code;
  }
}

/** Vite reports a failed stylesheet preload as "Unable to preload CSS for …". */
export function classifyChunkError(error: unknown): ChunkLoadError {
  if (error instanceof ChunkLoadError) return error;
  const message = error instanceof Error ? error.message : String(error);
  const code: ChunkErrorCode = /preload CSS|\.css\b|stylesheet/i.test(message)
    ? "CSS_CHUNK_LOAD_FAILED"
    : "ChunkLoadError";
  return new ChunkLoadError(code, message);
}

export function reloadPage(): void {
  window.location.reload();
}

function reportChunkError(error: ChunkLoadError): void {
  toast.error("Error", {
    id: `chunk:${error.code}`,
    description: `${error.code}: this page could not be loaded. Reload to try again.`,
    duration: Infinity,
    action: { label: "Reload", onClick: reloadPage },
  });
}

/**
 * Loads a lazy screen, failing after CHUNK_TIMEOUT_MS. Failures raise one error toast with
 * a Reload action and are rethrown so the route's error element can offer a reload too.
 */
export async function loadChunk<T>(
  load: () => Promise<T>,
  timeoutMs = CHUNK_TIMEOUT_MS,
): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () =>
        reject(
          new ChunkLoadError("ChunkLoadError", `Loading chunk timed out after ${timeoutMs} ms`),
        ),
      timeoutMs,
    );
  });
  try {
    return await Promise.race([load(), timeout]);
  } catch (error) {
    const chunkError = classifyChunkError(error);
    reportChunkError(chunkError);
    throw chunkError;
  } finally {
    clearTimeout(timer);
  }
}
