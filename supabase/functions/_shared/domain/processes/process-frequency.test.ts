import { strict as assert } from "node:assert";
import { resolveFrequency, storedFrequency } from "./process-frequency.ts";

const WEEKLY = { StartOn: "2026-01-05", RepeatOn: "Mon", RepeatEvery: 1 } as const;

function ok(
  input: Parameters<typeof resolveFrequency>[0],
  current?: Parameters<typeof resolveFrequency>[1],
) {
  const r = resolveFrequency(input, current);
  assert.ok(r && r.ok, JSON.stringify(r));
  return r.value;
}

function issue(input: Parameters<typeof resolveFrequency>[0]) {
  const r = resolveFrequency(input);
  assert.ok(r && !r.ok, JSON.stringify(r));
  return r.issue;
}

Deno.test("nothing given: as needed on create, unchanged on update", () => {
  assert.deepEqual(ok({}), {
    frequencyType: "AsNeeded",
    frequency: null,
    compactFrequency: "",
    hasDates: false,
  });
  assert.equal(resolveFrequency({}, storedFrequency("Scheduled", WEEKLY)), null);
});

Deno.test("frequency JSON is stored canonical with its compact form and has-dates flag", () => {
  const v = ok({
    frequencyType: "Scheduled",
    frequency: { Jun: { days: [15, 1, 1], fri: ["Last"], flags: { fri: true, mon: true } } },
  });
  assert.equal(v.compactFrequency, "Jun:1,15,5#L");
  assert.deepEqual((v.frequency as Record<string, { days: number[] }>).Jun!.days, [1, 15]);
  assert.equal(v.hasDates, true);
  const none = ok({ frequencyType: "Scheduled", frequency: { Jan: { days: [] } } });
  assert.equal(none.hasDates, false);
  assert.equal(none.compactFrequency, "*:");
  assert.equal(
    ok({ frequency: WEEKLY }).frequencyType,
    "Scheduled",
    "a frequency alone is scheduled",
  );
  assert.deepEqual(ok({ frequencyType: "AsNeeded", frequency: WEEKLY }).frequency, null);
});

Deno.test("compact text is parsed; with the JSON as well, both must agree", () => {
  assert.deepEqual(ok({ compactFrequency: "w1:mon@2026-01-05" }).frequency, WEEKLY);
  assert.equal(ok({ compactFrequency: "" }).frequencyType, "AsNeeded");
  assert.equal(
    ok({ compactFrequency: "W1:Mon@2026-01-05", frequencyType: "Scheduled", frequency: WEEKLY })
      .compactFrequency,
    "W1:Mon@2026-01-05",
  );
  assert.equal(
    issue({ compactFrequency: "W2:Mon@2026-01-05", frequency: WEEKLY }).path[0],
    "compactFrequency",
  );
  assert.equal(
    issue({ compactFrequency: "", frequencyType: "Scheduled" }).path[0],
    "frequencyType",
  );
  assert.equal(
    issue({ compactFrequency: "W1:Mon@2026-01-05", frequencyType: "AsNeeded" }).path[0],
    "frequencyType",
  );
  assert.match(
    issue({ compactFrequency: "W1:Mon@2026-01-05", frequencyType: "Often" }).message,
    /"Often" is not valid/,
  );
  assert.match(issue({ compactFrequency: "Jan:0" }).message, /0/);
});

Deno.test("update: frequencyType Scheduled alone keeps the stored schedule", () => {
  const current = storedFrequency("Scheduled", WEEKLY);
  assert.deepEqual(ok({ frequencyType: "Scheduled" }, current), current);
  const asNeeded = storedFrequency("AsNeeded", null);
  const r = resolveFrequency({ frequencyType: "Scheduled" }, asNeeded);
  assert.ok(r && !r.ok);
  assert.match(r.issue.message, /needs a frequency/);
});

Deno.test("errors carry the frequency module's message and path", () => {
  const day = issue({ frequencyType: "Scheduled", frequency: { Feb: { days: [32] } } });
  assert.deepEqual(day.path, ["frequency", "Feb", "days", 0]);
  assert.match(day.message, /Day 32 in Feb is out of range/);
  assert.match(
    issue({ frequencyType: "Scheduled", frequency: { ...WEEKLY, RepeatOn: "Monday" } }).message,
    /Unknown weekday "Monday"/,
  );
});
