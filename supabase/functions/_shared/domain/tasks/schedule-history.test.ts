/**
 * Schedule changes keep the past (docs/task-engine.md#schedule-changes): each day's dates
 * come from the schedule in force that day. Dates worked out by hand.
 */
import { strict as assert } from "node:assert";
import { toDayNumber } from "../dates/calendar.ts";
import { lastOnOrBefore, ProcessDays } from "./process-days.ts";
import { TaskLister } from "./task-list.ts";
import { dates, list, past, proc, single } from "./testing/task-list-examples.ts";

Deno.test("the old schedule keeps the days up to its end, the new one the days after", () => {
  // Monthly on the 10th until 14 March 2026, then on the 20th.
  const src = single("*:20", { pastSchedules: [past("2026-03-14", "*:10")] });
  assert.deepEqual(dates(list(src, "2026-02-01", "2026-04-30")), [
    "2026-02-10",
    "2026-03-10",
    "2026-03-20",
    "2026-04-20",
  ]);
});

Deno.test("a past as-needed schedule yields nothing; a process now as needed keeps its past", () => {
  const started = single("*:20", { pastSchedules: [past("2026-03-14", null)] });
  assert.deepEqual(dates(list(started, "2026-02-01", "2026-04-30")), [
    "2026-03-20",
    "2026-04-20",
  ]);
  const stopped = single(null, { pastSchedules: [past("2026-03-14", "*:10")] });
  assert.deepEqual(dates(list(stopped, "2026-02-01", "2026-04-30")), [
    "2026-02-10",
    "2026-03-10",
  ]);
});

Deno.test("each schedule keeps its own scheduledFrom; a later one starts no earlier", () => {
  // Old: from 1 March; new (moved back to 2025): still only from 15 March on.
  const src = single("*:1", {
    scheduledFrom: "2025-01-01",
    pastSchedules: [past("2026-03-14", "*:10", "2026-03-01")],
  });
  assert.deepEqual(dates(list(src, "2026-01-01", "2026-05-31")), [
    "2026-03-10",
    "2026-04-01",
    "2026-05-01",
  ]);
});

Deno.test("several changes: each schedule decides its own stretch", () => {
  const src = single("*:30", {
    pastSchedules: [past("2026-01-31", "*:10"), past("2026-02-28", "*:20")],
  });
  assert.deepEqual(dates(list(src, "2026-01-01", "2026-03-31")), [
    "2026-01-10",
    "2026-02-20",
    "2026-03-30",
  ]);
});

Deno.test("an occurrence's handle is checked against the schedule of its day", () => {
  const lister = new TaskLister(single("*:20", { pastSchedules: [past("2026-03-14", "*:10")] }));
  assert.ok(lister.occurrence("1-1-2026-02-10"));
  assert.equal(lister.occurrence("1-1-2026-02-20"), null);
  assert.ok(lister.occurrence("1-1-2026-03-20"));
  assert.equal(lister.occurrence("1-1-2026-04-10"), null);
});

Deno.test("lastOnOrBefore: the latest date on or before a day, across schedules", () => {
  const p = proc(1, "Payroll", "*:20", { pastSchedules: [past("2026-03-14", "*:10")] });
  const d = toDayNumber;
  assert.equal(lastOnOrBefore(p, d("2026-03-19")), d("2026-03-10"));
  assert.equal(lastOnOrBefore(p, d("2026-03-20")), d("2026-03-20"));
  assert.equal(lastOnOrBefore(p, d("2026-03-09")), d("2026-02-10"));
  assert.equal(
    lastOnOrBefore(proc(2, "X", "*:1", { scheduledFrom: "2026-05-01" }), d("2026-04-30")),
    null,
  );
  // Months back, past the first search step (29 February falls on the 28th in 2027).
  assert.equal(lastOnOrBefore(proc(3, "Y", "Feb:29"), d("2027-12-31")), d("2027-02-28"));
  const days = new ProcessDays(d("2026-03-01"), d("2026-03-31"));
  assert.equal(days.lastOnOrBefore(p, d("2026-03-19")), d("2026-03-10"));
  assert.equal(days.lastOnOrBefore(p, d("2026-03-05")), d("2026-02-10"));
  assert.equal(days.lastOnOrBefore(p, d("2026-06-05")), d("2026-05-20"));
});
