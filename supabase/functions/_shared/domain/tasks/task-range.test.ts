import { strict as assert } from "node:assert";
import { resolveTaskRange, yearsLater } from "./task-range.ts";

Deno.test("yearsLater keeps the calendar day; 29 February becomes 28 February", () => {
  assert.equal(yearsLater("2026-03-10", 5), "2031-03-10");
  assert.equal(yearsLater("2031-03-10", -5), "2026-03-10");
  assert.equal(yearsLater("2028-02-29", 5), "2033-02-28");
  assert.equal(yearsLater("2028-02-29", -5), "2023-02-28");
  assert.equal(yearsLater("2024-02-29", 4), "2028-02-29");
});

Deno.test("without dates a list runs from the earliest stored due date (else today) to today + 30 days", () => {
  const today = "2026-03-10";
  assert.deepEqual(resolveTaskRange({}, today, null), {
    ok: true,
    from: "2026-03-10",
    to: "2026-04-09",
  });
  assert.deepEqual(resolveTaskRange({ from: null, to: null }, today, "2026-01-05"), {
    ok: true,
    from: "2026-01-05",
    to: "2026-04-09",
  });
  // A stored task after `to`: the range starts at `to`, never after it.
  assert.deepEqual(resolveTaskRange({ to: "2026-03-20" }, today, "2026-05-01"), {
    ok: true,
    from: "2026-03-20",
    to: "2026-03-20",
  });
  assert.deepEqual(resolveTaskRange({ to: "2026-03-01" }, today, null), {
    ok: true,
    from: "2026-03-01",
    to: "2026-03-01",
  });
  // Stored tasks older than five years before `to`: the range is cut to five years.
  assert.deepEqual(resolveTaskRange({}, today, "2019-06-01"), {
    ok: true,
    from: "2021-04-09",
    to: "2026-04-09",
  });
});

Deno.test("given dates are kept; five years is the longest range", () => {
  const today = "2026-03-10";
  assert.deepEqual(resolveTaskRange({ from: "2026-03-10", to: "2031-03-10" }, today, null), {
    ok: true,
    from: "2026-03-10",
    to: "2031-03-10",
  });
  assert.deepEqual(resolveTaskRange({ from: "2026-02-01" }, today, "2025-01-01"), {
    ok: true,
    from: "2026-02-01",
    to: "2026-04-09",
  });
  const long = resolveTaskRange({ from: "2026-03-10", to: "2031-03-11" }, today, null);
  assert.equal(long.ok, false);
  assert.equal(!long.ok && long.field, "to");
  assert.match(!long.ok ? long.message : "", /at most 5 years/);
});

Deno.test("bad ranges name the argument: start after end, not a date, outside the calendar", () => {
  const today = "2026-03-10";
  const after = resolveTaskRange({ from: "2026-03-02", to: "2026-03-01" }, today, null);
  assert.deepEqual(after, {
    ok: false,
    field: "from",
    message: "from (2026-03-02) is after to (2026-03-01).",
  });
  // from after the default end (today + 30 days).
  assert.equal(resolveTaskRange({ from: "2026-05-01" }, today, null).ok, false);
  const notDate = resolveTaskRange({ from: "2026-02-30" }, today, null);
  assert.equal(!notDate.ok && notDate.field, "from");
  assert.match(!notDate.ok ? notDate.message : "", /must be a date/);
  const wide = resolveTaskRange({ to: "10000-01-01" }, today, null);
  assert.equal(!wide.ok && wide.field, "to");
  assert.match(!wide.ok ? wide.message : "", /outside the supported dates/);
});
