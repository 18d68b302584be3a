/**
 * The rules of spec §4 "Task generation" and design §5, one test each, on dates worked out
 * by hand (the calendar of each month is in the comment next to it).
 */
import { strict as assert } from "node:assert";
import { todayInOffset } from "../dates/org-timezone.ts";
import { parseCompactFrequency } from "../frequency/index.ts";
import { parseQuery } from "../query/parse-query.ts";
import { QueryError } from "../query/terms.ts";
import { listTasks, TaskLister, type TaskListQuery } from "./task-list.ts";
import type {
  PersonFacts,
  ProcessFacts,
  SeriesRule,
  StoredTask,
  Task,
  TaskSource,
} from "./types.ts";

function proc(
  id: number,
  name: string,
  compact: string | null,
  more: Partial<ProcessFacts> = {},
): ProcessFacts {
  let frequency = null;
  if (compact !== null) {
    const r = parseCompactFrequency(compact);
    if (!r.ok || !r.frequency) throw new Error(`${compact}: ${JSON.stringify(r)}`);
    frequency = r.frequency;
  }
  return {
    id,
    name,
    processHandle: `P-${id}`,
    frequency,
    scheduledFrom: "2020-01-01",
    labels: [],
    roleHandles: ["ops"],
    ...more,
  };
}

function person(id: number, name: string, roleHandles: string[] = ["ops"]): PersonFacts {
  return { id, name, roleHandles };
}

interface SourceSpec {
  processes: ProcessFacts[];
  people: PersonFacts[];
  /** [processId, personId] */
  members: Array<[number, number]>;
  rules?: SeriesRule[];
  stored?: StoredTask[];
}

function source(spec: SourceSpec): TaskSource {
  return {
    processes: new Map(spec.processes.map((p) => [p.id, p])),
    people: new Map(spec.people.map((p) => [p.id, p])),
    members: spec.members.map(([processId, personId]) => ({ processId, personId })),
    rules: spec.rules ?? [],
    stored: spec.stored ?? [],
  };
}

type QueryMore = Partial<Omit<TaskListQuery, "terms">> & { q?: string[] };

function query(from: string, to: string, more: QueryMore = {}): TaskListQuery {
  const { q, ...rest } = more;
  return {
    terms: parseQuery(q ?? []),
    from,
    to,
    today: "2000-01-01",
    sortBy: "dueDate",
    isDesc: false,
    offset: 0,
    limit: 1000,
    ...rest,
  };
}

function list(src: TaskSource, from: string, to: string, more: QueryMore = {}): Task[] {
  const r = listTasks(src, query(from, to, more));
  assert.equal(r.totalCount, r.nodes.length, "the whole list fits one page here");
  return r.nodes;
}

const dates = (tasks: Task[]) => tasks.map((t) => t.dueDate);
const handles = (tasks: Task[]) => tasks.map((t) => t.handle);

/** A stored row; by default the occurrence its handle names, changed to InProgress. */
function stored(handle: string, more: Partial<StoredTask> = {}): StoredTask {
  const m = /^(\d+)-(\d+)-(.+)$/.exec(handle);
  return {
    id: 900,
    handle,
    initHandle: handle,
    name: "Stored",
    description: "",
    processId: m ? Number(m[1]) : null,
    personId: m ? Number(m[2]) : null,
    dueDate: m ? m[3]! : "2026-03-01",
    status: "InProgress",
    deleted: false,
    isManuallyCreated: false,
    updatedAt: "2026-02-01T10:00:00.000Z",
    updatedById: 1,
    ...more,
  };
}

/** One process with one person, both id 1. */
function single(compact: string | null, more: Partial<ProcessFacts> = {}): TaskSource {
  return source({
    processes: [proc(1, "Payroll", compact, more)],
    people: [person(1, "Ann")],
    members: [[1, 1]],
  });
}

