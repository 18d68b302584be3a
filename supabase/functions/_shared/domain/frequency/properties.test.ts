/**
 * Property tests: random valid frequencies in both shapes, written the sloppy ways input
 * arrives (unsorted, duplicated, unflagged markers, empty months), must round-trip
 * through the compact form to their canonical JSON, and their dates must agree with a
 * day-by-day oracle (testing/frequency-oracle.ts) that reads the rules literally.
 */
import { strict as assert } from "node:assert";
import fc from "fast-check";
import {
  addDays,
  dayNumberOf,
  daysInMonth,
  fromDayNumber,
  LATEST_DATE,
  LATEST_DAY_NUMBER,
  parseIsoDate,
} from "../dates/calendar.ts";
import { formatCompactFrequency, parseCompactFrequency } from "./compact.ts";
import { describeFrequency } from "./describe.ts";
import { type Item, itemCode, itemsToMonthly, monthlyToItems } from "./items.ts";
import { datesBetween, hasNoDates, nextDates } from "./schedule.ts";
import {
  type Frequency,
  type IntervalFrequency,
  MARKERS,
  type MonthlyFrequency,
  MONTHS,
  type MonthSpec,
  WEEKDAY_NAMES,
  WEEKDAYS,
} from "./types.ts";
import { canonicalFrequency, validateFrequency } from "./validate.ts";
import { oracleYields } from "./testing/frequency-oracle.ts";

const isoDate = fc.integer({ min: 0, max: 40 * 366 }).map((n) => addDays("2010-01-01", n));
const marker = fc.constantFrom(...MARKERS);
const monthSpec: fc.Arbitrary<MonthSpec> = fc.record({
  days: fc.array(fc.integer({ min: 1, max: 31 }), { maxLength: 5 }),
  sun: fc.array(marker, { maxLength: 3 }),
  mon: fc.array(marker, { maxLength: 3 }),
  tue: fc.array(marker, { maxLength: 3 }),
  wed: fc.array(marker, { maxLength: 3 }),
  thu: fc.array(marker, { maxLength: 3 }),
  fri: fc.array(marker, { maxLength: 3 }),
  sat: fc.array(marker, { maxLength: 3 }),
  flags: fc.dictionary(fc.constantFrom(...WEEKDAYS), fc.boolean()),
});
// Sparse weekday use, so that months often share items and groups form.
const sparseSpec = fc.oneof(
  monthSpec,
  fc.record({
    days: fc.array(fc.constantFrom(1, 15, 31), { maxLength: 2 }),
    sun: fc.constant([]),
    mon: fc.constant([]),
    tue: fc.constant([]),
    wed: fc.constant([]),
    thu: fc.constant([]),
    fri: fc.constant(["Last" as const]),
    sat: fc.constant([]),
    flags: fc.constant({ fri: true }),
  }),
);
const monthly: fc.Arbitrary<MonthlyFrequency> = fc.dictionary(
  fc.constantFrom(...MONTHS),
  sparseSpec,
) as fc.Arbitrary<MonthlyFrequency>;
const interval: fc.Arbitrary<IntervalFrequency> = fc.record({
  StartOn: isoDate,
  RepeatOn: fc.constantFrom(...WEEKDAY_NAMES),
  RepeatEvery: fc.oneof(fc.integer({ min: 1, max: 6 }), fc.integer({ min: 1, max: 999 })),
});
const frequency: fc.Arbitrary<Frequency> = fc.oneof(monthly, interval);

Deno.test("random valid frequencies validate, and canonicalisation is idempotent", () => {
  fc.assert(
    fc.property(frequency, (f) => {
      assert.deepEqual(validateFrequency("Scheduled", f), []);
      const c = canonicalFrequency("Scheduled", f);
      assert.deepEqual(validateFrequency("Scheduled", c), []);
      assert.deepEqual(canonicalFrequency("Scheduled", c), c);
    }),
    { numRuns: 500 },
  );
});

