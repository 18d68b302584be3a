import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { Browser } from "playwright-core";
import { launchBrowser, signIn } from "../support/browser";
import { demoOrganisation, uniquePrefix, withDatabase } from "../support/organisations";
import { visible, absent } from "../support/wait";
import { startStack, type Stack } from "../support/stack";

// A second organisation beside a copy of the demo, in which the demo Admin's identity is
// also an Admin, so one browser holds both tenants at once.
let stack: Stack;
let browser: Browser;
let demo: string;
let acme: string;

beforeAll(async () => {
  stack = await startStack();
  demo = await demoOrganisation("tabs");
  acme = uniquePrefix("acme");
  await withDatabase(async (sql) => {
    const [org] = await sql`
      insert into app.organizations (prefix, name) values (${acme}, 'Acme Logistics') returning id`;
    await sql`insert into app.settings (org_id) values (${org.id})`;
    await sql`
      insert into app.people (org_id, people_handle, name, email, user_type) values
        (${org.id}, 'aadmin', 'Acme Administrator', 'admin@demo.test', 'Admin'),
        (${org.id}, 'wwright', 'Wilbur Wright-Acme', null, 'User')`;
  });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

describe("two organisations in two tabs", () => {
  test("each tab sees only its own organisation's people", async () => {
    const context = await browser.newContext();
    const demoTab = await context.newPage();
    const acmeTab = await context.newPage();
    await signIn(demoTab, stack.url, demo, "admin@demo.test");
    await signIn(acmeTab, stack.url, acme, "admin@demo.test");

    await acmeTab.goto(`${stack.url}/people`);
    await visible(acmeTab.getByRole("row", { name: /Wilbur Wright-Acme/ }));
    await visible(acmeTab.getByText(/^Showing 1 to 2 of 2 entries$/));

    // The demo tab signed in first; the acme sign-in in the other tab must not leak into it.
    await demoTab.goto(`${stack.url}/people?size=100`);
    await visible(demoTab.getByRole("row", { name: /Alex Morgan/ }));
    await absent(demoTab.getByText("Wilbur Wright-Acme"));
    await absent(demoTab.getByText("Acme Administrator"));

    await acmeTab.reload();
    await visible(acmeTab.getByRole("row", { name: /Wilbur Wright-Acme/ }));
    await absent(acmeTab.getByText("Alex Morgan"));
    await context.close();
  });
});