Deno.test("month-end clamp: the 31st falls on 28 Feb 2027, 29 Feb 2028 and 30 April", () => {
  // 2027 is a common year (Feb has 28 days), 2028 a leap year (29); April has 30.
  assert.deepEqual(dates(list(single("*:31"), "2027-01-01", "2027-04-30")), [
    "2027-01-31",
    "2027-02-28",
    "2027-03-31",
    "2027-04-30",
  ]);
  assert.deepEqual(dates(list(single("*:31"), "2028-02-01", "2028-03-31")), [
    "2028-02-29",
    "2028-03-31",
  ]);
  // 30 and 31 both fall on 30 April: one task, not two.
  assert.deepEqual(dates(list(single("Apr:30,31"), "2026-01-01", "2026-12-31")), ["2026-04-30"]);
});

Deno.test("Fifth: a task in months with a fifth such weekday, none in the others", () => {
  // Mondays 2026 — Mar: 2 9 16 23 30; Apr: 6 13 20 27; May: 4 11 18 25; Jun: 1 8 15 22 29.
  assert.deepEqual(dates(list(single("*:1#5"), "2026-03-01", "2026-06-30")), [
    "2026-03-30",
    "2026-06-29",
  ]);
  assert.deepEqual(dates(list(single("*:1#5"), "2026-04-01", "2026-05-31")), []);
});

Deno.test("Last: the last such weekday of each month", () => {
  // Fridays 2026 — Jan: 2 9 16 23 30; Feb: 6 13 20 27.
  assert.deepEqual(dates(list(single("*:5#L"), "2026-01-01", "2026-02-28")), [
    "2026-01-30",
    "2026-02-27",
  ]);
});

Deno.test("Every: each such weekday of the month, and only in the months given", () => {
  // Wednesdays of March 2026: 4 11 18 25; February and April are absent.
  assert.deepEqual(dates(list(single("Mar:3#*"), "2026-02-01", "2026-04-30")), [
    "2026-03-04",
    "2026-03-11",
    "2026-03-18",
    "2026-03-25",
  ]);
});

Deno.test("several months: the 15th of the quarter's first months", () => {
  assert.deepEqual(dates(list(single("Jan,Apr,Jul,Oct:15"), "2026-01-01", "2026-12-31")), [
    "2026-01-15",
    "2026-04-15",
    "2026-07-15",
    "2026-10-15",
  ]);
});

Deno.test("an interval whose StartOn is before scheduledFrom keeps its phase and starts at scheduledFrom", () => {
  // Every 2 weeks on Monday from Mon 5 Jan 2026: 5 Jan, 19 Jan, 2 Feb, 16 Feb.
  // scheduledFrom 20 Jan drops 5 and 19 Jan; the next is 2 Feb (not 26 Jan).
  const src = single("W2:Mon@2026-01-05", { scheduledFrom: "2026-01-20" });
  assert.deepEqual(dates(list(src, "2026-01-01", "2026-02-28")), ["2026-02-02", "2026-02-16"]);
  // scheduledFrom on an occurrence's day keeps that occurrence.
  const onDay = single("W2:Mon@2026-01-05", { scheduledFrom: "2026-01-19" });
  assert.deepEqual(dates(list(onDay, "2026-01-01", "2026-02-10")), ["2026-01-19", "2026-02-02"]);
});

Deno.test("year boundary: a range across 31 December and 1 January", () => {
  // Wednesdays: 30 Dec 2026, 6 Jan 2027 (Dec 2026 starts on a Tuesday).
  const src = source({
    processes: [proc(1, "Close", "*:1,31"), proc(2, "Weekly", "W1:Wed@2026-12-02")],
    people: [person(1, "Ann")],
    members: [[1, 1], [2, 1]],
  });
  const all = list(src, "2026-12-25", "2027-01-10");
  assert.deepEqual(handles(all), [
    "2-1-2026-12-30",
    "1-1-2026-12-31",
    "1-1-2027-01-01",
    "2-1-2027-01-06",
  ]);
  // The two years listed apart are the same tasks.
  assert.deepEqual([
    ...list(src, "2026-12-25", "2026-12-31"),
    ...list(src, "2027-01-01", "2027-01-10"),
  ], all);
});

