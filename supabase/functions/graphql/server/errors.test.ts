import { strict as assert } from "node:assert";
import { GraphQLError } from "graphql";
import { MESSAGES } from "../../_shared/http/app-error.ts";
import { maskError } from "./errors.ts";
import {
  DatabaseUnavailableError,
  EMBEDDED_BUSY_CODE,
  EMBEDDED_BUSY_PREFIX,
} from "../../_shared/db/unavailable.ts";

/** A postgres.js error as the driver raises it when the server or the socket goes away. */
function driverError(code: string, extra: Record<string, unknown> = {}): Error {
  return Object.assign(new Error(`driver: ${code}`), { code, ...extra });
}

Deno.test("an unavailable database is a 503 with Retry-After that says so, not an internal error", () => {
  const warn = console.warn;
  console.warn = () => {};
  try {
    const cases: [Error, RegExp][] = [
      [driverError("CONNECTION_CLOSED"), /^The database is unavailable\./],
      [driverError("ECONNRESET"), /^The database is unavailable\./],
      [driverError("ECONNREFUSED"), /^The database is unavailable\./],
      [driverError("CONNECT_TIMEOUT"), /^The database is unavailable\./],
      [new DatabaseUnavailableError("down", "no connection"), /^The database is unavailable\./],
      [
        Object.assign(driverError("57P01"), { name: "PostgresError", severity: "FATAL" }),
        /^The database is unavailable\./,
      ],
      [
        Object.assign(driverError("53100"), { name: "PostgresError", severity: "ERROR" }),
        /unavailable: its disk is full, so nothing was saved/,
      ],
      [
        Object.assign(new Error(`${EMBEDDED_BUSY_PREFIX}: waited`), { code: EMBEDDED_BUSY_CODE }),
        /unavailable: it is busy/,
      ],
    ];
    for (const [error, message] of cases) {
      const masked = maskError(new GraphQLError("x", { originalError: error })) as GraphQLError;
      assert.match(masked.message, message, error.message);
      assert.equal(masked.extensions.code, "UNAVAILABLE");
      const http = masked.extensions.http as { status: number; headers: Record<string, string> };
      assert.equal(http.status, 503);
      assert.match(http.headers["retry-after"], /^[1-9][0-9]*$/);
    }
  } finally {
    console.warn = warn;
  }
});

Deno.test("other unexpected errors stay a plain internal error", () => {
  const error = console.error;
  console.error = () => {};
  try {
    const masked = maskError(new GraphQLError("x", { originalError: new TypeError("bug") }));
    assert.equal(masked.message, MESSAGES.internal);
  } finally {
    console.error = error;
  }
});
