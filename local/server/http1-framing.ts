/**
 * Just enough HTTP/1.1 parsing for the slow-client guard (slow-client-guard.ts) to know
 * where a request head ends and how long its body is, so that it can hold each part to a
 * deadline. The HTTP server behind the guard parses every byte again itself: a request the
 * guard frames differently is refused there, so this parser decides timing, never meaning.
 */

export type BodyFraming =
  | { kind: "none" }
  | { kind: "length"; length: number }
  | { kind: "chunked" }
  /** Upgrade (WebSocket) or CONNECT: raw bytes both ways from here on. */
  | { kind: "tunnel" };

export class BadRequestHead extends Error {}

/** The peer address header the guard writes; a client's own copy is dropped. */
export const PEER_HEADER = "x-routinely-peer";

/** Index just past the empty line that ends a head (CRLF CRLF, or bare LFs), or -1. */
export function headEnd(bytes: Uint8Array, from = 0): number {
  for (let i = Math.max(from, 1); i < bytes.length; i++) {
    if (bytes[i] !== 10) continue; // LF
    if (bytes[i - 1] === 10) return i + 1;
    if (bytes[i - 1] === 13 && i >= 2 && bytes[i - 2] === 10) return i + 1;
  }
  return -1;
}

/**
 * Parses a complete head: its body framing (RFC 9112 §6.3) and the head to forward, with
 * the client's address in PEER_HEADER instead of any copy the client sent.
 */
export function parseHead(
  head: Uint8Array,
  peer: string,
): { framing: BodyFraming; forward: Uint8Array } {
  // Latin-1 keeps one character per byte, so nothing is lost or reinterpreted.
  const text = new TextDecoder("latin1").decode(head);
  const lines = text.split(/\r?\n/);
  while (lines.length && lines[lines.length - 1] === "") lines.pop();
  const requestLine = lines.shift() ?? "";
  const method = requestLine.split(" ")[0] ?? "";
  if (!/^[A-Z]+$/.test(method)) throw new BadRequestHead("bad request line");

  const kept: string[] = [];
  let length: number | undefined;
  let transferEncoding: string | undefined;
  let upgrade = method === "CONNECT";
  for (const line of lines) {
    const colon = line.indexOf(":");
    if (colon <= 0) throw new BadRequestHead("bad header line");
    const name = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    if (name === PEER_HEADER) continue;
    if (name === "content-length") {
      if (!/^\d{1,15}$/.test(value)) throw new BadRequestHead("bad content-length");
      const n = Number(value);
      if (length !== undefined && length !== n) throw new BadRequestHead("conflicting lengths");
      length = n;
    } else if (name === "transfer-encoding") {
      transferEncoding = transferEncoding ? `${transferEncoding}, ${value}` : value;
    } else if (name === "upgrade") {
      upgrade = true;
    }
    kept.push(line);
  }

  let framing: BodyFraming;
  if (upgrade) framing = { kind: "tunnel" };
  else if (transferEncoding !== undefined) {
    const codings = transferEncoding.toLowerCase().split(",").map((c) => c.trim());
    if (codings[codings.length - 1] !== "chunked") throw new BadRequestHead("unframed body");
    framing = { kind: "chunked" };
  } else if (length) framing = { kind: "length", length };
  else framing = { kind: "none" };

  const rebuilt = [requestLine, `${PEER_HEADER}: ${peer}`, ...kept, "", ""].join("\r\n");
  return { framing, forward: latin1(rebuilt) };
}

function latin1(text: string): Uint8Array {
  const out = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) out[i] = text.charCodeAt(i) & 0xff;
  return out;
}

/**
 * Follows a chunked body byte by byte (size line, data, CRLF, ..., last chunk, trailers)
 * to tell where it ends. Lines are bounded so a client cannot grow them without end.
 */
export class ChunkedBodyScanner {
  private state: "size" | "data" | "dataEnd" | "trailer" = "size";
  private line = "";
  private remaining = 0;
  done = false;

  /** How many leading bytes of `bytes` belong to the body (all of them unless it ends). */
  scan(bytes: Uint8Array): number {
    let i = 0;
    while (i < bytes.length && !this.done) {
      if (this.state === "data") {
        const take = Math.min(this.remaining, bytes.length - i);
        i += take;
        this.remaining -= take;
        if (this.remaining === 0) this.state = "dataEnd";
        continue;
      }
      const byte = bytes[i++];
      if (byte !== 10) {
        if (byte !== 13) this.line += String.fromCharCode(byte);
        if (this.line.length > 4096) throw new BadRequestHead("chunk line too long");
        continue;
      }
      const line = this.line;
      this.line = "";
      if (this.state === "dataEnd") {
        if (line !== "") throw new BadRequestHead("missing chunk end");
        this.state = "size";
      } else if (this.state === "size") {
        const size = /^([0-9a-fA-F]{1,12})(;.*)?$/.exec(line.trim());
        if (!size) throw new BadRequestHead("bad chunk size");
        this.remaining = parseInt(size[1], 16);
        this.state = this.remaining === 0 ? "trailer" : "data";
      } else if (line === "") {
        this.done = true;
      }
    }
    return i;
  }
}
