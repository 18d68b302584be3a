import type postgres from "postgres";
import { DatabaseUnavailableError } from "./unavailable.ts";

type Sql = postgres.Sql;
type Scope = (sql: postgres.TransactionSql) => unknown;

/**
 * Bounds how long `sql.begin` waits for its transaction to start: a free connection (or a
 * new one), and BEGIN answered. postgres.js itself queues a transaction for as long as it
 * takes — behind busy connections, or behind reconnect attempts whose backoff grows to 20 s
 * while the server is unreachable — so a request could hang far longer than anyone waits.
 * Past `ms`, `begin` rejects with DatabaseUnavailableError ("down"); should the transaction
 * start later after all, its callback is never run and it rolls back at once.
 *
 * Statements outside a transaction are left alone: postgres.js cannot take back a query
 * already handed to a connecting socket, and the connect timeout bounds those.
 */
export function boundAcquire<T extends Sql>(sql: T, ms: number): T {
  if (!(ms > 0)) return sql;
  return new Proxy(sql, {
    get(target, key, receiver) {
      if (key === "begin") {
        return (...args: unknown[]) => boundedBegin(target, args, ms);
      }
      return Reflect.get(target, key, receiver);
    },
  });
}

function boundedBegin(pool: Sql, args: unknown[], ms: number): Promise<unknown> {
  const fn = args[args.length - 1] as Scope;
  let started = false;
  let timedOut = false;
  const late = Promise.withResolvers<never>();
  const timer = setTimeout(() => {
    if (started) return;
    timedOut = true;
    late.reject(
      new DatabaseUnavailableError("down", `no database connection within ${ms} ms`),
    );
  }, ms);
  const begin = pool.begin as (...a: unknown[]) => Promise<unknown>;
  const outcome = begin(...args.slice(0, -1), (tx: postgres.TransactionSql) => {
    started = true;
    clearTimeout(timer);
    // Its caller has been answered already: nothing of it may run or commit.
    if (timedOut) return Promise.reject(new Error("transaction abandoned: it started too late"));
    return fn(tx);
  });
  outcome.then(() => clearTimeout(timer), () => clearTimeout(timer));
  // The caller hears one outcome; the other must not surface as an unhandled rejection.
  late.promise.catch(() => {});
  return Promise.race([outcome, late.promise]);
}
