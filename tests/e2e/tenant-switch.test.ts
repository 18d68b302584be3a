import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { Browser, Page } from "playwright-core";
import { graphqlData } from "../support/api";
import { DEMO_PASSWORD, launchBrowser, signIn } from "../support/browser";
import { demoOrganisation, uniquePrefix, withDatabase } from "../support/organisations";
import { startStack, type Stack } from "../support/stack";
import { footerTotal, listLoaded } from "../support/table";
import { visible } from "../support/wait";

// One tab signs in to organisation A, then, without reloading, to organisation
// B. Query keys do not name the organisation, so B's screens must never show one of A's
// cached answers, not even for the moment before B's own answer arrives: every text the
// page ever renders is recorded and checked.
let stack: Stack;
let browser: Browser;
let a: string;
let b: string;

const B_NAME = "Bravo Freight Cooperative";
const B_PEOPLE = ["Bravo Administrator", "Wilhelmina Dispatch-Bravo"];
const B_ROLE = "Bravo route planner";
const B_PROCESS = "Bravo weekly freight audit";

const SCREENS = [
  ["/people", "People"],
  ["/processes", "Processes"],
  ["/roles", "Roles"],
] as const;

beforeAll(async () => {
  stack = await startStack();
  a = await demoOrganisation("alpha");
  b = uniquePrefix("bravo");
  await withDatabase(async (sql) => {
    const [org] = await sql`
      insert into app.organizations (prefix, name) values (${b}, ${B_NAME}) returning id`;
    await sql`insert into app.settings (org_id) values (${org.id})`;
    // The demo Admin's identity (admin@demo.test) is B's Admin too, linked at first sign-in.
    await sql`
      insert into app.people (org_id, people_handle, name, email, user_type) values
        (${org.id}, 'badmin', ${B_PEOPLE[0]}, 'admin@demo.test', 'Admin'),
        (${org.id}, 'wdispatch', ${B_PEOPLE[1]}, null, 'User')`;
    await sql`insert into app.roles (org_id, role_handle, name) values (${org.id}, 'BRV-PLAN', ${B_ROLE})`;
    await sql`insert into app.processes (org_id, process_handle, name) values (${org.id}, 'BRV-001', ${B_PROCESS})`;
  });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

/** Records every text the document shows, from its first script on, in `window.__shown`. */
function recordShownText() {
  const w = window as unknown as { __shown: string[] };
  w.__shown = [];
  new MutationObserver((mutations) => {
    for (const m of mutations) {
      if (m.type === "characterData") w.__shown.push(m.target.textContent ?? "");
      for (const node of m.addedNodes) w.__shown.push(node.textContent ?? "");
    }
  }).observe(document, { childList: true, subtree: true, characterData: true });
}

const shownSince = (page: Page) =>
  page.evaluate(() => (window as unknown as { __shown: string[] }).__shown.join("\n"));
const forgetShown = (page: Page) =>
  page.evaluate(() => void ((window as unknown as { __shown: string[] }).__shown = []));

/** A navigation inside the app (as a link does): the page, and its query cache, stay. */
async function goInApp(page: Page, path: string) {
  await page.evaluate((path) => {
    history.pushState(null, "", path);
    dispatchEvent(new PopStateEvent("popstate"));
  }, path);
  await page.waitForURL((url) => url.pathname === path.split("?")[0]);
}

describe("one tab, two organisations in turn", () => {
  test("after signing in to B, no row name or count of A appears on B's screens", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 860 } });
    const page = await context.newPage();
    await page.addInitScript(recordShownText);

    // A: the dashboard and the three lists, all in one page load, so the tab caches them.
    await signIn(page, stack.url, a, "admin@demo.test");
    await goInApp(page, "/dashboard/personal");
    const totalsOfA: number[] = [];
    for (const [path, heading] of SCREENS) {
      await goInApp(page, path);
      await visible(page.getByRole("heading", { name: heading }).first());
      await listLoaded(page);
      totalsOfA.push(await footerTotal(page));
    }
    type Names = { nodes: { name: string }[] };
    const ofA = await graphqlData<{ users: Names; processes: Names; roles: Names }>(
      page,
      a,
      "{ users(limit: 1000) { nodes { name } } processes(limit: 1000) { nodes { name } } roles(limit: 1000) { nodes { name } } }",
    );
    const namesOfA = [ofA.users, ofA.processes, ofA.roles].flatMap((list) =>
      list.nodes.map((n) => n.name),
    );
    expect(namesOfA).toContain("Alex Morgan");
    expect(await shownSince(page)).toContain("Alex Morgan"); // the recorder works
    expect(
      totalsOfA.every((n) => n > 2),
      `totals of A: ${totalsOfA}`,
    ).toBe(true);

    // B's login page in the same tab, still signed in to A; then B's sign-in form.
    await goInApp(page, `/login/${b}`);
    await visible(page.getByText(B_NAME));
    await forgetShown(page); // A's screens have gone; from here on only B's may show
    await page.getByLabel(/email/i).fill("admin@demo.test");
    await page.getByLabel(/password/i).fill(DEMO_PASSWORD);
    await page.getByRole("button", { name: /sign in/i }).click();
    await page.waitForURL((url) => !url.pathname.startsWith("/login"), { timeout: 30_000 });

    const totalsOfB = [B_PEOPLE.length, 1, 1];
    await goInApp(page, "/dashboard/personal");
    for (const [i, [path, heading]] of SCREENS.entries()) {
      await goInApp(page, path);
      await visible(page.getByRole("heading", { name: heading }).first());
      await listLoaded(page);
      await expect.poll(() => footerTotal(page)).toBe(totalsOfB[i]);
    }
    await visible(page.getByRole("row", { name: new RegExp(B_ROLE) }));

    const shown = await shownSince(page);
    expect(shown).toContain(B_PEOPLE[1]);
    const leaked = [
      "Demo Manufacturing Co",
      ...namesOfA.filter((name) => shown.includes(name)),
      ...totalsOfA.map((n) => `of ${n} entries`).filter((text) => shown.includes(text)),
    ].filter((text) => shown.includes(text));
    expect(leaked).toEqual([]);
    const visibleText = await page.locator("body").innerText();
    expect(namesOfA.filter((name) => visibleText.includes(name))).toEqual([]);
    await context.close();
  });
});
