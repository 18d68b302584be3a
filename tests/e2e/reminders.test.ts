import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { Browser } from "playwright-core";
import { launchBrowser, signIn } from "../support/browser";
import { REMINDERS_SECRET } from "../support/global-setup";
import { demoOrganisation } from "../support/organisations";
import { startStack, type Stack } from "../support/stack";
import { visible } from "../support/wait";

// The demo User receives the weekly email in the local mailbox, follows its
// unsubscribe link, confirms, and their profile shows weekly reminders off. The run is
// triggered with a clock set to the organisation's Monday morning (the demo is GMT+01:00),
// so the test does not depend on the day it runs.
let stack: Stack;
let browser: Browser;
let tenant: string;
const ORGANISATION = "Reminder Mail Co";

beforeAll(async () => {
  stack = await startStack();
  tenant = await demoOrganisation("remind", ORGANISATION);
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

/** Monday 07:05 at GMT+01:00 of the current ISO week, as an instant. */
function mondayMorning(): string {
  const now = new Date();
  const monday = new Date(
    Date.UTC(
      now.getUTCFullYear(),
      now.getUTCMonth(),
      now.getUTCDate() - ((now.getUTCDay() + 6) % 7),
    ),
  );
  return new Date(monday.getTime() + (6 * 60 + 5) * 60_000).toISOString();
}

describe("weekly reminders", () => {
  test("the demo User unsubscribes from the weekly email's link", async () => {
    const run = await fetch(`${stack.url}/functions/v1/send-reminders`, {
      method: "POST",
      headers: { authorization: `Bearer ${REMINDERS_SECRET}`, "content-type": "application/json" },
      body: JSON.stringify({ now: mondayMorning() }),
    });
    expect(run.status).toBe(200);

    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${stack.url}/mailbox?to=${encodeURIComponent("user@demo.test")}`);
    await page
      .getByRole("link", { name: new RegExp(`Your week at ${ORGANISATION}`) })
      .first()
      .click();
    const unsubscribe = page.locator('a[href*="/functions/v1/send-reminders/unsubscribe?token="]');
    await visible(unsubscribe.first());
    const href = (await unsubscribe.first().getAttribute("href"))!;

    // A GET (what a mail scanner does) only shows the question.
    await page.goto(href);
    await page.waitForURL(/\/unsubscribe\?token=/);
    await visible(page.getByText(new RegExp(`from ${ORGANISATION}\\?`)));
    await page.getByRole("button", { name: "Unsubscribe" }).click();
    await visible(page.getByText(/You are unsubscribed/));

    await signIn(page, stack.url, tenant, "user@demo.test");
    await page.getByRole("button", { name: /Account menu/ }).click();
    await page.getByRole("menuitem", { name: "My profile" }).click();
    await page.waitForURL(/\/myProfile\//);
    await expect
      .poll(() =>
        page.getByRole("switch", { name: "Weekly reminders" }).getAttribute("aria-checked"),
      )
      .toBe("false");
    await context.close();
  });
});
