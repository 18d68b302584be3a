import type postgres from "postgres";

type Sql = postgres.Sql;
type Scope = (sql: postgres.TransactionSql) => unknown;

/**
 * Makes `sql.begin` (and the savepoints inside it) survive a backend that goes away
 * mid-transaction (pg_terminate_backend, a restart, a dropped network).
 *
 * postgres.js 3.4.9 keeps using a transaction's connection after its socket closed: when
 * the callback settles it sends COMMIT or ROLLBACK, and any later query of the callback
 * goes to the same connection. With no socket left, the write either throws from a
 * setImmediate (`Cannot read properties of null (reading 'write')`, uncatchable, it ends
 * the process) or sits in the connection's buffer and jams its next connect for good
 * (CONNECT_TIMEOUT forever). Upstream: porsager/postgres#1208, #1215 (open).
 *
 * The guard keeps every such write from happening: once the transaction's connection is
 * known to be lost, its queries fail at once with CONNECTION_CLOSED, and the callbacks'
 * results are never handed back to postgres.js (so it sends no COMMIT/ROLLBACK).
 * `begin` itself still rejects: postgres.js races the callback against the connection's
 * close. Everything else on the pool is untouched.
 */
export function guardTransactions<T extends Sql>(sql: T): T {
  return new Proxy(sql, {
    get(target, key, receiver) {
      if (key === "begin") {
        return (...args: unknown[]) => guardedBegin(target, args);
      }
      return Reflect.get(target, key, receiver);
    },
  });
}

/** Errors after which the connection that answered them is gone. */
export function isConnectionLoss(error: unknown): boolean {
  if (!error || typeof error !== "object") return false;
  const e = error as { code?: unknown; severity?: unknown; severity_local?: unknown };
  if (e.severity === "FATAL" || e.severity === "PANIC" || e.severity_local === "FATAL") {
    return true;
  }
  return typeof e.code === "string" && LOSS_CODES.has(e.code);
}

const LOSS_CODES = new Set([
  "CONNECTION_CLOSED",
  "CONNECTION_ENDED",
  "CONNECTION_DESTROYED",
  "CONNECT_TIMEOUT",
  "ECONNRESET",
  "EPIPE",
  "57P01", // admin_shutdown (pg_terminate_backend)
  "57P02", // crash_shutdown
  "57P03", // cannot_connect_now
]);

interface TransactionState {
  /** Set, synchronously where the driver reports it, once the connection is gone. */
  lost?: unknown;
}

function guardedBegin(pool: Sql, args: unknown[]): Promise<unknown> {
  const fn = args[args.length - 1] as Scope;
  const state: TransactionState = {};
  const begin = pool.begin as (...a: unknown[]) => Promise<unknown>;
  const outcome = begin(...args.slice(0, -1), guardScope(fn, state));
  // postgres.js rejects `begin` when the connection closes while the callback is idle
  // (awaiting something else); later queries of the callback must not reach it.
  outcome.catch((error) => {
    state.lost ??= error;
  });
  return outcome;
}

/** Runs a transaction or savepoint callback; never settles once the connection is lost. */
function guardScope(fn: Scope, state: TransactionState): Scope {
  return (tx) =>
    new Promise((resolve, reject) => {
      let result: unknown;
      try {
        result = fn(guardTx(tx, state));
      } catch (error) {
        result = Promise.reject(error);
      }
      Promise.resolve(Array.isArray(result) ? Promise.all(result) : result).then(
        (value) => state.lost === undefined && resolve(value),
        (error) => state.lost === undefined && reject(error),
      );
    });
}

function guardTx(tx: postgres.TransactionSql, state: TransactionState): postgres.TransactionSql {
  const guard = (value: unknown) => (isQuery(value) ? guardQuery(value, state) : value);
  return new Proxy(tx, {
    apply: (target, thisArg, args) => guard(Reflect.apply(target, thisArg, args)),
    get(target, key, receiver) {
      const value = Reflect.get(target, key, receiver);
      if (typeof value !== "function") return value;
      if (key === "unsafe" || key === "file") {
        return (...args: unknown[]) => guard(value(...args));
      }
      if (key === "savepoint") {
        return (...args: unknown[]) => {
          if (state.lost !== undefined) return Promise.reject(lostError(state.lost));
          const fn = args[args.length - 1] as Scope;
          // The SAVEPOINT statement runs outside the guarded callback: note its loss too,
          // before the caller's catch can settle the transaction.
          return (value(...args.slice(0, -1), guardScope(fn, state)) as Promise<unknown>)
            .catch((error) => {
              if (isConnectionLoss(error)) state.lost ??= error;
              throw error;
            });
        };
      }
      return value;
    },
  });
}

interface DriverQuery {
  handler: ((query: DriverQuery) => unknown) & { debug?: unknown };
  reject: (error: unknown) => unknown;
}

/** A query object of postgres.js (tx`…` answers a fragment-capable lazy query). */
function isQuery(value: unknown): value is DriverQuery {
  return value instanceof Promise && typeof (value as Partial<DriverQuery>).handler === "function";
}

/** Checks the connection when the query runs (not when built: fragments never run). */
function guardQuery(query: DriverQuery, state: TransactionState): DriverQuery {
  const execute = query.handler;
  query.handler = Object.assign((q: DriverQuery) => {
    if (state.lost !== undefined) return q.reject(lostError(state.lost));
    const reject = q.reject;
    q.reject = (error) => {
      if (isConnectionLoss(error)) state.lost ??= error;
      return reject(error);
    };
    return execute(q);
  }, { debug: execute.debug });
  return query;
}

function lostError(cause: unknown): Error {
  return Object.assign(
    new Error("The database connection of this transaction was lost", { cause }),
    { code: "CONNECTION_CLOSED" },
  );
}