Deno.test("a generated task: <process name> task, NotStarted, handle = init_handle = <processId>-<userId>-<date>, no id", () => {
  const src = source({
    processes: [proc(7, "Payroll", "*:10")],
    people: [person(42, "Ann")],
    members: [[7, 42]],
  });
  const expected: Task = {
    id: null,
    handle: "7-42-2026-03-10",
    initHandle: "7-42-2026-03-10",
    name: "Payroll task",
    description: "",
    processId: 7,
    personId: 42,
    dueDate: "2026-03-10",
    status: "NotStarted",
    deleted: false,
    isManuallyCreated: false,
    updatedAt: null,
    updatedById: null,
  };
  assert.deepEqual(list(src, "2026-03-01", "2026-03-31"), [expected]);
  assert.deepEqual(new TaskLister(src).occurrence("7-42-2026-03-10"), expected);
});

Deno.test("people come through the series members only; an as-needed process has no tasks", () => {
  const src = source({
    processes: [proc(1, "Payroll", "*:10"), proc(2, "Ad hoc", null)],
    // Bob fills the role but is no member (the loader decides membership).
    people: [person(1, "Ann"), person(2, "Bob"), person(3, "Cy", [])],
    members: [[1, 1], [1, 3], [2, 1]],
  });
  assert.deepEqual(handles(list(src, "2026-03-01", "2026-03-31")), [
    "1-1-2026-03-10",
    "1-3-2026-03-10",
  ]);
});

Deno.test("duplicates per process, person and date are dropped: a series handed to someone who has one", () => {
  // Mondays of March 2026: 2 9 16 23 30. Ann's series goes to Bob from 9 March; Bob has
  // his own series of the same process, so from then on he gets one task a day, not two.
  const src = source({
    processes: [proc(1, "Payroll", "W1:Mon@2026-03-02")],
    people: [person(1, "Ann"), person(2, "Bob")],
    members: [[1, 1], [1, 2]],
    rules: [rule(1, 1, "2026-03-09", 2)],
  });
  assert.deepEqual(
    list(src, "2026-03-01", "2026-03-22").map((t) => [t.handle, t.personId]),
    [
      ["1-1-2026-03-02", 1],
      ["1-2-2026-03-02", 2],
      ["1-2-2026-03-09", 2],
      ["1-2-2026-03-16", 2],
    ],
  );
  assert.equal(new TaskLister(src).occurrence("1-1-2026-03-09"), null, "dropped");
  // Two series handed to Cy, who has none: one task a day, from the lower person id.
  const two = source({
    processes: [proc(1, "Payroll", "W1:Mon@2026-03-02")],
    people: [person(1, "Ann"), person(2, "Bob"), person(3, "Cy")],
    members: [[1, 1], [1, 2]],
    rules: [rule(1, 2, "2026-03-09", 3), rule(1, 1, "2026-03-16", 3)],
  });
  assert.deepEqual(
    list(two, "2026-03-01", "2026-03-22", { q: ["user:3"] }).map((t) => t.handle),
    ["1-2-2026-03-09", "1-1-2026-03-16"],
  );
});

function rule(
  processId: number,
  personId: number,
  fromDate: string,
  assigneeId: number | null,
  more: Partial<SeriesRule> = {},
): SeriesRule {
  return {
    processId,
    personId,
    fromDate,
    fromHandle: `${processId}-${personId}-${fromDate}`,
    assigneeId,
    name: "Payroll task",
    description: "",
    ...more,
  };
}

Deno.test("nothing past the range end and nothing before scheduledFrom", () => {
  const daily = "*:0#*,1#*,2#*,3#*,4#*,5#*,6#*";
  const src = single(daily, { scheduledFrom: "2026-03-10" });
  assert.deepEqual(dates(list(src, "2026-03-08", "2026-03-12")), [
    "2026-03-10",
    "2026-03-11",
    "2026-03-12",
  ]);
  assert.deepEqual(dates(list(src, "2026-03-01", "2026-03-09")), []);
  assert.deepEqual(dates(list(src, "2026-03-12", "2026-03-12")), ["2026-03-12"]);
  assert.equal(new TaskLister(src).occurrence("1-1-2026-03-09"), null);
});

