/**
 * Property tests of the task engine against a naive oracle written here from spec §4 and
 * design §5: every series expanded day by day with a day-by-day frequency check (as in
 * frequency/properties.test.ts), rules applied, duplicates dropped, generated tasks
 * replaced by stored ones with their handle, the other stored tasks added, the terms
 * matched one by one, and the documented order (group, due date, user id, process id,
 * handle; isDesc reverses all of it). The engine counts per segment and pages by day
 * counts; the oracle expands everything, so the two share no logic.
 */
import { RoleSlices } from "../statistics/role-slices.ts";
import { strict as assert } from "node:assert";
import fc from "fast-check";
import { addDays, daysInMonth, parseIsoDate, weekdayOf } from "../dates/calendar.ts";
import {
  formatCompactFrequency,
  type Frequency,
  MARKERS,
  type MonthlyFrequency,
  MONTHS,
  parseCompactFrequency,
  WEEKDAY_NAMES,
  WEEKDAYS,
} from "../frequency/index.ts";
import { parseQuery } from "../query/parse-query.ts";
import type { QueryTerm, TaskStatus } from "../query/terms.ts";
import { TaskLister, type TaskListQuery } from "./task-list.ts";
import {
  type PersonFacts,
  type ProcessFacts,
  type SeriesRule,
  type StoredTask,
  type Task,
  TASK_SORT_KEYS,
  type TaskSortKey,
  type TaskSource,
} from "./types.ts";

// ---------------------------------------------------------------------------------------
// The oracle

/** Design §5 read literally, one day at a time (frequency/properties.test.ts). */
function yields(f: Frequency, day: string): boolean {
  const d = parseIsoDate(day)!;
  const weekday = weekdayOf(day);
  if ("RepeatOn" in f) {
    const start = Date.parse(f.StartOn) / 86_400_000;
    const first = [0, 1, 2, 3, 4, 5, 6].map((k) => start + k).find((n) =>
      (n + 4) % 7 === WEEKDAY_NAMES.indexOf(f.RepeatOn) // 1970-01-01 was a Thursday
    )!;
    const diff = Date.parse(day) / 86_400_000 - first;
    return diff >= 0 && diff % (7 * f.RepeatEvery) === 0;
  }
  const spec = (f as MonthlyFrequency)[MONTHS[d.month - 1]!];
  if (!spec) return false;
  const length = daysInMonth(d.year, d.month);
  if (spec.days.some((n) => Math.min(n, length) === d.day)) return true;
  const key = WEEKDAYS[weekday]!;
  if (spec.flags[key] !== true) return false;
  const nth = Math.ceil(d.day / 7);
  const isLast = d.day + 7 > length;
  return spec[key].some((m) =>
    m === "Every" || (m === "Last" ? isLast : MARKERS.indexOf(m) === nth)
  );
}

/** Every day from `from` to `to`, both included. */
function* days(from: string, to: string): Generator<string> {
  for (let day = from; day <= to; day = addDays(day, 1)) yield day;
}

/** The generated tasks of [from, to], before stored tasks and terms, in no set order. */
function oracleGenerated(src: TaskSource, from: string, to: string): Task[] {
  const out: Task[] = [];
  for (const p of src.processes.values()) {
    if (!p.frequency) continue;
    const members = new Set(
      src.members.filter((m) => m.processId === p.id).map((m) => m.personId),
    );
    const origins = new Set([
      ...members,
      ...src.rules.filter((r) => r.processId === p.id).map((r) => r.personId),
    ]);
    for (const day of days(from, to)) {
      if (day < p.scheduledFrom || !yields(p.frequency, day)) continue;
      // What each series makes of the day: its latest rule up to it, or its own task.
      const best = new Map<number, Task>();
      for (const origin of [...origins].sort((a, b) => a - b)) {
        const handle = `${p.id}-${origin}-${day}`;
        const rule = src.rules
          .filter((r) => r.processId === p.id && r.personId === origin && r.fromDate <= day)
          .sort((a, b) => (a.fromDate < b.fromDate ? 1 : -1))[0];
        let task: Task;
        if (rule) {
          if (rule.assigneeId === null) continue;
          task = generated(handle, rule.fromHandle, rule.name, rule.description, p.id, day);
          task.personId = rule.assigneeId;
        } else if (members.has(origin)) {
          task = generated(handle, handle, `${p.name} task`, "", p.id, day);
          task.personId = origin;
        } else continue;
        // One per process, person and day: the person's own series, else the lowest
        // original person (origins are visited in ascending order).
        const assignee = task.personId!;
        if (!best.has(assignee) || origin === assignee) best.set(assignee, task);
      }
      out.push(...best.values());
    }
  }
  return out;
}

