import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { Browser, Page } from "playwright-core";
import { graphqlData, orgToday } from "../support/api";
import { launchBrowser, signIn } from "../support/browser";
import { demoOrganisation } from "../support/organisations";
import { startStack, type Stack } from "../support/stack";
import { addDays } from "../support/schedule";
import { columnTexts, footer, listLoaded } from "../support/table";
import { hidden, visible } from "../support/wait";

// End to end: who held a role when (docs/task-engine.md#who-held-a-role-when). A person
// added to a role gets no back-dated work; a leaver keeps, as theirs, what was due while
// they held the role; a role removed from an earlier day ends their tasks on that day.
let stack: Stack;
let browser: Browser;
let tenant: string;
let page: Page;
let today: string;

beforeAll(async () => {
  stack = await startStack();
  tenant = await demoOrganisation("holdings");
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
  await signIn(page, stack.url, tenant, "admin@demo.test");
  today = await orgToday(page, tenant);
});

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

interface Row {
  task: string;
  date: string;
  person: string;
  late: boolean;
}

/** The rows of /tasks for these terms and dates, read from the screen (up to 100). */
async function taskRows(terms: string[], from: string, to: string): Promise<Row[]> {
  const q = terms.map((t) => `q=${encodeURIComponent(t)}`).join("&");
  await page.goto(`${stack.url}/tasks?${q}&from=${from}&to=${to}&size=100`);
  // A settled list: the table has answered and is not fetching.
  const table = page.getByRole("table", { name: "Tasks", exact: true });
  await visible(page.locator('[aria-busy="false"]', { has: table }));
  await visible(footer(page));
  const due = await columnTexts(page, "Tasks", "Due");
  const person = await columnTexts(page, "Tasks", "Person");
  const task = await columnTexts(page, "Tasks", "Task");
  const late = await page
    .getByRole("table", { name: "Tasks", exact: true })
    .locator("tbody tr")
    .evaluateAll((trs) =>
      trs.map((tr) => tr.querySelector('[title="Due before today and not complete"]') !== null),
    );
  if (due.length === 1 && !/\d{4}-\d{2}-\d{2}/.test(due[0]!)) return []; // the empty row
  return due.map((text, i) => ({
    date: /\d{4}-\d{2}-\d{2}/.exec(text)?.[0] ?? text,
    person: person[i]!,
    task: task[i]!,
    late: late[i]!,
  }));
}

/** Opens a person's edit sheet from the People list. */
async function editPerson(handle: string, name: string) {
  await page.goto(`${stack.url}/people`);
  const box = page.getByRole("searchbox", { name: /search people/i });
  await box.fill(handle);
  await box.press("Enter");
  await page.getByRole("button", { name: `Edit ${name}` }).click();
  const sheet = page.getByRole("dialog");
  await visible(sheet.getByLabel("Handle"));
  return sheet;
}