Deno.test("a stored task replaces the generated one with its handle", () => {
  // Mondays of March 2026: 2 9 16 23 30.
  const base = single("W1:Mon@2026-03-02");
  const withStored = (s: StoredTask) => ({ ...base, stored: [s] });

  // Its status changed: listed once, as stored.
  const changed = stored("1-1-2026-03-09", { status: "InProgress" });
  const tasks = list(withStored(changed), "2026-03-01", "2026-03-15");
  assert.deepEqual(handles(tasks), ["1-1-2026-03-02", "1-1-2026-03-09"]);
  assert.equal(tasks[1]!.id, 900);
  assert.equal(tasks[1]!.status, "InProgress");
  assert.equal(tasks[1]!.updatedAt, "2026-02-01T10:00:00.000Z");

  // The stored row hides the occurrence even where the query leaves the row out.
  assert.deepEqual(
    handles(list(withStored(changed), "2026-03-01", "2026-03-15", { q: ["status=Not Started"] })),
    ["1-1-2026-03-02"],
  );
  // Handed to Bob for that one day: Ann's list no longer has it.
  const reassigned = stored("1-1-2026-03-09", { personId: 2 });
  assert.deepEqual(
    handles(list(withStored(reassigned), "2026-03-01", "2026-03-15", { assigneeId: 1 })),
    ["1-1-2026-03-02"],
  );
  assert.deepEqual(
    handles(list(withStored(reassigned), "2026-03-01", "2026-03-15", { q: ["user:2"] })),
    ["1-1-2026-03-09"],
  );

  // Its due date moved within the range: on its new day only.
  const moved = stored("1-1-2026-03-09", { dueDate: "2026-03-11" });
  assert.deepEqual(
    list(withStored(moved), "2026-03-01", "2026-03-15").map((t) => [t.handle, t.dueDate]),
    [["1-1-2026-03-02", "2026-03-02"], ["1-1-2026-03-09", "2026-03-11"]],
  );

  // Moved out of the range (to 20 April): gone from March, listed in April.
  const away = stored("1-1-2026-03-09", { dueDate: "2026-04-20" });
  assert.deepEqual(dates(list(withStored(away), "2026-03-01", "2026-03-15")), ["2026-03-02"]);
  assert.deepEqual(
    list(withStored(away), "2026-04-14", "2026-04-27").map((t) => t.handle),
    ["1-1-2026-03-09", "1-1-2026-04-20", "1-1-2026-04-27"],
    "same day 20 April, same person and process: by handle (03-09 before 04-20)",
  );

  // Moved into the range from an occurrence outside it (6 April → 3 March).
  const into = stored("1-1-2026-04-06", { dueDate: "2026-03-03" });
  assert.deepEqual(dates(list(withStored(into), "2026-03-01", "2026-03-08")), [
    "2026-03-02",
    "2026-03-03",
  ]);
});

Deno.test("manual tasks never replace a generated one and are added", () => {
  const base = single("W1:Mon@2026-03-02");
  const manual = stored("m-00aa", {
    processId: 1,
    personId: 1,
    dueDate: "2026-03-09",
    isManuallyCreated: true,
  });
  // Even a manual row carrying a generated-looking handle replaces nothing.
  const lookalike = stored("1-1-2026-03-16", { id: 901, isManuallyCreated: true });
  // A manual task with neither process nor person is listed too, after everyone.
  const loose = stored("m-00bb", { id: 902, dueDate: "2026-03-09", isManuallyCreated: true });
  const tasks = list(
    { ...base, stored: [manual, lookalike, loose] },
    "2026-03-08",
    "2026-03-16",
  );
  assert.deepEqual(
    tasks.slice(0, 3).map((t) => [t.handle, t.id]),
    [["1-1-2026-03-09", null], ["m-00aa", 900], ["m-00bb", 902]],
  );
  // The last two tie on every key, handle included: either order will do.
  assert.deepEqual(
    tasks.slice(3).map((t) => [t.handle, t.id]).sort(),
    [
      ["1-1-2026-03-16", 901],
      ["1-1-2026-03-16", null],
    ].sort(),
  );
});

