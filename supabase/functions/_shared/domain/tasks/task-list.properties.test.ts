/**
 * Property tests of the task engine against the naive oracle of testing/task-list-oracle.ts,
 * on random organisations (testing/random-organisations.ts): the two share no logic.
 */
import { RoleSlices } from "../statistics/role-slices.ts";
import { strict as assert } from "node:assert";
import fc from "fast-check";
import { addDays } from "../dates/calendar.ts";
import { parseQuery } from "../query/parse-query.ts";
import { TaskLister } from "./task-list.ts";
import { type Task } from "./types.ts";
import {
  buildSource,
  day,
  orgSpec,
  PERSON_IDS,
  PROCESS_IDS,
  queryArb,
  ROLES,
  WINDOW_DAYS,
} from "./testing/random-organisations.ts";
import {
  days,
  oracleGenerated,
  oracleList,
  oracleScheduledOn,
  oracleState,
} from "./testing/task-list-oracle.ts";

const RUNS = { numRuns: 200 };

// ---------------------------------------------------------------------------------------
// Properties

Deno.test("the full listing equals the oracle's, and totalCount counts it", () => {
  fc.assert(
    fc.property(orgSpec, queryArb, (spec, q) => {
      const src = buildSource(spec);
      const lister = new TaskLister(src);
      // The query, and the same without its filters (more tasks, more ties to order).
      for (const query of [q, { ...q, terms: [], assigneeId: undefined }]) {
        const r = lister.list(query);
        const expected = oracleList(src, query);
        assert.deepEqual(r.nodes, expected);
        assert.equal(r.totalCount, expected.length);
        // storedOnly: the stored tasks of the same listing, for a client that generates.
        const stored = lister.list({ ...query, storedOnly: true });
        assert.deepEqual(stored.nodes, expected.filter((t) => t.id !== null));
        assert.equal(stored.totalCount, stored.nodes.length);
      }
    }),
    { numRuns: 300 },
  );
});

Deno.test("missed, late and the rest partition the unfinished occurrences", () => {
  const open = "status=Not Started|In Progress";
  fc.assert(
    fc.property(orgSpec, queryArb, (spec, q) => {
      const src = buildSource(spec);
      const lister = new TaskLister(src);
      const list = (...terms: string[]) => {
        const query = { ...q, terms: parseQuery([open, ...terms]) };
        const nodes = lister.list(query).nodes;
        assert.deepEqual(nodes, oracleList(src, query));
        return nodes.map((t) => t.handle);
      };
      const all = list();
      const late = list("is:late"), missed = list("is:missed");
      const rest = list("isNot:late", "isNot:missed");
      assert.equal(late.length + missed.length + rest.length, all.length);
      assert.deepEqual([...late, ...missed, ...rest].sort(), [...all].sort());
      // isNot:late is the missed and the rest (two windows of a lapsing process).
      assert.deepEqual(list("isNot:late").sort(), [...missed, ...rest].sort());
    }),
    RUNS,
  );
});

