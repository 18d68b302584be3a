import { strict as assert } from "node:assert";
import { can, RESOURCES } from "./abilities.ts";

Deno.test("the system actor manages what jobs and imports need, nothing of a person's own", () => {
  const managed = RESOURCES.filter((r) => can("system", "manage", r));
  assert.deepEqual(managed, ["role", "user", "process", "task", "tool"]);
  for (const r of ["myProfile", "myRole", "myProcess", "myTask", "myDashboard", "admin"] as const) {
    assert.equal(can("system", "read", r), false, r);
  }
  // Unchanged for people.
  assert.equal(can("manager", "manage", "admin"), false);
  assert.equal(can("admin", "manage", "admin"), true);
  assert.equal(can(null, "read", "Auth"), true);
});

Deno.test("only Admins read the audit trail", () => {
  assert.equal(can("admin", "read", "audit"), true);
  for (const p of ["manager", "user", "system"] as const) {
    assert.equal(can(p, "read", "audit"), false, p);
  }
  assert.equal(can(null, "read", "audit"), false);
});
