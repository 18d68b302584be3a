import { strict as assert } from "node:assert";
import { feedEvent, feedRange, feedSummary, type FeedTask } from "./feed-events.ts";

const TASK: FeedTask = {
  handle: "12-34-2026-03-02",
  name: "Stock count task",
  description: "",
  dueDate: "2026-03-02",
  status: "InProgress",
  is_late: true,
  updated_at: null,
  process: { name: "Stock count", processHandle: "OPS-001" },
};

Deno.test("the summary names the status by its display name, and lateness", () => {
  assert.equal(feedSummary(TASK), "Stock count task — In Progress (late)");
  assert.equal(
    feedSummary({ ...TASK, status: "NotStarted", is_late: false }),
    "Stock count task — Not Started",
  );
  assert.equal(
    feedSummary({ ...TASK, status: "NotStarted", is_late: false, is_missed: true }),
    "Stock count task — Not Started (missed)",
  );
});

Deno.test("an event: UID from the handle, its day, the process and a link that opens the task", () => {
  const e = feedEvent({ ...TASK, description: "Count aisle 4." }, "https://app.test/");
  assert.equal(e.uid, "12-34-2026-03-02@routinely");
  assert.equal(e.date, "2026-03-02");
  assert.equal(
    e.url,
    "https://app.test/myTasks?q=12-34-2026-03-02&from=2026-03-02&to=2026-03-02",
  );
  assert.equal(
    e.description,
    `Process: Stock count (OPS-001)\n\nCount aisle 4.\n\nOpen in Routinely: ${e.url}`,
  );
  const manual = feedEvent({ ...TASK, process: null }, "https://app.test");
  assert.equal(manual.description, `Open in Routinely: ${manual.url}`);
});

Deno.test("the range is 60 days back to 365 ahead of the organisation's today", () => {
  assert.deepEqual(feedRange("2026-03-01"), { from: "2025-12-31", to: "2027-03-01" });
});
