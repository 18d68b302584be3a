import { strict as assert } from "node:assert";
import type { LineError } from "./cells.ts";
import {
  preparePeopleImport,
  prepareProcessesImport,
  type PrepareResult,
  prepareRolesImport,
} from "./prepare-import.ts";
import { readPersonLine } from "./people-fields.ts";
import { readProcessLine } from "./process-fields.ts";
import { readRoleLine } from "./role-fields.ts";

const noRoles = { roleHandles: [] as string[] };
const stored = {
  roleHandles: ["office-lead", "Reception"],
  categoryPrefixes: ["HR"],
  labels: ["Dept:HR"],
};

function errorsOf(prepared: PrepareResult<unknown>): [number, string][] {
  if (!prepared.ok) throw new Error(prepared.error);
  return prepared.errors.map((e: LineError) => [e.line, e.field]);
}

Deno.test("a person line: booleans in words, user type in any case, roles as handles", () => {
  const result = readPersonLine({
    line: 4,
    values: {
      peopleHandle: " amartin ",
      name: "Anna",
      email: "",
      userType: "manager",
      isAuthEnabled: "No",
      receiveWeeklyReminders: "1",
      roles: "office-lead; reception;;OFFICE-LEAD",
    },
  });
  assert.deepEqual(result, {
    ok: true,
    value: {
      line: 4,
      peopleHandle: "amartin",
      name: "Anna",
      userType: "Manager",
      isAuthEnabled: false,
      receiveWeeklyReminders: true,
      roles: ["office-lead", "reception"],
    },
  });
});

Deno.test("empty booleans and user type are not given; absent columns stay absent", () => {
  const result = readPersonLine({
    line: 2,
    values: { peopleHandle: "x", name: "X", userType: " ", isAuthEnabled: "" },
  });
  assert.deepEqual(result, { ok: true, value: { line: 2, peopleHandle: "x", name: "X" } });
});

Deno.test("a person line's mobile: normalised to E.164, #clear clears, else refused", () => {
  const read = (mobile: string) =>
    readPersonLine({ line: 2, values: { peopleHandle: "x", name: "X", mobile } });
  assert.deepEqual(read(" +44 20-7946 0958 "), {
    ok: true,
    value: { line: 2, peopleHandle: "x", name: "X", mobile: "+442079460958" },
  });
  assert.deepEqual(read(" #Clear "), {
    ok: true,
    value: { line: 2, peopleHandle: "x", name: "X", mobile: null },
  });
  assert.deepEqual(read(""), { ok: true, value: { line: 2, peopleHandle: "x", name: "X" } });
  assert.deepEqual(read("020 7946 0958"), {
    ok: false,
    errors: [{
      line: 2,
      field: "mobile",
      message: "Mobile must be in international format, e.g. +14155550123.",
    }],
  });
});

Deno.test("people refusals name the line and the field", () => {
  const text = [
    "peopleHandle,name,email,userType,isAuthEnabled,receiveWeeklyReminders,roles",
    "ok,Fine,,User,yes,no,office-lead", // 2
    "bad type,Spaces,,Boss,maybe,no,", // 3: handle, userType, isAuthEnabled
    "mail,Mail,not-an-address,,,,", // 4
    "OK,Again,,,,,", // 5: duplicate of line 2
    "ghost,Ghost,,,,,office-lead;nobody", // 6: unknown role
    ',"",x@example.com,,,,', // 7: handle and name required
  ].join("\n");
  const prepared = preparePeopleImport(text, { roleHandles: ["Office-Lead"] });
  assert.deepEqual(errorsOf(prepared), [
    [3, "isAuthEnabled"],
    [3, "peopleHandle"],
    [3, "userType"],
    [4, "email"],
    [7, "peopleHandle"],
    [7, "name"],
    [5, "peopleHandle"],
    [6, "roles"],
  ]);
  assert.ok(prepared.ok);
  assert.deepEqual(prepared.lines.map((l) => l.line), [2]);
  const messages = prepared.errors.map((e) => e.message).join("\n");
  assert.match(messages, /User type must be User, Admin or Manager/);
  assert.match(messages, /isAuthEnabled must be true or false .*"maybe"/);
  assert.match(messages, /"OK" is already on line 2/);
  assert.match(messages, /no role with the handle "nobody"/);
  // Refused by the file check: shown from the line read, whose blank cells are not given.
  assert.deepEqual(prepared.refusedRecords.get(5), { peopleHandle: "OK", name: "Again" });
  assert.deepEqual(prepared.refusedRecords.get(3)?.userType, "Boss");
});

