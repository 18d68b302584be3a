import { strict as assert } from "node:assert";
import { canonicalFrequency, parseFrequencyInput, validateFrequency } from "./validate.ts";
import { formatIssue, type FrequencyIssue } from "./types.ts";
import { monthSpec } from "./testing/month-spec.ts";

const month = monthSpec({ days: [1] });

/** The single issue of an input, as "path: message". */
function only(issues: FrequencyIssue[]): string {
  assert.equal(issues.length, 1, JSON.stringify(issues));
  return formatIssue(issues[0]!);
}

Deno.test("valid input passes: both shapes and as needed", () => {
  assert.deepEqual(
    validateFrequency("Scheduled", { StartOn: "2026-01-05", RepeatOn: "Mon", RepeatEvery: 2 }),
    [],
  );
  assert.deepEqual(
    validateFrequency("Scheduled", {
      Jan: month,
      Mar: { days: [31], fri: ["Last", "First"], flags: { fri: true } },
    }),
    [],
  );
  assert.deepEqual(validateFrequency("Scheduled", {}), []); // scheduled with no dates is allowed
  assert.deepEqual(validateFrequency("AsNeeded", null), []);
  assert.deepEqual(validateFrequency("AsNeeded", { anything: "is discarded" }), []);
});

Deno.test("frequencyType must be Scheduled or AsNeeded", () => {
  assert.equal(
    only(validateFrequency("Weekly", {})),
    'frequencyType: Frequency type "Weekly" is not valid; use Scheduled or AsNeeded',
  );
  assert.match(only(validateFrequency(undefined, {})), /^frequencyType: .*undefined/);
  assert.match(
    only(validateFrequency("Scheduled", null)),
    /^frequency: A scheduled process needs a frequency/,
  );
  assert.match(only(validateFrequency("Scheduled", [])), /^frequency: /);
  assert.match(only(validateFrequency("Scheduled", "W2:Mon@2026-01-05")), /^frequency: /);
});

Deno.test("unknown month or weekday keys are named, with a hint for letter case", () => {
  assert.equal(
    only(validateFrequency("Scheduled", { Foo: month })),
    'frequency.Foo: Unknown month "Foo"; use Jan, Feb, Mar, Apr, May, Jun, Jul, Aug, Sep, Oct, Nov or Dec',
  );
  assert.equal(
    only(validateFrequency("Scheduled", { jan: month })),
    'frequency.jan: Unknown month "jan" (did you mean "Jan"?)',
  );
  assert.equal(
    only(validateFrequency("Scheduled", { Jan: { ...month, flags: { Mon: true } } })),
    'frequency.Jan.flags.Mon: Unknown weekday "Mon" in Jan flags (did you mean "mon"?)',
  );
  assert.equal(
    only(validateFrequency("Scheduled", { Jan: { ...month, tues: ["First"] } })),
    'frequency.Jan.tues: Unknown field "tues" in Jan; use days, sun, mon, tue, wed, thu, fri, sat or flags',
  );
  assert.equal(
    only(
      validateFrequency("Scheduled", { StartOn: "2026-01-05", RepeatOn: "Monday", RepeatEvery: 1 }),
    ),
    'frequency.RepeatOn: Unknown weekday "Monday"; use Sun, Mon, Tue, Wed, Thu, Fri or Sat',
  );
  assert.equal(
    only(
      validateFrequency("Scheduled", { StartOn: "2026-01-05", RepeatOn: "mon", RepeatEvery: 1 }),
    ),
    'frequency.RepeatOn: Unknown weekday "mon" (did you mean "Mon"?)',
  );
});

Deno.test("day numbers must be whole numbers from 1 to 31", () => {
  assert.equal(
    only(validateFrequency("Scheduled", { Feb: { days: [0] } })),
    "frequency.Feb.days[0]: Day 0 in Feb is out of range; days run from 1 to 31",
  );
  assert.equal(
    only(validateFrequency("Scheduled", { Feb: { days: [1, 32] } })),
    "frequency.Feb.days[1]: Day 32 in Feb is out of range; days run from 1 to 31",
  );
  assert.equal(
    only(validateFrequency("Scheduled", { Feb: { days: [1.5] } })),
    "frequency.Feb.days[0]: Day 1.5 in Feb must be a whole number from 1 to 31",
  );
  assert.equal(
    only(validateFrequency("Scheduled", { Feb: { days: ["3"] } })),
    'frequency.Feb.days[0]: Day "3" in Feb must be a whole number from 1 to 31',
  );
  assert.equal(
    only(validateFrequency("Scheduled", { Feb: { days: 3 } })),
    "frequency.Feb.days: days in Feb must be a list of day numbers from 1 to 31",
  );
  assert.equal(
    only(validateFrequency("Scheduled", { Feb: [1] })),
    "frequency.Feb: Feb must be an object with days, weekday marker lists and flags",
  );
});

