import { strict as assert } from "node:assert";
import { createRoleSchema, updateRoleSchema, wouldCreateCycle } from "./role-input.ts";

Deno.test("createRole fills the defaults and trims", () => {
  assert.deepEqual(createRoleSchema.parse({ roleHandle: " ops ", name: " Operations " }), {
    roleHandle: "ops",
    name: "Operations",
    description: "",
    reportsToId: null,
    filledBy: [],
  });
});

/** Without the keys whose value is undefined ("not given"). */
const given = (value: object) => JSON.parse(JSON.stringify(value));

Deno.test("updateRole keeps absent fields absent; a null parent clears it", () => {
  assert.deepEqual(given(updateRoleSchema.parse({ id: 4, name: "X" })), { id: 4, name: "X" });
  assert.deepEqual(given(updateRoleSchema.parse({ id: 4, reportsToId: null, description: null })), {
    id: 4,
    reportsToId: null,
  });
});

Deno.test("bad role input is refused with the field", () => {
  const cases: [unknown, string][] = [
    [{ roleHandle: "", name: "A" }, "roleHandle"],
    [{ roleHandle: "a b", name: "A" }, "roleHandle"],
    [{ roleHandle: "a".repeat(65), name: "A" }, "roleHandle"],
    [{ roleHandle: "a", name: "  " }, "name"],
    [{ roleHandle: "a", name: "A", reportsToId: 0 }, "reportsToId"],
    [{ roleHandle: "a", name: "A", filledBy: [-1] }, "filledBy"],
    [{ roleHandle: "a", name: "A", description: "d".repeat(2001) }, "description"],
  ];
  for (const [input, field] of cases) {
    const result = createRoleSchema.safeParse(input);
    assert.equal(result.success, false, JSON.stringify(input));
    assert.equal(result.error?.issues[0].path[0], field);
  }
  assert.equal(createRoleSchema.safeParse({ roleHandle: "a", name: "A", extra: 1 }).success, false);
});

Deno.test("wouldCreateCycle: self, direct and indirect loops; other moves are fine", () => {
  // 1 ← 2 ← 3 (3 reports to 2, 2 to 1); 4 alone.
  const parents = new Map<number, number | null>([[1, null], [2, 1], [3, 2], [4, null]]);
  assert.equal(wouldCreateCycle(parents, 1, 1), true);
  assert.equal(wouldCreateCycle(parents, 1, 2), true);
  assert.equal(wouldCreateCycle(parents, 1, 3), true);
  assert.equal(wouldCreateCycle(parents, 2, 3), true);
  assert.equal(wouldCreateCycle(parents, 3, 1), false);
  assert.equal(wouldCreateCycle(parents, 1, 4), false);
  assert.equal(wouldCreateCycle(parents, 1, null), false);
  // A loop that already exists elsewhere does not hang the walk.
  const looped = new Map<number, number | null>([[5, 6], [6, 5], [7, null]]);
  assert.equal(wouldCreateCycle(looped, 7, 5), false);
});
