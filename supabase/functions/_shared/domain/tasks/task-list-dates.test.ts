/**
 * Which occurrences a series generates (docs/task-engine.md#frequency,
 * docs/task-engine.md#series-and-overrides): one rule per test, on dates worked out by hand
 * (the calendar of each month is in the comment next to it).
 */
import { strict as assert } from "node:assert";
import { TaskLister } from "./task-list.ts";
import {
  dates,
  handles,
  list,
  person,
  proc,
  rule,
  single,
  source,
} from "./testing/task-list-examples.ts";
import type { Task } from "./types.ts";

Deno.test("month-end clamp: the 31st falls on 28 Feb 2027, 29 Feb 2028 and 30 April", () => {
  // 2027 is a common year (Feb has 28 days), 2028 a leap year (29); April has 30.
  assert.deepEqual(dates(list(single("*:31"), "2027-01-01", "2027-04-30")), [
    "2027-01-31",
    "2027-02-28",
    "2027-03-31",
    "2027-04-30",
  ]);
  assert.deepEqual(dates(list(single("*:31"), "2028-02-01", "2028-03-31")), [
    "2028-02-29",
    "2028-03-31",
  ]);
  // 30 and 31 both fall on 30 April: one task, not two.
  assert.deepEqual(dates(list(single("Apr:30,31"), "2026-01-01", "2026-12-31")), ["2026-04-30"]);
});

Deno.test("Fifth: a task in months with a fifth such weekday, none in the others", () => {
  // Mondays 2026 — Mar: 2 9 16 23 30; Apr: 6 13 20 27; May: 4 11 18 25; Jun: 1 8 15 22 29.
  assert.deepEqual(dates(list(single("*:1#5"), "2026-03-01", "2026-06-30")), [
    "2026-03-30",
    "2026-06-29",
  ]);
  assert.deepEqual(dates(list(single("*:1#5"), "2026-04-01", "2026-05-31")), []);
});

Deno.test("Last: the last such weekday of each month", () => {
  // Fridays 2026 — Jan: 2 9 16 23 30; Feb: 6 13 20 27.
  assert.deepEqual(dates(list(single("*:5#L"), "2026-01-01", "2026-02-28")), [
    "2026-01-30",
    "2026-02-27",
  ]);
});

Deno.test("Every: each such weekday of the month, and only in the months given", () => {
  // Wednesdays of March 2026: 4 11 18 25; February and April are absent.
  assert.deepEqual(dates(list(single("Mar:3#*"), "2026-02-01", "2026-04-30")), [
    "2026-03-04",
    "2026-03-11",
    "2026-03-18",
    "2026-03-25",
  ]);
});

Deno.test("several months: the 15th of the quarter's first months", () => {
  assert.deepEqual(dates(list(single("Jan,Apr,Jul,Oct:15"), "2026-01-01", "2026-12-31")), [
    "2026-01-15",
    "2026-04-15",
    "2026-07-15",
    "2026-10-15",
  ]);
});

Deno.test("an interval whose StartOn is before scheduledFrom keeps its phase and starts at scheduledFrom", () => {
  // Every 2 weeks on Monday from Mon 5 Jan 2026: 5 Jan, 19 Jan, 2 Feb, 16 Feb.
  // scheduledFrom 20 Jan drops 5 and 19 Jan; the next is 2 Feb (not 26 Jan).
  const src = single("W2:Mon@2026-01-05", { scheduledFrom: "2026-01-20" });
  assert.deepEqual(dates(list(src, "2026-01-01", "2026-02-28")), ["2026-02-02", "2026-02-16"]);
  // scheduledFrom on an occurrence's day keeps that occurrence.
  const onDay = single("W2:Mon@2026-01-05", { scheduledFrom: "2026-01-19" });
  assert.deepEqual(dates(list(onDay, "2026-01-01", "2026-02-10")), ["2026-01-19", "2026-02-02"]);
});

