import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { Browser, Page } from "playwright-core";
import { launchBrowser, shot, signIn } from "../support/browser";
import { visible, hidden } from "../support/wait";
import { demoOrganisation } from "../support/organisations";
import { startStack, type Stack } from "../support/stack";

// The demo Admin runs the People screen end to end against the real stack.
let stack: Stack;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  stack = await startStack();
  const tenant = await demoOrganisation("people");
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 1280, height: 860 } });
  await signIn(page, stack.url, tenant, "admin@demo.test");
});

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

const footer = () => page.getByText(/^Showing \d+ to \d+ of \d+ entries$/);

async function search(text: string) {
  const box = page.getByRole("searchbox", { name: /search people/i });
  await box.fill(text);
  await box.press("Enter");
}

describe("people as the demo Admin", () => {
  test("lists the demo organisation with server-side paging", async () => {
    await page.goto(`${stack.url}/people`);
    await expect.poll(() => footer().textContent()).toMatch(/^Showing 1 to 10 of (\d+) entries$/);
    const total = Number((await footer().textContent())!.match(/of (\d+)/)![1]);
    expect(total).toBeGreaterThanOrEqual(25);
    await shot(page, "people-list-light");

    await page.getByRole("button", { name: "Next page" }).click();
    await expect.poll(() => footer().textContent()).toBe(`Showing 11 to 20 of ${total} entries`);
    await page.getByLabel("Entries per page").selectOption("25");
    await expect.poll(() => footer().textContent()).toBe(`Showing 1 to 25 of ${total} entries`);
    await expect.poll(() => page.locator("tbody tr").count()).toBe(25);
  });

  test("sorts on the server by name, both ways", async () => {
    await page.goto(`${stack.url}/people?size=100`);
    await expect.poll(() => page.locator("tbody tr").count()).toBeGreaterThan(20);
    const names = async () => page.locator("tbody tr td:nth-child(3)").allTextContents();
    const ascending = await names();
    expect(ascending).toEqual([...ascending].sort((a, b) => a.localeCompare(b)));
    await page.getByRole("button", { name: /^Sort by Name/ }).click();
    await expect.poll(async () => (await names())[0]).not.toBe(ascending[0]);
    const descending = await names();
    expect(descending).toEqual([...ascending].reverse());
  });

  test("creates, finds, edits and deletes a person", async () => {
    await page.goto(`${stack.url}/people`);
    await page.getByRole("button", { name: "Add person" }).click();
    const sheet = page.getByRole("dialog");
    await sheet.getByRole("button", { name: "Add person" }).click();
    await visible(sheet.getByText(/handle is required|required/i).first());
    await sheet.getByLabel("Handle").fill("zquinn");
    await sheet.getByLabel("Name").fill("Zara Quinn");
    await sheet.getByLabel("Email").fill("zara.quinn@demo.test");
    await shot(page, "people-form-light");
    await sheet.getByRole("button", { name: "Add person" }).click();
    await hidden(sheet);

    await search("zquinn");
    await expect.poll(() => footer().textContent()).toBe("Showing 1 to 1 of 1 entries");
    await visible(page.getByRole("row", { name: /Zara Quinn/ }));

    await page.getByRole("button", { name: "Edit Zara Quinn" }).click();
    await page.getByRole("dialog").getByLabel("Name").fill("Zara Quinn-Okafor");
    await page.getByRole("dialog").getByRole("button", { name: "Save changes" }).click();
    await visible(page.getByRole("row", { name: /Zara Quinn-Okafor/ }));

    // The edit survives a reload: it is stored, not just shown.
    await page.reload();
    await visible(page.getByRole("row", { name: /Zara Quinn-Okafor/ }));

    await page.getByRole("button", { name: "Delete Zara Quinn-Okafor" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
    await expect.poll(() => footer().textContent()).toBe("Showing 0 to 0 of 0 entries");
    await visible(page.getByText("No matching records found"));
  });

  test("a duplicate handle is refused on its field and nothing typed is lost", async () => {
    await page.goto(`${stack.url}/people`);
    await page.getByRole("button", { name: "Add person" }).click();
    const sheet = page.getByRole("dialog");
    await sheet.getByLabel("Handle").fill("amorgan");
    await sheet.getByLabel("Name").fill("Another Morgan");
    await sheet.getByRole("button", { name: "Add person" }).click();
    await visible(sheet.getByText(/already exists/i));
    await expect.poll(() => sheet.getByLabel("Name").inputValue()).toBe("Another Morgan");
    await sheet.getByRole("button", { name: "Cancel" }).click();
  });

  test("the list and the form in the dark skin", async () => {
    await page.goto(`${stack.url}/people`);
    await page.evaluate(() => localStorage.setItem("skin", "dark"));
    await page.reload();
    await expect.poll(() => page.locator("html").getAttribute("class")).toMatch(/dark/);
    await expect.poll(() => footer().textContent()).toMatch(/^Showing 1 to 10/);
    await shot(page, "people-list-dark");
    await page.getByRole("button", { name: "Add person" }).click();
    await shot(page, "people-form-dark");
    await page.keyboard.press("Escape");
    await page.evaluate(() => localStorage.setItem("skin", "light"));
  });
});
