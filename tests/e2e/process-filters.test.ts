import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { Browser, Page } from "playwright-core";
import { graphql } from "../support/api";
import { launchBrowser, signIn } from "../support/browser";
import { demoOrganisation } from "../support/organisations";
import { startStack, type Stack } from "../support/stack";
import { listLoaded } from "../support/table";
import { hidden, visible } from "../support/wait";

// The processes list's q terms as the demo Admin: a term the server refuses, and the
// current terms saved as a named filter that /filters lists and opens again.
let stack: Stack;
let browser: Browser;
let page: Page;

/** This file's copy of the demo organisation. */
let TENANT: string;

beforeAll(async () => {
  stack = await startStack();
  TENANT = await demoOrganisation("q-terms");
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 1280, height: 860 } });
  await signIn(page, stack.url, TENANT, "admin@demo.test");
});

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

describe("the processes list's terms as the demo Admin", () => {
  test("an unknown term shows the server's BAD_USER_INPUT message", async () => {
    const answer = await graphql(
      page,
      TENANT,
      "query($q: [String!]) { processes(q: $q) { totalCount } }",
      {
        q: ["foo:bar"],
      },
    );
    expect(answer.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    const message = answer.errors![0]!.message;
    expect(message).toMatch(/^Unknown search term "foo:"/);

    await page.goto(`${stack.url}/processes?q=foo:bar`);
    await visible(page.getByRole("alert").filter({ hasText: message }));
    await visible(page.getByRole("list", { name: "Active filters" }).getByText(/not valid/));
  });

  test("saves the current terms as a filter and finds it on /filters", async () => {
    await page.goto(`${stack.url}/processes?q=has:noDocs`);
    await listLoaded(page);
    await page.getByRole("button", { name: "Saved filters" }).click();
    await page.getByRole("menuitem", { name: "Save current filter…" }).click();
    const dialog = page.getByRole("dialog", { name: "Save filter" });
    await visible(dialog.getByText("1 term: has:noDocs"));
    await dialog.getByLabel("Name").fill("Processes without documents");
    await dialog.getByRole("button", { name: "Save filter" }).click();
    await hidden(dialog);
    // The saved filter is now the active one: the menu button carries its name.
    await visible(page.getByRole("button", { name: "Processes without documents" }));

    await page.goto(`${stack.url}/filters`);
    const row = page.getByRole("row", { name: /Processes without documents/ });
    await visible(row);
    await expect.poll(() => row.textContent()).toMatch(/Processes.*Yes.*Alex Morgan.*No docs/);
    await row.getByRole("link", { name: "Processes without documents" }).click();
    await page.waitForURL(/\/processes\?/);
    expect(new URL(page.url()).searchParams.getAll("q")).toEqual(["has:noDocs"]);
  });
});
