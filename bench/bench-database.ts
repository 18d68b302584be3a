/**
 * A fresh, migrated database for a benchmark that serves it with the local stack
 * (load-stack.ts): a database `name` on BENCH_DATABASE_URL's PostgreSQL server (dropped by
 * cleanup), or a PGlite data directory where the stack keeps it under DATA_DIR
 * (`<dir>/pglite`, local/config.ts), plus a connection to seed it.
 */
import postgres from "postgres";
import { migrate } from "../local/db/migrate.ts";
import { openDatabase } from "../local/db/open-database.ts";

export const SERVER_URL = Deno.env.get("BENCH_DATABASE_URL") ??
  "postgres://postgres@127.0.0.1:5432/test";

export interface BenchDatabase {
  sql: postgres.Sql;
  /** What startStackProcess serves: the database URL, or the data directory. */
  serve: { databaseUrl: string } | { dataDir: string };
  /** Lets the database go (PGlite: the stack takes the data directory over); once. */
  release(): Promise<void>;
  cleanup(): Promise<void>;
}

/** Runs one statement on the server's own database (create, drop). */
export async function onServer(statement: string): Promise<void> {
  const admin = postgres(SERVER_URL, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(statement);
  } finally {
    await admin.end();
  }
}

export async function prepareDatabase(kind: string, name: string): Promise<BenchDatabase> {
  if (kind === "postgres") {
    await onServer(`drop database if exists ${name} with (force)`);
    await onServer(`create database ${name}`);
    const url = new URL(SERVER_URL);
    url.pathname = `/${name}`;
    const sql = postgres(url.toString(), { max: 4, onnotice: () => {} });
    await migrate(sql);
    return {
      sql,
      serve: { databaseUrl: url.toString() },
      release: once(() => sql.end()),
      cleanup: () => onServer(`drop database if exists ${name} with (force)`),
    };
  }
  const dataDir = await Deno.makeTempDir({ prefix: `${name.replaceAll("_", "-")}-` });
  const db = await openDatabase({ dataDir: `${dataDir}/pglite` });
  const sql = postgres(db.url, { max: 1, onnotice: () => {} });
  await migrate(sql);
  return {
    sql,
    serve: { dataDir },
    release: once(async () => {
      await sql.end();
      await db.close();
    }),
    cleanup: () => Deno.remove(dataDir, { recursive: true }),
  };
}

function once(fn: () => Promise<void>): () => Promise<void> {
  let done: Promise<void> | undefined;
  return () => done ??= fn();
}
