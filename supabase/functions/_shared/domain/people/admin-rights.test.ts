import { strict as assert } from "node:assert";
import { can } from "../abilities.ts";
import {
  ADMIN_ONLY,
  adminChangeRefusal,
  adminRemovalRefusal,
  assignableUserTypes,
} from "./admin-rights.ts";

const admin = { userType: "Admin", isAuthEnabled: true, email: "a@x.test" };
const manager = { userType: "Manager", isAuthEnabled: true, email: "m@x.test" };

Deno.test("the ability table keeps Admins for Admins; Managers keep everything else", () => {
  assert.equal(can("admin", "update", "admin"), true);
  assert.equal(can("manager", "update", "admin"), false);
  assert.equal(can("manager", "delete", "user"), true);
  assert.equal(can("manager", "update", "tool"), true);
  assert.deepEqual(assignableUserTypes("admin"), ["User", "Admin", "Manager"]);
  assert.deepEqual(assignableUserTypes("manager"), ["User", "Manager"]);
});

Deno.test("a Manager neither makes nor unmakes an Admin", () => {
  assert.equal(adminChangeRefusal("manager", null, { userType: "Admin" }), ADMIN_ONLY.make);
  assert.equal(adminChangeRefusal("manager", manager, { userType: "Admin" }), ADMIN_ONLY.make);
  for (const change of [{ userType: "User" }, { isAuthEnabled: false }, { email: "b@x.test" }]) {
    assert.equal(adminChangeRefusal("manager", admin, change), ADMIN_ONLY.change);
  }
  assert.equal(adminRemovalRefusal("manager", ["User", "Admin"]), ADMIN_ONLY.remove);
});

Deno.test("a Manager changes Users, Managers and an Admin's other fields; an Admin anything", () => {
  assert.equal(adminChangeRefusal("manager", null, { userType: "Manager" }), null);
  assert.equal(
    adminChangeRefusal("manager", manager, { userType: "User", isAuthEnabled: false }),
    null,
  );
  assert.equal(
    adminChangeRefusal("manager", admin, {
      userType: "Admin",
      isAuthEnabled: true,
      email: "A@X.test",
    }),
    null,
  );
  assert.equal(adminRemovalRefusal("manager", ["User", "Manager"]), null);
  assert.equal(adminChangeRefusal("admin", admin, { userType: "User" }), null);
  assert.equal(adminRemovalRefusal("admin", ["Admin"]), null);
});
