import postgres from "postgres";
import { boundAcquire } from "./acquire-timeout.ts";
import { guardTransactions } from "./transaction-guard.ts";

export type Sql = postgres.Sql;
export type Tx = postgres.TransactionSql;

export interface PoolOptions {
  /** Connections at most (default 10). */
  max?: number;
  /** How long opening a connection may take (default DB_CONNECT_TIMEOUT_MS, else 1.5 s). */
  connectTimeoutMs?: number;
  /**
   * How long a transaction may wait to start: a connection and BEGIN answered (default
   * DB_ACQUIRE_TIMEOUT_MS, else 1.5 s). Beyond it the request is told the database is
   * unavailable (unavailable.ts) instead of waiting.
   */
  acquireTimeoutMs?: number;
  /** The connections' application_name: who holds the database, in logs and pg_stat_activity. */
  application?: string;
}

export const DEFAULT_CONNECT_TIMEOUT_MS = 1_500;
export const DEFAULT_ACQUIRE_TIMEOUT_MS = 1_500;

function envMs(name: string, fallback: number): number {
  const raw = Deno.env.get(name)?.trim();
  const value = raw ? Number(raw) : NaN;
  return Number.isFinite(value) && value > 0 ? value : fallback;
}

/**
 * A pool for the functions. Notices are dropped: they are not for the API's callers.
 * Transactions are guarded so a lost connection fails its request, not the process, and
 * both opening a connection and waiting for one are bounded, so an unreachable database
 * answers within seconds (unavailable.ts) instead of after the driver's reconnect backoff.
 */
export function createSql(url: string, options: number | PoolOptions = {}): Sql {
  const opts = typeof options === "number" ? { max: options } : options;
  const connectMs = opts.connectTimeoutMs ??
    envMs("DB_CONNECT_TIMEOUT_MS", DEFAULT_CONNECT_TIMEOUT_MS);
  const acquireMs = opts.acquireTimeoutMs ??
    envMs("DB_ACQUIRE_TIMEOUT_MS", DEFAULT_ACQUIRE_TIMEOUT_MS);
  return boundAcquire(
    guardTransactions(postgres(url, {
      max: opts.max ?? 10,
      onnotice: () => {},
      idle_timeout: 30,
      connection: { application_name: opts.application ?? "routinely" },
      // postgres.js counts in seconds; fractions work.
      connect_timeout: connectMs / 1000,
      // The driver waits before reconnecting, up to 20 s after repeated failures; requests
      // fail fast meanwhile (acquire timeout), so keep the wait short and recovery quick.
      backoff: (retries: number) => Math.min(0.05 * 2 ** retries, 1),
    })),
    acquireMs,
  );
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
    shared = createSql(url, { application: "routinely-functions" });
  }
  return shared;
}

/** Ends the shared pool (the local stack calls this at shutdown). */
export async function closeSharedSql(): Promise<void> {
  const pool = shared;
  shared = null;
  if (pool) await pool.end({ timeout: 5 });
}
