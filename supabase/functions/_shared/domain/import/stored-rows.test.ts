/** Whether an import line would change its stored row, and the people checks against what is stored. */
import { strict as assert } from "node:assert";
import { peopleStoredErrors } from "./people-stored-checks.ts";
import {
  personChanges,
  processChanges,
  processDocsChange,
  roleChanges,
  sortByChange,
  type StoredPerson,
  type StoredProcess,
} from "./stored-rows.ts";

const person: StoredPerson = {
  id: 1,
  peopleHandle: "jdoe",
  name: "John Doe",
  description: "",
  email: "john@example.com",
  mobile: "+14155550123",
  userType: "User",
  isAuthEnabled: true,
  receiveWeeklyReminders: false,
  roles: ["Reception", "archivist"],
};

const process: StoredProcess = {
  id: 7,
  processHandle: "HR-001",
  name: "Payroll",
  description: "",
  category: "HR",
  labels: ["Dept:HR"],
  assignedRoles: ["reception"],
  owningRole: null,
  frequencyType: "Scheduled",
  compactFrequency: "*:25",
  scheduledFrom: "2026-01-01",
  docs: [{ name: "Guide", value: "https://example.com/g" }],
  unfinishedRule: "StaysLate",
};

Deno.test("a column the file lacks never counts as a change; references compare ignoring case", () => {
  assert.equal(personChanges({ line: 2, peopleHandle: "jdoe", name: "John Doe" }, person), false);
  assert.equal(
    personChanges({
      line: 2,
      peopleHandle: "jdoe",
      name: "John Doe",
      roles: ["ARCHIVIST", "reception"],
    }, person),
    false,
  );
  assert.equal(
    personChanges(
      { line: 2, peopleHandle: "jdoe", name: "John Doe", roles: ["reception"] },
      person,
    ),
    true,
  );
  assert.equal(
    personChanges({ line: 2, peopleHandle: "jdoe", name: "John Doe", email: null }, person),
    true,
  );
  assert.equal(personChanges({ line: 2, peopleHandle: "JDoe", name: "John Doe" }, person), true);
  const withMobile = (mobile: string | null) =>
    personChanges({ line: 2, peopleHandle: "jdoe", name: "John Doe", mobile }, person);
  assert.equal(withMobile("+14155550123"), false);
  assert.equal(withMobile("+14155550124"), true);
  assert.equal(withMobile(null), true, "an empty mobile cell clears the number");
  const role = {
    id: 3,
    roleHandle: "reception",
    name: "Reception",
    description: "",
    reportsTo: "Lead",
  };
  assert.equal(
    roleChanges({ line: 2, roleHandle: "reception", name: "Reception", reportsTo: "lead" }, role),
    false,
  );
  assert.equal(
    roleChanges({ line: 2, roleHandle: "reception", name: "Reception", reportsTo: null }, role),
    true,
  );
  const line = { line: 2, processHandle: "HR-001", name: "Payroll" };
  assert.equal(processChanges({ ...line, category: "hr", labels: ["dept:hr"] }, process), false);
  assert.equal(
    processChanges({ ...line, owningRole: null, scheduledFrom: "2026-01-01" }, process),
    false,
  );
  assert.equal(processChanges({ ...line, scheduledFrom: "2026-02-01" }, process), true);
  const asNeeded = {
    frequencyType: "AsNeeded" as const,
    frequency: null,
    compactFrequency: "",
    hasDates: false,
  };
  assert.equal(processChanges({ ...line, frequency: asNeeded }, process), true);
  assert.equal(
    processChanges({ ...line, docs: [{ name: "Guide", value: "https://example.com/g" }] }, process),
    false,
  );
  assert.equal(processDocsChange({ ...line, docs: [] }, process), true);
  assert.equal(processDocsChange(line, process), false);
  assert.equal(processDocsChange({ ...line, docs: [] }, undefined), true);
});

Deno.test("lines sort into created, updated and left alone", () => {
  const stored = new Map([["hr-001", process]]);
  const lines = [
    { line: 2, processHandle: "HR-001", name: "Payroll" },
    { line: 3, processHandle: "hr-001", name: "Payroll" },
    { line: 4, processHandle: "HR-002", name: "New" },
  ];
  const sorted = sortByChange(
    lines,
    (l) => stored.get(l.processHandle.toLowerCase()),
    processChanges,
  );
  assert.deepEqual(sorted.created.map((l) => l.line), [4]);
  assert.deepEqual(sorted.updated.map((l) => l.line), [3]);
});

Deno.test("people: an email stays one person's, and only an Admin makes an Admin", () => {
  const stored = new Map([["jdoe", person], ["boss", {
    ...person,
    id: 2,
    peopleHandle: "boss",
    email: "boss@example.com",
    userType: "Admin" as const,
  }]]);
  const errors = peopleStoredErrors(
    [
      { line: 2, peopleHandle: "thief", name: "Thief", email: "JOHN@example.com" },
      { line: 3, peopleHandle: "jdoe", name: "John Doe", email: "john@example.com" },
      { line: 4, peopleHandle: "new", name: "New", email: "new@example.com", userType: "Admin" },
      { line: 5, peopleHandle: "twin", name: "Twin", email: "new@example.com" },
      { line: 6, peopleHandle: "boss", name: "Boss", isAuthEnabled: false },
      // jdoe's old address is free once jdoe moves away from it.
    ],
    stored,
    "manager",
  );
  assert.deepEqual(errors.map((e) => `${e.line} ${e.field}`), [
    "2 email",
    "4 userType",
    "5 email",
    "6 userType",
  ]);
  assert.equal(errors[0]!.message, "The email JOHN@example.com is already jdoe's.");
  const moved = peopleStoredErrors(
    [
      { line: 2, peopleHandle: "jdoe", name: "John Doe", email: "jd@example.com" },
      { line: 3, peopleHandle: "heir", name: "Heir", email: "john@example.com" },
    ],
    stored,
    "admin",
  );
  assert.deepEqual(moved, []);
});
