/**
 * A small TCP front for Deno.serve that holds clients to deadlines. Deno 2.9's HTTP server
 * (hyper without a timer; node:http's headersTimeout/requestTimeout are accepted and
 * ignored) waits forever for a request head, so a client that trickles its head or body
 * keeps a connection and its buffers for as long as it likes. The guard accepts the
 * connections itself, reads each request head under a deadline and a size cap, forwards
 * complete heads only, times each body, and closes connections idle between requests. The
 * real server listens on a Unix socket in a private directory that only the guard reaches;
 * the guard passes the client's address along in a header.
 */
import { join } from "node:path";
import {
  BadRequestHead,
  type BodyFraming,
  ChunkedBodyScanner,
  headEnd,
  parseHead,
  PEER_HEADER,
} from "./http1-framing.ts";

export interface GuardLimits {
  /** A request head must be complete this long after its first byte (default 10 s). */
  headTimeoutMs: number;
  /** A request body must be complete this long after its head (default 10 s). */
  bodyTimeoutMs: number;
  /** A connection with nothing in flight is closed after this long (default 30 s). */
  idleTimeoutMs: number;
  /** Largest request head accepted (default 32 KB). */
  maxHeadBytes: number;
}

export const DEFAULT_GUARD_LIMITS: GuardLimits = {
  headTimeoutMs: 10_000,
  bodyTimeoutMs: 10_000,
  idleTimeoutMs: 30_000,
  maxHeadBytes: 32 * 1024,
};

export interface GuardedServer {
  addr: Deno.NetAddr;
  /** Stops accepting, lets requests in flight finish, then closes every connection. */
  shutdown(): Promise<void>;
}

/** Deno.serve behind the guard, on `hostname:port` (0 = any free port). */
export async function serveGuarded(
  options: { hostname: string; port: number; limits?: Partial<GuardLimits> },
  handler: (req: Request, info: Deno.ServeHandlerInfo) => Promise<Response>,
): Promise<GuardedServer> {
  const limits = { ...DEFAULT_GUARD_LIMITS, ...options.limits };
  const listener = Deno.listen({ hostname: options.hostname, port: options.port });
  const dir = await Deno.makeTempDir({ prefix: "routinely-http-" });
  await Deno.chmod(dir, 0o700);
  const path = join(dir, "http.sock");
  // Proves a peer header was written by this guard: were a request ever framed differently
  // here and in the server, a head hidden in a body could not name its own address.
  const secret = crypto.randomUUID();
  let server: Deno.HttpServer<Deno.UnixAddr>;
  try {
    server = Deno.serve(
      { transport: "unix", path, onListen: () => {} },
      (req, info) => handler(req, { ...info, remoteAddr: peerOf(req, secret) }),
    );
  } catch (error) {
    listener.close();
    await Deno.remove(dir, { recursive: true }).catch(() => {});
    throw error;
  }

  const open = new Set<GuardedConnection>();
  let listening = true;
  const accepting = (async () => {
    while (listening) {
      let conn: Deno.TcpConn;
      try {
        conn = await listener.accept();
      } catch (error) {
        if (!listening || error instanceof Deno.errors.BadResource) return;
        // Out of file descriptors and the like: wait a little rather than stop serving.
        await new Promise((r) => setTimeout(r, 100));
        continue;
      }
      // Answers go out as soon as they are written: with Nagle on, the second write of an
      // answer waits for the client's delayed ACK (~40 ms a request; bench/load.ts shows it).
      conn.setNoDelay(true);
      const guarded = new GuardedConnection(conn, path, limits, secret);
      open.add(guarded);
      guarded.run().finally(() => open.delete(guarded));
    }
  })();

  let closing: Promise<void> | undefined;
  return {
    addr: listener.addr as Deno.NetAddr,
    shutdown() {
      closing ??= (async () => {
        listening = false;
        listener.close();
        await accepting;
        // Nothing waits on a client any more: requests already forwarded may finish.
        for (const conn of open) if (!conn.awaitingResponse) conn.close();
        await server.shutdown();
        for (const conn of open) conn.close();
        await Deno.remove(dir, { recursive: true }).catch(() => {});
      })();
      return closing;
    },
  };
}

function peerOf(req: Request, secret: string): Deno.NetAddr {
  const [proof, hostname, port] = (req.headers.get(PEER_HEADER) ?? "").split(" ");
  if (proof !== secret || !hostname) return { transport: "tcp", hostname: "unknown", port: 0 };
  return { transport: "tcp", hostname, port: Number(port) || 0 };
}