Deno.test("a deleted (skipped) occurrence is hidden unless the query asks is:deleted", () => {
  const src = {
    ...single("W1:Mon@2026-03-02"),
    stored: [stored("1-1-2026-03-09", { deleted: true })],
  };
  assert.deepEqual(dates(list(src, "2026-03-01", "2026-03-15")), ["2026-03-02"]);
  assert.deepEqual(dates(list(src, "2026-03-01", "2026-03-15", { q: ["isNot:deleted"] })), [
    "2026-03-02",
  ]);
  const deleted = list(src, "2026-03-01", "2026-03-15", { q: ["is:deleted"] });
  assert.deepEqual(handles(deleted), ["1-1-2026-03-09"]);
  assert.equal(deleted[0]!.deleted, true);
  // A skipped occurrence is never late.
  assert.deepEqual(
    dates(list(src, "2026-03-01", "2026-03-15", { q: ["is:late"], today: "2026-03-31" })),
    ["2026-03-02"],
  );
});

Deno.test("a series rule: from its date the assignee, name and description change and init_handle is its fromHandle; earlier occurrences stay", () => {
  // Mondays of March 2026: 2 9 16 23 30; April: 6.
  const src = source({
    processes: [proc(1, "Payroll", "W1:Mon@2026-03-02")],
    people: [person(1, "Ann"), person(2, "Bob")],
    members: [[1, 1]],
    rules: [
      rule(1, 1, "2026-03-16", 2, { name: "Payroll (Bob)", description: "Handed over" }),
      // A later rule starts its own segment: back to Ann under another name.
      rule(1, 1, "2026-03-30", 1, { name: "Payroll again", description: "" }),
    ],
  });
  const tasks = list(src, "2026-03-01", "2026-04-06");
  assert.deepEqual(
    tasks.map((t) => [t.handle, t.initHandle, t.personId, t.name, t.description]),
    [
      ["1-1-2026-03-02", "1-1-2026-03-02", 1, "Payroll task", ""],
      ["1-1-2026-03-09", "1-1-2026-03-09", 1, "Payroll task", ""],
      ["1-1-2026-03-16", "1-1-2026-03-16", 2, "Payroll (Bob)", "Handed over"],
      ["1-1-2026-03-23", "1-1-2026-03-16", 2, "Payroll (Bob)", "Handed over"],
      ["1-1-2026-03-30", "1-1-2026-03-30", 1, "Payroll again", ""],
      ["1-1-2026-04-06", "1-1-2026-03-30", 1, "Payroll again", ""],
    ],
  );
  const lister = new TaskLister(src);
  assert.equal(lister.occurrence("1-1-2026-03-23")?.personId, 2);
  assert.equal(lister.occurrence("1-1-2026-03-09")?.personId, 1);

  // A rule to nobody (the person was removed): no occurrences from its date.
  const ended = { ...src, rules: [rule(1, 1, "2026-03-16", null)] };
  assert.deepEqual(dates(list(ended, "2026-03-01", "2026-03-31")), ["2026-03-02", "2026-03-09"]);
  assert.equal(new TaskLister(ended).occurrence("1-1-2026-03-16"), null);

  // The handed series lasts when Ann leaves the role (no longer a member); her own
  // occurrences before the rule go with her.
  const left = { ...src, members: [], rules: [src.rules[0]!] };
  assert.deepEqual(
    list(left, "2026-03-01", "2026-03-31").map((t) => [t.handle, t.personId]),
    [["1-1-2026-03-16", 2], ["1-1-2026-03-23", 2], ["1-1-2026-03-30", 2]],
  );
});

Deno.test("sort ties on one day: user id (numerically), then process id, then handle; unassigned last", () => {
  const src = source({
    processes: [proc(3, "C", "*:10"), proc(20, "A", "*:10")],
    people: [person(10, "Al"), person(2, "Zed")],
    members: [[20, 10], [3, 10], [20, 2], [3, 2]],
    stored: [
      stored("m-b", { processId: 3, personId: 2, dueDate: "2026-03-10", isManuallyCreated: true }),
      stored("m-a", { processId: 3, personId: 2, dueDate: "2026-03-10", isManuallyCreated: true }),
      stored("m-0", {
        processId: null,
        personId: null,
        dueDate: "2026-03-10",
        isManuallyCreated: true,
      }),
      stored("m-1", { processId: 3, personId: 2, dueDate: "2026-03-09", isManuallyCreated: true }),
    ],
  });
  const expected = [
    "m-1", // the day before
    "3-2-2026-03-10",
    "m-a",
    "m-b",
    "20-2-2026-03-10",
    "3-10-2026-03-10",
    "20-10-2026-03-10",
    "m-0",
  ];
  assert.deepEqual(handles(list(src, "2026-03-01", "2026-03-31")), expected);
  assert.deepEqual(
    handles(list(src, "2026-03-01", "2026-03-31", { isDesc: true })),
    [...expected].reverse(),
  );
});

