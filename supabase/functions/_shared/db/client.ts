import postgres from "postgres";
import { guardTransactions } from "./transaction-guard.ts";

export type Sql = postgres.Sql;
export type Tx = postgres.TransactionSql;

/**
 * A pool for the functions. Notices are dropped: they are not for the API's callers.
 * Transactions are guarded so a lost connection fails its request, not the process.
 */
export function createSql(url: string, max = 10): Sql {
  return guardTransactions(postgres(url, {
    max,
    onnotice: () => {},
    idle_timeout: 30,
    connect_timeout: 10,
  }));
}

let shared: Sql | null = null;

/**
 * The process-wide pool, opened on first use from SUPABASE_DB_URL (Supabase gives it
 * to edge functions; the local stack sets it) or DATABASE_URL.
 */
export function sharedSql(): Sql {
  if (!shared) {
    const url = Deno.env.get("SUPABASE_DB_URL") || Deno.env.get("DATABASE_URL");
    if (!url) throw new Error("SUPABASE_DB_URL is not set");
    shared = createSql(url);
  }
  return shared;
}

/** Ends the shared pool (the local stack calls this at shutdown). */
export async function closeSharedSql(): Promise<void> {
  const pool = shared;
  shared = null;
  if (pool) await pool.end({ timeout: 5 });
}