Deno.test("roles: a parent may come later in the file or be stored", () => {
  const text =
    "roleHandle,name,reportsTo\nclerk,Clerk,lead\nlead,Lead,Board\nsolo,Solo,#clear\nkept,Kept,\n";
  const prepared = prepareRolesImport(text, { roles: [{ roleHandle: "board", reportsTo: null }] });
  assert.ok(prepared.ok);
  assert.deepEqual(prepared.errors, []);
  assert.deepEqual(prepared.lines.map((l) => [l.roleHandle, l.reportsTo]), [
    ["clerk", "lead"],
    ["lead", "Board"],
    ["solo", null],
    ["kept", undefined],
  ]);
});

Deno.test("roles: unknown parents, duplicates and loops are refused with their lines", () => {
  const text = [
    "roleHandle,name,reportsTo",
    "a,A,b", // 2: a → b → c → a
    "b,B,c", // 3
    "c,C,A", // 4
    "self,Self,SELF", // 5
    "orphan,Orphan,nowhere", // 6
    "B,Again,", // 7: duplicate of line 3
    "x,X,stored-child", // 8: x → stored-child → x (stored link)
  ].join("\n");
  const prepared = prepareRolesImport(text, {
    roles: [{ roleHandle: "stored-child", reportsTo: "x" }],
  });
  assert.deepEqual(errorsOf(prepared), [
    [7, "roleHandle"],
    [6, "reportsTo"],
    [2, "reportsTo"],
    [3, "reportsTo"],
    [4, "reportsTo"],
    [5, "reportsTo"],
    [8, "reportsTo"],
  ]);
  assert.ok(prepared.ok);
  const messages = prepared.errors.map((e) => e.message);
  assert.ok(
    messages.includes(
      "A role cannot report to itself or to a role that reports to it: a → b → c → a.",
    ),
  );
  assert.ok(messages.some((m) => m.includes("self → self")));
  assert.ok(messages.some((m) => m.includes('no role with the handle "nowhere"')));
});

Deno.test("a role line: the form's rules (name length, handle spaces)", () => {
  const result = readRoleLine({ line: 9, values: { roleHandle: "a b", name: "x".repeat(201) } });
  assert.ok(!result.ok);
  assert.deepEqual(result.errors.map((e) => [e.line, e.field]), [[9, "roleHandle"], [9, "name"]]);
});

Deno.test("a process line: every column read into the form's shapes", () => {
  const result = readProcessLine({
    line: 3,
    values: {
      processHandle: "HR-001",
      name: "Payroll",
      description: "",
      category: "hr",
      labels: "Dept : HR;dept:hr;Risk:High",
      assignedRoles: "office-lead;reception",
      owningRole: "office-lead",
      frequency: "*:1,15;Mar,Jun,Sep,Dec:5#L",
      scheduledFrom: "2026-01-01",
      docs: "Guide|https://example.com/a;b=1;Sheet|http://example.com/s",
    },
  });
  assert.ok(result.ok);
  assert.deepEqual({ ...result.value, frequency: result.value.frequency?.compactFrequency }, {
    line: 3,
    processHandle: "HR-001",
    name: "Payroll",
    category: "hr",
    labels: ["Dept:HR", "Risk:High"],
    assignedRoles: ["office-lead", "reception"],
    owningRole: "office-lead",
    frequency: "Jan,Feb,Apr,May,Jul,Aug,Oct,Nov:1,15;Mar,Jun,Sep,Dec:1,15,5#L",
    scheduledFrom: "2026-01-01",
    docs: [
      { name: "Guide", value: "https://example.com/a;b=1" },
      { name: "Sheet", value: "http://example.com/s" },
    ],
  });
});