Deno.test("sortBy name, assignee and status, each reversed by isDesc", () => {
  // Payroll on the 10th for Ann (1) and bob (2); Audit on the 5th for Ann.
  const src = source({
    processes: [proc(1, "Payroll", "*:10"), proc(2, "audit", "*:5")],
    people: [person(1, "Ann"), person(2, "bob")],
    members: [[1, 1], [1, 2], [2, 1]],
    stored: [
      stored("1-2-2026-03-10", { name: "Payroll task", status: "Complete" }),
      stored("2-1-2026-03-05", { name: "audit task", status: "InProgress" }),
    ],
  });
  const run = (sortBy: TaskListQuery["sortBy"], isDesc = false) =>
    handles(list(src, "2026-03-01", "2026-03-31", { sortBy, isDesc }));

  // Names case-insensitively: "audit task" < "Payroll task"; within a name by date, user.
  const byName = ["2-1-2026-03-05", "1-1-2026-03-10", "1-2-2026-03-10"];
  assert.deepEqual(run("name"), byName);
  assert.deepEqual(run("name", true), [...byName].reverse());
  // Assignees by name: Ann (1) before bob (2); a task for no one (here due first) last.
  const unassigned = stored("m-1", {
    processId: null,
    personId: null,
    dueDate: "2026-03-01",
    isManuallyCreated: true,
  });
  const withUnassigned = { ...src, stored: [...src.stored, unassigned] };
  const byAssignee = ["2-1-2026-03-05", "1-1-2026-03-10", "1-2-2026-03-10", "m-1"];
  const assignee = (isDesc: boolean) =>
    handles(list(withUnassigned, "2026-03-01", "2026-03-31", { sortBy: "assignee", isDesc }));
  assert.deepEqual(assignee(false), byAssignee);
  assert.deepEqual(assignee(true), [...byAssignee].reverse());
  // Two people of the same name: by id.
  const twins = source({
    processes: [proc(1, "Payroll", "*:10")],
    people: [person(7, "Ann"), person(3, "Ann"), person(5, "al")],
    members: [[1, 7], [1, 3], [1, 5]],
  });
  assert.deepEqual(
    handles(list(twins, "2026-03-01", "2026-04-30", { sortBy: "assignee" })),
    [
      "1-5-2026-03-10",
      "1-5-2026-04-10",
      "1-3-2026-03-10",
      "1-3-2026-04-10",
      "1-7-2026-03-10",
      "1-7-2026-04-10",
    ],
  );
  // NotStarted, InProgress, Complete.
  const byStatus = ["1-1-2026-03-10", "2-1-2026-03-05", "1-2-2026-03-10"];
  assert.deepEqual(run("status"), byStatus);
  assert.deepEqual(run("status", true), [...byStatus].reverse());
  // The default: due date, then user id.
  assert.deepEqual(run("dueDate"), ["2-1-2026-03-05", "1-1-2026-03-10", "1-2-2026-03-10"]);
});

Deno.test("late: is:late and isNot:late against today; Complete and deleted are never late", () => {
  // Mondays of March 2026: 2 9 16 23 30; today Monday 16 March.
  const src = {
    ...single("W1:Mon@2026-03-02"),
    stored: [
      stored("1-1-2026-03-02", { status: "Complete" }),
      stored("1-1-2026-03-09", { status: "InProgress" }),
    ],
  };
  const today = "2026-03-16";
  assert.deepEqual(dates(list(src, "2026-03-01", "2026-03-31", { q: ["is:late"], today })), [
    "2026-03-09",
  ]);
  assert.deepEqual(dates(list(src, "2026-03-01", "2026-03-31", { q: ["isNot:late"], today })), [
    "2026-03-02",
    "2026-03-16", // due today is not late
    "2026-03-23",
    "2026-03-30",
  ]);
  assert.deepEqual(
    dates(list(src, "2026-03-01", "2026-03-31", { q: ["is:late", "isNot:late"], today })),
    [],
  );
});

