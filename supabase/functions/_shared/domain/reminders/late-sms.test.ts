import { strict as assert } from "node:assert";
import { lateTasksSms, SMS_MAX_LENGTH, type SmsTask, truncateTo } from "./late-sms.ts";

const TODAY = "2026-11-23";
const task = (name: string, dueDate: string, extra: Partial<SmsTask> = {}): SmsTask => ({
  name,
  dueDate,
  status: "NotStarted",
  deleted: false,
  ...extra,
});
const LINK = "https://rtn.example/l/acme";

Deno.test("many late tasks: the count and the oldest one, with the link when it fits", () => {
  const tasks = [
    task("Fire drill task", "2026-11-20"),
    task("Monthly payroll check", "2026-11-12"),
    task("Order supplies", "2026-11-22", { status: "InProgress" }),
  ];
  assert.equal(
    lateTasksSms(tasks, TODAY, { link: LINK }),
    `Routinely: 3 late tasks. Oldest: Monthly payroll check (due 12 Nov). Open ${LINK}`,
  );
  assert.equal(
    lateTasksSms(tasks, TODAY),
    "Routinely: 3 late tasks. Oldest: Monthly payroll check (due 12 Nov).",
  );
});

Deno.test("one late task is named as the one", () => {
  assert.equal(
    lateTasksSms([task("Archive old files", "2026-11-02")], TODAY),
    "Routinely: 1 late task: Archive old files (due 2 Nov).",
  );
});

Deno.test("only late tasks count, by the task engine's rule; none late, no message", () => {
  const notLate = [
    task("Due today", TODAY),
    task("Due later", "2026-12-01"),
    task("Done", "2026-11-01", { status: "Complete" }),
    task("Skipped", "2026-10-01", { deleted: true }),
    // Missed, not late: by the engine's answer or by the process's lapse date.
    task("Missed", "2026-11-10", { is_missed: true }),
    task("Lapsed", "2026-11-12", { lapseDate: "2026-11-20" }),
  ];
  assert.equal(lateTasksSms(notLate, TODAY), null);
  assert.equal(lateTasksSms([], TODAY), null);
  assert.equal(
    lateTasksSms([...notLate, task("Late one", "2026-11-22")], TODAY),
    "Routinely: 1 late task: Late one (due 22 Nov).",
  );
});

Deno.test("a task from another year shows its year; equal dates pick by name", () => {
  assert.equal(
    lateTasksSms([task("Year end", "2025-12-31"), task("Newer", "2026-01-05")], TODAY),
    "Routinely: 2 late tasks. Oldest: Year end (due 31 Dec 2025).",
  );
  assert.match(
    lateTasksSms([task("Beta", "2026-11-01"), task("Alpha", "2026-11-01")], TODAY)!,
    /Oldest: Alpha/,
  );
});

Deno.test("a long name drops the link first, then is cut with … to 160 characters", () => {
  const long = "Quarterly review of every supplier contract, insurance policy and lease " +
    "with the finance team, the office lead and the external auditors before renewal";
  const message = lateTasksSms([task(long, "2026-11-12"), task("x", "2026-11-20")], TODAY, {
    link: LINK,
  })!;
  assert.equal(message.length, SMS_MAX_LENGTH);
  assert.ok(!message.includes(LINK));
  assert.match(
    message,
    /^Routinely: 2 late tasks\. Oldest: Quarterly review .*… \(due 12 Nov\)\.$/,
  );
  // A name that fits without the link keeps its whole name and loses only the link.
  const medium = "M".repeat(100);
  const withoutLink = lateTasksSms([task(medium, "2026-11-12")], TODAY, { link: LINK })!;
  assert.equal(withoutLink, `Routinely: 1 late task: ${medium} (due 12 Nov).`);
});

Deno.test("lateCount: the total when only the first page of late tasks is given", () => {
  const page = [task("Monthly payroll check", "2026-11-12")];
  assert.equal(
    lateTasksSms(page, TODAY, { lateCount: 4821 }),
    "Routinely: 4821 late tasks. Oldest: Monthly payroll check (due 12 Nov).",
  );
  assert.equal(
    lateTasksSms(page, TODAY, { lateCount: 0 }),
    "Routinely: 1 late task: Monthly payroll check (due 12 Nov).",
    "never fewer than the late tasks given",
  );
  assert.equal(lateTasksSms([], TODAY, { lateCount: 3 }), null, "no late task to name: none");
});

Deno.test("whitespace in a name collapses; thousands of tasks still fit", () => {
  const many = Array.from({ length: 12345 }, (_, i) => task(`Task ${i}`, "2026-11-01"));
  many.push(task("  Line\none\t two ", "2026-10-01"));
  const message = lateTasksSms(many, TODAY, { link: LINK })!;
  assert.equal(
    message,
    `Routinely: 12346 late tasks. Oldest: Line one two (due 1 Oct). Open ${LINK}`,
  );
  assert.ok(message.length <= SMS_MAX_LENGTH);
});

Deno.test("unicode: counted in JS characters, never cut inside a character made of two", () => {
  const emoji = "🔥".repeat(100); // 200 code units
  const message = lateTasksSms([task(emoji, "2026-11-12")], TODAY)!;
  assert.ok(message.length <= SMS_MAX_LENGTH, String(message.length));
  assert.doesNotMatch(message, /[\uD800-\uDBFF](?![\uDC00-\uDFFF])/, "no lone high surrogate");
  assert.match(message, /^Routinely: 1 late task: (🔥)+… \(due 12 Nov\)\.$/);
  const accented = lateTasksSms([task("Zoë's café inspection", "2026-11-12")], TODAY);
  assert.equal(accented, "Routinely: 1 late task: Zoë's café inspection (due 12 Nov).");
});

Deno.test("truncateTo keeps short text and cuts long text to the limit with …", () => {
  assert.equal(truncateTo("short", 10), "short");
  assert.equal(truncateTo("exactly10!", 10), "exactly10!");
  assert.equal(truncateTo("a bit too long", 10), "a bit too…");
  assert.equal(truncateTo("word then", 6), "word…", "no space before the ellipsis");
  assert.equal(truncateTo("a🔥🔥", 4), "a🔥…");
  assert.equal(truncateTo("a🔥🔥", 3), "a…", "a pair that would end past the limit is left out");
});