function generated(
  handle: string,
  initHandle: string,
  name: string,
  description: string,
  processId: number,
  dueDate: string,
): Task {
  return {
    id: null,
    handle,
    initHandle,
    name,
    description,
    processId,
    personId: null,
    dueDate,
    status: "NotStarted",
    deleted: false,
    isManuallyCreated: false,
    updatedAt: null,
    updatedById: null,
  };
}

function oracleMatches(src: TaskSource, t: Task, q: TaskListQuery): boolean {
  if (q.assigneeId !== undefined && t.personId !== q.assigneeId) return false;
  const p = t.processId === null ? undefined : src.processes.get(t.processId);
  const person = t.personId === null ? undefined : src.people.get(t.personId);
  const lower = (s: string) => s.toLowerCase();
  const asksDeleted = q.terms.some((x) => x.kind === "is" && x.value === "deleted" && !x.negated);
  if (t.deleted && !asksDeleted) return false;
  return q.terms.every((term: QueryTerm) => {
    switch (term.kind) {
      case "text":
        return [t.name, t.handle, t.description].some((s) => lower(s).includes(lower(term.value)));
      case "is": {
        const holds = term.value === "deleted"
          ? t.deleted
          : t.dueDate < q.today && t.status !== "Complete" && !t.deleted;
        return holds !== term.negated;
      }
      case "status":
        return term.values.includes(t.status);
      case "user":
        return t.personId === term.id;
      case "process":
        return t.processId === term.id;
      case "label":
        return (p?.labels ?? []).some((l) => lower(l) === lower(term.value));
      case "prefix":
        return (p?.labels ?? []).some((l) => lower(l.split(":")[0]!) === lower(term.value));
      case "role":
        return (p?.roleHandles ?? []).some((r) =>
          lower(r) === lower(term.value) &&
          (person?.roleHandles ?? []).some((mine) => lower(mine) === lower(r))
        );
      case "scope":
        return true;
      case "has":
        throw new Error("not generated");
    }
  });
}

const STATUS_ORDER: TaskStatus[] = ["NotStarted", "InProgress", "Complete"];

/** Text case-insensitively, then exactly. */
function compareText(a: string, b: string): number {
  const al = a.toLowerCase(), bl = b.toLowerCase();
  if (al !== bl) return al < bl ? -1 : 1;
  return a === b ? 0 : a < b ? -1 : 1;
}

function oracleCompare(src: TaskSource, sortBy: TaskSortKey) {
  const nullLast = (n: number | null) => n ?? Infinity;
  return (a: Task, b: Task): number => {
    let group = 0;
    if (sortBy === "name") group = compareText(a.name, b.name);
    if (sortBy === "status") {
      group = STATUS_ORDER.indexOf(a.status) - STATUS_ORDER.indexOf(b.status);
    }
    if (sortBy === "assignee") {
      // Unassigned after everyone; people by name, then id.
      const pa = a.personId === null ? null : src.people.get(a.personId)!;
      const pb = b.personId === null ? null : src.people.get(b.personId)!;
      if (!pa || !pb) group = (pa ? 0 : 1) - (pb ? 0 : 1);
      else group = compareText(pa.name, pb.name) || pa.id - pb.id;
    }
    return group ||
      (a.dueDate < b.dueDate ? -1 : a.dueDate > b.dueDate ? 1 : 0) ||
      nullLast(a.personId) - nullLast(b.personId) ||
      nullLast(a.processId) - nullLast(b.processId) ||
      (a.handle < b.handle ? -1 : a.handle > b.handle ? 1 : 0);
  };
}

