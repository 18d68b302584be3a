/**
 * Request bodies are read with a ceiling and a deadline, so that a huge upload is refused
 * after at most `limit` bytes, never buffered whole first, and a client that trickles its
 * body cannot hold a request (and its buffers) open for longer than `deadlineMs`.
 */

export const DEFAULT_BODY_LIMIT = 1024 * 1024;
/** The whole body must have arrived this long after the handler starts reading it. */
export const DEFAULT_BODY_DEADLINE_MS = 10_000;

/** A body refused while reading it; `status` is the HTTP answer it calls for. */
export abstract class BodyError extends Error {
  abstract readonly status: number;
}

export class BodyTooLargeError extends BodyError {
  readonly status = 413;
  constructor(readonly limit: number) {
    super(`The request is too large (limit ${formatBytes(limit)}).`);
    this.name = "BodyTooLargeError";
  }
}

export class BodyTimeoutError extends BodyError {
  readonly status = 408;
  constructor(readonly deadlineMs: number) {
    super(`The request body did not arrive within ${Math.ceil(deadlineMs / 1000)} s.`);
    this.name = "BodyTimeoutError";
  }
}

/** The connection broke mid-body (the client left, or a front cut it off). */
export class BodyAbortedError extends BodyError {
  readonly status = 400;
  constructor() {
    super("The request body could not be read.");
    this.name = "BodyAbortedError";
  }
}

export interface BodyLimitOptions {
  /** Milliseconds the whole body may take to arrive (default 10 s). */
  deadlineMs?: number;
}

/**
 * Returns a copy of `req` whose body is fully read (at most `limit` bytes), or throws
 * BodyTooLargeError / BodyTimeoutError. A declared Content-Length above the limit is
 * refused unread.
 */
export async function limitRequestBody(
  req: Request,
  limit = DEFAULT_BODY_LIMIT,
  options: BodyLimitOptions = {},
): Promise<Request> {
  if (!req.body) return req;
  const declared = Number(req.headers.get("content-length") ?? "NaN");
  if (Number.isFinite(declared) && declared > limit) {
    await req.body.cancel().catch(() => {});
    throw new BodyTooLargeError(limit);
  }
  const deadlineMs = options.deadlineMs ?? DEFAULT_BODY_DEADLINE_MS;
  const reader = req.body.getReader();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new BodyTimeoutError(deadlineMs)), deadlineMs);
  });
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    while (true) {
      const { done, value } = await Promise.race([reader.read(), expired]);
      if (done) break;
      size += value.byteLength;
      if (size > limit) throw new BodyTooLargeError(limit);
      // Deno hands each piece of a request body as a view on a 64 KB buffer: keeping the
      // view would keep the whole buffer, so a client trickling 100-byte pieces would make
      // the server hold 64 KB for each. Keep a copy of just the bytes.
      chunks.push(value.byteLength < value.buffer.byteLength ? value.slice() : value);
    }
  } catch (error) {
    await reader.cancel().catch(() => {});
    throw error instanceof BodyError ? error : new BodyAbortedError();
  } finally {
    clearTimeout(timer);
  }
  const body = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    body.set(chunk, at);
    at += chunk.byteLength;
  }
  const headers = new Headers(req.headers);
  headers.set("content-length", String(size));
  headers.delete("transfer-encoding");
  return new Request(req.url, {
    method: req.method,
    headers,
    body,
    signal: req.signal,
  });
}

function formatBytes(bytes: number): string {
  return bytes % (1024 * 1024) === 0
    ? `${bytes / (1024 * 1024)} MB`
    : `${Math.ceil(bytes / 1024)} KB`;
}
