import { strict as assert } from "node:assert";
import { canonicalCriteria, createFilterSchema, filterEntityOf } from "./filter-input.ts";

Deno.test("entities: case forgiven, stored canonical, others refused", () => {
  assert.equal(filterEntityOf("process"), "Process");
  assert.equal(filterEntityOf(" TASK "), "Task");
  assert.equal(filterEntityOf("Matrix"), undefined);
  assert.equal(filterEntityOf(3), undefined);
  assert.equal(
    createFilterSchema.parse({ name: "a", associatedEntity: "role" }).associatedEntity,
    "Role",
  );
  assert.equal(createFilterSchema.safeParse({ name: "a", associatedEntity: "x" }).success, false);
});

Deno.test("criteria are judged by the entity's list and written canonical", () => {
  assert.deepEqual(canonicalCriteria("Process", ["HAS:noDocs", "", "prefix:Dept", "pay"]), {
    ok: true,
    criteria: ["has:noDocs", "prefix:Dept", "pay"],
  });
  assert.deepEqual(canonicalCriteria("Task", ["isnot:deleted", "status=not started"]), {
    ok: true,
    criteria: ["isNot:deleted", "status=Not Started"],
  });
  const wrongList = canonicalCriteria("User", ["has:noDocs"]);
  assert.equal(wrongList.ok, false);
  assert.match((wrongList as { message: string }).message, /does not apply to people/);
  const unknown = canonicalCriteria("Role", ["colour:red"]);
  assert.equal(unknown.ok, false);
  assert.match((unknown as { message: string }).message, /colour:/);
});
