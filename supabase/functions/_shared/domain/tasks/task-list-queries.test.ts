/**
 * Ordering, filtering and paging a task list (docs/task-engine.md#paging-and-counting,
 * docs/task-engine.md#the-late-rule, docs/query-language.md#fields): one rule per test, on
 * dates worked out by hand.
 */
import { strict as assert } from "node:assert";
import { todayInOffset } from "../dates/org-timezone.ts";
import { QueryError } from "../query/terms.ts";
import { listTasks, type TaskListQuery } from "./task-list.ts";
import {
  dates,
  handles,
  list,
  person,
  proc,
  query,
  type QueryMore,
  rule,
  single,
  source,
  stored,
} from "./testing/task-list-examples.ts";

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
