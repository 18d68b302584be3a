import { strict as assert } from "node:assert";
import { resolveTaskRange, yearsLater } from "./task-range.ts";

const none = { first: null, last: null };

Deno.test("yearsLater keeps the calendar day; 29 February becomes 28 February", () => {
  assert.equal(yearsLater("2026-03-10", 5), "2031-03-10");
  assert.equal(yearsLater("2031-03-10", -5), "2026-03-10");
  assert.equal(yearsLater("2028-02-29", 5), "2033-02-28");
  assert.equal(yearsLater("2028-02-29", -5), "2023-02-28");
  assert.equal(yearsLater("2024-02-29", 4), "2028-02-29");
});

Deno.test("any date: from the earliest stored due date (else today) to a year ahead", () => {
  const today = "2026-03-10";
  assert.deepEqual(resolveTaskRange({}, today, none), {
    ok: true,
    from: "2026-03-10",
    to: "2027-03-11",
  });
  assert.deepEqual(
    resolveTaskRange({ from: null, to: null }, today, { first: "2026-01-05", last: "2026-02-01" }),
    { ok: true, from: "2026-01-05", to: "2027-03-11" },
  );
  // Only later tasks stored: the range still starts today (today's and late work stay in it).
  assert.deepEqual(resolveTaskRange({}, today, { first: "2026-05-01", last: "2026-05-01" }), {
    ok: true,
    from: "2026-03-10",
    to: "2027-03-11",
  });
});

Deno.test("any date: a stored task past the horizon is in the range, within five years", () => {
  const today = "2026-03-10";
  assert.deepEqual(resolveTaskRange({}, today, { first: "2026-01-05", last: "2028-06-30" }), {
    ok: true,
    from: "2026-01-05",
    to: "2028-06-30",
  });
  // The past is kept first: a task stored too far ahead is cut at five years from the start.
  assert.deepEqual(resolveTaskRange({}, today, { first: "2026-01-05", last: "2035-01-01" }), {
    ok: true,
    from: "2026-01-05",
    to: "2031-01-05",
  });
  // Stored tasks older than five years before the horizon: the start is cut.
  assert.deepEqual(resolveTaskRange({}, today, { first: "2019-06-01", last: null }), {
    ok: true,
    from: "2022-03-11",
    to: "2027-03-11",
  });
});

Deno.test("one end given: the other is any date's", () => {
  const today = "2026-03-10";
  const stored = { first: "2026-01-05", last: "2026-04-01" };
  assert.deepEqual(resolveTaskRange({ to: "2026-03-20" }, today, stored), {
    ok: true,
    from: "2026-01-05",
    to: "2026-03-20",
  });
  // A stored task after `to`: the range starts at `to`, never after it.
  assert.deepEqual(
    resolveTaskRange({ to: "2026-03-01" }, today, { first: "2026-05-01", last: null }),
    { ok: true, from: "2026-03-01", to: "2026-03-01" },
  );
  assert.deepEqual(resolveTaskRange({ from: "2026-02-01" }, today, stored), {
    ok: true,
    from: "2026-02-01",
    to: "2027-03-11",
  });
  assert.deepEqual(resolveTaskRange({ from: "2026-12-01" }, today, none), {
    ok: true,
    from: "2026-12-01",
    to: "2027-03-11",
  });
});

Deno.test("given dates are kept; five years is the longest range", () => {
  const today = "2026-03-10";
  assert.deepEqual(resolveTaskRange({ from: "2026-03-10", to: "2031-03-10" }, today, none), {
    ok: true,
    from: "2026-03-10",
    to: "2031-03-10",
  });
  const long = resolveTaskRange({ from: "2026-03-10", to: "2031-03-11" }, today, none);
  assert.equal(long.ok, false);
  assert.equal(!long.ok && long.field, "to");
  assert.match(!long.ok ? long.message : "", /at most 5 years/);
});

Deno.test("bad ranges name the argument: start after end, not a date, outside the calendar", () => {
  const today = "2026-03-10";
  const after = resolveTaskRange({ from: "2026-03-02", to: "2026-03-01" }, today, none);
  assert.deepEqual(after, {
    ok: false,
    field: "from",
    message: "from (2026-03-02) is after to (2026-03-01).",
  });
  // from after any date's end (a year ahead).
  assert.equal(resolveTaskRange({ from: "2027-05-01" }, today, none).ok, false);
  const notDate = resolveTaskRange({ from: "2026-02-30" }, today, none);
  assert.equal(!notDate.ok && notDate.field, "from");
  assert.match(!notDate.ok ? notDate.message : "", /must be a date/);
  const wide = resolveTaskRange({ to: "10000-01-01" }, today, none);
  assert.equal(!wide.ok && wide.field, "to");
  assert.match(!wide.ok ? wide.message : "", /outside the supported dates/);
});