Deno.test("a process line: blank cells are not given; cleared, the frequency is as needed and references clear", () => {
  const values = {
    processHandle: "P",
    name: "P",
    frequency: " ",
    category: "",
    owningRole: "",
    labels: "",
    scheduledFrom: "",
    docs: "",
  };
  const kept = readProcessLine({ line: 2, values });
  assert.deepEqual(kept, { ok: true, value: { line: 2, processHandle: "P", name: "P" } });
  const result = readProcessLine({ line: 2, values }, "clear");
  assert.ok(result.ok);
  const marked = readProcessLine({
    line: 2,
    values: {
      ...values,
      frequency: "#clear",
      category: "#clear",
      owningRole: "#CLEAR",
      labels: "#clear",
      docs: "#clear",
    },
  });
  assert.deepEqual(marked, result);
  assert.equal(result.value.frequency?.frequencyType, "AsNeeded");
  assert.deepEqual(
    [result.value.category, result.value.owningRole, result.value.labels, result.value.docs],
    [null, null, [], []],
  );
  assert.equal("scheduledFrom" in result.value, false);
});

Deno.test("process refusals: frequency, URL, date, label, category, roles, duplicates", () => {
  const text = [
    "processHandle,name,frequency,docs,scheduledFrom,labels,category,assignedRoles,owningRole",
    "P1,Fine,W2:Mon@2026-01-05,Guide|https://example.com,2026-01-01,Dept:HR;Dept:New,hr,office-lead,reception", // 2
    "P2,Bad freq,*:32,,,,,,", // 3
    "P3,Bad url,,Guide|javascript:alert(1),,,,,", // 4
    "P4,Bad date,,,2026-02-30,,,,", // 5
    "P5,Bad label,,,,NoColon,,,", // 6
    "P6,Unknown,,,,,XX,nobody,ghost", // 7: category, assignedRoles, owningRole
    "p1,Duplicate,,,,,,,", // 8
    "P7,No link,,Just a name,,,,,", // 9
    '"P8",Multi,"W0:Mon@2026-01-05",,"26-01-01",,,,', // 10: frequency and date
  ].join("\r\n");
  const prepared = prepareProcessesImport(text, stored);
  if (!prepared.ok) throw new Error(prepared.error);
  assert.deepEqual(prepared.errors.map((e) => [e.line, e.field]), [
    [3, "frequency"],
    [4, "docs"],
    [5, "scheduledFrom"],
    [6, "labels"],
    [9, "docs"],
    [10, "frequency"],
    [10, "scheduledFrom"],
    [8, "processHandle"],
    [7, "assignedRoles"],
    [7, "owningRole"],
    [7, "category"],
  ]);
  assert.deepEqual(prepared.lines.map((l) => l.line), [2]);
  assert.deepEqual(prepared.messages, [
    { line: 2, message: "The label Dept:New is new; the import creates it." },
  ]);
  const byLine = new Map(prepared.errors.map((e) => [e.line, e.message]));
  assert.match(byLine.get(3)!, /Day 32/);
  assert.match(byLine.get(4)!, /http:\/\/ or https:\/\//);
  assert.match(byLine.get(5)!, /real date/);
  assert.match(byLine.get(9)!, /needs a link/);
});

Deno.test("the processHandle is required even with a category", () => {
  const result = readProcessLine({
    line: 2,
    values: { processHandle: " ", name: "X", category: "HR" },
  });
  assert.ok(!result.ok);
  assert.deepEqual(result.errors.map((e) => e.field), ["processHandle"]);
});

Deno.test("a malformed line is refused as a whole", () => {
  const prepared = preparePeopleImport('peopleHandle,name\na,A,zzz\nb,"B\n', noRoles);
  assert.ok(prepared.ok);
  assert.deepEqual(prepared.errors.map((e) => [e.line, e.field]), [[2, ""], [3, ""]]);
});