Deno.test("the tasks of [a, c] are those of [a, b] followed by those of (b, c]", () => {
  fc.assert(
    fc.property(orgSpec, queryArb, fc.nat(), (spec, q, cut) => {
      const lister = new TaskLister(buildSource(spec));
      const span = (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000;
      const b = addDays(q.from, cut % (span + 1));
      const base = { ...q, sortBy: "dueDate" as const, isDesc: false };
      // The parts first: the engine remembers dates per range, and must not reuse a part's.
      const left = lister.list({ ...base, to: b });
      const right = b === q.to ? { nodes: [], totalCount: 0 } : lister.list({
        ...base,
        from: addDays(b, 1),
      });
      const whole = lister.list(base);
      assert.deepEqual(whole.nodes, [...left.nodes, ...right.nodes]);
      assert.equal(whole.totalCount, left.totalCount + right.totalCount);
    }),
    RUNS,
  );
});

Deno.test("every page, in every order and both directions, is the same slice of the full listing", () => {
  // Offsets anywhere in the listing and a little past its end.
  const pages = fc.array(
    fc.record({ at: fc.nat(), limit: fc.integer({ min: 0, max: 12 }) }),
    { minLength: 1, maxLength: 4 },
  );
  fc.assert(
    fc.property(orgSpec, queryArb, pages, (spec, q, slices) => {
      const lister = new TaskLister(buildSource(spec));
      const full = lister.list(q).nodes;
      for (const { at, limit } of slices) {
        const offset = at % (full.length + 3);
        const page = lister.list({ ...q, offset, limit });
        assert.equal(page.totalCount, full.length);
        assert.deepEqual(page.nodes, full.slice(offset, offset + limit), `${offset}+${limit}`);
      }
    }),
    RUNS,
  );
});

Deno.test("every generated task falls on a date of the schedule in force that day, not before its scheduledFrom", () => {
  fc.assert(
    fc.property(orgSpec, queryArb, (spec, q) => {
      const src = buildSource(spec);
      for (const t of new TaskLister(src).list(q).nodes) {
        if (t.id !== null) continue;
        const p = src.processes.get(t.processId!)!;
        assert.ok(oracleScheduledOn(p, t.dueDate), t.handle);
        assert.ok(q.from <= t.dueDate && t.dueDate <= q.to, t.handle);
        assert.ok(t.handle.startsWith(`${p.id}-`) && t.handle.endsWith(`-${t.dueDate}`));
      }
    }),
    RUNS,
  );
});

Deno.test("a schedule change keeps the past: up to the day before it, the list is as before", () => {
  fc.assert(
    fc.property(orgSpec, queryArb, day(0, WINDOW_DAYS), fc.nat(), (spec, q, until, pick) => {
      const before = buildSource(spec);
      const ids = [...before.processes.keys()];
      const id = ids[pick % ids.length]!;
      const p = before.processes.get(id)!;
      // Changed the day after `until` to the next process's schedule, history kept.
      const next = before.processes.get(ids[(pick + 1) % ids.length]!)!;
      const { compactFrequency: _, ...rest } = p;
      // The schedule in force on `until` now ends there; later ones never decide a day.
      const history = (p.pastSchedules ?? []).filter((v) => v.until < until);
      const inForce = (p.pastSchedules ?? []).find((v) => v.until >= until) ?? p;
      const changed = {
        ...rest,
        frequency: next.frequency,
        scheduledFrom: next.scheduledFrom,
        pastSchedules: [...history, {
          until,
          frequency: inForce.frequency,
          scheduledFrom: inForce.scheduledFrom,
          ...(inForce.compactFrequency ? { compactFrequency: inForce.compactFrequency } : {}),
        }],
      };
      const after = { ...before, processes: new Map(before.processes).set(id, changed) };
      const to = q.to < until ? q.to : until;
      if (q.from > to) return;
      // Which occurrences there are is the past's; whether one of a lapsing process is late or
      // missed depends on its next date, which may fall after the change: those terms are left out.
      const terms = q.terms.filter((t) => !(t.kind === "is" && t.value !== "deleted"));
      const upTo = { ...q, terms, to, offset: 0, limit: Number.MAX_SAFE_INTEGER };
      assert.deepEqual(new TaskLister(after).list(upTo), new TaskLister(before).list(upTo));
    }),
    RUNS,
  );
});

Deno.test("occurrence(handle) answers exactly the occurrences the oracle generates", () => {
  fc.assert(
    fc.property(orgSpec, day(0, WINDOW_DAYS - 40), (spec, from) => {
      const src = buildSource(spec);
      const to = addDays(from, 40);
      const lister = new TaskLister(src);
      const expected = new Map(oracleGenerated(src, from, to).map((t) => [t.handle, t]));
      for (const processId of PROCESS_IDS) {
        for (const personId of PERSON_IDS) {
          for (const date of days(from, to)) {
            const handle = `${processId}-${personId}-${date}`;
            assert.deepEqual(lister.occurrence(handle), expected.get(handle) ?? null, handle);
            // The same numbers written otherwise name no occurrence.
            assert.equal(lister.occurrence(`0${handle}`), null);
          }
        }
      }
    }),
    { numRuns: 60 },
  );
});

Deno.test("is:late and is:missed list exactly the tasks the rule calls so, isNot: the others", () => {
  fc.assert(
    fc.property(orgSpec, queryArb, fc.array(fc.nat(), { minLength: 1, maxLength: 3 }), (
      spec,
      q,
      picks,
    ) => {
      const src = buildSource(spec);
      const lister = new TaskLister(src);
      const terms = q.terms.filter((t) => !(t.kind === "is" && t.value !== "deleted"));
      const full = lister.list({ ...q, terms }).nodes;
      // Today on the due date of a listed task (or the day after): where the bound bites.
      const todays = full.length === 0
        ? [q.today]
        : picks.map((i, k) => addDays(full[i % full.length]!.dueDate, k % 2));
      for (const today of todays) {
        for (const value of ["late", "missed"] as const) {
          const holds = (t: Task) => oracleState(src, t, today) === value;
          const is = { kind: "is", value } as const;
          assert.deepEqual(
            lister.list({ ...q, today, terms: [...terms, { ...is, negated: false }] }).nodes,
            full.filter(holds),
            `is:${value}, today ${today}`,
          );
          assert.deepEqual(
            lister.list({ ...q, today, terms: [...terms, { ...is, negated: true }] }).nodes,
            full.filter((t) => !holds(t)),
            `isNot:${value}, today ${today}`,
          );
        }
      }
    }),
    RUNS,
  );
});

Deno.test("a role's slice of the source (statistics/role-slices.ts) lists role: as the whole does", () => {
  fc.assert(
    fc.property(orgSpec, queryArb, fc.constantFrom(...ROLES), (spec, q, role) => {
      const src = buildSource(spec);
      const lister = new TaskLister(src);
      const slice = new RoleSlices(lister, src).listerFor(role);
      const query = { ...q, terms: [...q.terms, ...parseQuery([`role:${role}`])] };
      const whole = lister.list(query);
      const part = slice.list(query);
      assert.equal(part.totalCount, whole.totalCount);
      assert.deepEqual(part.nodes, whole.nodes);
    }),
    RUNS,
  );
});
