/**
 * Migrated databases for integration tests, started from a snapshot instead of migrating
 * each one: tests of the functions (supabase/) and of the local stack (local/) both use it.
 *
 * - PGlite (default): the migrations run once into an in-memory PGlite whose data
 *   directory is dumped to `.data/test-snapshots/pglite-<version>-<hash>.tar` (written
 *   under a temporary name and renamed, so parallel test processes never read half a
 *   file); every test database is a new in-memory PGlite loaded from that dump, served on
 *   a loopback port.
 * - PostgreSQL (TEST_DATABASE_URL): one template database per migration set,
 *   `routinely_tpl_<hash>`, migrated once under an advisory lock so that parallel
 *   processes do not race; every test database is `create database … template …`.
 *
 * The hash covers the names and contents of the migration files, so a changed migration
 * makes a new snapshot by itself.
 *
 * A test that makes its own organisations and reads nothing outside them may ask for a
 * shared database (`shared: true`): with TEST_SHARED_DATABASE_URLS set (the Deno layers of
 * `npm test`, local/testing/with-shared-databases.ts) it connects to one of those migrated
 * databases (PGlite servers, or one PostgreSQL database) instead of making its own.
 */
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { createHash } from "node:crypto";
import postgres from "postgres";
import {
  listSqlFiles,
  migrate,
  SUPABASE_MIGRATIONS,
} from "../../supabase/functions/_shared/db/migrate.ts";
import { PgliteServer, type PgliteServerOptions } from "../db/embedded/pglite-server.ts";
import { randomPassword } from "../db/embedded/wire-guards.ts";

export interface TestDatabase {
  /** URL of a freshly migrated database that only this test run uses. */
  url: string;
  /** A superuser connection (bypasses RLS) for arranging and inspecting rows. */
  sql: postgres.Sql;
  close(): Promise<void>;
}

export interface TestDatabaseOptions {
  /** Migration directories to apply, in order (default: supabase/migrations). */
  migrationDirs?: URL[];
  /** PGlite only: how long a connection may hold the database idle (default 10 s). */
  idleTimeoutMs?: number;
  /** PGlite only: the wire server's wait limit and log (PgliteServerOptions). */
  server?: Pick<PgliteServerOptions, "waitLimitMs" | "log">;
  /** The test keeps to its own organisations: a database of TEST_SHARED_DATABASE_URLS will do. */
  shared?: boolean;
}

/** The embedded test servers' wait limit (the stack's is DB_WAIT_LIMIT_MS, 5 s). */
const TEST_WAIT_LIMIT_MS = 60_000;

const SNAPSHOT_DIR = new URL("../../.data/test-snapshots/", import.meta.url);

/**
 * A migrated database for a test: in-memory PGlite by default, or a new database on the
 * PostgreSQL server of TEST_DATABASE_URL (dropped on close), so runs never share state.
 */
export async function createTestDatabase(
  options: TestDatabaseOptions = {},
): Promise<TestDatabase> {
  const dirs = options.migrationDirs ?? [SUPABASE_MIGRATIONS];
  const shared = options.shared && !options.migrationDirs && sharedUrl();
  if (shared) return fromShared(shared);
  const serverUrl = Deno.env.get("TEST_DATABASE_URL");
  if (serverUrl) return await fromTemplate(serverUrl, dirs);
  return await fromDump(dirs, options.idleTimeoutMs, options.server);
}

/**
 * Always PGlite, whatever TEST_DATABASE_URL says: for tests of the embedded database and its
 * wire server. `migrationDirs: []` gives a bare cluster (only the empty migration ledger), which
 * costs a fraction of a fresh PGlite's initdb.
 */
export async function createEmbeddedTestDatabase(
  options: TestDatabaseOptions = {},
): Promise<TestDatabase> {
  return await fromDump(
    options.migrationDirs ?? [SUPABASE_MIGRATIONS],
    options.idleTimeoutMs,
    options.server,
  );
}

/**
 * The PGlite data directory of a migrated database, as a tar archive (the snapshot that
 * test databases load): local/testing/snapshot-data-dir.ts unpacks it where a stack process
 * finds it.
 */
export function pgliteSnapshot(migrationDirs: URL[] = [SUPABASE_MIGRATIONS]): Promise<Blob> {
  return dumpFor(migrationDirs);
}

/** The same hash for the same migration files, in any process. */
async function migrationsHash(dirs: URL[]): Promise<string> {
  const hash = createHash("sha256");
  for (const dir of dirs) {
    for (const file of await listSqlFiles(dir)) {
      hash.update(`${file}\0`);
      hash.update(await Deno.readFile(new URL(file, dir)));
      hash.update("\0");
    }
    hash.update("\u0001");
  }
  return hash.digest("hex").slice(0, 16);
}

// ── PGlite ──────────────────────────────────────────────────────────────────────────────

/** One dump per migration set and process (read from disk, or made once). */
const dumps = new Map<string, Promise<Blob>>();

function dumpFor(dirs: URL[]): Promise<Blob> {
  const key = dirs.map(String).join("\n");
  let dump = dumps.get(key);
  if (!dump) {
    dump = loadOrMakeDump(dirs);
    dumps.set(key, dump);
    dump.catch(() => dumps.delete(key));
  }
  return dump;
}

