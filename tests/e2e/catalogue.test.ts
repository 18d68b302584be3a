import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { Browser, Page } from "playwright-core";
import { graphqlData, orgToday } from "../support/api";
import { launchBrowser, shot, signIn } from "../support/browser";
import { firstOfMonth, lastFriday, QUARTER_ENDS, upcoming } from "../support/schedule";
import { demoOrganisation } from "../support/organisations";
import { startStack, type Stack } from "../support/stack";
import { columnTexts, footerTotal, listLoaded, re } from "../support/table";
import { absent, hidden, visible } from "../support/wait";

// The process catalogue end to end: the demo Admin builds a category, labels,
// a role tree and a monthly process through the screens; filters, the role-removal
// refusal, and what the demo User may see (saving filters: process-filters.test.ts). The tests run in order and build on each other.
let stack: Stack;
let browser: Browser;
let page: Page;
let today: string;

/** This file's copy of the demo organisation. */
let TENANT: string;
const CATEGORY = { prefix: "QA2", description: "Quality assurance, second line", increment: "7" };
const HANDLE = "QA2-007";
const LABELS = ["Site:North", "Site:South"];
const PARENT = { handle: "QA2-LEAD", name: "Quality lead (line 2)" };
const CHILD = { handle: "QA2-TECH", name: "Quality technician (line 2)", person: "Laura Martin" };
const PROCESS = "Quarter-end quality check (line 2)";
const QUARTERLY = "Mar,Jun,Sep,Dec:5#L";
// Canonical (docs/task-engine.md#frequency): months with equal items share a group, so the quarter-end
// months carry the 1st too.
const WITH_FIRSTS = "Jan,Feb,Apr,May,Jul,Aug,Oct,Nov:1;Mar,Jun,Sep,Dec:1,5#L";

const quarterEnds = (year: number, month: number) =>
  QUARTER_ENDS.includes(month) ? [lastFriday(year, month)] : [];
const firstsAndQuarterEnds = (year: number, month: number) => [
  firstOfMonth(year, month),
  ...quarterEnds(year, month),
];

beforeAll(async () => {
  stack = await startStack();
  TENANT = await demoOrganisation("catalogue");
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 1280, height: 860 } });
  await signIn(page, stack.url, TENANT, "admin@demo.test");
  today = await orgToday(page, TENANT);
});

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

const datesIn = (scope: Pick<Page, "getByRole">) =>
  scope.getByRole("list", { name: "Next dates" }).locator("time").allTextContents();

/** The value of one labelled item of a details list (`<dt>label</dt><dd>value</dd>`). */
const detail = (p: Page, label: string) =>
  p.locator("dt", { hasText: new RegExp(`^${re(label)}$`) }).locator("xpath=following-sibling::dd");

