import { strict as assert } from "node:assert";
import { parseCompactFrequency } from "./compact.ts";
import { datesBetween, hasNoDates, nextDates } from "./schedule.ts";
import type { Frequency } from "./types.ts";
import { monthSpec } from "./testing/month-spec.ts";

function f(text: string): Frequency {
  const r = parseCompactFrequency(text);
  if (!r.ok || !r.frequency) throw new Error(`${text}: ${JSON.stringify(r)}`);
  return r.frequency;
}

Deno.test("a day past the month's end falls on the month's last day", () => {
  assert.deepEqual(datesBetween(f("*:31"), "2026-01-01", "2026-06-30"), [
    "2026-01-31",
    "2026-02-28",
    "2026-03-31",
    "2026-04-30",
    "2026-05-31",
    "2026-06-30",
  ]);
  assert.deepEqual(nextDates(f("Feb:29,30,31"), "2027-01-01", 2), ["2027-02-28", "2028-02-29"]);
  assert.deepEqual(nextDates(f("Feb:28,29"), "2028-01-01", 3), [
    "2028-02-28",
    "2028-02-29",
    "2029-02-28",
  ]);
  // 30 and 31 both land on 30 April: one date, not two.
  assert.deepEqual(datesBetween(f("Apr:30,31"), "2026-01-01", "2026-12-31"), ["2026-04-30"]);
});

Deno.test("Fifth yields only in months that have one", () => {
  // Mondays of 2026: March has five (2, 9, 16, 23, 30); April only four (6 … 27).
  assert.deepEqual(datesBetween(f("*:1#5"), "2026-03-01", "2026-04-30"), ["2026-03-30"]);
  assert.deepEqual(datesBetween(f("Feb:1#5"), "2026-01-01", "2043-12-31"), []);
  assert.deepEqual(nextDates(f("Feb:1#5"), "2026-01-01", 1), ["2044-02-29"]);
  assert.deepEqual(datesBetween(f("*:1#1,1#2,1#3,1#4,1#5"), "2026-03-01", "2026-03-31"), [
    "2026-03-02",
    "2026-03-09",
    "2026-03-16",
    "2026-03-23",
    "2026-03-30",
  ]);
});

Deno.test("Last Friday of the quarter-end months of 2026", () => {
  assert.deepEqual(datesBetween(f("Mar,Jun,Sep,Dec:5#L"), "2026-01-01", "2026-12-31"), [
    "2026-03-27",
    "2026-06-26",
    "2026-09-25",
    "2026-12-25",
  ]);
});

Deno.test("Every Tuesday", () => {
  assert.deepEqual(nextDates(f("*:2#*"), "2026-11-21", 6), [
    "2026-11-24",
    "2026-12-01",
    "2026-12-08",
    "2026-12-15",
    "2026-12-22",
    "2026-12-29",
  ]);
});

Deno.test("the union of items, de-duplicated and in date order", () => {
  // 1 March 2026 is a Sunday, so 0#1 and day 1 coincide.
  assert.deepEqual(datesBetween(f("Mar:1,0#1,15,0#L,2#2"), "2026-03-01", "2026-03-31"), [
    "2026-03-01",
    "2026-03-10",
    "2026-03-15",
    "2026-03-29",
  ]);
});

Deno.test("an interval across a year boundary", () => {
  assert.deepEqual(nextDates(f("W2:Mon@2026-12-21"), "2026-12-01", 4), [
    "2026-12-21",
    "2027-01-04",
    "2027-01-18",
    "2027-02-01",
  ]);
  // Starting mid-way: the series keeps its phase.
  assert.deepEqual(nextDates(f("W2:Mon@2026-12-21"), "2027-01-05", 2), [
    "2027-01-18",
    "2027-02-01",
  ]);
  assert.deepEqual(nextDates(f("W2:Mon@2026-12-21"), "2027-01-18", 1), ["2027-01-18"]);
});

Deno.test("an interval begins at the first RepeatOn weekday on or after StartOn", () => {
  // 2026-11-21 is a Saturday.
  assert.deepEqual(nextDates(f("W1:Mon@2026-11-21"), "2020-01-01", 2), [
    "2026-11-23",
    "2026-11-30",
  ]);
  assert.deepEqual(nextDates(f("W3:Sat@2026-11-21"), "2026-11-01", 2), [
    "2026-11-21",
    "2026-12-12",
  ]);
  assert.deepEqual(datesBetween(f("W1:Fri@2026-11-21"), "2026-11-01", "2026-11-30"), [
    "2026-11-27",
  ]);
});

Deno.test("scheduledFrom: no date before it", () => {
  assert.deepEqual(nextDates(f("*:1"), "2026-01-01", 2, { scheduledFrom: "2026-03-02" }), [
    "2026-04-01",
    "2026-05-01",
  ]);
  assert.deepEqual(nextDates(f("*:1"), "2026-06-01", 1, { scheduledFrom: "2026-03-02" }), [
    "2026-06-01",
  ]);
  assert.deepEqual(
    datesBetween(f("W1:Mon@2026-01-05"), "2026-01-01", "2026-01-31", {
      scheduledFrom: "2026-01-13",
    }),
    [
      "2026-01-19",
      "2026-01-26",
    ],
  );
});

