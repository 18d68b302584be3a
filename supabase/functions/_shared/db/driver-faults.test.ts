/** Which driver faults the stack survives (and that everything else still ends it). */
import { strict as assert } from "node:assert";
import { isDriverWriteFault, surviveDriverFaults } from "./driver-faults.ts";
import { isConnectionLoss } from "./transaction-guard.ts";

Deno.test("connection losses are recognised; ordinary errors are not", () => {
  for (const code of ["57P01", "CONNECTION_CLOSED", "CONNECT_TIMEOUT", "ECONNRESET", "EPIPE"]) {
    assert.equal(isConnectionLoss({ code }), true, code);
  }
  assert.equal(isConnectionLoss({ code: "25P03", severity: "FATAL" }), true);
  for (const error of [new Error("boom"), { code: "23505", severity: "ERROR" }, null, "57P01"]) {
    assert.equal(isConnectionLoss(error), false, String(error));
  }
  const write = new TypeError("Cannot read properties of null (reading 'write')");
  write.stack =
    `${write.message}\n    at Immediate.nextWrite (file:///x/node_modules/postgres/src/connection.js:255:22)`;
  assert.equal(isDriverWriteFault(write), true);
  const elsewhere = new TypeError("Cannot read properties of null (reading 'write')");
  elsewhere.stack = `${elsewhere.message}\n    at mine (file:///x/local/server/app.ts:1:1)`;
  assert.equal(isDriverWriteFault(elsewhere), false);
});

Deno.test("only driver faults are kept from ending the process", () => {
  const heard: string[] = [];
  const stop = surviveDriverFaults((kind) => heard.push(kind));
  try {
    const rejection = (reason: unknown) => {
      const promise = Promise.reject(reason);
      promise.catch(() => {});
      const event = new PromiseRejectionEvent("unhandledrejection", {
        promise,
        reason,
        cancelable: true,
      });
      globalThis.dispatchEvent(event);
      return event.defaultPrevented;
    };
    assert.equal(rejection({ code: "57P01", severity: "FATAL" }), true);
    assert.equal(rejection(new Error("a bug")), false, "other rejections still end the process");
    assert.deepEqual(heard, ["lost"]);
  } finally {
    stop();
  }
});
