import { strict as assert } from "node:assert";
import { parseCompactFrequency } from "./compact.ts";
import { describeFrequency, joinWords, ordinal } from "./describe.ts";

function describe(text: string): string {
  const r = parseCompactFrequency(text);
  assert.ok(r.ok, text);
  return describeFrequency(r.frequencyType, r.frequency);
}

Deno.test("ordinals and word lists", () => {
  assert.deepEqual([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 31].map(ordinal), [
    "1st",
    "2nd",
    "3rd",
    "4th",
    "11th",
    "12th",
    "13th",
    "21st",
    "22nd",
    "23rd",
    "31st",
  ]);
  assert.equal(joinWords([]), "");
  assert.equal(joinWords(["a"]), "a");
  assert.equal(joinWords(["a", "b"]), "a and b");
  assert.equal(joinWords(["a", "b", "c"]), "a, b and c");
});

Deno.test("as needed, intervals, no dates", () => {
  assert.equal(describe(""), "As needed");
  assert.equal(describe("W2:Mon@2026-01-05"), "Every 2 weeks on Monday");
  assert.equal(describe("W1:Fri@2026-01-05"), "Every week on Friday");
  assert.equal(describe("*:"), "Scheduled, with no dates");
  assert.equal(describeFrequency("Scheduled", null), "Scheduled, with no dates");
});

Deno.test("monthly sentences group items by the months they occur in", () => {
  const quarterly = "1st and 15th of every month; last Friday of Mar, Jun, Sep, Dec";
  assert.equal(describe("*:1,15;Mar,Jun,Sep,Dec:5#L"), quarterly);
  assert.equal(
    describe("Jan,Feb,Apr,May,Jul,Aug,Oct,Nov:1,15;Mar,Jun,Sep,Dec:1,15,5#L"),
    quarterly,
  );
  assert.equal(describe("*:2#*"), "Every Tuesday");
  assert.equal(describe("Jan-Jun:2#*"), "Every Tuesday of Jan, Feb, Mar, Apr, May, Jun");
  assert.equal(describe("*:1"), "1st of every month");
  assert.equal(describe("Dec:25"), "25th of Dec");
  assert.equal(describe("*:1#1,1#3"), "First and third Monday of every month");
  assert.equal(describe("*:1#*,1#1"), "Every Monday", "every includes first");
  assert.equal(
    describe("*:1,10,20,1#L,5#2"),
    "1st, 10th and 20th, last Monday and second Friday of every month",
  );
  assert.equal(describe("Feb:1#5"), "Fifth Monday of Feb");
});