Deno.test("ranges are inclusive and bounded", () => {
  assert.deepEqual(datesBetween(f("*:1"), "2026-02-01", "2026-03-01"), [
    "2026-02-01",
    "2026-03-01",
  ]);
  assert.deepEqual(datesBetween(f("*:1"), "2026-03-02", "2026-03-01"), []);
  assert.deepEqual(nextDates(f("*:1"), "2026-01-01", 0), []);
  assert.deepEqual(nextDates(null, "2026-01-01", 5), []);
  assert.deepEqual(datesBetween(null, "2026-01-01", "2026-12-31"), []);
  assert.throws(() => nextDates(f("*:1"), "2026-02-30", 1), RangeError);
});

Deno.test("a frequency without dates ends at once instead of searching forever", () => {
  const started = Date.now();
  assert.deepEqual(nextDates({}, "2026-01-01", 10), []);
  const noFlag = {
    Jan: monthSpec({ mon: ["First" as const] }),
  };
  assert.deepEqual(nextDates(noFlag, "2026-01-01", 10), []);
  assert.ok(Date.now() - started < 1000);
});

Deno.test("hasNoDates: scheduled and never yielding", () => {
  assert.equal(hasNoDates("Scheduled", {}), true);
  assert.equal(hasNoDates("Scheduled", null), true);
  assert.equal(hasNoDates("Scheduled", f("*:")), true);
  assert.equal(
    hasNoDates("Scheduled", {
      Jan: monthSpec({ mon: ["First"], flags: { mon: false } }),
    }),
    true,
  );
  assert.equal(hasNoDates("Scheduled", f("Feb:1#5")), false, "rare, but it does happen");
  assert.equal(hasNoDates("Scheduled", f("Feb:31")), false);
  assert.equal(hasNoDates("Scheduled", f("W1:Mon@2026-01-05")), false);
  assert.equal(hasNoDates("AsNeeded", null), false);
});

Deno.test("no computed date passes 9999-12-31: a series ends there", () => {
  // 9999-12-27 is a Monday; the next one would be "10000-01-03".
  assert.deepEqual(nextDates(f("W1:Mon@9999-12-27"), "9999-12-01", 3), ["9999-12-27"]);
  assert.deepEqual(nextDates(f("*:31"), "9999-11-01", 5), ["9999-11-30", "9999-12-31"]);
  assert.deepEqual(datesBetween(f("W1:Fri@9999-12-01"), "9999-12-20", "9999-12-31"), [
    "9999-12-24",
    "9999-12-31",
  ]);
  const feb = nextDates(f("Feb:1#5"), "2026-01-01", 366);
  assert.equal(feb.length, 299, "fewer than asked: the calendar ends first");
  assert.equal(feb.at(-1), "9988-02-29");
  // 9999-12-31 is a Friday: a Monday series starting then has no date at all.
  assert.equal(hasNoDates("Scheduled", f("W1:Mon@9999-12-31")), true);
  assert.deepEqual(nextDates(f("W1:Mon@9999-12-31"), "2026-01-01", 1), []);
  assert.equal(hasNoDates("Scheduled", f("W1:Fri@9999-12-31")), false);
});

Deno.test("the first centuries are dated right too", () => {
  assert.deepEqual(nextDates(f("*:1"), "0001-01-01", 2), ["0001-01-01", "0001-02-01"]);
  // 0001-01-01 was a Monday (proleptic Gregorian, as PostgreSQL's date).
  assert.deepEqual(nextDates(f("W1:Mon@0001-01-01"), "0001-01-01", 2), [
    "0001-01-01",
    "0001-01-08",
  ]);
  assert.deepEqual(nextDates(f("Feb:29"), "0099-01-01", 2), ["0099-02-28", "0100-02-28"]);
});

Deno.test("a sparse search jumps to the years that can yield: the meter counts steps, not years", () => {
  let steps = 0;
  const meter = { spend: (n: number) => void (steps += n) };
  // Fifth Monday of February: only a leap year whose February starts on a Monday has one.
  // 2026 → 2044 is one jump: one month looked at and one date, not 19 years of months.
  assert.deepEqual(nextDates(f("Feb:1#5"), "2026-01-01", 1, { meter }), ["2044-02-29"]);
  assert.equal(steps, 2);
  steps = 0;
  nextDates(f("Feb:1#5"), "2026-01-01", 366, { meter });
  assert.equal(steps, 2 * 299, "one month and one date per date, up to 9999");
  steps = 0;
  nextDates(f("*:1#*"), "2026-01-01", 366, { meter });
  assert.ok(steps <= 366 + 12 * 8, `every Monday: ${steps} steps`);
  steps = 0;
  nextDates(f("W1:Mon@2026-01-05"), "2026-01-01", 366, { meter });
  assert.equal(steps, 366);
});

Deno.test("a meter that throws stops the search", () => {
  let steps = 0;
  const meter = {
    spend(n: number) {
      steps += n;
      if (steps > 10) throw new Error("over budget");
    },
  };
  assert.throws(() => nextDates(f("*:1#*"), "2026-01-01", 366, { meter }), /over budget/);
  assert.equal(steps, 11);
});