/** The whole listing of a query (offset and limit ignored). */
function oracleList(src: TaskSource, q: TaskListQuery): Task[] {
  const replaced = new Set(src.stored.filter((s) => !s.isManuallyCreated).map((s) => s.handle));
  const tasks = [
    ...oracleGenerated(src, q.from, q.to).filter((t) => !replaced.has(t.handle)),
    ...src.stored.filter((s) => q.from <= s.dueDate && s.dueDate <= q.to).map((s) => ({ ...s })),
  ].filter((t) => oracleMatches(src, t, q));
  tasks.sort(oracleCompare(src, q.sortBy));
  return q.isDesc ? tasks.reverse() : tasks;
}

// ---------------------------------------------------------------------------------------
// Random organisations

/**
 * All dates lie in four months around new year 2026, short enough that stored tasks
 * often fall in a listed range, long enough for month ends and a year end.
 */
const WINDOW_START = "2025-11-15";
const WINDOW_DAYS = 120;
const WINDOW_END = addDays(WINDOW_START, WINDOW_DAYS);
const day = (min = 0, max = WINDOW_DAYS) =>
  fc.noBias(fc.integer({ min, max })).map((n) => addDays(WINDOW_START, n));

const PROCESS_IDS = [1, 2, 12];
const PERSON_IDS = [1, 2, 3, 21];
const ROLES = ["ops", "OPS", "audit", "hr"];
const LABELS = ["Dept:HR", "dept:it", "Urgent", "Dept:hr"];

const monthly = fc.tuple(
  fc.oneof(
    { weight: 2, arbitrary: fc.constant("*") },
    {
      weight: 1,
      arbitrary: fc.uniqueArray(fc.constantFrom(...MONTHS), { minLength: 1, maxLength: 6 }).map((
        m,
      ) => m.join(",")),
    },
  ),
  fc.uniqueArray(
    fc.constantFrom(
      "1",
      "15",
      "29",
      "30",
      "31",
      "1#5",
      "5#L",
      "3#*",
      "0#2",
      "2#1",
      "6#L",
      "4#5",
      "1#*",
      "5#*",
    ),
    { minLength: 1, maxLength: 4 },
  ),
).map(([months, items]) => {
  const r = parseCompactFrequency(`${months}:${items.join(",")}`);
  if (!r.ok || !r.frequency) throw new Error(JSON.stringify(r));
  return r.frequency;
});
const interval: fc.Arbitrary<Frequency> = fc.record({
  StartOn: day(-60, 90),
  RepeatOn: fc.constantFrom(...WEEKDAY_NAMES),
  RepeatEvery: fc.oneof(fc.constant(1), fc.integer({ min: 1, max: 4 })),
});
const frequency: fc.Arbitrary<Frequency | null> = fc.oneof(
  { weight: 4, arbitrary: monthly },
  { weight: 4, arbitrary: interval },
  { weight: 1, arbitrary: fc.constant(null) },
);

const processFacts = fc.record({
  name: fc.constantFrom("Payroll", "payroll", "Audit", "Backup 12"),
  frequency,
  /** The first process's frequency, scheduledFrom (schedules shared, dates cached by them). */
  sameFrequency: fc.boolean(),
  sameStart: fc.boolean(),
  /** Whether the loader gives the compact form (the engine caches dates by it). */
  withCompact: fc.oneof({ weight: 3, arbitrary: fc.constant(true) }, fc.constant(false)),
  scheduledFrom: day(-30, 60),
  labels: fc.subarray(LABELS),
  roleHandles: fc.subarray(ROLES),
});
const personFacts = fc.record({
  name: fc.constantFrom("Ann", "ann", "Bob", "Cy"),
  roleHandles: fc.subarray(ROLES),
});