Deno.test("year boundary: a range across 31 December and 1 January", () => {
  // Wednesdays: 30 Dec 2026, 6 Jan 2027 (Dec 2026 starts on a Tuesday).
  const src = source({
    processes: [proc(1, "Close", "*:1,31"), proc(2, "Weekly", "W1:Wed@2026-12-02")],
    people: [person(1, "Ann")],
    members: [[1, 1], [2, 1]],
  });
  const all = list(src, "2026-12-25", "2027-01-10");
  assert.deepEqual(handles(all), [
    "2-1-2026-12-30",
    "1-1-2026-12-31",
    "1-1-2027-01-01",
    "2-1-2027-01-06",
  ]);
  // The two years listed apart are the same tasks.
  assert.deepEqual([
    ...list(src, "2026-12-25", "2026-12-31"),
    ...list(src, "2027-01-01", "2027-01-10"),
  ], all);
});

Deno.test("a generated task: <process name> task, NotStarted, handle = init_handle = <processId>-<userId>-<date>, no id", () => {
  const src = source({
    processes: [proc(7, "Payroll", "*:10")],
    people: [person(42, "Ann")],
    members: [[7, 42]],
  });
  const expected: Task = {
    id: null,
    handle: "7-42-2026-03-10",
    initHandle: "7-42-2026-03-10",
    name: "Payroll task",
    description: "",
    processId: 7,
    personId: 42,
    dueDate: "2026-03-10",
    status: "NotStarted",
    deleted: false,
    isManuallyCreated: false,
    updatedAt: null,
    updatedById: null,
  };
  assert.deepEqual(list(src, "2026-03-01", "2026-03-31"), [expected]);
  assert.deepEqual(new TaskLister(src).occurrence("7-42-2026-03-10"), expected);
});

Deno.test("people come through the series members only; an as-needed process has no tasks", () => {
  const src = source({
    processes: [proc(1, "Payroll", "*:10"), proc(2, "Ad hoc", null)],
    // Bob fills the role but is no member (the loader decides membership).
    people: [person(1, "Ann"), person(2, "Bob"), person(3, "Cy", [])],
    members: [[1, 1], [1, 3], [2, 1]],
  });
  assert.deepEqual(handles(list(src, "2026-03-01", "2026-03-31")), [
    "1-1-2026-03-10",
    "1-3-2026-03-10",
  ]);
});

Deno.test("duplicates per process, person and date are dropped: a series handed to someone who has one", () => {
  // Mondays of March 2026: 2 9 16 23 30. Ann's series goes to Bob from 9 March; Bob has
  // his own series of the same process, so from then on he gets one task a day, not two.
  const src = source({
    processes: [proc(1, "Payroll", "W1:Mon@2026-03-02")],
    people: [person(1, "Ann"), person(2, "Bob")],
    members: [[1, 1], [1, 2]],
    rules: [rule(1, 1, "2026-03-09", 2)],
  });
  assert.deepEqual(
    list(src, "2026-03-01", "2026-03-22").map((t) => [t.handle, t.personId]),
    [
      ["1-1-2026-03-02", 1],
      ["1-2-2026-03-02", 2],
      ["1-2-2026-03-09", 2],
      ["1-2-2026-03-16", 2],
    ],
  );
  assert.equal(new TaskLister(src).occurrence("1-1-2026-03-09"), null, "dropped");
  // Two series handed to Cy, who has none: one task a day, from the lower person id.
  const two = source({
    processes: [proc(1, "Payroll", "W1:Mon@2026-03-02")],
    people: [person(1, "Ann"), person(2, "Bob"), person(3, "Cy")],
    members: [[1, 1], [1, 2]],
    rules: [rule(1, 2, "2026-03-09", 3), rule(1, 1, "2026-03-16", 3)],
  });
  assert.deepEqual(
    list(two, "2026-03-01", "2026-03-22", { q: ["user:3"] }).map((t) => t.handle),
    ["1-2-2026-03-09", "1-1-2026-03-16"],
  );
});

Deno.test("nothing past the range end and nothing before scheduledFrom", () => {
  const daily = "*:0#*,1#*,2#*,3#*,4#*,5#*,6#*";
  const src = single(daily, { scheduledFrom: "2026-03-10" });
  assert.deepEqual(dates(list(src, "2026-03-08", "2026-03-12")), [
    "2026-03-10",
    "2026-03-11",
    "2026-03-12",
  ]);
  assert.deepEqual(dates(list(src, "2026-03-01", "2026-03-09")), []);
  assert.deepEqual(dates(list(src, "2026-03-12", "2026-03-12")), ["2026-03-12"]);
  assert.equal(new TaskLister(src).occurrence("1-1-2026-03-09"), null);
});
