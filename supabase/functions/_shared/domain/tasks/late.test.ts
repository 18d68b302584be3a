import { strict as assert } from "node:assert";
import { fromDayNumber, toDayNumber } from "../dates/calendar.ts";
import { isLate, isMissed, lapseDateOf, lapseDay } from "./late.ts";
import { ProcessDays } from "./process-days.ts";

Deno.test("late: due before today, not Complete, not deleted", () => {
  const task = { dueDate: "2026-03-01", status: "NotStarted" as const, deleted: false };
  assert.equal(isLate(task, "2026-03-02"), true);
  assert.equal(isLate({ ...task, status: "InProgress" }, "2026-03-02"), true);
  assert.equal(isLate(task, "2026-03-01"), false, "due today is not late");
  assert.equal(isLate({ ...task, status: "Complete" }, "2026-03-02"), false);
  assert.equal(isLate({ ...task, deleted: true }, "2026-03-02"), false);
});

Deno.test("missed: an unfinished occurrence due before its process's lapse day; then not late", () => {
  const task = {
    dueDate: "2026-03-01",
    status: "NotStarted" as const,
    deleted: false,
    lapseDate: "2026-03-02",
  };
  assert.equal(isMissed(task), true);
  assert.equal(isLate(task, "2026-03-03"), false, "missed is not late");
  assert.equal(isMissed({ ...task, dueDate: "2026-03-02" }), false, "the lapse day stays late");
  assert.equal(isLate({ ...task, dueDate: "2026-03-02" }, "2026-03-03"), true);
  assert.equal(isMissed({ ...task, status: "Complete" }), false);
  assert.equal(isMissed({ ...task, deleted: true }), false);
  assert.equal(isMissed({ ...task, lapseDate: null }), false, "stays late");
});

Deno.test("lapse day: the latest date before today of a process that lapses", () => {
  const daily = {
    id: 1,
    name: "Check",
    processHandle: "C",
    frequency: { StartOn: "2026-01-05", RepeatOn: "Mon", RepeatEvery: 1 } as const,
    scheduledFrom: "2026-01-05",
    labels: [],
    roleHandles: [],
  };
  // Far from the days' range: searched outside it.
  const days = new ProcessDays(toDayNumber("2020-01-01"), toDayNumber("2020-02-01"));
  const today = toDayNumber("2026-03-11"); // a Wednesday
  assert.equal(lapseDay(days, daily, today), null, "stays late");
  const lapses = { ...daily, unfinishedRule: "Lapses" as const };
  assert.equal(fromDayNumber(lapseDay(days, lapses, today)!), "2026-03-09");
  assert.equal(fromDayNumber(lapseDay(days, lapses, toDayNumber("2026-03-09"))!), "2026-03-02");
  assert.equal(lapseDay(days, lapses, toDayNumber("2026-01-05")), null, "nothing before");
  assert.equal(lapseDateOf(days, lapses, true, today), null, "manual tasks never lapse");
  assert.equal(lapseDateOf(days, lapses, false, today), "2026-03-09");
});
