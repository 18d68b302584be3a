import { strict as assert } from "node:assert";
import { GraphQLError } from "graphql";
import { MESSAGES } from "../../_shared/http/app-error.ts";
import { maskError } from "./errors.ts";

/** A postgres.js error as the driver raises it when the server or the socket goes away. */
function driverError(code: string, extra: Record<string, unknown> = {}): Error {
  return Object.assign(new Error(`driver: ${code}`), { code, ...extra });
}

Deno.test("a lost database connection is told as such, not as an unexplained internal error", () => {
  const warn = console.warn;
  console.warn = () => {};
  try {
    for (
      const error of [
        driverError("CONNECTION_CLOSED"),
        driverError("ECONNRESET"),
        Object.assign(driverError("57P01"), { name: "PostgresError", severity: "FATAL" }),
      ]
    ) {
      const masked = maskError(new GraphQLError("x", { originalError: error })) as GraphQLError;
      assert.equal(masked.message, MESSAGES.databaseLost);
      assert.equal(masked.extensions.code, "INTERNAL");
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
