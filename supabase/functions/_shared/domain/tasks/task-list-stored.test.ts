/**
 * Stored tasks in a list (docs/task-engine.md#series-and-overrides): a stored occurrence
 * replaces the generated one, manual tasks join it, skipped ones hide, and series rules
 * hand a series on. One rule per test, on dates worked out by hand.
 */
import { strict as assert } from "node:assert";
import { TaskLister } from "./task-list.ts";
import type { StoredTask } from "./types.ts";
import {
  dates,
  handles,
  list,
  person,
  proc,
  rule,
  single,
  source,
  stored,
} from "./testing/task-list-examples.ts";

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