const ENCODER = new TextEncoder();
/** Body bytes are handed to the server in pieces of at least this size (see forwardBody). */
const BODY_BATCH = 64 * 1024;

function answer(status: number, reason: string, message: string): Uint8Array {
  const body = JSON.stringify({ code: status, message });
  return ENCODER.encode(
    `HTTP/1.1 ${status} ${reason}\r\ncontent-type: application/json\r\n` +
      `content-length: ${body.length}\r\nconnection: close\r\n\r\n${body}`,
  );
}

type State =
  | { at: "head"; bytes: Uint8Array; startedAt: number }
  | {
    at: "body";
    framing: BodyFraming;
    remaining: number;
    scanner?: ChunkedBodyScanner;
    startedAt: number;
  }
  | { at: "tunnel" };

class GuardedConnection {
  private upstream?: Deno.UnixConn;
  private answers?: Promise<void>;
  private pendingBody: Uint8Array[] = [];
  private pendingBodyBytes = 0;
  private state: State = { at: "head", bytes: new Uint8Array(0), startedAt: 0 };
  private timer?: ReturnType<typeof setTimeout>;
  private lastActivity = Date.now();
  private closed = false;
  private requestsForwarded = 0;
  private answeredSinceHead = false;
  /** A complete request went upstream and no answer byte has come back since. */
  awaitingResponse = false;

  constructor(
    private readonly client: Deno.TcpConn,
    private readonly socketPath: string,
    private readonly limits: GuardLimits,
    private readonly secret: string,
  ) {}

  async run(): Promise<void> {
    try {
      this.arm();
      const buffer = new Uint8Array(16 * 1024);
      while (!this.closed) {
        const n = await this.client.read(buffer);
        if (n === null) break;
        this.lastActivity = Date.now();
        await this.fromClient(buffer.subarray(0, n));
      }
      // The client finished sending; the answer may still be on its way.
      if (!this.closed && this.upstream) await this.upstream.closeWrite().catch(() => {});
      await this.answers;
    } catch {
      // A reset or a refused request: nothing to tell anyone beyond closing.
    } finally {
      this.close();
    }
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    clearTimeout(this.timer);
    for (const conn of [this.client, this.upstream]) {
      try {
        conn?.close();
      } catch {
        // already closed
      }
    }
  }

  private async pipeAnswers(upstream: Deno.UnixConn): Promise<void> {
    const buffer = new Uint8Array(16 * 1024);
    try {
      while (!this.closed) {
        const n = await upstream.read(buffer);
        if (n === null) break;
        this.awaitingResponse = false;
        this.answeredSinceHead = true;
        this.lastActivity = Date.now();
        this.arm();
        await writeAll(this.client, buffer.subarray(0, n));
      }
    } catch {
      // the client or the server went away
    }
    this.close();
  }

  /** Feeds bytes from the client through the state machine, forwarding what is complete. */
  private async fromClient(bytes: Uint8Array): Promise<void> {
    while (bytes.length && !this.closed) {
      const state = this.state;
      if (state.at === "tunnel") {
        await this.forward(bytes);
        return;
      }
      if (state.at === "body") {
        let take: number;
        if (state.scanner) take = state.scanner.scan(bytes);
        else take = Math.min(state.remaining, bytes.length);
        state.remaining -= take;
        const done = state.scanner ? state.scanner.done : state.remaining === 0;
        await this.forwardBody(bytes.subarray(0, take), done);
        bytes = bytes.subarray(take);
        if (done) this.requestSent();
        continue;
      }
      if (state.bytes.length === 0) {
        // Empty lines before a request are allowed (RFC 9112 §2.2), e.g. after a body.
        let blank = 0;
        while (blank < bytes.length && (bytes[blank] === 10 || bytes[blank] === 13)) blank++;
        bytes = bytes.subarray(blank);
        if (!bytes.length) return;
        state.startedAt = Date.now();
      }
      const searchFrom = Math.max(0, state.bytes.length - 3);
      const joined = concat(state.bytes, bytes);
      const end = headEnd(joined, searchFrom);
      if (end < 0) {
        if (joined.length > this.limits.maxHeadBytes) {
          return await this.refuse(
            431,
            "Request Header Fields Too Large",
            "The request head is too large.",
          );
        }
        state.bytes = joined;
        this.arm();
        return;
      }
      if (end > this.limits.maxHeadBytes) {
        return await this.refuse(
          431,
          "Request Header Fields Too Large",
          "The request head is too large.",
        );
      }
      let parsed: ReturnType<typeof parseHead>;
      try {
        parsed = parseHead(joined.subarray(0, end), this.peer());
      } catch (error) {
        if (!(error instanceof BadRequestHead)) throw error;
        return await this.refuse(400, "Bad Request", "The request is malformed.");
      }
      this.requestsForwarded++;
      this.answeredSinceHead = false;
      await this.forward(parsed.forward);
      bytes = joined.subarray(end);
      const framing = parsed.framing;
      if (framing.kind === "tunnel") this.state = { at: "tunnel" };
      else if (framing.kind === "none") this.requestSent();
      else {
        this.state = {
          at: "body",
          framing,
          remaining: framing.kind === "length" ? framing.length : 0,
          scanner: framing.kind === "chunked" ? new ChunkedBodyScanner() : undefined,
          startedAt: Date.now(),
        };
      }
      this.arm();
    }
  }

