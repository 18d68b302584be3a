import { strict as assert } from "node:assert";
import { compactFrequencySchema, frequencyInputSchema } from "./schema.ts";
import { monthSpec } from "./testing/month-spec.ts";

Deno.test("frequencyInputSchema answers the canonical pair", () => {
  const r = frequencyInputSchema.safeParse({
    frequencyType: "Scheduled",
    frequency: { Jan: { days: [15, 1, 1] } },
  });
  assert.ok(r.success);
  assert.deepEqual(r.data, {
    frequencyType: "Scheduled",
    frequency: {
      Jan: monthSpec({ days: [1, 15] }),
    },
  });
  assert.deepEqual(frequencyInputSchema.parse({ frequencyType: "AsNeeded" }), {
    frequencyType: "AsNeeded",
    frequency: null,
  });
});

Deno.test("frequencyInputSchema reports every problem at its field path", () => {
  const r = frequencyInputSchema.safeParse({
    frequencyType: "Scheduled",
    frequency: { Foo: {}, Mar: { days: [0] } },
  });
  assert.equal(r.success, false);
  assert.deepEqual(r.error?.issues.map((i) => [i.path, i.message]), [
    [
      ["frequency", "Foo"],
      'Unknown month "Foo"; use Jan, Feb, Mar, Apr, May, Jun, Jul, Aug, Sep, Oct, Nov or Dec',
    ],
    [["frequency", "Mar", "days", 0], "Day 0 in Mar is out of range; days run from 1 to 31"],
  ]);
  const t = frequencyInputSchema.safeParse({ frequencyType: "Sometimes", frequency: null });
  assert.deepEqual(t.error?.issues.map((i) => i.path), [["frequencyType"]]);
});

Deno.test("compactFrequencySchema parses the compact form", () => {
  assert.deepEqual(compactFrequencySchema.parse("W2:Mon@2026-01-05"), {
    frequencyType: "Scheduled",
    frequency: { StartOn: "2026-01-05", RepeatOn: "Mon", RepeatEvery: 2 },
  });
  assert.deepEqual(compactFrequencySchema.parse(""), {
    frequencyType: "AsNeeded",
    frequency: null,
  });
  const r = compactFrequencySchema.safeParse("Jan:32");
  assert.deepEqual(r.error?.issues.map((i) => [i.path, i.message]), [
    [["compactFrequency"], 'Day 32 in "Jan:32" is out of range; days run from 1 to 31'],
  ]);
  assert.equal(compactFrequencySchema.safeParse(5).success, false);
});
