import { strict as assert } from "node:assert";
import fc from "fast-check";
import {
  addDays,
  daysBetween,
  daysInMonth,
  fromDayNumber,
  isIsoDate,
  isLeapYear,
  parseIsoDate,
  toDayNumber,
  weekdayOf,
} from "./calendar.ts";

Deno.test("parseIsoDate accepts real dates and refuses impossible or malformed ones", () => {
  assert.deepEqual(parseIsoDate("2026-01-05"), { year: 2026, month: 1, day: 5 });
  assert.deepEqual(parseIsoDate("2028-02-29"), { year: 2028, month: 2, day: 29 });
  for (
    const bad of [
      "2026-02-30",
      "2027-02-29",
      "2026-04-31",
      "2026-13-01",
      "2026-00-10",
      "2026-01-00",
      "2026-1-5",
      "26-01-05",
      "2026-01-05T00:00",
      " 2026-01-05",
      "0999-01-01",
      "",
    ]
  ) {
    assert.equal(parseIsoDate(bad), null, bad);
  }
  assert.equal(isIsoDate(20260105), false);
  assert.equal(isIsoDate("2026-12-31"), true);
});

Deno.test("month lengths and leap years", () => {
  assert.equal(daysInMonth(2026, 2), 28);
  assert.equal(daysInMonth(2028, 2), 29);
  assert.equal(daysInMonth(2100, 2), 28);
  assert.equal(daysInMonth(2000, 2), 29);
  assert.equal(daysInMonth(2026, 4), 30);
  assert.equal(daysInMonth(2026, 12), 31);
  assert.equal(isLeapYear(2028), true);
  assert.equal(isLeapYear(1900), false);
});

Deno.test("weekdays and day arithmetic", () => {
  assert.equal(weekdayOf("1970-01-01"), 4);
  assert.equal(weekdayOf("2026-11-21"), 6); // a Saturday
  assert.equal(weekdayOf("2026-12-21"), 1); // a Monday
  assert.equal(weekdayOf("1969-12-28"), 0); // a Sunday before the epoch
  assert.equal(addDays("2026-12-28", 7), "2027-01-04");
  assert.equal(addDays("2028-03-01", -1), "2028-02-29");
  assert.equal(daysBetween("2026-01-01", "2027-01-01"), 365);
  assert.throws(() => toDayNumber("2026-02-30"), RangeError);
});

Deno.test("day numbers round-trip for every date in a wide range", () => {
  fc.assert(fc.property(fc.integer({ min: -300_000, max: 2_900_000 }), (n) => {
    const text = fromDayNumber(n);
    assert.equal(toDayNumber(text), n);
    assert.equal(isIsoDate(text), true);
  }));
});