  private requestSent(): void {
    this.state = { at: "head", bytes: new Uint8Array(0), startedAt: 0 };
    this.awaitingResponse = true;
    this.arm();
  }

  /**
   * Body bytes go to the server in pieces of at least BODY_BATCH (or the body's end): Deno
   * reads each piece of a request body into a fresh 64 KB buffer, so forwarding a trickle
   * byte by byte would make the server allocate 64 KB per tick of every slow client.
   */
  private async forwardBody(bytes: Uint8Array, done: boolean): Promise<void> {
    if (bytes.length) {
      this.pendingBody.push(bytes.slice());
      this.pendingBodyBytes += bytes.length;
    }
    if (!done && this.pendingBodyBytes < BODY_BATCH) return;
    const batch = concatAll(this.pendingBody, this.pendingBodyBytes);
    this.pendingBody = [];
    this.pendingBodyBytes = 0;
    await this.forward(batch);
  }

  private async forward(bytes: Uint8Array): Promise<void> {
    if (!bytes.length || this.closed) return;
    // Connected on the first complete head: a silent connection costs the server nothing.
    if (!this.upstream) {
      this.upstream = await Deno.connect({ transport: "unix", path: this.socketPath });
      this.answers = this.pipeAnswers(this.upstream);
    }
    await writeAll(this.upstream, bytes);
  }

  private peer(): string {
    const addr = this.client.remoteAddr;
    return `${this.secret} ${addr.hostname} ${addr.port}`;
  }

  /** The one deadline that applies now: head, body, or idle between requests. */
  private arm(): void {
    clearTimeout(this.timer);
    if (this.closed) return;
    const state = this.state;
    let due: number | undefined;
    let onExpiry = () => this.close();
    if (state.at === "head" && state.bytes.length > 0) {
      due = state.startedAt + this.limits.headTimeoutMs;
      onExpiry = () => this.timeOut("The request head did not arrive in time.");
    } else if (state.at === "body") {
      due = state.startedAt + this.limits.bodyTimeoutMs;
      onExpiry = () => this.timeOut("The request body did not arrive in time.");
    } else if (state.at === "head" && !this.awaitingResponse) {
      due = this.lastActivity + this.limits.idleTimeoutMs;
    }
    if (due === undefined) return;
    this.timer = setTimeout(onExpiry, Math.max(0, due - Date.now()));
  }

  private timeOut(message: string): void {
    // A 408 only where it cannot land inside an answer of the server's.
    const quiet = this.state.at === "head" ? this.requestsForwarded === 0 : !this.answeredSinceHead;
    if (quiet) void this.refuse(408, "Request Timeout", message);
    else this.close();
  }

  private async refuse(status: number, reason: string, message: string): Promise<void> {
    // Cut the server off first so that nothing it answers later reaches the client.
    this.closed = true;
    clearTimeout(this.timer);
    try {
      this.upstream?.close();
    } catch {
      // already closed
    }
    try {
      await writeAll(this.client, answer(status, reason, message));
    } catch {
      // the client is gone
    }
    try {
      this.client.close();
    } catch {
      // already closed
    }
  }
}

function concat(a: Uint8Array, b: Uint8Array): Uint8Array {
  if (!a.length) return b.slice();
  const out = new Uint8Array(a.length + b.length);
  out.set(a);
  out.set(b, a.length);
  return out;
}

function concatAll(parts: Uint8Array[], size: number): Uint8Array {
  if (parts.length === 1) return parts[0];
  const out = new Uint8Array(size);
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

async function writeAll(conn: Deno.Conn, bytes: Uint8Array): Promise<void> {
  let written = 0;
  while (written < bytes.length) written += await conn.write(bytes.subarray(written));
}
