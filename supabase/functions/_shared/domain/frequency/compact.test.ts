import { strict as assert } from "node:assert";
import { formatCompactFrequency, parseCompactFrequency } from "./compact.ts";
import type { Frequency } from "./types.ts";
import { monthSpec } from "./testing/month-spec.ts";

function parsed(text: string): Frequency | null {
  const r = parseCompactFrequency(text);
  assert.ok(r.ok, `${text}: ${JSON.stringify(r)}`);
  return r.frequency;
}

function errors(text: unknown): string[] {
  const r = parseCompactFrequency(text);
  assert.equal(r.ok, false, `${text} should be refused`);
  return r.ok ? [] : r.errors.map((e) => e.message);
}

/** parse, then format: the canonical text of any accepted spelling. */
function canonical(text: string): string {
  const r = parseCompactFrequency(text);
  assert.ok(r.ok, `${text}: ${JSON.stringify(r)}`);
  return formatCompactFrequency(r.frequencyType, r.frequency);
}

Deno.test("the design's example: overlapping groups are united, the formatter writes the canonical form", () => {
  assert.equal(
    canonical("*:1,15;Mar,Jun,Sep,Dec:5#L"),
    "Jan,Feb,Apr,May,Jul,Aug,Oct,Nov:1,15;Mar,Jun,Sep,Dec:1,15,5#L",
  );
  assert.equal(
    canonical("Jan,Feb,Apr,May,Jul,Aug,Oct,Nov:1,15;Mar,Jun,Sep,Dec:1,15,5#L"),
    "Jan,Feb,Apr,May,Jul,Aug,Oct,Nov:1,15;Mar,Jun,Sep,Dec:1,15,5#L",
  );
});

Deno.test("parsed monthly JSON is canonical: only flagged weekdays with markers", () => {
  assert.deepEqual(parsed("Mar:5#L,1,15"), {
    Mar: monthSpec({ days: [1, 15], fri: ["Last"], flags: { fri: true } }),
  });
});

Deno.test("* only when all twelve months share one group", () => {
  assert.equal(canonical("Jan-Dec:2#*"), "*:2#*");
  assert.equal(canonical("Jan,Feb,Mar,Apr,May,Jun,Jul,Aug,Sep,Oct,Nov,Dec:1"), "*:1");
  assert.equal(canonical("Jan-Nov:1"), "Jan,Feb,Mar,Apr,May,Jun,Jul,Aug,Sep,Oct,Nov:1");
  assert.equal(canonical("*:1;Dec:2"), "Jan,Feb,Mar,Apr,May,Jun,Jul,Aug,Sep,Oct,Nov:1;Dec:1,2");
});

Deno.test("items sort: days ascending, then weekday, then marker *,1..5,L; duplicates collapse", () => {
  assert.equal(canonical("Jan:5#L,1#3,1#*,31,2,1#L,1#1,2,5#1"), "Jan:2,31,1#*,1#1,1#3,1#L,5#1,5#L");
  assert.equal(canonical("Jan:0#5,6#2,0#2"), "Jan:0#2,0#5,6#2");
});

Deno.test("groups in calendar order of their first month; ranges, wrapping ranges, case and spaces", () => {
  assert.equal(canonical("Dec:1;Feb:2;Jan:1"), "Jan,Dec:1;Feb:2");
  assert.equal(canonical("nov-feb : 3#l ; jun:3#1"), "Jan,Feb,Nov,Dec:3#L;Jun:3#1");
  assert.equal(canonical(" Mar , Jun-Jun : 10 , 20 "), "Mar,Jun:10,20");
  assert.equal(canonical("Jan:1;Jan:1"), "Jan:1");
});

Deno.test("months without items are left out; none at all is *: (scheduled, no dates)", () => {
  assert.equal(canonical("Jan:;Feb:1"), "Feb:1");
  assert.deepEqual(parsed("*:"), {});
  assert.equal(canonical("*:"), "*:");
  assert.equal(canonical("Mar:"), "*:");
  assert.equal(formatCompactFrequency("Scheduled", {}), "*:");
  assert.equal(formatCompactFrequency("Scheduled", null), "*:");
  // Markers of an unflagged weekday do not count.
  assert.equal(
    formatCompactFrequency("Scheduled", {
      Jan: monthSpec({ mon: ["First"], flags: { mon: false } }),
    }),
    "*:",
  );
});