const statusArb = fc.constantFrom<TaskStatus>("NotStarted", "InProgress", "Complete");
const storedPick = fc.oneof(
  // A change to an occurrence the series makes (picked among them by index).
  fc.record({
    kind: fc.constant("occurrence" as const),
    pick: fc.nat(),
    move: fc.oneof(fc.constant(0), fc.integer({ min: -40, max: 40 })),
    status: statusArb,
    deleted: fc.boolean(),
    person: fc.option(fc.nat(), { nil: undefined }),
    name: fc.constantFrom("Changed", "payroll task", "Zed"),
  }),
  // A manual row that carries an occurrence's handle (manual handles start with "m-", so
  // only a bug makes one): it must not replace the occurrence. Another day, so that the
  // two never tie on the handle, which ends the order.
  fc.record({
    kind: fc.constant("lookalike" as const),
    pick: fc.nat(),
    move: fc.integer({ min: 1, max: 10 }),
    status: statusArb,
  }),
  // A row under a generated-looking handle that may name no occurrence (a stale row).
  fc.record({
    kind: fc.constant("stale" as const),
    process: fc.nat(),
    person: fc.nat(),
    date: day(),
    status: statusArb,
    deleted: fc.boolean(),
  }),
  fc.record({
    kind: fc.constant("manual" as const),
    process: fc.option(fc.nat(), { nil: null }),
    person: fc.option(fc.nat(), { nil: null }),
    date: day(),
    status: statusArb,
    deleted: fc.boolean(),
    name: fc.constantFrom("Call back", "Payroll task", "audit 2026-01"),
  }),
);

const orgSpec = fc.record({
  processIds: fc.subarray(PROCESS_IDS, { minLength: 2 }),
  processes: fc.array(processFacts, { minLength: 3, maxLength: 3 }),
  personIds: fc.subarray(PERSON_IDS, { minLength: 2 }),
  people: fc.array(personFacts, { minLength: 4, maxLength: 4 }),
  /**
   * Per process and person (3 × 4): whether the series exists. The loader derives it from
   * roles; here it is drawn apart from the role facts, so that role: is tested on its own.
   */
  members: fc.array(fc.boolean(), { minLength: 12, maxLength: 12 }),
  rules: fc.array(
    fc.record({
      process: fc.nat(),
      person: fc.nat(),
      from: day(-20, WINDOW_DAYS),
      /** Mostly a date of the process (a rule is made from an occurrence), by index. */
      onDate: fc.option(fc.nat(), { nil: undefined, freq: 4 }),
      assignee: fc.option(fc.nat(), { nil: null, freq: 5 }),
      name: fc.constantFrom("Payroll task", "Handed", "handed"),
      description: fc.constantFrom("", "cover 12", "Note"),
    }),
    { maxLength: 6 },
  ),
  stored: fc.array(storedPick, { maxLength: 10 }),
});

type OrgSpec = typeof orgSpec extends fc.Arbitrary<infer T> ? T : never;

const at = <T>(list: readonly T[], i: number) => list[i % list.length]!;

