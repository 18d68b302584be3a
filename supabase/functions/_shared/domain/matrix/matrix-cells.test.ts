import { strict as assert } from "node:assert";
import { buildCells, cellId, valueTerm } from "./matrix-cells.ts";
import { isRoleDimension } from "./dimensions.ts";

const dept = {
  dimension: { kind: "prefix" as const, name: "Dept" },
  values: [{ id: 1, value: "Dept:HR" }, { id: 2, value: "dept:IT" }],
};
const role = {
  dimension: { kind: "role" as const, name: "Role" as const },
  values: [{ id: 7, value: "ops" }],
};

Deno.test("terms: label:, role:, and for all prefix: or has:roles", () => {
  assert.equal(valueTerm(dept.dimension, dept.values[0]!), "label:Dept:HR");
  assert.equal(valueTerm(dept.dimension, null), "prefix:Dept");
  assert.equal(valueTerm(role.dimension, role.values[0]!), "role:ops");
  assert.equal(valueTerm(role.dimension, null), "has:roles");
  assert.equal(cellId(dept, null, dept, null), "prefix:Dept", "a term once");
  assert.equal(cellId(role, role.values[0]!, dept, null), "role:ops\tprefix:Dept");
});

Deno.test("buildCells: (rows + 1) × (cols + 1), row by row; all summed once per process", () => {
  // One process with ops and Dept:HR + dept:IT (its lowest Dept value: 1), one with ops and dept:IT.
  const cells = buildCells(role, dept, [
    { rowId: 7, colId: 1, count: 1, rowOnce: 1, colOnce: 1, allOnce: 1 },
    { rowId: 7, colId: 2, count: 2, rowOnce: 1, colOnce: 2, allOnce: 1 },
  ]);
  assert.deepEqual(cells.map((c) => [c.name, c.value]), [
    ["ops|Dept:HR", 1],
    ["ops|dept:IT", 2],
    ["ops|all", 2],
    ["all|Dept:HR", 1],
    ["all|dept:IT", 2],
    ["all|all", 2],
  ]);
  assert.equal(cells[1]!.id, "role:ops\tlabel:dept:IT");
  assert.deepEqual(buildCells(role, dept, []).map((c) => c.value), [0, 0, 0, 0, 0, 0]);
});

Deno.test("Role is named in any case, with spaces around", () => {
  assert.ok(isRoleDimension(" ROLE "));
  assert.ok(!isRoleDimension("Roles"));
});
