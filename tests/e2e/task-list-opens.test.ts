import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { Browser, Page } from "playwright-core";
import { graphqlData } from "../support/api";
import { launchBrowser, signIn } from "../support/browser";
import { demoOrganisation } from "../support/organisations";
import { startStack, type Stack } from "../support/stack";
import { todayAt } from "../support/schedule";
import { columnTexts, listLoaded } from "../support/table";
import { visible } from "../support/wait";

// End to end: /tasks and /myTasks open on the open work, the late first, then today, then
// the days ahead, with the URL and the filters saying so; a person is filtered by handle.
let stack: Stack;
let browser: Browser;
let tenant: string;

beforeAll(async () => {
  stack = await startStack();
  tenant = await demoOrganisation("opens");
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

async function signedIn(email: string): Promise<{ page: Page; today: string }> {
  const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
  await signIn(page, stack.url, tenant, email);
  const { settings } = await graphqlData<{ settings: { timezone: string } }>(
    page,
    tenant,
    "{ settings { timezone } }",
  );
  return { page, today: todayAt(settings.timezone) };
}

/** The due dates of the page's rows, and which rows say "Late". */
async function rows(page: Page) {
  const due = await columnTexts(page, "Tasks", "Due");
  const late = await page
    .getByRole("table", { name: "Tasks", exact: true })
    .locator("tbody tr")
    // The row's "Late" badge (its title says what late means), or its "Missed" one: work of a
    // process that lets undone work lapse (the demo's forklift check) is past due too.
    .evaluateAll((trs) =>
      trs.map(
        (tr) =>
          tr.querySelector('[title="Due before today and not complete"]') !== null ||
          tr.querySelector('[title^="Not done, and a later occurrence is past due"]') !== null,
      ),
    );
  return due.map((text, i) => ({
    date: /\d{4}-\d{2}-\d{2}/.exec(text)?.[0] ?? text,
    late: late[i],
  }));
}

describe("where the task list opens", () => {
  test("an admin opens /tasks on the late work first, then today and the days ahead", async () => {
    const { page, today } = await signedIn("admin@demo.test");
    await page.goto(`${stack.url}/tasks`);
    await listLoaded(page);
    expect(decodeURIComponent(new URL(page.url()).search)).toBe(
      "?q=status=Not+Started|In+Progress",
    );
    await visible(page.getByRole("list", { name: "Active filters" }));
    const first = await rows(page);
    expect(first.length).toBeGreaterThan(0);
    // The demo keeps some recent work late: the list starts with it, in date order.
    expect(first[0]!.late).toBe(true);
    expect(first[0]!.date < today).toBe(true);
    const dates = first.map((r) => r.date);
    expect([...dates].sort()).toEqual(dates);
    // Late (or missed) rows come before any row of today or later, and none of them is finished.
    const firstNotLate = first.findIndex((r) => !r.late);
    if (firstNotLate >= 0) expect(first.slice(firstNotLate).every((r) => !r.late)).toBe(true);
    await page.close();
  });

  test("the demo User's /myTasks opens on their late work; a person is filtered by handle", async () => {
    const { page, today } = await signedIn("user@demo.test");
    await page.goto(`${stack.url}/myTasks`);
    await listLoaded(page);
    const first = await rows(page);
    expect(first[0]!.late).toBe(true);
    expect(first[0]!.date < today).toBe(true);
    await page.close();

    const admin = await signedIn("admin@demo.test");
    await admin.page.goto(`${stack.url}/tasks?q=user:staylor&q=is:late`);
    await listLoaded(admin.page);
    const chips = admin.page.getByRole("list", { name: "Active filters" });
    await visible(chips.getByText(/^Person: .+ \(staylor\)$/));
    const { tasks } = await graphqlData<{ tasks: { totalCount: number } }>(
      admin.page,
      tenant,
      `{ tasks(q: ["user:staylor", "is:late"], limit: 0) { totalCount } }`,
    );
    expect(tasks.totalCount).toBeGreaterThan(0);
    await admin.page.close();
  });
});
