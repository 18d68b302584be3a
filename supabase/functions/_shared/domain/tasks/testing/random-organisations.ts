/** Random organisations and queries for the task list's property tests. */
import fc from "fast-check";
import { addDays } from "../../dates/calendar.ts";
import {
  formatCompactFrequency,
  type Frequency,
  MONTHS,
  parseCompactFrequency,
  WEEKDAY_NAMES,
} from "../../frequency/index.ts";
import { parseQuery } from "../../query/parse-query.ts";
import type { TaskStatus } from "../../query/terms.ts";
import { type TaskListQuery } from "../task-list.ts";
import {
  type PastSchedule,
  type PersonFacts,
  type ProcessFacts,
  type SeriesMember,
  type SeriesRule,
  type StoredTask,
  TASK_SORT_KEYS,
  type TaskSource,
} from "../types.ts";
import { days, oracleGenerated, oracleScheduledOn } from "./task-list-oracle.ts";

/**
 * All dates lie in four months around new year 2026, short enough that stored tasks
 * often fall in a listed range, long enough for month ends and a year end.
 */
export const WINDOW_START = "2025-11-15";
export const WINDOW_DAYS = 120;
export const WINDOW_END = addDays(WINDOW_START, WINDOW_DAYS);
export const day = (min = 0, max = WINDOW_DAYS) =>
  fc.noBias(fc.integer({ min, max })).map((n) => addDays(WINDOW_START, n));

export const PROCESS_IDS = [1, 2, 12];
export const PERSON_IDS = [1, 2, 3, 21];
export const ROLES = ["ops", "OPS", "audit", "hr"];
export const LABELS = ["Dept:HR", "dept:it", "Urgent", "Dept:hr"];

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
  /** Schedule changes: the schedules it had before, each with the last day it decided. */
  changes: fc.oneof(
    { weight: 2, arbitrary: fc.constant([]) },
    fc.array(
      fc.record({
        until: day(-20, WINDOW_DAYS),
        frequency,
        scheduledFrom: day(-30, 60),
        withCompact: fc.boolean(),
      }),
      { minLength: 1, maxLength: 3 },
    ),
  ),
  labels: fc.subarray(LABELS),
  roleHandles: fc.subarray(ROLES),
  unfinishedRule: fc.constantFrom("StaysLate" as const, "Lapses" as const),
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

export const orgSpec = fc.record({
  processIds: fc.subarray(PROCESS_IDS, { minLength: 2 }),
  processes: fc.array(processFacts, { minLength: 3, maxLength: 3 }),
  personIds: fc.subarray(PERSON_IDS, { minLength: 2 }),
  people: fc.array(personFacts, { minLength: 4, maxLength: 4 }),
  /**
   * Per process and person (3 × 4): whether the series exists. The loader derives it from
   * roles; here it is drawn apart from the role facts, so that role: is tested on its own.
   */
  members: fc.array(fc.boolean(), { minLength: 12, maxLength: 12 }),
  /**
   * Per process and person: the days the role was held, when not always — one or two
   * intervals (a joiner, a leaver, one who left and came back), either bound open or not.
   */
  held: fc.array(
    fc.option(
      fc.array(
        fc.record({
          from: fc.option(day(-20, WINDOW_DAYS), { nil: undefined }),
          until: fc.option(day(-20, WINDOW_DAYS), { nil: undefined }),
        }),
        { minLength: 1, maxLength: 2 },
      ),
      { nil: undefined, freq: 2 },
    ),
    { minLength: 12, maxLength: 12 },
  ),
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

export type OrgSpec = typeof orgSpec extends fc.Arbitrary<infer T> ? T : never;

const at = <T>(list: readonly T[], i: number) => list[i % list.length]!;

export function buildSource(spec: OrgSpec): TaskSource {
  const processes: ProcessFacts[] = spec.processIds.map((id, i) => {
    const { sameFrequency, sameStart, withCompact, changes, ...facts } = spec.processes[i]!;
    const first = spec.processes[0]!;
    if (sameFrequency) facts.frequency = first.frequency;
    if (sameStart) facts.scheduledFrom = first.scheduledFrom;
    const compact = withCompact && facts.frequency
      ? { compactFrequency: formatCompactFrequency("Scheduled", facts.frequency) }
      : {};
    const pastSchedules: PastSchedule[] = [...changes]
      .sort((a, b) => (a.until < b.until ? -1 : a.until > b.until ? 1 : 0))
      .map(({ withCompact, ...v }) => ({
        ...v,
        ...(withCompact && v.frequency
          ? { compactFrequency: formatCompactFrequency("Scheduled", v.frequency) }
          : {}),
      }));
    const history = pastSchedules.length ? { pastSchedules } : {};
    return { id, processHandle: `P-${id}`, ...facts, ...compact, ...history };
  });
  const people: PersonFacts[] = spec.personIds.map((id, i) => ({ id, ...spec.people[i]! }));
  const pid = (i: number) => at(processes, i).id;
  const uid = (i: number) => at(people, i).id;
  const members: SeriesMember[] = processes.flatMap((p, i) =>
    people.flatMap((u, j) => {
      if (!spec.members[i * 4 + j]) return [];
      const held = spec.held[i * 4 + j];
      if (!held) return [{ processId: p.id, personId: u.id }];
      return held.map(({ from, until }) => ({
        processId: p.id,
        personId: u.id,
        ...(from ? { from } : {}),
        ...(until ? { until } : {}),
      }));
    })
  );
  // One rule per series and date (the table's key).
  const rules: SeriesRule[] = [
    ...new Map(spec.rules.map((r) => {
      const p = at(processes, r.process);
      const dates = [...days(WINDOW_START, WINDOW_END)].filter((d) => oracleScheduledOn(p, d));
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
  "is:missed",
  "isNot:missed",
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
  fc.constantFrom("is:late", "isNot:late", "is:missed", "isNot:missed"),
  fc.constantFrom("status=Complete", "status=In Progress|Complete", "is:deleted"),
  fc.constantFrom("12", "2026-01", "-1-", "1-2", "2-2025-12-2"),
  fc.constantFrom("cover", "note", "handed", "task", "payroll"),
  fc.constantFrom("role:ops", "role:audit", "label:dept:hr", "prefix:dept", "prefix:urgent"),
  fc.constantFrom(...TERMS),
);

export const queryArb = fc.record({
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