function buildSource(spec: OrgSpec): TaskSource {
  const processes: ProcessFacts[] = spec.processIds.map((id, i) => {
    const { sameFrequency, sameStart, withCompact, ...facts } = spec.processes[i]!;
    const first = spec.processes[0]!;
    if (sameFrequency) facts.frequency = first.frequency;
    if (sameStart) facts.scheduledFrom = first.scheduledFrom;
    const compact = withCompact && facts.frequency
      ? { compactFrequency: formatCompactFrequency("Scheduled", facts.frequency) }
      : {};
    return { id, processHandle: `P-${id}`, ...facts, ...compact };
  });
  const people: PersonFacts[] = spec.personIds.map((id, i) => ({ id, ...spec.people[i]! }));
  const pid = (i: number) => at(processes, i).id;
  const uid = (i: number) => at(people, i).id;
  const members = processes.flatMap((p, i) =>
    people.filter((_, j) => spec.members[i * 4 + j]).map((u) => ({
      processId: p.id,
      personId: u.id,
    }))
  );
  // One rule per series and date (the table's key).
  const rules: SeriesRule[] = [
    ...new Map(spec.rules.map((r) => {
      const p = at(processes, r.process);
      const dates = p.frequency
        ? [...days(WINDOW_START, WINDOW_END)].filter((d) => yields(p.frequency!, d))
        : [];
      const fromDate = r.onDate === undefined || dates.length === 0 ? r.from : at(dates, r.onDate);
      const rule: SeriesRule = {
        processId: p.id,
        personId: uid(r.person),
        fromDate,
        fromHandle: `${p.id}-${uid(r.person)}-${fromDate}`,
        assigneeId: r.assignee === null ? null : uid(r.assignee),
        name: r.name,
        description: r.description,
      };
      return [rule.fromHandle, rule];
    })).values(),
  ];
  const base: TaskSource = {
    processes: new Map(processes.map((p) => [p.id, p])),
    people: new Map(people.map((p) => [p.id, p])),
    members,
    rules,
    stored: [],
  };
  const occurrences = oracleGenerated(base, WINDOW_START, WINDOW_END);
  const stored = new Map<string, StoredTask>();
  spec.stored.forEach((s, i) => {
    const row = {
      id: 1000 + i,
      description: "",
      isManuallyCreated: false,
      updatedAt: "2026-01-01T00:00:00.000Z",
      updatedById: null,
    };
    if (s.kind === "occurrence") {
      if (occurrences.length === 0) return;
      const o = at(occurrences, s.pick);
      stored.set(o.handle, {
        ...o,
        ...row,
        dueDate: addDays(o.dueDate, s.move),
        status: s.status,
        deleted: s.deleted,
        personId: s.person === undefined ? o.personId : uid(s.person),
        name: s.name,
      });
    } else if (s.kind === "lookalike") {
      if (occurrences.length === 0) return;
      const o = at(occurrences, s.pick);
      stored.set(o.handle, {
        ...o,
        ...row,
        dueDate: addDays(o.dueDate, s.move),
        status: s.status,
        isManuallyCreated: true,
      });
    } else if (s.kind === "stale") {
      const handle = `${pid(s.process)}-${uid(s.person)}-${s.date}`;
      stored.set(handle, {
        ...row,
        handle,
        initHandle: handle,
        name: "Stale task",
        processId: pid(s.process),
        personId: uid(s.person),
        dueDate: s.date,
        status: s.status,
        deleted: s.deleted,
      });
    } else {
      const handle = `m-${i}`;
      stored.set(handle, {
        ...row,
        handle,
        initHandle: handle,
        name: s.name,
        processId: s.process === null ? null : pid(s.process),
        personId: s.person === null ? null : uid(s.person),
        dueDate: s.date,
        status: s.status,
        deleted: s.deleted,
        isManuallyCreated: true,
      });
    }
  });
  return { ...base, stored: [...stored.values()] };
}

const TERMS = [
  "is:late",
  "isNot:late",
  "is:deleted",
  "isNot:deleted",
  "status=Not Started",
  "status=In Progress|Complete",
  "status=Complete",
  "user:1",
  "user:2",
  "user:21",
  "process:1",
  "process:12",
  "label:dept:hr",
  "label:Urgent",
  "prefix:dept",
  "prefix:urgent",
  "role:ops",
  "role:audit",
  "task",
  "payroll",
  "12",
  "2026-01",
  "-1-",
  "1-2",
  "cover",
  "handed",
  "d=org",
  "nothing",
];

/**
 * Each kind of term the engine treats its own way is asked often: late (a series' window
 * cut at today), status and deletion (which no generated occurrence has), text only a handle holds (checked occurrence by occurrence), text of a
 * name or description (a whole segment), and facts of the process and the assignee.
 */
