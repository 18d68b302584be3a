import { strict as assert } from "node:assert";
import { buildCells, cellId, valueTerm } from "./matrix-cells.ts";
import { isRoleDimension } from "./dimensions.ts";
import { countLinks } from "./link-counts.ts";

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
  assert.equal(cellId("prefix:Dept", "prefix:Dept"), "prefix:Dept", "a term once");
  assert.equal(cellId("role:ops", "prefix:Dept"), "role:ops\tprefix:Dept");
});

Deno.test("buildCells: (rows + 1) × (cols + 1), row by row, each axis's values then all", () => {
  const cells = buildCells(role, dept, {
    pairs: Int32Array.of(1, 2),
    rowAll: Int32Array.of(2),
    colAll: Int32Array.of(1, 2),
    all: 2,
  });
  assert.deepEqual(cells.map((c) => [c.name, c.value, c.id]), [
    ["ops|Dept:HR", 1, "role:ops\tlabel:Dept:HR"],
    ["ops|dept:IT", 2, "role:ops\tlabel:dept:IT"],
    ["ops|all", 2, "role:ops\tprefix:Dept"],
    ["all|Dept:HR", 1, "has:roles\tlabel:Dept:HR"],
    ["all|dept:IT", 2, "has:roles\tlabel:dept:IT"],
    ["all|all", 2, "has:roles\tprefix:Dept"],
  ]);
  assert.deepEqual(
    buildCells(dept, dept, countLinks(dept, dept, links([]), links([])))
      .map((c) => [c.value, c.id]),
    [
      [0, "label:Dept:HR"],
      [0, "label:Dept:HR\tlabel:dept:IT"],
      [0, "label:Dept:HR\tprefix:Dept"],
      [0, "label:dept:IT\tlabel:Dept:HR"],
      [0, "label:dept:IT"],
      [0, "label:dept:IT\tprefix:Dept"],
      [0, "prefix:Dept\tlabel:Dept:HR"],
      [0, "prefix:Dept\tlabel:dept:IT"],
      [0, "prefix:Dept"],
    ],
  );
});

const links = (pairs: [number, number][]) => ({
  processIds: Float64Array.from(pairs, ([p]) => p),
  valueIds: Float64Array.from(pairs, ([, v]) => v),
});

Deno.test("countLinks: pairs per process; all counts a process once", () => {
  // Process 10: ops with Dept:HR and dept:IT; 11: ops with dept:IT; 12: ops only; 13: dept:IT
  // only; 14: a role not on the axis (counts nowhere).
  const counts = countLinks(
    role,
    dept,
    links([[10, 7], [11, 7], [12, 7], [14, 99]]),
    links([[10, 1], [10, 2], [11, 2], [13, 2], [14, 1]]),
  );
  assert.deepEqual([...counts.pairs], [1, 2]);
  assert.deepEqual([...counts.rowAll], [2]);
  assert.deepEqual([...counts.colAll], [1, 2]);
  assert.equal(counts.all, 2);
});

Deno.test("countLinks: ids far apart count the same", () => {
  const far = 9_000_000_000;
  const counts = countLinks(
    role,
    dept,
    links([[10, 7], [far, 7]]),
    links([[10, 1], [far, 2], [far, 1]]),
  );
  assert.deepEqual([...counts.pairs], [2, 1]);
  assert.deepEqual([...counts.rowAll], [2]);
  assert.deepEqual([...counts.colAll], [2, 1]);
  assert.equal(counts.all, 2);
});

Deno.test("countLinks: an axis against itself counts each value with itself", () => {
  const both = links([[10, 1], [10, 2], [11, 2]]);
  const counts = countLinks(dept, dept, both, both);
  assert.deepEqual([...counts.pairs], [1, 1, 1, 2]);
  assert.deepEqual([...counts.rowAll], [1, 2]);
  assert.deepEqual([...counts.colAll], [1, 2]);
  assert.equal(counts.all, 2);
});

Deno.test("Role is named in any case, with spaces around", () => {
  assert.ok(isRoleDimension(" ROLE "));
  assert.ok(!isRoleDimension("Roles"));
});
