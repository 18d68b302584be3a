import { strict as assert } from "node:assert";
import { isSecondFactorSession, mustPassSecondFactor } from "./two-factor.ts";

Deno.test("the two-factor rule binds Admins and Managers below aal2, only when required", () => {
  for (const appRole of ["admin", "manager"] as const) {
    assert.equal(mustPassSecondFactor({ appRole, required: true, aal: "aal1" }), true);
    assert.equal(mustPassSecondFactor({ appRole, required: true, aal: undefined }), true);
    assert.equal(mustPassSecondFactor({ appRole, required: true, aal: "aal2" }), false);
    assert.equal(mustPassSecondFactor({ appRole, required: false, aal: "aal1" }), false);
  }
  assert.equal(mustPassSecondFactor({ appRole: "user", required: true, aal: "aal1" }), false);
  assert.equal(isSecondFactorSession("AAL2"), false, "the claim is compared as signed");
});