const term = fc.oneof(
  fc.constantFrom("is:late", "isNot:late"),
  fc.constantFrom("status=Complete", "status=In Progress|Complete", "is:deleted"),
  fc.constantFrom("12", "2026-01", "-1-", "1-2", "2-2025-12-2"),
  fc.constantFrom("cover", "note", "handed", "task", "payroll"),
  fc.constantFrom("role:ops", "role:audit", "label:dept:hr", "prefix:dept", "prefix:urgent"),
  fc.constantFrom(...TERMS),
);

const queryArb = fc.record({
  // Mostly none or one term, so that most listings have tasks in them.
  terms: fc.oneof(
    { weight: 3, arbitrary: fc.constant([]) },
    { weight: 4, arbitrary: fc.array(term, { minLength: 1, maxLength: 1 }) },
    { weight: 2, arbitrary: fc.array(term, { minLength: 2, maxLength: 2 }) },
  ).map((q) => parseQuery(q)),
  from: day(0, WINDOW_DAYS - 60),
  /** Today relative to the range, so that late often cuts through it. */
  todayAt: fc.integer({ min: -5, max: 65 }),
  span: fc.oneof(
    { weight: 1, arbitrary: fc.integer({ min: 0, max: 3 }) },
    { weight: 3, arbitrary: fc.noBias(fc.integer({ min: 0, max: 60 })) },
  ),
  assigneeId: fc.oneof(
    { weight: 4, arbitrary: fc.constant(undefined) },
    { weight: 1, arbitrary: fc.constantFrom(...PERSON_IDS) },
  ),
  sortBy: fc.constantFrom(...TASK_SORT_KEYS),
  isDesc: fc.boolean(),
}).map(({ span, todayAt, ...q }): TaskListQuery => ({
  ...q,
  to: addDays(q.from, span),
  today: addDays(q.from, todayAt),
  offset: 0,
  limit: Number.MAX_SAFE_INTEGER,
}));

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

Deno.test("every generated task falls on a date of its process's frequency, not before scheduledFrom", () => {
  fc.assert(
    fc.property(orgSpec, queryArb, (spec, q) => {
      const src = buildSource(spec);
      for (const t of new TaskLister(src).list(q).nodes) {
        if (t.id !== null) continue;
        const p = src.processes.get(t.processId!)!;
        assert.ok(p.frequency && yields(p.frequency, t.dueDate), t.handle);
        assert.ok(t.dueDate >= p.scheduledFrom, t.handle);
        assert.ok(q.from <= t.dueDate && t.dueDate <= q.to, t.handle);
        assert.ok(t.handle.startsWith(`${p.id}-`) && t.handle.endsWith(`-${t.dueDate}`));
      }
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

Deno.test("is:late lists exactly the tasks due before today that are not Complete nor deleted, isNot:late the others", () => {
  fc.assert(
    fc.property(orgSpec, queryArb, fc.array(fc.nat(), { minLength: 1, maxLength: 3 }), (
      spec,
      q,
      picks,
    ) => {
      const lister = new TaskLister(buildSource(spec));
      const terms = q.terms.filter((t) => !(t.kind === "is" && t.value === "late"));
      const full = lister.list({ ...q, terms }).nodes;
      // Today on the due date of a listed task (or the day after): where the bound bites.
      const todays = full.length === 0
        ? [q.today]
        : picks.map((i, k) => addDays(full[i % full.length]!.dueDate, k % 2));
      for (const today of todays) {
        const late = (t: Task) => t.dueDate < today && t.status !== "Complete" && !t.deleted;
        const is = { kind: "is", value: "late" } as const;
        assert.deepEqual(
          lister.list({ ...q, today, terms: [...terms, { ...is, negated: false }] }).nodes,
          full.filter(late),
          `is:late, today ${today}`,
        );
        assert.deepEqual(
          lister.list({ ...q, today, terms: [...terms, { ...is, negated: true }] }).nodes,
          full.filter((t) => !late(t)),
          `isNot:late, today ${today}`,
        );
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