Deno.test("late follows the organisation's day: GMT-10:00 and GMT+13:00 around midnight UTC", () => {
  // One task due 9 March 2026 (the engine takes "today" as a date).
  const src = single("Mar:9");
  const late = (timezone: string, instant: string) =>
    list(src, "2026-03-01", "2026-03-31", {
      q: ["is:late"],
      today: todayInOffset(timezone, new Date(instant)),
    }).length === 1;
  // 23:30 UTC on 9 March: 13:30 on the 9th at GMT-10, 12:30 on the 10th at GMT+13.
  assert.equal(late("GMT-10:00", "2026-03-09T23:30:00Z"), false);
  assert.equal(late("GMT+13:00", "2026-03-09T23:30:00Z"), true);
  // 00:30 UTC on 10 March: still 14:30 on the 9th at GMT-10.
  assert.equal(late("GMT-10:00", "2026-03-10T00:30:00Z"), false);
  assert.equal(late("GMT+13:00", "2026-03-10T00:30:00Z"), true);
  // 10:00 UTC on 10 March is midnight at GMT-10: the 10th begins there too.
  assert.equal(late("GMT-10:00", "2026-03-10T09:59:59Z"), false);
  assert.equal(late("GMT-10:00", "2026-03-10T10:00:00Z"), true);
  // At GMT+13 the 10th begins at 11:00 UTC on the 9th; a minute before, it is due today.
  assert.equal(late("GMT+13:00", "2026-03-09T10:59:00Z"), false);
  assert.equal(late("GMT+13:00", "2026-03-09T11:00:00Z"), true);
});

Deno.test("filters: status=, user:, process:, label:, prefix:, role:, text and the assignee scope", () => {
  // Payroll (1, Dept:HR, roles ops and audit) and Backup (2, Dept:IT, role ops), on the 10th.
  const src = source({
    processes: [
      proc(1, "Payroll", "*:10", { labels: ["Dept:HR", "Urgent"], roleHandles: ["ops", "audit"] }),
      proc(2, "Backup", "*:10", { labels: ["Dept:IT"], roleHandles: ["ops"] }),
    ],
    people: [person(1, "Ann", ["OPS"]), person(2, "Bob", ["audit"]), person(3, "Cy", [])],
    members: [[1, 1], [1, 2], [2, 1]],
    // Bob's Payroll series goes to Cy, who fills no role of it, from 10 April.
    rules: [rule(1, 2, "2026-04-10", 3, { description: "Cover for Bob" })],
    stored: [stored("2-1-2026-03-10", { name: "Backup task", status: "Complete" })],
  });
  const run = (...q: string[]) => handles(list(src, "2026-03-01", "2026-04-30", { q }));
  const more = (q: string[], m: QueryMore) =>
    handles(list(src, "2026-03-01", "2026-04-30", { ...m, q }));

  assert.deepEqual(run("status=Complete"), ["2-1-2026-03-10"]);
  assert.deepEqual(run("status=Not Started|In Progress", "process:2"), ["2-1-2026-04-10"]);
  assert.deepEqual(run("user:3"), ["1-2-2026-04-10"]);
  assert.deepEqual(run("user:2"), ["1-2-2026-03-10"]);
  assert.deepEqual(run("process:1", "user:1"), ["1-1-2026-03-10", "1-1-2026-04-10"]);
  assert.deepEqual(run("label:dept:hr", "user:1"), ["1-1-2026-03-10", "1-1-2026-04-10"]);
  assert.deepEqual(run("label:Dept"), [], "a prefix is not a label");
  assert.deepEqual(run("prefix:Dept", "status=Complete"), ["2-1-2026-03-10"]);
  assert.deepEqual(run("prefix:Urgent", "user:2"), ["1-2-2026-03-10"]);
  // role: a role of the task's process that its assignee fills (case-insensitive).
  assert.deepEqual(run("role:ops"), [
    "1-1-2026-03-10",
    "2-1-2026-03-10",
    "1-1-2026-04-10",
    "2-1-2026-04-10",
  ]);
  assert.deepEqual(run("role:audit"), ["1-2-2026-03-10"], "Cy fills no role of Payroll");
  // Text: name, description, and the digits of the handle.
  assert.deepEqual(run("backup TASK"), ["2-1-2026-03-10", "2-1-2026-04-10"]);
  assert.deepEqual(run("cover"), ["1-2-2026-04-10"]);
  assert.deepEqual(run("2026-04"), [
    "1-1-2026-04-10",
    "2-1-2026-04-10",
    "1-2-2026-04-10",
  ]);
  assert.deepEqual(run("1-2-"), ["1-2-2026-03-10", "1-2-2026-04-10"]);
  assert.deepEqual(run("2-1-2026-03"), ["2-1-2026-03-10"]);
  assert.deepEqual(run("payroll", "2026-03-1"), ["1-1-2026-03-10", "1-2-2026-03-10"]);
  assert.deepEqual(run("nothing like it"), []);
  // d=org changes nothing here: widening "mine" is the caller's business.
  assert.equal(run("d=org").length, 6);
  // The assignee scope ("mine").
  assert.deepEqual(more([], { assigneeId: 1 }), [
    "1-1-2026-03-10",
    "2-1-2026-03-10",
    "1-1-2026-04-10",
    "2-1-2026-04-10",
  ]);
  assert.deepEqual(more(["status=Complete"], { assigneeId: 3 }), []);
  assert.deepEqual(more([], { assigneeId: 3 }), ["1-2-2026-04-10"]);
});

