import { strict as assert } from "node:assert";
import fc from "fast-check";
import {
  addDays,
  dayNumberOf,
  daysBetween,
  daysInMonth,
  fromDayNumber,
  isIsoDate,
  isLeapYear,
  isOutOfRangeDate,
  LATEST_DAY_NUMBER,
  outOfRangeMessage,
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
      "0000-01-01",
      "10000-01-03",
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

Deno.test("years 0001–9999 are the supported calendar, the first centuries included", () => {
  assert.deepEqual(parseIsoDate("0001-01-01"), { year: 1, month: 1, day: 1 });
  assert.deepEqual(parseIsoDate("0999-01-01"), { year: 999, month: 1, day: 1 });
  assert.deepEqual(parseIsoDate("0004-02-29"), { year: 4, month: 2, day: 29 });
  assert.equal(parseIsoDate("0100-02-29"), null, "0100 is not a leap year");
  assert.equal(weekdayOf("0001-01-01"), 1, "a Monday in the proleptic Gregorian calendar");
  assert.equal(daysBetween("0099-12-31", "0100-01-01"), 1);
  assert.equal(fromDayNumber(LATEST_DAY_NUMBER), "9999-12-31");
  assert.equal(addDays("9999-12-30", 1), "9999-12-31");
});

Deno.test("dates written with a year outside 0001–9999 are recognised as out of range", () => {
  for (const text of ["10000-01-03", "0000-01-01", "-0001-01-01", "+10000-01-01", "99999-12-31"]) {
    assert.equal(isOutOfRangeDate(text), true, text);
  }
  for (const text of ["2026-01-05", "9999-12-31", "0001-01-01", "2026-02-30", "5 Jan", 20260105]) {
    assert.equal(isOutOfRangeDate(text), false, String(text));
  }
  assert.equal(
    outOfRangeMessage("StartOn", "10000-01-03"),
    "StartOn 10000-01-03 is outside the supported dates 0001-01-01 to 9999-12-31",
  );
});

Deno.test("dayNumberOf agrees with Date.UTC wherever Date.UTC reads the year right", () => {
  fc.assert(
    fc.property(
      fc.integer({ min: 100, max: 9999 }),
      fc.integer({ min: 1, max: 12 }),
      fc.integer({ min: 1, max: 31 }),
      (year, month, day) => {
        assert.equal(dayNumberOf(year, month, day), Date.UTC(year, month - 1, day) / 86_400_000);
      },
    ),
    { numRuns: 2000 },
  );
});

Deno.test("day numbers round-trip for every date of years 0001–9999", () => {
  const first = dayNumberOf(1, 1, 1);
  fc.assert(fc.property(fc.integer({ min: first, max: LATEST_DAY_NUMBER }), (n) => {
    const text = fromDayNumber(n);
    assert.equal(toDayNumber(text), n);
    assert.equal(isIsoDate(text), true);
  }));
});
