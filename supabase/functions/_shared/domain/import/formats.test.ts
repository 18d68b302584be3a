import { strict as assert } from "node:assert";
import { csvTemplate, IMPORT_FORMATS } from "./formats.ts";
import {
  preparePeopleImport,
  prepareProcessesImport,
  prepareRolesImport,
  refusalsResult,
} from "./prepare-import.ts";
import { openCsv } from "./read-csv.ts";

Deno.test("each format has its columns in their order (docs/csv.md#formats)", () => {
  assert.equal(
    IMPORT_FORMATS.people.columns.join(","),
    "peopleHandle,name,email,description,userType,isAuthEnabled,receiveWeeklyReminders,roles,mobile",
  );
  assert.equal(IMPORT_FORMATS.roles.columns.join(","), "roleHandle,name,description,reportsTo");
  assert.equal(
    IMPORT_FORMATS.processes.columns.join(","),
    "processHandle,name,description,category,labels,assignedRoles,owningRole,frequency,scheduledFrom,docs,unfinishedRule",
  );
});

Deno.test("each template is a header that opens with no line and no message", () => {
  for (const format of Object.values(IMPORT_FORMATS)) {
    const opened = openCsv(csvTemplate(format), format);
    assert.ok(opened.ok);
    assert.deepEqual([...opened.file.batches()], []);
    assert.deepEqual(opened.file.messages, []);
  }
});

Deno.test("each example imports without an error", () => {
  const roles = ["office-lead", "reception", "archivist"];
  const people = preparePeopleImport(IMPORT_FORMATS.people.example, { roleHandles: roles });
  const roleFile = prepareRolesImport(IMPORT_FORMATS.roles.example, { roles: [] });
  const processes = prepareProcessesImport(IMPORT_FORMATS.processes.example, {
    roleHandles: roles,
    categoryPrefixes: ["HR", "FAC"],
    labels: ["Dept:HR"],
  });
  for (const [prepared, count] of [[people, 3], [roleFile, 3], [processes, 4]] as const) {
    assert.ok(prepared.ok);
    assert.deepEqual(prepared.errors, []);
    assert.equal(prepared.lines.length, count);
  }
  assert.ok(processes.ok);
  assert.deepEqual(processes.lines.map((p) => p.line), [2, 3, 5, 6]);
  assert.equal(processes.messages.length, 3); // Risk:High, Dept:Facilities, Dept:Office
});

Deno.test("refusalsResult: a refused file is one error; otherwise errors and messages", () => {
  const refused = refusalsResult(prepareRolesImport("name\nX\n", { roles: [] }));
  assert.equal(refused.errors.length, 1);
  assert.equal(refused.errors[0]?.line, 1);
  assert.deepEqual([refused.created, refused.updated, refused.messages], [[], [], []]);

  const result = refusalsResult(
    prepareRolesImport("roleHandle,name,colour\na,,red\nb,B,blue\n", { roles: [] }),
  );
  assert.deepEqual(result.errors, [{
    line: 2,
    message: "name: Name is required.",
    record: { roleHandle: "a", name: "" },
  }]);
  assert.equal(result.messages.length, 1);
  assert.equal(result.messages[0]?.line, 1);
  assert.match(result.messages[0]!.message, /Unknown column ignored: colour/);
});