Deno.test("text in handles only: each person's occurrences are checked apart", () => {
  // Ann (1) and Bob (2) on the 10th of each month; "1-2-" is in Bob's handles only, and
  // "-03-" in the March ones of both.
  const src = source({
    processes: [proc(1, "Payroll", "*:10")],
    people: [person(1, "Ann"), person(2, "Bob")],
    members: [[1, 1], [1, 2]],
    stored: [stored("1-2-2026-03-10")],
  });
  const run = (sortBy: TaskListQuery["sortBy"], ...q: string[]) =>
    list(src, "2026-03-01", "2026-04-30", { q, sortBy }).map((t) => [t.handle, t.id]);
  for (const sortBy of ["dueDate", "assignee"] as const) {
    assert.deepEqual(run(sortBy, "1-2-"), [["1-2-2026-03-10", 900], ["1-2-2026-04-10", null]]);
    assert.deepEqual(run(sortBy, "-03-"), [["1-1-2026-03-10", null], ["1-2-2026-03-10", 900]]);
  }
});

Deno.test("a term that does not apply to tasks is refused", () => {
  assert.throws(
    () => listTasks(single("*:10"), query("2026-03-01", "2026-03-31", { q: ["has:noDocs"] })),
    QueryError,
  );
});

Deno.test("pages: offset and limit slice the list, totalCount counts all of it", () => {
  // Every day of March 2026 for two people: 62 tasks.
  const src = source({
    processes: [proc(1, "Daily", "Mar:0#*,1#*,2#*,3#*,4#*,5#*,6#*")],
    people: [person(1, "Ann"), person(2, "Bob")],
    members: [[1, 1], [1, 2]],
  });
  const page = (offset: number, limit: number, isDesc = false) =>
    listTasks(src, query("2026-03-01", "2026-03-31", { offset, limit, isDesc }));
  const p = page(25, 3);
  assert.equal(p.totalCount, 62);
  // Items 25, 26, 27: 13 March for Bob, 14 March for Ann and Bob.
  assert.deepEqual(handles(p.nodes), ["1-2-2026-03-13", "1-1-2026-03-14", "1-2-2026-03-14"]);
  assert.deepEqual(handles(page(0, 2, true).nodes), ["1-2-2026-03-31", "1-1-2026-03-31"]);
  assert.deepEqual(handles(page(60, 5).nodes), ["1-1-2026-03-31", "1-2-2026-03-31"]);
  assert.deepEqual(page(62, 5).nodes, []);
  assert.deepEqual(page(70, 5, true).nodes, []);
  assert.deepEqual(page(10, 0).nodes, []);
});
