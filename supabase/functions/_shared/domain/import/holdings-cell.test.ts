import { strict as assert } from "node:assert";
import { exportedCells } from "./fields.ts";
import { checkPeopleFile } from "./file-checks.ts";
import { holdingsAfter, holdingsChange, splitHolding } from "./holdings-cell.ts";
import { PEOPLE, readPersonLine } from "./people-fields.ts";
import type { StoredPerson } from "./stored-rows.ts";
import { personChanges } from "./stored-rows.ts";
import { personPreview } from "./update-preview.ts";

function read(roles: string) {
  return readPersonLine({ line: 3, values: { peopleHandle: "lmartin", name: "Laura", roles } });
}

const LAURA: StoredPerson = {
  id: 1,
  peopleHandle: "lmartin",
  name: "Laura",
  email: null,
  description: "",
  userType: "User",
  isAuthEnabled: false,
  receiveWeeklyReminders: false,
  roles: ["EHS", "PROD@2026-10-29"],
  mobile: null,
};

function line(roles: string) {
  const result = read(roles);
  assert.ok(result.ok, JSON.stringify(result));
  return result.value;
}

Deno.test("holdings cell: an item is a handle, or a handle and the day its holding started", () => {
  assert.deepEqual(splitHolding("PROD@2026-10-29"), { handle: "PROD", from: "2026-10-29" });
  assert.deepEqual(splitHolding("PROD"), { handle: "PROD", from: null });
  // The text after the last @ is a day only when it starts with a digit (or is empty).
  assert.deepEqual(splitHolding("team@north"), { handle: "team@north", from: null });
  assert.deepEqual(splitHolding("team@north@2026-01-05"), {
    handle: "team@north",
    from: "2026-01-05",
  });
  assert.deepEqual(splitHolding("PROD@"), { handle: "PROD", from: "" });
  assert.deepEqual(line(" PROD@2026-10-29 ; EHS;;prod ; team@north").roles, [
    "PROD@2026-10-29",
    "EHS",
    "team@north",
  ]);
  // Named twice, once with a day: the day is kept.
  assert.deepEqual(line("EHS;ehs@2026-01-05").roles, ["EHS@2026-01-05"]);
  assert.deepEqual(line("EHS@2026-01-05;ehs").roles, ["EHS@2026-01-05"]);
});

Deno.test("holdings cell: a day not written YYYY-MM-DD, or two days for one role, refuse the line naming roles", () => {
  for (const cell of ["PROD@2026-13-01", "PROD@29/10/2026", "PROD@", "PROD@2026-02-30"]) {
    const result = read(`EHS;${cell}`);
    assert.equal(result.ok, false, cell);
    if (result.ok) continue;
    assert.deepEqual(result.errors.map((e) => [e.line, e.field]), [[3, "roles"]], cell);
    assert.match(result.errors[0]!.message, /must be a date written YYYY-MM-DD/);
    assert.ok(result.errors[0]!.message.startsWith(`"${cell}"`), result.errors[0]!.message);
  }
  const twice = read("PROD@2026-10-01;prod@2026-10-02");
  assert.deepEqual(twice.ok ? [] : twice.errors, [{
    line: 3,
    field: "roles",
    message: '"prod" is given two start days, 2026-10-01 and 2026-10-02.',
  }]);
});

Deno.test("holdings cell: a role is known by its handle, whatever day it carries", () => {
  const lines = [{ ...line("PROD@2026-10-29;WH@2026-01-01"), line: 3 }];
  assert.deepEqual(checkPeopleFile(lines, { roleHandles: ["prod"] }).errors, [{
    line: 3,
    field: "roles",
    message: 'There is no role with the handle "WH".',
  }]);
});

Deno.test("holdings cell: an item without a day keeps the stored start; another day is a change", () => {
  assert.equal(holdingsChange(["prod", "ehs"], LAURA.roles), false);
  assert.equal(holdingsChange(["PROD@2026-10-29", "EHS"], LAURA.roles), false);
  assert.equal(holdingsChange(["PROD@2026-10-01", "EHS"], LAURA.roles), true);
  // An undated stored holding given a day is a change too.
  assert.equal(holdingsChange(["PROD", "EHS@2026-01-05"], LAURA.roles), true);
  assert.equal(holdingsChange(["PROD"], LAURA.roles), true);
  assert.deepEqual(holdingsAfter(["prod", "WH", "EHS@2026-01-05"], LAURA.roles), [
    "prod@2026-10-29",
    "WH",
    "EHS@2026-01-05",
  ]);
  assert.equal(personChanges(line("EHS;PROD"), LAURA), false);
  assert.equal(personChanges(line("EHS;PROD@2026-10-29"), LAURA), false);
  assert.deepEqual(personPreview(line("EHS;PROD@2026-10-01"), LAURA), {
    changes: [{ field: "roles", from: "EHS;PROD@2026-10-29", to: "EHS;PROD@2026-10-01" }],
    warnings: [],
  });
  // The new value shows what the person will hold: the kept start, the new role's day.
  assert.deepEqual(personPreview(line("PROD;WH@2026-11-02"), LAURA), {
    changes: [{ field: "roles", from: "EHS;PROD@2026-10-29", to: "PROD@2026-10-29;WH@2026-11-02" }],
    warnings: ["Takes the role EHS away from lmartin."],
  });
});

Deno.test("holdings cell: an export writes each holding's start, an undated one as the bare handle", () => {
  const cells = exportedCells(PEOPLE, {
    peopleHandle: "lmartin",
    name: "Laura",
    roles: [
      { roleHandle: "PROD", heldFrom: "2026-10-29" },
      { roleHandle: "EHS", heldFrom: null },
      { roleHandle: "WH" },
    ],
  });
  assert.equal(cells.roles, "PROD@2026-10-29;EHS;WH");
  assert.deepEqual(line(cells.roles!).roles, ["PROD@2026-10-29", "EHS", "WH"]);
});