/** PGlite's version: a dump is only loaded by the PGlite that made it. */
async function pgliteVersion(): Promise<string> {
  try {
    const pkg = new URL(
      "../../node_modules/@electric-sql/pglite/package.json",
      import.meta.url,
    );
    return JSON.parse(await Deno.readTextFile(pkg)).version;
  } catch {
    return "unknown";
  }
}

async function loadOrMakeDump(dirs: URL[]): Promise<Blob> {
  const name = `pglite-${await pgliteVersion()}-${await migrationsHash(dirs)}.tar`;
  const file = new URL(name, SNAPSHOT_DIR);
  try {
    return new Blob([await Deno.readFile(file)]);
  } catch (error) {
    if (!(error instanceof Deno.errors.NotFound)) throw error;
  }
  const served = await serve(await PGlite.create({ extensions: { pg_trgm } }));
  const sql = postgres(served.url, { max: 1, onnotice: () => {} });
  let dump: Blob;
  try {
    await migrate(sql, dirs);
    dump = await served.db.dumpDataDir("none");
  } finally {
    await sql.end();
    await served.close();
  }
  await Deno.mkdir(SNAPSHOT_DIR, { recursive: true });
  const temp = new URL(
    `${file.pathname.split("/").pop()}.${crypto.randomUUID()}.tmp`,
    SNAPSHOT_DIR,
  );
  await Deno.writeFile(temp, new Uint8Array(await dump.arrayBuffer()));
  await Deno.rename(temp, file); // atomic: a parallel reader sees no file or a whole one
  return dump;
}

async function fromDump(
  dirs: URL[],
  idleTimeoutMs?: number,
  server?: TestDatabaseOptions["server"],
): Promise<TestDatabase> {
  const db = await PGlite.create({ loadDataDir: await dumpFor(dirs), extensions: { pg_trgm } });
  const served = await serve(db, idleTimeoutMs, server);
  const sql = postgres(served.url, { max: 4, onnotice: () => {} });
  return {
    url: served.url,
    sql,
    async close() {
      await sql.end();
      await served.close();
    },
  };
}

/** One of TEST_SHARED_DATABASE_URLS, the same for every test of a file (by the file's name). */
function sharedUrl(): string | undefined {
  const urls = (Deno.env.get("TEST_SHARED_DATABASE_URLS") ?? "").split(" ").filter(Boolean);
  if (urls.length === 0) return undefined;
  const hash = [...Deno.mainModule].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 0);
  return urls[hash % urls.length];
}

function fromShared(url: string): TestDatabase {
  const sql = postgres(url, { max: 4, onnotice: () => {} });
  return { url, sql, close: () => sql.end() };
}

/** PGlite on a free loopback port, as the local stack serves it (one password per server). */
async function serve(
  db: PGlite,
  idleTimeoutMs?: number,
  options?: TestDatabaseOptions["server"],
) {
  const password = randomPassword();
  // Test files share a loaded machine: a wait there is no outage. A test of the wait limit
  // sets its own.
  const server = new PgliteServer(db, {
    password,
    idleTimeoutMs,
    waitLimitMs: TEST_WAIT_LIMIT_MS,
    ...options,
  });
  let port: number;
  try {
    port = server.start(0);
  } catch (error) {
    await db.close();
    throw error;
  }
  return {
    db,
    url: `postgres://postgres:${password}@127.0.0.1:${port}/postgres?sslmode=disable`,
    async close() {
      await server.stop();
      await db.close();
    },
  };
}

// ── PostgreSQL ──────────────────────────────────────────────────────────────────────────

/** One template per migration set and process, once it exists on the server. */
const templates = new Map<string, Promise<string>>();

function templateFor(serverUrl: string, dirs: URL[]): Promise<string> {
  const key = `${serverUrl}\n${dirs.map(String).join("\n")}`;
  let template = templates.get(key);
  if (!template) {
    template = ensureTemplate(serverUrl, dirs);
    templates.set(key, template);
    template.catch(() => templates.delete(key));
  }
  return template;
}

function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Creates and migrates `routinely_tpl_<hash>` unless it exists; returns its name. */
async function ensureTemplate(serverUrl: string, dirs: URL[]): Promise<string> {
  const name = `routinely_tpl_${await migrationsHash(dirs)}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  try {
    // Session lock: held across the statements below, released on `end` at the latest.
    await admin`select pg_advisory_lock(hashtext('routinely.test-template'))`;
    const [exists] = await admin`select 1 from pg_database where datname = ${name}`;
    if (exists) return name;
    // Built under another name and renamed when complete: a crash never leaves a
    // half-migrated template under the real name.
    const building = `${name}_building`;
    await admin.unsafe(`drop database if exists ${building} with (force)`);
    await admin.unsafe(`create database ${building}`);
    const sql = postgres(databaseUrl(serverUrl, building), { max: 1, onnotice: () => {} });
    try {
      await migrate(sql, dirs);
    } finally {
      await sql.end();
    }
    await admin.unsafe(`alter database ${building} rename to ${name}`);
    return name;
  } finally {
    await admin.end();
  }
}

async function fromTemplate(serverUrl: string, dirs: URL[]): Promise<TestDatabase> {
  const template = await templateFor(serverUrl, dirs);
  const name = `routinely_test_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name} template ${template}`);
  const url = databaseUrl(serverUrl, name);
  const sql = postgres(url, { max: 4, onnotice: () => {} });
  return {
    url,
    sql,
    async close() {
      await sql.end();
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}
