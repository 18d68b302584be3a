import { strict as assert } from "node:assert";
import { isLate } from "./late.ts";

Deno.test("late: due before today, not Complete, not deleted", () => {
  const task = { dueDate: "2026-03-01", status: "NotStarted" as const, deleted: false };
  assert.equal(isLate(task, "2026-03-02"), true);
  assert.equal(isLate({ ...task, status: "InProgress" }, "2026-03-02"), true);
  assert.equal(isLate(task, "2026-03-01"), false, "due today is not late");
  assert.equal(isLate({ ...task, status: "Complete" }, "2026-03-02"), false);
  assert.equal(isLate({ ...task, deleted: true }, "2026-03-02"), false);
});