Deno.test("interval W<N>:<Ddd>@<YYYY-MM-DD>", () => {
  assert.deepEqual(parsed("W2:Mon@2026-01-05"), {
    StartOn: "2026-01-05",
    RepeatOn: "Mon",
    RepeatEvery: 2,
  });
  assert.equal(canonical("w1 : fri @ 2026-11-20"), "W1:Fri@2026-11-20");
  assert.equal(
    formatCompactFrequency("Scheduled", { StartOn: "2026-12-21", RepeatOn: "Mon", RepeatEvery: 2 }),
    "W2:Mon@2026-12-21",
  );
});

Deno.test("as needed is the empty string", () => {
  assert.equal(formatCompactFrequency("AsNeeded", null), "");
  assert.equal(
    formatCompactFrequency("AsNeeded", {
      Jan: { days: [1], sun: [], mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], flags: {} },
    }),
    "",
  );
  assert.deepEqual(parseCompactFrequency(""), {
    ok: true,
    frequencyType: "AsNeeded",
    frequency: null,
  });
  assert.deepEqual(parseCompactFrequency("   "), {
    ok: true,
    frequencyType: "AsNeeded",
    frequency: null,
  });
});

Deno.test("monthly errors name the bad part", () => {
  assert.deepEqual(errors("Foo:1"), [
    'Unknown month "Foo" in "Foo:1"; use * or Jan … Dec, or a range like Jan-Mar',
  ]);
  assert.deepEqual(errors("Jan-Foo:1"), [
    'Unknown month "Jan-Foo" in "Jan-Foo:1"; use * or Jan … Dec, or a range like Jan-Mar',
  ]);
  assert.deepEqual(errors("Jan-Feb-Mar:1"), [
    'Unknown month "Jan-Feb-Mar" in "Jan-Feb-Mar:1"; use * or Jan … Dec, or a range like Jan-Mar',
  ]);
  assert.deepEqual(errors("Jan,:1"), [
    'Unknown month an empty month in "Jan,:1"; use * or Jan … Dec, or a range like Jan-Mar',
  ]);
  assert.deepEqual(errors("Jan:0"), ['Day 0 in "Jan:0" is out of range; days run from 1 to 31']);
  assert.deepEqual(errors("Jan:32"), ['Day 32 in "Jan:32" is out of range; days run from 1 to 31']);
  assert.deepEqual(errors("Jan:7#1"), [
    'Weekday 7 in "7#1" is out of range; use 0 (Sunday) to 6 (Saturday)',
  ]);
  assert.deepEqual(errors("Jan:1#6"), [
    'Unknown marker "6" in "1#6"; use * (every), 1–5 (first–fifth) or L (last)',
  ]);
  assert.deepEqual(errors("Jan:1,,2"), ['"Jan:1,,2" has an empty item (two commas in a row?)']);
  assert.deepEqual(errors("Jan:Mon"), [
    'Unknown item "Mon" in "Jan:Mon"; items are day numbers (1–31) or weekday codes like 5#L',
  ]);
  assert.deepEqual(errors("Jan:1.5"), [
    'Unknown item "1.5" in "Jan:1.5"; items are day numbers (1–31) or weekday codes like 5#L',
  ]);
  assert.deepEqual(errors("Jan 1"), [
    'Group "Jan 1" must be MONTHS:ITEMS, e.g. Mar,Jun:1,15 or *:5#L',
  ]);
  assert.deepEqual(errors(";;"), ['";;" has no MONTHS:ITEMS group']);
  assert.equal(errors("Foo:0;Bar").length, 3, "every problem is reported");
  assert.deepEqual(errors(42), ["The compact frequency must be text"]);
});

Deno.test("interval errors name the bad part", () => {
  assert.deepEqual(errors("W0:Mon@2026-01-05"), ["Every 0 weeks is out of range; use 1 to 999"]);
  assert.deepEqual(errors("W1000:Mon@2026-01-05"), [
    "Every 1000 weeks is out of range; use 1 to 999",
  ]);
  assert.deepEqual(errors("W2:Mox@2026-01-05"), [
    'Unknown weekday "Mox"; use Sun, Mon, Tue, Wed, Thu, Fri, Sat',
  ]);
  assert.deepEqual(errors("W2:Mon@2026-02-30"), ["Start date 2026-02-30 is not a real date"]);
  assert.deepEqual(errors("W2:Mon@5/1/2026"), ['Start date "5/1/2026" must be written YYYY-MM-DD']);
  assert.deepEqual(errors("W1:Mon@10000-01-03"), [
    "Start date 10000-01-03 is outside the supported dates 0001-01-01 to 9999-12-31",
  ]);
  assert.deepEqual(errors("W2:Mon"), [
    '"W2:Mon" is not an interval; write W<weeks>:<weekday>@<start date>, e.g. W2:Mon@2026-01-05',
  ]);
});
