import type { PGlite } from "@electric-sql/pglite";
import {
  concatBytes,
  errorResponse,
  md5Answers,
  md5Challenge,
  panicIn,
  refuseCopyFromStdin,
  startupParameters,
} from "./wire-guards.ts";
import {
  EMBEDDED_BUSY_CODE,
  EMBEDDED_BUSY_PREFIX,
} from "../../../supabase/functions/_shared/db/unavailable.ts";
import { describeHolder, type Holder, noteStatement, StatementNames } from "./holder.ts";

export interface PgliteServerOptions {
  /** The password every connection must prove (MD5 challenge), user `postgres`. */
  password: string;
  /**
   * A connection that holds the database (inside a transaction or an unfinished
   * extended-query exchange) and sends nothing for this long is rolled back and closed,
   * so it cannot stall every other connection (default 10 s).
   */
  idleTimeoutMs?: number;
  /**
   * The longest a connection waits for the session while another holds it (default 5 s).
   * Beyond it the wait is refused with EMBEDDED_BUSY_CODE (an ERROR; the connection stays
   * usable), and the log names the holder and what it ran.
   */
  waitLimitMs?: number;
  /** Where the refusals are logged (default console.warn). */
  log?: (line: string) => void;
  /**
   * A session held longer than this is logged when it ends, with what held it, so that a
   * slow page can be traced to its cause (default half the wait limit; 0 turns it off).
   */
  slowHoldMs?: number;
  /**
   * Called once when the backend reported a PANIC (its write-ahead log could not be
   * written, say, on a full disk): PGlite cannot go on, every later statement is refused
   * with that error, and only a restart (which replays the log) recovers.
   */
  onFatal?: (error: { code: string; message: string }) => void;
}

/** Default of PgliteServerOptions.waitLimitMs. */
export const DEFAULT_WAIT_LIMIT_MS = 5_000;

/** Only the stack's own user exists on the embedded port. */
const USER = "postgres";

/**
 * Serves one PGlite over the PostgreSQL wire protocol on a loopback port, for any number
 * of postgres.js connections.
 *
 * PGlite is a single backend session, so connections must take turns. They take turns
 * per *conversation*, not per message: a connection keeps the database from its first
 * message until the backend reports ReadyForQuery with status idle ('I') at the end of
 * its output. That keeps an extended-protocol exchange (Parse … Flush, then Bind/Execute/
 * Sync) and a whole transaction together. (@electric-sql/pglite-socket interleaves single
 * messages of different connections, which under load answers `portal "" does not exist`
 * and can run one connection's statement inside another's transaction.)
 *
 * Anyone on the machine can reach a loopback port, so the server only lets in clients
 * that know the stack's password, never lets COPY … FROM STDIN reach PGlite (its backend
 * exits on it), and closes a connection that holds the database idle for too long.
 */
export class PgliteServer {
  #listener: Deno.Listener | undefined;
  #connections = new Set<Deno.Conn>();
  #owner: number | null = null;
  #holder: Holder | null = null;
  /** The holder episode last logged, so a burst of refused waiters logs it once. */
  #loggedHolder: Holder | null = null;
  #waiting: { id: number; resume: (acquired: boolean) => void }[] = [];
  #nextId = 1;
  #handlers = new Set<Promise<void>>();

  readonly #password: string;
  readonly #idleTimeoutMs: number;
  readonly #waitLimitMs: number;
  readonly #log: (line: string) => void;
  readonly #slowHoldMs: number;
  readonly #onFatal?: (error: { code: string; message: string }) => void;
  /** Set after a PANIC: nothing reaches PGlite any more. */
  #fatal: { code: string; message: string } | null = null;

  constructor(private readonly db: PGlite, options: PgliteServerOptions) {
    this.#password = options.password;
    this.#idleTimeoutMs = options.idleTimeoutMs ?? 10_000;
    this.#waitLimitMs = options.waitLimitMs ?? DEFAULT_WAIT_LIMIT_MS;
    this.#log = options.log ?? ((line) => console.warn(line));
    this.#slowHoldMs = options.slowHoldMs ?? this.#waitLimitMs / 2;
    this.#onFatal = options.onFatal;
  }

