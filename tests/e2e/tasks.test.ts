import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { Browser, Page } from "playwright-core";
import { graphqlData } from "../support/api";
import { launchBrowser, signIn } from "../support/browser";
import { demoOrganisation } from "../support/organisations";
import { startStack, type Stack } from "../support/stack";
import { addDays, todayAt } from "../support/schedule";
import { visible } from "../support/wait";

// End to end: the demo User moves a late task to In Progress, then Complete,
// and it stops being late; an admin hands a series over "this and following", and only
// the later occurrences move.
let stack: Stack;
let browser: Browser;
let tenant: string;
let today: string;

interface TaskRow {
  id: number | null;
  handle: string;
  init_handle: string;
  dueDate: string;
  status: string;
  is_late: boolean;
  userId: number | null;
  processId: number | null;
  name: string;
  assignee: { id: number; name: string } | null;
}
const TASK =
  "id handle init_handle dueDate status is_late userId processId name assignee { id name }";

beforeAll(async () => {
  stack = await startStack();
  tenant = await demoOrganisation("tasks");
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

async function signedIn(email: string): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
  await signIn(page, stack.url, tenant, email);
  if (!today) {
    const { settings } = await graphqlData<{ settings: { timezone: string } }>(
      page,
      tenant,
      "{ settings { timezone } }",
    );
    today = todayAt(settings.timezone);
  }
  return page;
}

async function myTask(page: Page, handle: string, date: string): Promise<TaskRow | undefined> {
  const { myTasks } = await graphqlData<{ myTasks: { nodes: TaskRow[] } }>(
    page,
    tenant,
    `query($q: [String!], $from: String, $to: String) {
      myTasks(q: $q, from: $from, to: $to, limit: 1000) { nodes { ${TASK} } } }`,
    { q: [handle], from: date, to: date },
  );
  return myTasks.nodes.find((t) => t.handle === handle);
}

describe("tasks", () => {
  test("the demo User moves a late task to In Progress, then Complete, and it is no longer late", async () => {
    const page = await signedIn("user@demo.test");
    const from = addDays(today, -60);
    const to = addDays(today, -1);
    const { myTasks } = await graphqlData<{ myTasks: { totalCount: number; nodes: TaskRow[] } }>(
      page,
      tenant,
      `query($from: String, $to: String) {
        myTasks(q: ["is:late", "status=Not Started"], from: $from, to: $to, limit: 1) {
          totalCount nodes { ${TASK} } } }`,
      { from, to },
    );
    expect(myTasks.totalCount).toBeGreaterThan(0);
    const late = myTasks.nodes[0]!;

    // The screen the dashboard's late link opens, narrowed to that one day.
    await page.goto(`${stack.url}/myTasks?q=is:late&from=${late.dueDate}&to=${late.dueDate}`);
    const label = `Status of ${[late.name, late.dueDate, late.assignee?.name].join(", ")}`;
    const status = page.getByLabel(label, { exact: true });
    await visible(status);
    await status.selectOption({ label: "In Progress" });
    await expect
      .poll(async () => (await myTask(page, late.handle, late.dueDate))?.status, {
        timeout: 40_000,
      })
      .toBe("InProgress");
    expect((await myTask(page, late.handle, late.dueDate))?.is_late).toBe(true);

    await status.selectOption({ label: "Complete" });
    await expect
      .poll(async () => (await myTask(page, late.handle, late.dueDate))?.status, {
        timeout: 40_000,
      })
      .toBe("Complete");
    const done = await myTask(page, late.handle, late.dueDate);
    expect(done?.is_late).toBe(false);
    expect(done?.id).not.toBeNull();
    // The late list no longer shows it.
    await page.reload();
    await expect
      .poll(() => page.getByLabel(label, { exact: true }).count(), { timeout: 40_000 })
      .toBe(0);
    await page.close();
  });

  test("an admin hands a series over 'this and following': later occurrences move, earlier ones stay", async () => {
    const page = await signedIn("admin@demo.test");
    const from = addDays(today, -28);
    const to = addDays(today, 56);
    const { tasks } = await graphqlData<{ tasks: { nodes: TaskRow[] } }>(
      page,
      tenant,
      `query($from: String, $to: String) {
        tasks(q: ["status=Not Started"], from: $from, to: $to, limit: 1000) { nodes { ${TASK} } } }`,
      { from, to },
    );
    // A series with occurrences before today (stored or not) and at least two after it never
    // stored, none handed over yet: the first of those is handed over.
    const candidates = new Map<string, TaskRow[]>();
    for (const t of tasks.nodes) {
      if (t.id !== null || t.dueDate <= today || t.handle !== t.init_handle) continue;
      const key = t.handle.slice(0, -11);
      candidates.set(key, [...(candidates.get(key) ?? []), t]);
    }
    let key = "";
    let found: TaskRow | undefined;
    for (const [k, upcoming] of candidates) {
      if (upcoming.length < 2) continue;
      const whole = await graphqlData<{ tasks: { nodes: TaskRow[] } }>(
        page,
        tenant,
        `query($from: String, $to: String, $q: [String!]) {
          tasks(q: $q, from: $from, to: $to, limit: 1000) { nodes { ${TASK} } } }`,
        { from, to, q: [`process:${upcoming[0]!.processId}`] },
      );
      const ofSeries = whole.tasks.nodes.filter((t) => t.handle.startsWith(`${k}-`));
      const untouched = ofSeries.every(
        (t) => t.handle === t.init_handle && t.userId === upcoming[0]!.userId,
      );
      if (untouched && ofSeries.some((t) => t.dueDate < today)) {
        key = k;
        found = upcoming[0]!;
        break;
      }
    }
    if (!found) throw new Error("the demo organisation has no series to hand over");
    const chosen = found;
    const { users } = await graphqlData<{ users: { nodes: { id: number; name: string }[] } }>(
      page,
      tenant,
      "{ users(limit: 1000) { nodes { id name } } }",
    );
    const holders = new Set(
      tasks.nodes.filter((t) => t.processId === chosen.processId).map((t) => t.userId),
    );
    const other = users.nodes.find((u) => !holders.has(u.id))!;

    await page.goto(
      `${stack.url}/tasks?q=process:${chosen.processId}&q=user:${chosen.userId}&from=${chosen.dueDate}&to=${chosen.dueDate}`,
    );
    const edit = page.getByRole("button", {
      name: `Edit ${[chosen.name, chosen.dueDate, chosen.assignee?.name].join(", ")}`,
    });
    await visible(edit);
    await edit.click();
    const sheet = page.getByRole("dialog");
    await sheet.getByLabel("Person").selectOption({ label: other.name });
    await sheet.getByLabel("This and following").check();
    await sheet.getByRole("button", { name: "Save changes" }).click();
    await expect.poll(() => sheet.count(), { timeout: 40_000 }).toBe(0);

    const after = await graphqlData<{ tasks: { nodes: TaskRow[] } }>(
      page,
      tenant,
      `query($from: String, $to: String, $q: [String!]) {
        tasks(q: $q, from: $from, to: $to, limit: 1000) { nodes { ${TASK} } } }`,
      { from, to, q: [`process:${chosen.processId}`] },
    );
    const ofSeries = after.tasks.nodes.filter((t) => t.handle.startsWith(`${key}-`));
    const earlier = ofSeries.filter((t) => t.dueDate < chosen.dueDate);
    const later = ofSeries.filter((t) => t.dueDate >= chosen.dueDate);
    expect(earlier.length).toBeGreaterThan(0);
    expect(later.length).toBeGreaterThanOrEqual(2);
    expect(earlier.every((t) => t.userId === chosen.userId && t.init_handle === t.handle)).toBe(
      true,
    );
    expect(later.every((t) => t.userId === other.id && t.init_handle === chosen.handle)).toBe(true);
    await page.close();
  });
});