describe("who held a role when, in the browser", () => {
  test("Laura Martin added to WH gets no late task and nothing due before today", async () => {
    // WH has a daily process whose past occurrences are left undone by others: a holding
    // counted from the process's start would give her many late tasks.
    const sheet = await editPerson("lmartin", "Laura Martin");
    await sheet.getByRole("checkbox", { name: /^WH\b/ }).check();
    await sheet.getByRole("button", { name: "Save changes" }).click();
    await hidden(sheet);

    const late = await taskRows(["user:lmartin", "is:late"], addDays(today, -60), today);
    expect(late).toEqual([]);
    await visible(page.getByText("No tasks in this range match."));

    const wh = await taskRows(["user:lmartin", "role:WH"], addDays(today, -60), addDays(today, 7));
    // She has the role's work from today on, and none of it before.
    expect(wh.length).toBeGreaterThan(0);
    expect(wh.every((r) => r.date >= today && r.person === "Laura Martin")).toBe(true);

    // Her page lists the holding as starting today.
    const { users } = await graphqlData<{ users: { nodes: { id: number }[] } }>(
      page,
      tenant,
      `{ users(q: ["lmartin"]) { nodes { id } } }`,
    );
    await page.goto(`${stack.url}/people/${users.nodes[0]!.id}`);
    const history = page.getByRole("region", { name: "Role history" });
    await visible(history.getByRole("listitem").filter({ hasText: `WH` }));
    await expect
      .poll(() => history.getByRole("listitem").filter({ hasText: "WH" }).textContent())
      .toContain(`since ${today}`);
  });

  test("Fiona O'Brien, who left WH, keeps what was due while she held it, and her page says when", async () => {
    const { users } = await graphqlData<{
      users: {
        nodes: { id: number; holdings: { roleHandle: string; from: string; until: string }[] }[];
      };
    }>(
      page,
      tenant,
      `{ users(q: ["fobrien"]) { nodes { id holdings { roleHandle from until } } } }`,
    );
    const fiona = users.nodes[0]!;
    const wh = fiona.holdings.find((h) => h.roleHandle === "WH")!;
    // The demo: she held WH from the start until 20 days ago.
    expect(wh.until).toBe(addDays(today, -20));
    expect(wh.from).not.toBeNull();

    // Undo her last task of a process whose undone work stays late (a lapsing one's would be
    // missed: docs/task-engine.md#missed-occurrences): it is late and stays hers.
    const { processes } = await graphqlData<{
      processes: { nodes: { name: string; unfinishedRule: string }[] };
    }>(page, tenant, `{ processes(limit: 500) { nodes { name unfinishedRule } } }`);
    const lapsing = processes.nodes.filter((p) => p.unfinishedRule === "Lapses").map((p) => p.name);
    expect(lapsing.length).toBeGreaterThan(0);
    const before = await taskRows(["user:fobrien"], addDays(wh.until, -30), addDays(today, 30));
    expect(before.length).toBeGreaterThan(0);
    expect(before.every((r) => r.date <= wh.until && r.person === "Fiona O'Brien")).toBe(true);
    // Her work ran up to her last days, not just long ago.
    expect(before.at(-1)!.date >= addDays(wh.until, -7)).toBe(true);
    const index = before.findLastIndex((r) => !lapsing.some((name) => r.task.includes(name)));
    expect(index).toBeGreaterThanOrEqual(0);
    const last = before[index]!.date;
    await page
      .getByRole("table", { name: "Tasks", exact: true })
      .locator("tbody tr")
      .nth(index)
      .getByRole("combobox", { name: /^Status of / })
      .selectOption({ label: "Not Started" });
    await expect
      .poll(async () => {
        const { tasks } = await graphqlData<{ tasks: { totalCount: number } }>(
          page,
          tenant,
          `{ tasks(q: ["user:fobrien", "is:late"], from: "${last}", to: "${last}", limit: 0) { totalCount } }`,
        );
        return tasks.totalCount;
      })
      .toBeGreaterThan(0);

    const late = await taskRows(["user:fobrien", "is:late"], addDays(wh.until, -30), today);
    expect(late.map((r) => r.date)).toContain(last);
    expect(late.every((r) => r.date <= wh.until && r.person === "Fiona O'Brien")).toBe(true);

    await page.goto(`${stack.url}/people/${fiona.id}`);
    const history = page.getByRole("region", { name: "Role history" });
    const item = history.getByRole("listitem").filter({ hasText: "WH" });
    await visible(item);
    await expect.poll(() => item.textContent()).toContain(`${wh.from} – ${wh.until}`);
  });

  test("roles removed from an earlier day end the person's tasks on that day", async () => {
    // The demo User (Sam Taylor) has late occurrences nobody stored (left undone) on
    // several days; her roles are removed as from the last but one of those days.
    const { tasks, users } = await graphqlData<{
      tasks: { nodes: { id: number | null; dueDate: string }[] };
      users: { nodes: { roles: { roleHandle: string }[] }[] };
    }>(
      page,
      tenant,
      `query($from: String) {
        tasks(q: ["user:staylor", "is:late"], from: $from, limit: 100) { nodes { id dueDate } }
        users(q: ["staylor"]) { nodes { roles { roleHandle } } } }`,
      { from: addDays(today, -60) },
    );
    const undone = [...new Set(tasks.nodes.filter((t) => t.id === null).map((t) => t.dueDate))];
    expect(undone.length).toBeGreaterThanOrEqual(2);
    const day = undone.at(-2)!;
    const from = addDays(today, -30);
    const to = addDays(today, 14);
    const before = await taskRows(["user:staylor"], from, to);
    const listed = await graphqlData<{
      tasks: { nodes: { id: number | null; dueDate: string }[] };
    }>(
      page,
      tenant,
      `query($from: String, $to: String) {
        tasks(q: ["user:staylor"], from: $from, to: $to, limit: 1000) { nodes { id dueDate } } }`,
      { from, to },
    );
    const later = listed.tasks.nodes.filter((t) => t.dueDate > day);
    // Occurrences after that day that no one stored: the ones the earlier end removes.
    expect(later.filter((t) => t.id === null && t.dueDate >= today).length).toBeGreaterThan(0);

    const sheet = await editPerson("staylor", "Sam Taylor");
    for (const { roleHandle } of users.nodes[0]!.roles) {
      await sheet.getByRole("checkbox", { name: new RegExp(`^${roleHandle}\\b`) }).uncheck();
    }
    await sheet.getByLabel("Role changes take effect on").fill(day);
    await sheet.getByRole("button", { name: "Save changes" }).click();
    await hidden(sheet);

    // What was due up to that day stays hers, the late still late; after it, only the
    // stored work remains (done, started or added by hand): every occurrence no one stored
    // after that day is gone, the undone late one and those from today on.
    const after = await taskRows(["user:staylor"], from, to);
    expect(after.every((r) => r.person === "Sam Taylor")).toBe(true);
    expect(after.filter((r) => r.date <= day)).toEqual(before.filter((r) => r.date <= day));
    expect(after.some((r) => r.date === day && r.late)).toBe(true);
    expect(after.filter((r) => r.date > day).map((r) => r.date)).toEqual(
      later.filter((t) => t.id !== null).map((t) => t.dueDate),
    );
  });
});
