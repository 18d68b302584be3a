import { strict as assert } from "node:assert";
import { fromDayNumber } from "../dates/calendar.ts";
import { parseCompactFrequency } from "../frequency/index.ts";
import { buildSegments, type Segment } from "./series.ts";
import type { ProcessFacts, SeriesRule, TaskSource } from "./types.ts";

const weekly = parseCompactFrequency("W1:Mon@2026-03-02");
if (!weekly.ok) throw new Error("bad frequency");

const payroll: ProcessFacts = {
  id: 1,
  name: "Payroll",
  processHandle: "P-1",
  frequency: weekly.frequency,
  scheduledFrom: "2026-03-01",
  labels: [],
  roleHandles: ["ops"],
};

function rule(personId: number, fromDate: string, assigneeId: number | null): SeriesRule {
  return {
    processId: 1,
    personId,
    fromDate,
    fromHandle: `1-${personId}-${fromDate}`,
    assigneeId,
    name: `Rule ${fromDate}`,
    description: "",
  };
}

function segments(members: number[], rules: SeriesRule[] = []): string[] {
  const src: TaskSource = {
    processes: new Map([[1, payroll], [2, { ...payroll, id: 2, frequency: null }]]),
    people: new Map(),
    members: [...members.map((personId) => ({ processId: 1, personId })), {
      processId: 2,
      personId: 1,
    }],
    rules,
    stored: [],
  };
  return buildSegments(src).map(show).sort();
}

/** "origin→assignee lo..hi init" with open ends shown as "…". */
function show(s: Segment): string {
  const hi = s.hi > 2_000_000 ? "…" : fromDayNumber(s.hi);
  return `${s.originId}→${s.assigneeId} ${fromDayNumber(s.lo)}..${hi} ${s.initHandle ?? "-"}`;
}

Deno.test("a member's series runs from scheduledFrom with no end; as-needed processes have none", () => {
  assert.deepEqual(segments([1]), ["1→1 2026-03-01..… -"]);
});

Deno.test("each rule starts a segment that lasts until the next rule", () => {
  assert.deepEqual(segments([1], [rule(1, "2026-04-06", 1), rule(1, "2026-03-16", 2)]), [
    "1→1 2026-03-01..2026-03-15 -",
    "1→1 2026-04-06..… 1-1-2026-04-06",
    "1→2 2026-03-16..2026-04-05 1-1-2026-03-16",
  ]);
});

Deno.test("a rule before scheduledFrom starts at scheduledFrom; a rule to nobody ends the series", () => {
  assert.deepEqual(segments([1], [rule(1, "2026-01-05", 2)]), [
    "1→2 2026-03-01..… 1-1-2026-01-05",
  ]);
  assert.deepEqual(segments([1], [rule(1, "2026-03-16", null)]), [
    "1→1 2026-03-01..2026-03-15 -",
  ]);
});

Deno.test("a series that is no longer a member keeps only its rules' segments", () => {
  assert.deepEqual(segments([], [rule(1, "2026-03-16", 2)]), [
    "1→2 2026-03-16..… 1-1-2026-03-16",
  ]);
});

Deno.test("duplicates: a handed series yields nothing on the days its assignee has the process already", () => {
  // Bob (2) has his own series from 1 March; Ann's (1) goes to him from 16 March.
  assert.deepEqual(segments([1, 2], [rule(1, "2026-03-16", 2)]), [
    "1→1 2026-03-01..2026-03-15 -",
    "2→2 2026-03-01..… -",
  ]);
  // Bob's own series goes to Cy (3) from 23 March, so Ann's handed one fills Bob's days
  // from then on; Ann's and Bob's both handed to Cy: the lower person id wins.
  assert.deepEqual(
    segments([1, 2], [rule(1, "2026-03-16", 2), rule(2, "2026-03-23", 3)]),
    [
      "1→1 2026-03-01..2026-03-15 -",
      "1→2 2026-03-23..… 1-1-2026-03-16",
      "2→2 2026-03-01..2026-03-22 -",
      "2→3 2026-03-23..… 1-2-2026-03-23",
    ],
  );
  assert.deepEqual(
    segments([1, 2], [rule(1, "2026-03-16", 3), rule(2, "2026-03-09", 3)]),
    [
      "1→1 2026-03-01..2026-03-15 -",
      "1→3 2026-03-16..… 1-1-2026-03-16",
      "2→2 2026-03-01..2026-03-08 -",
      "2→3 2026-03-09..2026-03-15 1-2-2026-03-09",
    ],
  );
});