  /** Listens on 127.0.0.1:port (0 picks a free port) and answers the port. */
  start(port = 0): number {
    const listener = Deno.listen({ hostname: "127.0.0.1", port });
    this.#listener = listener;
    void this.#accept(listener);
    return (listener.addr as Deno.NetAddr).port;
  }

  /** Stops listening, closes every connection and waits for running work to finish. */
  async stop(): Promise<void> {
    this.#listener?.close();
    this.#listener = undefined;
    for (const conn of this.#connections) {
      try {
        conn.close();
      } catch {
        // already closed
      }
    }
    await Promise.allSettled([...this.#handlers]);
  }

  async #accept(listener: Deno.Listener) {
    try {
      for await (const conn of listener) {
        this.#connections.add(conn);
        // Answers go out as soon as they are ready: with Nagle's algorithm, the answer to
        // the second of two pipelined statements waited for the client's delayed ACK of the
        // first (40 ms), which made most API requests ~45 ms slower (bench/load.ts).
        if ("setNoDelay" in conn) (conn as Deno.TcpConn).setNoDelay(true);
        const handler = this.#serve(conn).finally(() => {
          this.#connections.delete(conn);
          this.#handlers.delete(handler);
        });
        this.#handlers.add(handler);
      }
    } catch {
      // listener closed
    }
  }

  /** Takes the session for connection `id`; false when it stayed held until `deadline`. */
  async #acquire(id: number, application: string, deadline: number): Promise<boolean> {
    if (this.#owner === id) return true;
    if (this.#owner === null) {
      this.#own(id, application);
      return true;
    }
    const wait = deadline - performance.now();
    if (wait <= 0) return false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const acquired = await new Promise<boolean>((resume) => {
      const waiter = { id, resume };
      this.#waiting.push(waiter);
      timer = setTimeout(() => {
        const at = this.#waiting.indexOf(waiter);
        if (at < 0) return;
        this.#waiting.splice(at, 1);
        resume(false);
      }, wait);
    });
    clearTimeout(timer);
    if (acquired) this.#own(id, application);
    return acquired;
  }

  #own(id: number, application: string) {
    this.#owner = id;
    this.#holder = { connection: id, application, since: performance.now() };
  }

  #release(id: number) {
    if (this.#owner !== id) return;
    const holder = this.#holder;
    if (holder && this.#slowHoldMs > 0 && performance.now() - holder.since > this.#slowHoldMs) {
      this.#log(`embedded database: held long: ${describeHolder(holder)}`);
    }
    const next = this.#waiting.shift();
    this.#owner = next ? next.id : null;
    this.#holder = null;
    next?.resume(true);
  }

  /** The refusal of a wait that ran out, logged once per holder episode. */
  #busy(): string {
    const holder = this.#holder;
    const text =
      `${EMBEDDED_BUSY_PREFIX}: waited more than ${this.#waitLimitMs} ms for the session`;
    if (holder && holder !== this.#loggedHolder) {
      this.#loggedHolder = holder;
      this.#log(
        `embedded database: refused a wait of more than ${this.#waitLimitMs} ms; ${
          describeHolder(holder)
        }`,
      );
    }
    return text;
  }

  async #serve(conn: Deno.Conn) {
    const id = this.#nextId++;
    const writer = conn.writable.getWriter();
    let buffer: Uint8Array = new Uint8Array(0);
    let started = false;
    let group: Uint8Array[] = [];
    // Startup waits here until the client has proved the password.
    let pending: { startup: Uint8Array; user: string; salt: Uint8Array } | undefined;
    let idleTimer: ReturnType<typeof setTimeout> | undefined;
    let application = "";
    const statements = new StatementNames();
    // Extended-protocol messages after a refused Flush are dropped up to the next Sync, as
    // PostgreSQL does after an error.
    let skipToSync = false;
    // Groups that arrived together wait together: a refusal counts for those buffered behind it.
    let waitingSince: number | undefined;
    const refuse = async (code: string, text: string) => {
      await writer.write(errorResponse("FATAL", code, text));
    };
    try {
      for await (const chunk of conn.readable) {
        buffer = concatBytes(buffer, chunk);
        waitingSince = undefined;
        while (true) {
          const next = started ? regularMessage(buffer) : startupMessage(buffer);
          if (!next) break;
          buffer = buffer.subarray(next.length);
          if (next.kind === "ssl") {
            await writer.write(new TextEncoder().encode("N"));
            continue;
          }
          if (next.kind === "cancel" || next.kind === "terminate") return;
          if (next.kind === "startup") {
            started = true;
            const parameters = startupParameters(next.message);
            const user = parameters.user ?? "";
            application = parameters.application_name ?? "";
            if (user !== USER) {
              return await refuse("28000", `role "${user}" is not allowed on this port`);
            }
            const challenge = md5Challenge();
            pending = { startup: next.message, user, salt: challenge.salt };
            await writer.write(challenge.message);
            continue;
          }
          let message = next.message;
          let authenticated = false;
          if (pending) {
            if (!md5Answers(message, pending.user, this.#password, pending.salt)) {
              return await refuse("28P01", `password authentication failed for user "${USER}"`);
            }
            // Authenticated: PGlite answers the startup (AuthenticationOk … ReadyForQuery).
            message = pending.startup;
            pending = undefined;
            authenticated = true;
          } else if (message[0] === 0x70 /* p */) {
            return await refuse("08P01", "unexpected password message");
          } else {
            message = refuseCopyFromStdin(message);
            // COPY sub-protocol messages never reach PGlite: no COPY IN can be under way.
            if (COPY_IN_MESSAGES.has(message[0])) continue;
          }
          if (skipToSync) {
            if (message[0] === 0x53 /* S */) {
              skipToSync = false;
              await writer.write(READY_IDLE);
            }
            continue;
          }
          group.push(message);
          // Run what the client is waiting for: up to a Sync, a simple Query, a Flush,
          // or the startup packet.
          if (!authenticated && !"SQH".includes(String.fromCharCode(message[0]))) continue;
          const messages = group;
          group = [];
          clearTimeout(idleTimer);
          waitingSince ??= performance.now();
          const acquired = !this.#fatal &&
            await this.#acquire(id, application, waitingSince + this.#waitLimitMs);
          if (!acquired) {
            // Not in a transaction: only the holder of the session can be in one. Refused as
            // an ERROR, so the connection stays usable (a startup cannot wait: FATAL).
            const [code, text] = this.#fatal
              ? [this.#fatal.code, this.#stoppedText()]
              : [EMBEDDED_BUSY_CODE, this.#busy()];
            if (authenticated) return await refuse(code, text);
            await writer.write(errorResponse("ERROR", code, text));
            if (message[0] === 0x48 /* H */) skipToSync = true;
            else await writer.write(READY_IDLE);
            continue;
          }
          waitingSince = undefined;
          const holder = this.#holder;
          if (holder) {
            for (const m of messages) {
              const sql = statements.statementOf(m);
              if (sql !== undefined) noteStatement(holder, sql);
            }
          }
          const idle = await this.#run(messages, writer);
          if (this.#fatal) {
            // The backend will not answer again; end this exchange so the client reports the
            // error it got (its next one is refused with it).
            if (!idle) await writer.write(READY_IDLE);
            this.#release(id);
            continue;
          }
          if (idle) this.#release(id);
          else idleTimer = setTimeout(() => void this.#expire(conn, writer), this.#idleTimeoutMs);
        }
      }
    } catch {
      // the client went away
    } finally {
      clearTimeout(idleTimer);
      await this.#abandon(id);
      try {
        writer.releaseLock();
        conn.close();
      } catch {
        // already closed
      }
    }
  }

  /** Ends a connection that held the database idle too long; #abandon rolls it back. */
  async #expire(conn: Deno.Conn, writer: WritableStreamDefaultWriter<Uint8Array>) {
    const notice = errorResponse(
      "FATAL",
      "25P03",
      `terminating connection: it held the embedded database idle for more than ${this.#idleTimeoutMs} ms`,
    );
    // A client that reads nothing must not keep the connection open either.
    let timer: ReturnType<typeof setTimeout> | undefined;
    await Promise.race([
      writer.write(notice).catch(() => {}),
      new Promise((resolve) => timer = setTimeout(resolve, 1000)),
    ]);
    clearTimeout(timer);
    try {
      conn.close();
    } catch {
      // already closed
    }
  }

  /** Runs messages in order, streams the answers back; true when the backend is idle after. */
  async #run(
    messages: Uint8Array[],
    writer: WritableStreamDefaultWriter<Uint8Array>,
  ): Promise<boolean> {
    const output: Uint8Array[] = [];
    // One entry into the backend for the whole step (Parse … Sync): its main loop reads
    // message after message from the buffer as it does from a socket, and a call per
    // message cost as much again as the statement itself (bench/load.ts).
    await this.db.runExclusive(async () => {
      await this.db.execProtocolRawStream(concatBytes(...messages), {
        onRawData: (data: Uint8Array) => void output.push(data.slice()),
      });
    });
    const answer = concatBytes(...output);
    const panic = panicIn(answer);
    if (panic) this.#stop(panic);
    if (answer.length) await writer.write(answer);
    return endsIdle(answer);
  }

  /** After a PANIC: log it, refuse every waiter, and tell the owner of the server. */
  #stop(panic: { code: string; message: string }) {
    if (this.#fatal) return;
    this.#fatal = panic;
    this.#log(`embedded database: ${this.#stoppedText()}`);
    for (const waiter of this.#waiting.splice(0)) waiter.resume(false);
    try {
      this.#onFatal?.(panic);
    } catch {
      // the owner's business
    }
  }

  #stoppedText(): string {
    const panic = this.#fatal!;
    return `stopped after an error it cannot recover from (${panic.code}: ${panic.message}); it recovers when the stack restarts`;
  }

  /** A connection that leaves mid-conversation must not leave the session in its transaction. */
  async #abandon(id: number) {
    const index = this.#waiting.findIndex((w) => w.id === id);
    if (index >= 0) this.#waiting.splice(index, 1);
    if (this.#owner !== id) return;
    if (this.#fatal) return this.#release(id);
    try {
      await this.db.runExclusive(async () => {
        await this.db.execProtocolRawStream(SYNC, { onRawData: () => {} });
      });
      if (this.db.isInTransaction()) await this.db.exec("rollback");
    } catch {
      // the database is closing
    } finally {
      this.#release(id);
    }
  }
}

const SYNC = new Uint8Array([0x53, 0, 0, 0, 4]);
/** ReadyForQuery, idle: what a refused Query or Sync ends with. */
const READY_IDLE = new Uint8Array([0x5a, 0, 0, 0, 5, 0x49]);
/** CopyData, CopyDone, CopyFail. */
const COPY_IN_MESSAGES = new Set([0x64, 0x63, 0x66]);
const SSL_REQUEST = 80877103;
const CANCEL_REQUEST = 80877102;

type Parsed =
  | {
    kind: "ssl" | "cancel" | "startup" | "message" | "terminate";
    length: number;
    message: Uint8Array;
  }
  | undefined;

function int32(bytes: Uint8Array, at: number): number {
  return new DataView(bytes.buffer, bytes.byteOffset + at, 4).getInt32(0);
}

/** Before startup: SSLRequest, CancelRequest or StartupMessage, all length-prefixed. */
function startupMessage(buffer: Uint8Array): Parsed {
  if (buffer.length < 8) return undefined;
  const length = int32(buffer, 0);
  if (buffer.length < length) return undefined;
  const code = int32(buffer, 4);
  const message = buffer.slice(0, length);
  if (code === SSL_REQUEST) return { kind: "ssl", length, message };
  if (code === CANCEL_REQUEST) return { kind: "cancel", length, message };
  return { kind: "startup", length, message };
}

/** After startup: a type byte and a length that counts itself. */
function regularMessage(buffer: Uint8Array): Parsed {
  if (buffer.length < 5) return undefined;
  const length = 1 + int32(buffer, 1);
  if (buffer.length < length) return undefined;
  const message = buffer.slice(0, length);
  return { kind: message[0] === 0x58 /* X */ ? "terminate" : "message", length, message };
}

/** Whether the backend's answer ends with ReadyForQuery reporting an idle session. */
function endsIdle(answer: Uint8Array): boolean {
  let at = 0;
  let lastType = 0;
  let lastStatus = 0;
  while (at + 5 <= answer.length) {
    const length = int32(answer, at + 1);
    lastType = answer[at];
    if (lastType === 0x5a /* Z */) lastStatus = answer[at + 5];
    at += 1 + length;
  }
  return lastType === 0x5a && lastStatus === 0x49 /* I */;
}
