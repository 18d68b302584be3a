import { strict as assert } from "node:assert";
import {
  assertTermsApply,
  FILTER_ENTITIES,
  isOrgWide,
  parseQueryFor,
  type QueryEntity,
  termAppliesTo,
} from "./entities.ts";
import { matchesTask, type TaskForQuery } from "./match-task.ts";
import { parseQuery } from "./parse-query.ts";
import { QueryError } from "./terms.ts";

Deno.test("terms that do not apply to a list are refused, naming the term and the list", () => {
  assert.throws(
    () => assertTermsApply("user", parseQuery(["has:noDocs"])),
    (e) =>
      e instanceof QueryError && e.message === '"has:noDocs" does not apply to people' &&
      e.term === "has:noDocs",
  );
  assert.throws(
    () => assertTermsApply("process", parseQuery(["is:late"])),
    /"is:late" does not apply to processes/,
  );
  assert.throws(
    () => assertTermsApply("role", parseQuery(["label:a:b"])),
    /"label:a:b" does not apply to roles/,
  );
  assert.throws(
    () => assertTermsApply("task", parseQuery(["has:needed"])),
    /"has:needed" does not apply to tasks/,
  );
  assertTermsApply(
    "process",
    parseQuery(["has:noDocs", "label:a:b", "prefix:a", "role:x", "user:1", "d=org", "pay"]),
  );
  assertTermsApply("user", parseQuery(["role:x", "pay", "d=org"]));
  assertTermsApply("role", parseQuery(["user:1", "process:2", "pay"]));
  assertTermsApply(
    "task",
    parseQuery([
      "is:late",
      "isNot:deleted",
      "status=Complete",
      "user:1",
      "process:2",
      "d=org",
      "pay",
    ]),
  );
  assert.equal(termAppliesTo("user", { kind: "user", id: 1 }), false);
  assert.equal(isOrgWide(parseQuery(["is:late", "d=org"])), true);
  assert.equal(isOrgWide(parseQuery(["is:late"])), false);
});

Deno.test("labels take text, label:, prefix: and d=org; process categories text and d=org", () => {
  assertTermsApply("label", parseQuery(["label:Dept:HR", "prefix:Dept", "hr", "d=org"]));
  assertTermsApply("category", parseQuery(["ops", "d=org"]));
  for (
    const term of ["user:1", "has:noDocs", "role:x", "process:2", "is:late", "status=Complete"]
  ) {
    assert.throws(
      () => assertTermsApply("label", parseQuery([term])),
      (e) =>
        e instanceof QueryError && e.message === `"${term}" does not apply to labels` &&
        e.term === term,
      term,
    );
  }
  for (const term of ["label:a:b", "prefix:a", "role:x", "user:1"]) {
    assert.throws(
      () => assertTermsApply("category", parseQuery([term])),
      (e) =>
        e instanceof QueryError &&
        e.message === `"${term}" does not apply to process categories`,
      term,
    );
  }
  assert.deepEqual(parseQueryFor("label", ["PREFIX:Dept", '"x:y"']), [
    { kind: "prefix", value: "Dept" },
    { kind: "text", value: "x:y" },
  ]);
});

Deno.test("parseQueryFor parses and checks a q or a saved filter's criteria for one list", () => {
  assert.deepEqual(parseQueryFor(FILTER_ENTITIES.Process, ["has:noDocs", "pay"]), [
    { kind: "has", value: "noDocs" },
    { kind: "text", value: "pay" },
  ]);
  assert.deepEqual(parseQueryFor(FILTER_ENTITIES.User, null), []);
  assert.throws(
    () => parseQueryFor(FILTER_ENTITIES.Role, ["has:noDocs"]),
    /"has:noDocs" does not apply to roles/,
  );
  assert.throws(() => parseQueryFor(FILTER_ENTITIES.Task, ["status=Nope"]), QueryError);
});

const base: TaskForQuery = {
  name: "Payroll task",
  handle: "3-7-2026-11-20",
  description: "",
  status: "NotStarted",
  deleted: false,
  dueDate: "2026-11-20",
  personId: 7,
  processId: 3,
};
const today = "2026-11-21";
const matches = (task: Partial<TaskForQuery>, q: string[]) =>
  matchesTask({ ...base, ...task }, parseQuery(q), { today });

Deno.test("matchesTask: late means due before today, not Complete, not deleted", () => {
  assert.equal(matches({}, ["is:late"]), true);
  assert.equal(matches({ dueDate: today }, ["is:late"]), false);
  assert.equal(matches({ status: "Complete" }, ["is:late"]), false);
  assert.equal(matches({ deleted: true }, ["is:late"]), false);
  assert.equal(matches({ dueDate: today }, ["isNot:late"]), true);
  assert.equal(matches({ deleted: true }, ["is:deleted"]), true);
  assert.equal(matches({}, ["isNot:deleted"]), true);
});

Deno.test("matchesTask: status, user, process, text, and the terms are ANDed", () => {
  assert.equal(matches({ status: "InProgress" }, ["status=In Progress|Not Started"]), true);
  assert.equal(matches({ status: "Complete" }, ["status=In Progress|Not Started"]), false);
  assert.equal(matches({}, ["user:7", "process:3", "d=org"]), true);
  assert.equal(matches({}, ["user:8"]), false);
  assert.equal(matches({ personId: null }, ["user:7"]), false);
  assert.equal(matches({}, ["process:4"]), false);
  assert.equal(matches({}, ["PAYROLL"]), true);
  assert.equal(matches({}, ["3-7-2026"]), true);
  assert.equal(matches({ description: "Check the Ledger" }, ["ledger"]), true);
  assert.equal(matches({}, ["ledger"]), false);
  assert.equal(matches({}, ["is:late", "user:8"]), false);
  assert.throws(() => matches({}, ["has:noDocs"]), QueryError);
});

Deno.test("each list takes its own has: values and category: is for processes", () => {
  assertTermsApply("user", parseQuery(["has:noAccess", "has:noRole", "role:x"]));
  assertTermsApply("role", parseQuery(["has:noUsers", "has:noProcesses", "user:1"]));
  assertTermsApply(
    "process",
    parseQuery(["has:noCategory", "category:ops", "has:noRoles", "has:scheduled"]),
  );
  const wrong: [QueryEntity, string, string][] = [
    ["user", "has:noUsers", "people"],
    ["user", "has:noRoles", "people"],
    ["user", "category:ops", "people"],
    ["role", "has:noRole", "roles"],
    ["role", "has:noAccess", "roles"],
    ["role", "has:noCategory", "roles"],
    ["process", "has:noAccess", "processes"],
    ["process", "has:noRole", "processes"],
    ["process", "has:noUsers", "processes"],
    ["process", "has:noProcesses", "processes"],
    ["task", "has:noAccess", "tasks"],
    ["task", "category:ops", "tasks"],
    ["label", "has:noCategory", "labels"],
  ];
  for (const [entity, term, list] of wrong) {
    assert.throws(
      () => assertTermsApply(entity, parseQuery([term])),
      (e) =>
        e instanceof QueryError && e.code === "BAD_USER_INPUT" &&
        e.message === `"${term}" does not apply to ${list}` && e.term === term,
      term,
    );
    assert.equal(termAppliesTo(entity, parseQuery([term])[0]!), false, term);
  }
});
