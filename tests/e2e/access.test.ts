import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { Browser } from "playwright-core";
import { DEMO_PASSWORD, launchBrowser, shot, signIn } from "../support/browser";
import { visible } from "../support/wait";
import { demoOrganisation } from "../support/organisations";
import { startStack, type Stack } from "../support/stack";

let stack: Stack;
let browser: Browser;
/** This file's copy of the demo organisation. */
let tenant: string;

beforeAll(async () => {
  stack = await startStack();
  tenant = await demoOrganisation("access");
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

describe("sign-in and access", () => {
  test("a wrong password shows the error and stays on the login page", async () => {
    const page = await browser.newPage();
    await page.goto(`${stack.url}/login/${tenant}`);
    await visible(page.getByText("Demo Manufacturing Co"));
    await shot(page, "login-light");
    await page.evaluate(() => localStorage.setItem("skin", "dark"));
    await page.reload();
    await expect.poll(() => page.locator("html").getAttribute("class")).toMatch(/dark/);
    await visible(page.getByText("Demo Manufacturing Co"));
    await shot(page, "login-dark");
    await page.evaluate(() => localStorage.setItem("skin", "light"));
    await page.getByLabel(/email/i).fill("admin@demo.test");
    await page.getByLabel(/password/i).fill(`${DEMO_PASSWORD}-wrong`);
    await page.getByRole("button", { name: /sign in/i }).click();
    await visible(page.getByRole("alert").filter({ hasText: "Invalid login credentials" }));
    expect(new URL(page.url()).pathname).toBe(`/login/${tenant}`);
    await page.close();
  });

  test("an unknown organisation says so", async () => {
    const page = await browser.newPage();
    await page.goto(`${stack.url}/login/no-such-org`);
    await visible(page.getByText(/unknown organisation/i).first());
    await page.close();
  });

  test("a signed-out visitor is sent to the login page", async () => {
    const page = await browser.newPage();
    await page.goto(`${stack.url}/people`);
    await page.waitForURL(/\/login/);
    await page.close();
  });

  test("the demo User is refused /people but edits their own profile", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await signIn(page, stack.url, tenant, "user@demo.test");
    await page.goto(`${stack.url}/people`);
    await page.waitForURL(/\/not-authorized/);
    await visible(page.getByText("You are not authorised"));

    const me = await page.evaluate(async (tenant) => {
      const token = JSON.parse(
        Object.entries(localStorage).find(([k]) => k.includes("auth-token"))![1] as string,
      ).access_token;
      const res = await fetch("/functions/v1/graphql", {
        method: "POST",
        headers: {
          "content-type": "application/json",
          authorization: `Bearer ${token}`,
          "x-tenant": tenant,
        },
        body: JSON.stringify({ query: "{ currentUser { id name } }" }),
      });
      return (await res.json()).data.currentUser as { id: number; name: string };
    }, tenant);
    await page.goto(`${stack.url}/myProfile/${me.id}`);
    await visible(page.getByRole("heading", { name: "My profile" }));
    const name = page.getByLabel("Name");
    await name.fill(`${me.name} Jr`);
    await page.getByRole("button", { name: "Save profile" }).click();
    await visible(page.getByText("Your profile was updated"));
    await page.reload();
    await expect.poll(() => page.getByLabel("Name").inputValue()).toBe(`${me.name} Jr`);
    await context.close();
  });
});
