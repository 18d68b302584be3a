import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { lockDataDir } from "./data-dir-lock.ts";
import { PgliteServer } from "./embedded/pglite-server.ts";
import { randomPassword } from "./embedded/wire-guards.ts";

export interface OpenDatabase {
  /** A postgres:// URL every code path connects to, embedded or not. */
  url: string;
  embedded: boolean;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** A real PostgreSQL; when set, nothing is embedded. */
  databaseUrl?: string;
  /** Where PGlite keeps its files; in memory when absent. */
  dataDir?: string;
  /** Loopback port for the embedded database; 0 picks a free one. */
  port?: number;
  /** How long a connection may hold the embedded database idle (default 10 s). */
  idleTimeoutMs?: number;
  /** How long a connection may wait for the embedded database (default 5 s). */
  waitLimitMs?: number;
  /** The embedded database stopped after a PANIC (PgliteServerOptions.onFatal). */
  onFatal?: (error: { code: string; message: string }) => void;
}

/**
 * Shared buffers of the embedded database: PostgreSQL's default of 128 MB lives inside the
 * stack's own process (WebAssembly memory never shrinks, and PGlite touches all of it when
 * it starts), where one session needs far less; the data directory's files stay in the
 * operating system's page cache anyway, a read from there is a system call. Measured with
 * bench/tasks-list.ts: the WebAssembly memory holds some 18 MB plus the shared
 * buffers; 16 MB instead of 32 MB costs the task lists no CPU per call. PGlite's own start
 * parameters are kept; a PGlite that does not expose them keeps its defaults. Durability is
 * not the buffers' business (the write-ahead log and fsync are unchanged).
 */
const EMBEDDED_SHARED_BUFFERS = "16MB";

function embeddedStartParams(): { startParams?: string[] } {
  const defaults = (PGlite as unknown as { defaultStartParams?: string[] }).defaultStartParams;
  return defaults
    ? { startParams: [...defaults, "-c", `shared_buffers=${EMBEDDED_SHARED_BUFFERS}`] }
    : {};
}

/**
 * Opens PostgreSQL or an embedded PGlite exposed on a loopback socket, so the API,
 * the auth server and the tests all talk to a database the same way (postgres.js).
 */
export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<OpenDatabase> {
  if (options.databaseUrl) {
    return { url: options.databaseUrl, embedded: false, close: () => Promise.resolve() };
  }
  // One process per data directory: two PGlites on the same files corrupt them. The lock
  // also creates the directory (PGlite creates only the last path segment).
  const lock = options.dataDir ? lockDataDir(options.dataDir) : undefined;
  let db: PGlite;
  try {
    // pg_trgm as on PostgreSQL, so the trigram indexes of the processes search exist here too.
    db = await PGlite.create({
      ...(options.dataDir ? { dataDir: options.dataDir } : {}),
      extensions: { pg_trgm },
      ...embeddedStartParams(),
    });
  } catch (error) {
    lock?.release();
    throw error;
  }
  // PGlite is one session; the server lets connections take turns per conversation.
  // Only this process learns the password (in the URL it hands out).
  const password = randomPassword();
  const server = new PgliteServer(db, {
    password,
    idleTimeoutMs: options.idleTimeoutMs,
    waitLimitMs: options.waitLimitMs,
    onFatal: options.onFatal,
  });
  let port: number;
  try {
    port = server.start(options.port ?? 0);
  } catch (error) {
    await db.close();
    lock?.release();
    throw error;
  }
  return {
    url: `postgres://postgres:${password}@127.0.0.1:${port}/postgres?sslmode=disable`,
    embedded: true,
    async close() {
      try {
        await server.stop();
        await db.close();
      } finally {
        lock?.release();
      }
    },
  };
}