Deno.test("parse(format(f)) is the canonical f, and format(parse(s)) is s", () => {
  fc.assert(
    fc.property(frequency, (f) => {
      const text = formatCompactFrequency("Scheduled", f);
      const parsed = parseCompactFrequency(text);
      assert.deepEqual(parsed, {
        ok: true,
        frequencyType: "Scheduled",
        frequency: canonicalFrequency("Scheduled", f),
      });
      if (parsed.ok) {
        assert.equal(formatCompactFrequency(parsed.frequencyType, parsed.frequency), text);
      }
    }),
    { numRuns: 1000 },
  );
  assert.deepEqual(parseCompactFrequency(formatCompactFrequency("AsNeeded", null)), {
    ok: true,
    frequencyType: "AsNeeded",
    frequency: null,
  });
});

Deno.test("any spelling the parser accepts (split groups, ranges, shuffles, case) means the same items", () => {
  const spelled = fc.tuple(monthly, fc.nat(), fc.boolean()).map(([f, seed, lower]) => {
    const items = monthlyToItems(f);
    // Each (month, item) goes to one of three groups; groups list their months shuffled.
    const groups: { months: Set<number>; items: Set<string> }[] = [];
    let s = seed;
    const next = (n: number) => (s = (s * 1103515245 + 12345) % 2147483648) % n;
    items.forEach((list, month) => {
      for (const item of list) {
        const g = groups[next(3)] ??
          (groups[groups.length] = { months: new Set(), items: new Set() });
        g.months.add(month);
        g.items.add(itemCode(item));
      }
    });
    // A group's items apply to all its months, so the expected meaning is the union.
    const expected: Item[][] = MONTHS.map(() => []);
    const text = groups.map((g) => {
      const months = [...g.months].sort(() => next(3) - 1);
      const codes = [...g.items];
      const asItems = monthlyToItems(
        (parseCompactFrequency(`Jan:${codes.join(",")}`) as { frequency: MonthlyFrequency })
          .frequency,
      )[0] ?? [];
      for (const m of months) expected[m]!.push(...asItems);
      const name = (m: number) => (lower ? MONTHS[m]!.toLowerCase() : MONTHS[m]!);
      return ` ${months.map(name).join(" , ")} : ${codes.sort(() => next(3) - 1).join(",")} `;
    }).join(";");
    return { text: text === "" ? "*:" : text, expected: itemsToMonthly(expected) };
  });
  fc.assert(
    fc.property(spelled, ({ text, expected }) => {
      assert.deepEqual(parseCompactFrequency(text), {
        ok: true,
        frequencyType: "Scheduled",
        frequency: expected,
      });
    }),
    { numRuns: 500 },
  );
});

Deno.test("datesBetween agrees with the day-by-day oracle", () => {
  fc.assert(
    fc.property(frequency, isoDate, fc.integer({ min: 0, max: 400 }), (f, from, span) => {
      const to = addDays(from, span);
      const expected: string[] = [];
      for (let day = from; day <= to; day = addDays(day, 1)) {
        if (oracleYields(f, day)) expected.push(day);
      }
      assert.deepEqual(datesBetween(f, from, to), expected);
    }),
    { numRuns: 300 },
  );
});

Deno.test("nextDates is the start of datesBetween, never before scheduledFrom, and hasNoDates means none", () => {
  fc.assert(
    fc.property(
      frequency,
      isoDate,
      isoDate,
      fc.integer({ min: 1, max: 12 }),
      (f, from, scheduledFrom, count) => {
        const dates = nextDates(f, from, count, { scheduledFrom });
        const start = from > scheduledFrom ? from : scheduledFrom;
        assert.ok(dates.every((d) => d >= start));
        assert.deepEqual(dates, [...new Set(dates)].sort());
        if (dates.length > 0) assert.deepEqual(datesBetween(f, start, dates.at(-1)!), dates);
        assert.equal(hasNoDates("Scheduled", f), dates.length === 0);
        if (!hasNoDates("Scheduled", f)) assert.equal(dates.length, count);
      },
    ),
    { numRuns: 300 },
  );
});

/**
 * Sparse schedules: few months, each with items that only some years have (a fifth
 * weekday, above all in February; the 29th of February), written in the compact form.
 */
