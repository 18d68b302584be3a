import { strict as assert } from "node:assert";
import {
  generatedTaskName,
  manualHandle,
  occurrenceHandle,
  parseOccurrenceHandle,
} from "./handle.ts";

Deno.test("an occurrence handle is <processId>-<personId>-<YYYY-MM-DD> and parses back", () => {
  assert.equal(occurrenceHandle(12, 7, "2026-03-01"), "12-7-2026-03-01");
  assert.deepEqual(parseOccurrenceHandle("12-7-2026-03-01"), {
    processId: 12,
    personId: 7,
    date: "2026-03-01",
  });
});

Deno.test("text that is not a generated handle parses to null", () => {
  for (
    const text of [
      "m-0123456789abcdef", // manual
      "12-7-2026-02-30", // no such day
      "12-7-2026-3-1", // not YYYY-MM-DD
      "12-2026-03-01",
      "a-7-2026-03-01",
      " 12-7-2026-03-01",
      "12-7-2026-03-01x",
      // Leading zeros: the engine never writes them, so "01-7-…" must not name the
      // occurrence "1-7-…" (a stored row under it would hide another row's occurrence).
      "012-7-2026-03-01",
      "12-07-2026-03-01",
      "",
    ]
  ) {
    assert.equal(parseOccurrenceHandle(text), null, text);
  }
});

Deno.test("a manual handle starts with m-, so it never collides with a generated one", () => {
  const handle = manualHandle();
  assert.match(handle, /^m-[0-9a-f]{16}$/);
  assert.equal(parseOccurrenceHandle(handle), null);
  assert.notEqual(manualHandle(), handle);
  assert.equal(manualHandle(() => "abc"), "m-abc");
});

Deno.test("a generated task is named <process name> task", () => {
  assert.equal(generatedTaskName("Payroll"), "Payroll task");
});