describe("the catalogue as the demo Admin", () => {
  test("creates a process category and sees its next handle", async () => {
    await page.goto(`${stack.url}/processCategories`);
    await page.getByRole("button", { name: "Add category" }).click();
    const sheet = page.getByRole("dialog");
    await sheet.getByLabel("Prefix").fill(CATEGORY.prefix);
    await sheet.getByLabel("Next number").fill(CATEGORY.increment);
    await sheet.getByLabel("Description").fill(CATEGORY.description);
    await visible(sheet.getByText(HANDLE, { exact: true }));
    await sheet.getByRole("button", { name: "Add category" }).click();
    await hidden(sheet);
    const row = page.getByRole("row", { name: new RegExp(`^${CATEGORY.prefix}\\b`) });
    await visible(row);
    await expect.poll(() => row.textContent()).toContain(HANDLE);
    await expect.poll(() => row.textContent()).toContain(CATEGORY.description);
  });

  test("creates two labels", async () => {
    await page.goto(`${stack.url}/labels`);
    for (const label of LABELS) {
      await page.getByRole("button", { name: "Add label" }).click();
      const sheet = page.getByRole("dialog");
      await sheet.getByLabel("Label", { exact: true }).fill(label);
      await sheet.getByRole("button", { name: "Add label" }).click();
      await hidden(sheet);
    }
    await page.goto(`${stack.url}/labels?size=100`);
    for (const label of LABELS)
      await visible(page.getByRole("row", { name: new RegExp(`\\b${label}\\b`) }));
  });

  test("creates a role tree and the org chart shows the child under its parent", async () => {
    await page.goto(`${stack.url}/roles`);
    await page.getByRole("button", { name: "Add role" }).click();
    let sheet = page.getByRole("dialog");
    await sheet.getByLabel("Handle").fill(PARENT.handle);
    await sheet.getByLabel("Name", { exact: true }).fill(PARENT.name);
    await sheet.getByLabel("Reports to").selectOption({ label: "QA — Quality Manager" });
    await sheet.getByRole("button", { name: "Add role" }).click();
    await hidden(sheet);

    await page.getByRole("button", { name: "Add role" }).click();
    sheet = page.getByRole("dialog");
    await sheet.getByLabel("Handle").fill(CHILD.handle);
    await sheet.getByLabel("Name", { exact: true }).fill(CHILD.name);
    await sheet.getByLabel("Description").fill("Runs the second-line quality checks.");
    await sheet
      .getByLabel("Reports to")
      .selectOption({ label: `${PARENT.handle} — ${PARENT.name}` });
    await sheet.getByLabel("Filter people").fill("Laura");
    await sheet.getByRole("checkbox", { name: CHILD.person }).check();
    await visible(sheet.getByText(`1 person selected: ${CHILD.person}`));
    await sheet.getByRole("button", { name: "Add role" }).click();
    await hidden(sheet);

    await page
      .getByRole("group", { name: "View" })
      .getByRole("button", { name: "Org chart" })
      .click();
    await page.waitForURL(/view=chart/);
    // The child's card sits in the list of roles reporting to the parent, which reports to QA.
    const underQa = page.getByRole("list", { name: "Reporting to Quality Manager" });
    await visible(
      underQa.getByRole("button", {
        name: new RegExp(`^${re(PARENT.name)} \\(${PARENT.handle}\\)`),
      }),
    );
    const child = page
      .getByRole("list", { name: `Reporting to ${PARENT.name}` })
      .getByRole("button", {
        name: `${CHILD.name} (${CHILD.handle}): ${CHILD.person}, 0 processes`,
      });
    await visible(child);
    await child.scrollIntoViewIfNeeded();
    await hidden(page.getByText(`${CHILD.name} added`)); // the toast would cover the chart
    await shot(page, "roles-org-chart");
  });

  test("creates a monthly process with the frequency editor and its live preview", async () => {
    await page.goto(`${stack.url}/processes`);
    await page.getByRole("button", { name: "Add process" }).click();
    const sheet = page.getByRole("dialog");
    await sheet
      .getByLabel("Category")
      .selectOption({ label: `${CATEGORY.prefix} — ${CATEGORY.description}` });
    await visible(sheet.getByPlaceholder("Generated from category"));
    await sheet.getByLabel("Name", { exact: true }).fill(PROCESS);
    await sheet
      .getByLabel("Description")
      .fill("Check the second line's quality records before each quarter closes.");
    const labels = sheet.getByRole("group", { name: "Labels" });
    for (const label of LABELS)
      await labels.getByRole("checkbox", { name: label, exact: true }).check();
    await expect
      .poll(() => sheet.getByRole("list", { name: "Chosen labels" }).textContent())
      .toBe(LABELS.join(""));
    await sheet
      .getByLabel("Owning role")
      .selectOption({ label: `${PARENT.handle} — ${PARENT.name}` });
    await sheet
      .getByRole("group", { name: "Assigned roles" })
      .getByRole("checkbox", { name: new RegExp(`^${CHILD.handle}`) })
      .check();

    // The radio itself is visually hidden; people click its label.
    await sheet
      .getByRole("group", { name: "How often" })
      .getByText("Monthly", { exact: true })
      .click();
    await expect.poll(() => sheet.getByRole("radio", { name: "Monthly" }).isChecked()).toBe(true);
    for (const month of ["Mar", "Jun", "Sep", "Dec"]) {
      await sheet.getByRole("button", { name: `${month}: no dates` }).click();
      await sheet.getByRole("button", { name: `Last Friday of ${month}` }).click();
      const row = sheet.getByRole("button", { name: `${month}: last Fri` });
      await visible(row);
      // Fold the row again (Dec stays open for the screenshot).
      if (month !== "Dec") await row.click();
    }
    const compact = sheet.getByLabel("Compact form");
    await expect.poll(() => compact.inputValue()).toBe(QUARTERLY);
    const preview = sheet.getByRole("region", { name: "Preview" });
    await expect.poll(() => preview.textContent()).toMatch(/last Friday of Mar, Jun, Sep, Dec/i);
    // Six dates from today, the first being the coming quarter-end's last Friday.
    await expect.poll(() => datesIn(preview)).toEqual(upcoming(today, 6, quarterEnds));
    // The open month, the compact form and the preview together at the bottom of the panel.
    await preview.evaluate((element) => element.scrollIntoView({ block: "end" }));
    await shot(page, "process-sheet-monthly-light");

    // And the 1st of every month, through the "All months" row.
    await sheet.getByRole("button", { name: /^All months:/ }).click();
    await sheet.getByRole("button", { name: "Day 1 of every month" }).click();
    await expect.poll(() => compact.inputValue()).toBe(WITH_FIRSTS);
    await expect
      .poll(() => preview.textContent())
      .toContain("1st of every month; last Friday of Mar, Jun, Sep, Dec");
    await expect.poll(() => datesIn(preview)).toEqual(upcoming(today, 6, firstsAndQuarterEnds));

    await sheet.getByRole("button", { name: "Add process" }).click();
    await hidden(sheet);
  });

  test("the list shows the generated handle, labels, role and frequency", async () => {
    await page.goto(`${stack.url}/processes?q=${encodeURIComponent('"line 2"')}`);
    const row = page.getByRole("row", { name: new RegExp(re(PROCESS)) });
    await visible(row);
    await expect.poll(() => footerTotal(page)).toBe(1);
    const text = await row.textContent();
    for (const part of [
      HANDLE,
      CATEGORY.prefix,
      ...LABELS,
      CHILD.handle,
      WITH_FIRSTS,
      "1st of every month; last Friday of Mar, Jun, Sep, Dec",
    ])
      expect(text).toContain(part);
  });

  test("the process page shows the next 10 dates, the roles and who gets the tasks", async () => {
    await page.goto(`${stack.url}/processes?q=${encodeURIComponent('"line 2"')}`);
    await page.getByRole("link", { name: HANDLE, exact: true }).click();
    await page.waitForURL(/\/processes\/\d+$/);
    await visible(page.getByRole("heading", { name: PROCESS }));
    await visible(page.getByText("Next 10 dates"));
    await expect.poll(() => datesIn(page)).toEqual(upcoming(today, 10, firstsAndQuarterEnds));
    expect(await detail(page, "Compact form").textContent()).toBe(WITH_FIRSTS);
    expect(await detail(page, "Handle").textContent()).toBe(HANDLE);
    expect(await detail(page, "Category").textContent()).toBe(
      `${CATEGORY.prefix} — ${CATEGORY.description}`,
    );
    expect(await detail(page, "Assigned roles").textContent()).toBe(CHILD.handle);
    expect(await detail(page, "Owning role").textContent()).toBe(`${PARENT.handle} ${PARENT.name}`);
    expect(await detail(page, "Labels").textContent()).toBe(LABELS.join(""));
    // The person who fills the assigned role gets the tasks, through that role.
    const person = page
      .getByRole("listitem")
      .filter({ has: page.getByRole("link", { name: CHILD.person }) });
    await expect
      .poll(() => person.textContent())
      .toMatch(new RegExp(`^${CHILD.person}\\s*through\\s*${CHILD.handle}$`));
    await visible(page.getByText("1 person gets its tasks."));
    await shot(page, "process-page");
  });

  test("has:noDocs in the URL shows a chip and only processes without documents", async () => {
    await page.goto(`${stack.url}/processes`);
    await listLoaded(page);
    const everything = await footerTotal(page);
    await shot(page, "processes-list");

    await page.goto(`${stack.url}/processes?q=has:noDocs&size=100`);
    await visible(
      page.getByRole("list", { name: "Active filters" }).getByText("No docs", { exact: true }),
    );
    await listLoaded(page);
    const api = await graphqlData<{
      processes: { totalCount: number; nodes: { docs: unknown[] }[] };
    }>(
      page,
      TENANT,
      "query($q: [String!]) { processes(q: $q, limit: 1000) { totalCount nodes { docs { id } } } }",
      { q: ["has:noDocs"] },
    );
    expect(api.processes.nodes.every((p) => p.docs.length === 0)).toBe(true);
    await expect.poll(() => footerTotal(page)).toBe(api.processes.totalCount);
    expect(api.processes.totalCount).toBeGreaterThan(0);
    expect(api.processes.totalCount).toBeLessThan(everything);
    const docs = await columnTexts(page, "Processes", "Docs");
    expect(docs).toHaveLength(api.processes.totalCount);
    expect(new Set(docs)).toEqual(new Set(["0"]));
    await visible(page.getByRole("row", { name: new RegExp(re(PROCESS)) }));
  });

  test("deleting a role assigned to processes is refused and the role stays", async () => {
    await page.goto(`${stack.url}/roles?size=100`);
    await page.getByRole("button", { name: `Delete ${CHILD.name}` }).click();
    const dialog = page.getByRole("alertdialog");
    await dialog.getByRole("button", { name: "Delete" }).click();
    const refusal = dialog.getByRole("alert");
    await visible(refusal);
    expect(await refusal.textContent()).toBe("Cant delete role while it is related to Processes");
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await hidden(dialog);
    await page.reload();
    await visible(page.getByRole("row", { name: new RegExp(re(CHILD.name)) }));
    // Still in the tree, now carrying the process.
    await page.goto(`${stack.url}/roles?view=chart`);
    await visible(
      page.getByRole("button", {
        name: `${CHILD.name} (${CHILD.handle}): ${CHILD.person}, 1 process`,
      }),
    );
  });
});