Deno.test("markers and flags are checked", () => {
  assert.equal(
    only(validateFrequency("Scheduled", { Jan: { mon: ["Sixth"] } })),
    'frequency.Jan.mon[0]: Unknown marker "Sixth" in mon in Jan; use Every, First, Second, Third, Fourth, Fifth or Last',
  );
  assert.equal(
    only(validateFrequency("Scheduled", { Jan: { mon: ["last"] } })),
    'frequency.Jan.mon[0]: Unknown marker "last" in mon in Jan (did you mean "Last"?)',
  );
  assert.equal(
    only(validateFrequency("Scheduled", { Jan: { mon: "First" } })),
    "frequency.Jan.mon: mon in Jan must be a list of markers (Every, First, Second, Third, Fourth, Fifth or Last)",
  );
  assert.equal(
    only(validateFrequency("Scheduled", { Jan: { flags: { mon: "yes" } } })),
    "frequency.Jan.flags.mon: The mon flag in Jan must be true or false",
  );
  assert.equal(
    only(validateFrequency("Scheduled", { Jan: { flags: [] } })),
    "frequency.Jan.flags: flags in Jan must be an object of weekday: true/false",
  );
});

Deno.test("interval fields: dates real, RepeatEvery a positive whole number", () => {
  const base = { StartOn: "2026-01-05", RepeatOn: "Mon", RepeatEvery: 2 };
  assert.equal(
    only(validateFrequency("Scheduled", { ...base, StartOn: "2026-02-30" })),
    "frequency.StartOn: StartOn 2026-02-30 is not a real date",
  );
  assert.equal(
    only(validateFrequency("Scheduled", { ...base, StartOn: "5 Jan 2026" })),
    "frequency.StartOn: StartOn must be a date written YYYY-MM-DD, e.g. 2026-01-05",
  );
  // Four-digit years only: a five-digit year such as 10000-01-03 is refused, not dated on.
  for (const StartOn of ["10000-01-03", "0000-01-01", "-0001-12-31"]) {
    assert.equal(
      only(validateFrequency("Scheduled", { ...base, StartOn })),
      `frequency.StartOn: StartOn ${StartOn} is outside the supported dates 0001-01-01 to 9999-12-31`,
    );
  }
  assert.deepEqual(validateFrequency("Scheduled", { ...base, StartOn: "9999-12-27" }), []);
  assert.deepEqual(validateFrequency("Scheduled", { ...base, StartOn: "0001-01-01" }), []);
  assert.equal(
    only(validateFrequency("Scheduled", { ...base, RepeatEvery: 0 })),
    "frequency.RepeatEvery: RepeatEvery must be a whole number of weeks from 1 to 999, not 0",
  );
  assert.match(
    only(validateFrequency("Scheduled", { ...base, RepeatEvery: -1 })),
    /^frequency.RepeatEvery: .* not -1$/,
  );
  assert.match(only(validateFrequency("Scheduled", { ...base, RepeatEvery: 1.5 })), /not 1.5$/);
  assert.match(only(validateFrequency("Scheduled", { ...base, RepeatEvery: "2" })), /not "2"$/);
  assert.match(only(validateFrequency("Scheduled", { ...base, RepeatEvery: 1000 })), /not 1000$/);
  assert.equal(
    only(validateFrequency("Scheduled", { ...base, Jan: month })),
    'frequency.Jan: Unknown field "Jan" in an interval frequency; use StartOn, RepeatOn or RepeatEvery',
  );
  const missing = validateFrequency("Scheduled", { RepeatEvery: 1 }).map(formatIssue);
  assert.deepEqual(missing, [
    "frequency.StartOn: StartOn is required (a date like 2026-01-05)",
    "frequency.RepeatOn: RepeatOn is required; use Sun, Mon, Tue, Wed, Thu, Fri or Sat",
  ]);
});

Deno.test("every problem is reported, not just the first", () => {
  const issues = validateFrequency("Scheduled", { Foo: month, Jan: { days: [0, 32], mon: ["X"] } });
  assert.deepEqual(issues.map((i) => i.path), [
    ["frequency", "Foo"],
    ["frequency", "Jan", "days", 0],
    ["frequency", "Jan", "days", 1],
    ["frequency", "Jan", "mon", 0],
  ]);
});

Deno.test("parseFrequencyInput answers the canonical value or the errors", () => {
  const r = parseFrequencyInput("Scheduled", {
    Mar: {
      days: [15, 1, 15],
      mon: [],
      fri: ["Last", "Every", "Last"],
      tue: ["First"],
      flags: { fri: true, tue: false, sun: true },
    },
    Apr: { days: [], fri: ["First"], flags: {} },
  });
  assert.deepEqual(r, {
    ok: true,
    frequencyType: "Scheduled",
    frequency: {
      Mar: monthSpec({ days: [1, 15], fri: ["Every", "Last"], flags: { fri: true } }),
    },
  });
  assert.deepEqual(parseFrequencyInput("AsNeeded", { Jan: month }), {
    ok: true,
    frequencyType: "AsNeeded",
    frequency: null,
  });
  const bad = parseFrequencyInput("Scheduled", { Jan: { days: [0] } });
  assert.equal(bad.ok, false);
  assert.deepEqual(
    parseFrequencyInput("Scheduled", { StartOn: "2026-01-07", RepeatOn: "Mon", RepeatEvery: 3 }),
    {
      ok: true,
      frequencyType: "Scheduled",
      frequency: { StartOn: "2026-01-07", RepeatOn: "Mon", RepeatEvery: 3 },
    },
  );
});

Deno.test("canonicalFrequency: as needed is null, a scheduled null is empty monthly", () => {
  assert.equal(canonicalFrequency("AsNeeded", { Jan: month }), null);
  assert.deepEqual(canonicalFrequency("Scheduled", null), {});
});
