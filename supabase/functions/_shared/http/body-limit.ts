/**
 * Request bodies are read with a ceiling so that a huge upload is refused after at
 * most `limit` bytes, never buffered whole first.
 */

export const DEFAULT_BODY_LIMIT = 1024 * 1024;

export class BodyTooLargeError extends Error {
  constructor(readonly limit: number) {
    super(`The request is too large (limit ${formatBytes(limit)}).`);
    this.name = "BodyTooLargeError";
  }
}

/**
 * Returns a copy of `req` whose body is fully read (at most `limit` bytes), or throws
 * BodyTooLargeError. A declared Content-Length above the limit is refused unread.
 */
export async function limitRequestBody(
  req: Request,
  limit = DEFAULT_BODY_LIMIT,
): Promise<Request> {
  if (!req.body) return req;
  const declared = Number(req.headers.get("content-length") ?? "NaN");
  if (Number.isFinite(declared) && declared > limit) {
    await req.body.cancel().catch(() => {});
    throw new BodyTooLargeError(limit);
  }
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  while (true) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => {});
      throw new BodyTooLargeError(limit);
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    body.set(chunk, at);
    at += chunk.byteLength;
  }
  const headers = new Headers(req.headers);
  headers.set("content-length", String(size));
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