describe("the catalogue as the demo User", () => {
  let user: Page;

  beforeAll(async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 860 } });
    user = await context.newPage();
    await signIn(user, stack.url, TENANT, "user@demo.test");
  });

  afterAll(async () => {
    await user?.context().close();
  });

  test("/myProcesses lists exactly the processes of the roles they hold", async () => {
    const { currentUserRoles } = await graphqlData<{
      currentUserRoles: { nodes: { roleHandle: string }[] };
    }>(user, TENANT, "{ currentUserRoles(limit: 1000) { nodes { roleHandle } } }");
    const held = currentUserRoles.nodes.map((r) => r.roleHandle);
    expect(held.length).toBeGreaterThan(0);
    const { currentUserProcesses } = await graphqlData<{
      currentUserProcesses: {
        totalCount: number;
        nodes: { assignedRoles: { roleHandle: string }[] }[];
      };
    }>(
      user,
      TENANT,
      "{ currentUserProcesses(limit: 1000) { totalCount nodes { assignedRoles { roleHandle } } } }",
    );
    expect(currentUserProcesses.totalCount).toBeGreaterThan(0);
    for (const process of currentUserProcesses.nodes) {
      expect(process.assignedRoles.some((r) => held.includes(r.roleHandle))).toBe(true);
    }

    await user.goto(`${stack.url}/myProcesses?size=100`);
    await visible(user.getByRole("heading", { name: "My processes" }));
    await listLoaded(user);
    await expect.poll(() => footerTotal(user)).toBe(currentUserProcesses.totalCount);
    const roleCells = await columnTexts(user, "My processes", "Roles");
    expect(roleCells).toHaveLength(currentUserProcesses.totalCount);
    for (const cell of roleCells) expect(held.some((handle) => cell.includes(handle))).toBe(true);
    await absent(user.getByText(PROCESS));
  });

  test("/processes sends them to /not-authorized", async () => {
    await user.goto(`${stack.url}/processes`);
    await user.waitForURL(/\/not-authorized/);
    await visible(user.getByText("You are not authorised"));
  });

  test("/myRoles shows the roles they fill", async () => {
    await user.goto(`${stack.url}/myRoles`);
    await visible(user.getByRole("heading", { name: "My roles" }));
    await listLoaded(user);
    type Roles = { currentUserRoles: { totalCount: number; nodes: { name: string }[] } };
    const { currentUserRoles } = await graphqlData<Roles>(
      user,
      TENANT,
      "{ currentUserRoles(limit: 1000) { totalCount nodes { name } } }",
    );
    expect(currentUserRoles.totalCount).toBeGreaterThan(0);
    await expect.poll(() => footerTotal(user)).toBe(currentUserRoles.totalCount);
    for (const role of currentUserRoles.nodes) {
      await visible(user.getByRole("row", { name: new RegExp(re(role.name)) }));
    }
    await absent(user.getByRole("row", { name: new RegExp(re(CHILD.name)) }));
  });
});
