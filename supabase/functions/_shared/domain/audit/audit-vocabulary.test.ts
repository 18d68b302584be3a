import { strict as assert } from "node:assert";
import { auditActionLabel, auditEntityLabel, auditFieldChanges } from "./audit-vocabulary.ts";

Deno.test("an update's fields read before → after; an insert has no before", () => {
  assert.deepEqual(
    auditFieldChanges({ name: "A", description: "" }, { name: "B", description: "d" }),
    [
      { field: "description", before: "", after: "d" },
      { field: "name", before: "A", after: "B" },
    ],
  );
  assert.deepEqual(auditFieldChanges(null, { name: "B" }), [
    { field: "name", before: undefined, after: "B" },
  ]);
});

Deno.test("known entities and actions get words; unknown ones stay as stored", () => {
  assert.equal(auditEntityLabel("processes"), "Process");
  assert.equal(auditActionLabel("sign_in_failed"), "Sign-in failed");
  assert.equal(auditEntityLabel("new_table"), "new_table");
});
