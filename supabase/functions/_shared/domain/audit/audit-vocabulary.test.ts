import { strict as assert } from "node:assert";
import {
  auditActionLabel,
  auditBulkRows,
  auditEntityLabel,
  auditFieldChanges,
} from "./audit-vocabulary.ts";

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

Deno.test("a bulk entry's rows pair up by position, named by key or id", () => {
  assert.equal(auditBulkRows({ name: "A" }, { name: "B" }), null);
  assert.deepEqual(auditBulkRows(null, [{ id: 7, label: "x:1" }, { id: 8, label: "x:2" }]), [
    { key: "7", before: undefined, after: { id: 7, label: "x:1" } },
    { key: "8", before: undefined, after: { id: 8, label: "x:2" } },
  ]);
  assert.deepEqual(auditBulkRows([{ key: "3", name: "A" }], [{ key: "3", name: "B" }]), [
    { key: "3", before: { name: "A" }, after: { name: "B" } },
  ]);
});
