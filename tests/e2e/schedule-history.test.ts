import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { Browser, Page } from "playwright-core";
import { graphqlData, orgToday } from "../support/api";
import { launchBrowser, signIn } from "../support/browser";
import { demoOrganisation } from "../support/organisations";
import { startStack, type Stack } from "../support/stack";
import { addDays } from "../support/schedule";
import { columnTexts, footer } from "../support/table";
import { hidden, visible } from "../support/wait";

// End to end: a schedule change keeps the past (docs/task-engine.md#schedule-changes). The
// demo's weekday forklift check (MNT-003) becomes a Monday one in the process form: the
// last month's tasks stay as they were, the new dates start today, and the process page
// lists the old schedule in its history.
let stack: Stack;
let browser: Browser;
let tenant: string;
let page: Page;
let today: string;

beforeAll(async () => {
  stack = await startStack();
  tenant = await demoOrganisation("schedules");
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
  await signIn(page, stack.url, tenant, "admin@demo.test");
  today = await orgToday(page, tenant);
});

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

const weekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

/** The rows of /tasks for these terms and dates, read from the screen (up to 100). */
async function taskRows(terms: string[], from: string, to: string) {
  const q = terms.map((t) => `q=${encodeURIComponent(t)}`).join("&");
  await page.goto(`${stack.url}/tasks?${q}&from=${from}&to=${to}&size=100`);
  const table = page.getByRole("table", { name: "Tasks", exact: true });
  await visible(page.locator('[aria-busy="false"]', { has: table }));
  await visible(footer(page));
  const due = await columnTexts(page, "Tasks", "Due");
  const person = await columnTexts(page, "Tasks", "Person");
  if (due.length === 1 && !/\d{4}-\d{2}-\d{2}/.test(due[0]!)) return []; // the empty row
  return due.map((text, i) => ({
    date: /\d{4}-\d{2}-\d{2}/.exec(text)?.[0] ?? text,
    person: person[i]!,
  }));
}

describe("schedule changes keep the past, in the browser", () => {
  test("changing MNT-003 to Mondays leaves last month's tasks and lists the old schedule", async () => {
    const { processes } = await graphqlData<{
      processes: { nodes: { id: number; compactFrequency: string }[] };
    }>(page, tenant, `{ processes(q: ["MNT-003"]) { nodes { id compactFrequency } } }`);
    const mnt = processes.nodes[0]!;
    expect(mnt.compactFrequency).toBe("*:1#*,2#*,3#*,4#*,5#*");
    const terms = [`process:${mnt.id}`, "user:tbaker"];
    const monthAgo = addDays(today, -30);
    const yesterday = addDays(today, -1);
    const before = await taskRows(terms, monthAgo, yesterday);
    expect(before.length).toBeGreaterThan(15);

    await page.goto(`${stack.url}/processes/${mnt.id}`);
    await page.getByRole("button", { name: "Edit" }).click();
    const sheet = page.getByRole("dialog");
    await visible(sheet.getByText(/A schedule change applies from today/));
    const compact = sheet.getByRole("textbox", { name: "Compact form" });
    await compact.fill("*:1#*");
    await sheet.getByRole("button", { name: "Save changes" }).click();
    await hidden(sheet);

    // The process page lists the weekday schedule, in force until yesterday.
    const history = page.getByRole("region", { name: "Schedule history" });
    const row = history.getByRole("listitem").filter({ hasText: `– ${yesterday}` });
    await visible(row);
    await expect.poll(() => row.textContent()).toContain("*:1#*,2#*,3#*,4#*,5#*");

    // Last month is as it was; from today on, Mondays only.
    expect(await taskRows(terms, monthAgo, yesterday)).toEqual(before);
    const ahead = await taskRows(terms, today, addDays(today, 20));
    expect(ahead.length).toBeGreaterThanOrEqual(2);
    expect(ahead.every((r) => weekday(r.date) === 1)).toBe(true);
  });
});