const rareItem = fc.oneof(
  fc.integer({ min: 0, max: 6 }).map((w) => `${w}#5`),
  fc.constantFrom("29", "30", "31", "0#L", "3#4"),
);
const sparseMonthly: fc.Arbitrary<Frequency> = fc.tuple(
  fc.uniqueArray(fc.oneof(fc.constant("Feb"), fc.constantFrom(...MONTHS)), {
    minLength: 1,
    maxLength: 2,
  }),
  fc.uniqueArray(rareItem, { minLength: 1, maxLength: 2 }),
).map(([months, items]) => {
  const r = parseCompactFrequency(`${months.join(",")}:${items.join(",")}`);
  if (!r.ok || !r.frequency) throw new Error(JSON.stringify(r));
  return r.frequency;
});
const lateDate = fc.integer({ min: LATEST_DAY_NUMBER - 40 * 366, max: LATEST_DAY_NUMBER }).map(
  fromDayNumber,
);
/** Anywhere in 0001–9999, often in the last decades so that series run into the end. */
const anyDate = fc.oneof(
  fc.integer({ min: dayNumberOf(1, 1, 1), max: LATEST_DAY_NUMBER }).map(fromDayNumber),
  lateDate,
);
/** Intervals that start in the last years, with a `from` a little before. */
const lateInterval = fc.tuple(
  fc.integer({ min: LATEST_DAY_NUMBER - 3 * 366, max: LATEST_DAY_NUMBER }),
  fc.constantFrom(...WEEKDAY_NAMES),
  fc.integer({ min: 1, max: 20 }),
  fc.integer({ min: 0, max: 400 }),
).map(([start, RepeatOn, RepeatEvery, before]) => ({
  f: { StartOn: fromDayNumber(start), RepeatOn, RepeatEvery } as IntervalFrequency,
  from: fromDayNumber(start - before),
}));

/** The oracle's next dates: day by day (skipping months the frequency leaves out). */
function oracleNext(f: Frequency, from: string, count: number): string[] {
  const out: string[] = [];
  let day = from;
  while (out.length < count) {
    const d = parseIsoDate(day)!;
    if (!("RepeatOn" in f) && !(f as MonthlyFrequency)[MONTHS[d.month - 1]!]) {
      // An absent month yields nothing: on to the 1st of the next.
      if (d.year === 9999 && d.month === 12) break;
      day = fromDayNumber(dayNumberOf(d.year, d.month, daysInMonth(d.year, d.month)) + 1);
      continue;
    }
    if (oracleYields(f, day)) out.push(day);
    if (day === LATEST_DATE) break;
    day = addDays(day, 1);
  }
  return out;
}

Deno.test("sparse schedules: nextDates agrees with the day-by-day oracle, and stops at 9999-12-31", () => {
  fc.assert(
    fc.property(
      fc.oneof(fc.record({ f: sparseMonthly, from: anyDate }), lateInterval),
      fc.integer({ min: 1, max: 3 }),
      ({ f, from }, count) => {
        const dates = nextDates(f, from, count);
        assert.deepEqual(dates, oracleNext(f, from, count));
        assert.ok(dates.every((d) => d <= LATEST_DATE && d.length === 10));
      },
    ),
    { numRuns: 300 },
  );
});

Deno.test("junk never throws: the parser and the validator answer with messages", () => {
  const json = fc.jsonValue({ maxDepth: 4 });
  const junk = fc.oneof(
    fc.string(),
    fc.stringMatching(/^[WwJjFfMm*;:,#\-@0-9LAaNnEeBbRrYy \t]{0,30}$/),
    fc.constantFrom(
      "W",
      "W1:",
      "W1:Mon@",
      "*:",
      ":",
      "-:1",
      "Jan-:1",
      "Jan:#",
      "Jan:1#",
      "Jan:#1",
      "Jan:99999999999999999999",
    ),
  );
  fc.assert(
    fc.property(junk, (text) => {
      const r = parseCompactFrequency(text);
      if (r.ok) {
        assert.equal(
          parseCompactFrequency(formatCompactFrequency(r.frequencyType, r.frequency)).ok,
          true,
        );
        describeFrequency(r.frequencyType, r.frequency);
      } else {
        assert.ok(r.errors.length > 0 && r.errors.every((e) => e.message.length > 0));
      }
    }),
    { numRuns: 2000 },
  );
  fc.assert(
    fc.property(fc.constantFrom<unknown>("Scheduled", "AsNeeded", "x", null), json, (type, f) => {
      for (const issue of validateFrequency(type, f)) assert.ok(issue.message.length > 0);
    }),
    { numRuns: 1000 },
  );
});
