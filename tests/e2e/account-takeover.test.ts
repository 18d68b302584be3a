import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { Browser, Page } from "playwright-core";
import { launchBrowser } from "../support/browser";
import { uniquePrefix, withDatabase } from "../support/organisations";
import { startStack, type Stack } from "../support/stack";
import { visible } from "../support/wait";

// Signing up first with someone else's address: a stranger signs up with the owner's
// email and a password of their own, without access to the owner's mail. The owner then
// creates an organisation with that address on the sign-up page and confirms with the mail
// that is in their mailbox (the stranger's sign-up sent it). The stranger's password must
// not sign in to the owner's account, nor to the organisation the owner just made.
let stack: Stack;
let browser: Browser;

beforeAll(async () => {
  stack = await startStack();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

/** Opens the newest mail to `email` in /mailbox and answers the link to `path` it carries. */
async function linkFromMailbox(page: Page, email: string, path: string): Promise<string> {
  await page.goto(`${stack.url}/mailbox?to=${encodeURIComponent(email)}`);
  await page.locator('a[href^="/mailbox/"]').first().click();
  const link = page.getByRole("link", { name: new RegExp(`${path}\\?`) });
  await visible(link);
  return (await link.getAttribute("href"))!;
}

/** A password sign-in through /auth/v1/token, as any client could try it. */
async function passwordGrant(email: string, password: string) {
  const res = await fetch(`${stack.url}/auth/v1/token?grant_type=password`, {
    method: "POST",
    headers: { "content-type": "application/json", apikey: "local-anon-key" },
    body: JSON.stringify({ email, password }),
  });
  return { status: res.status, body: (await res.json()) as { error_code?: string } };
}

describe("account takeover by signing up first", () => {
  test("the stranger's sign-up, confirmed by the owner, gives the stranger nothing", async () => {
    const prefix = uniquePrefix("owned");
    const owner = `owner-${prefix}@example.test`;
    const strangerPassword = "stranger password";
    const ownerPassword = "owner password";

    // The stranger signs up with the owner's address (no access to the owner's mail).
    const signUp = await fetch(`${stack.url}/auth/v1/signup`, {
      method: "POST",
      headers: { "content-type": "application/json", apikey: "local-anon-key" },
      body: JSON.stringify({ email: owner, password: strangerPassword }),
    });
    expect(signUp.status).toBe(200);
    expect((await passwordGrant(owner, strangerPassword)).body.error_code).toBe(
      "email_not_confirmed",
    );

    // The owner creates an organisation with their address and a password of their own.
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${stack.url}/tenant-OtrEF`);
    await page.getByLabel("Organisation name").fill("Owned");
    await page.getByLabel("Prefix").fill(prefix);
    await page.getByLabel("Email").fill(owner);
    await page.getByLabel("Password").fill(ownerPassword);
    await page.getByRole("button", { name: "Create organisation" }).click();
    await visible(page.getByText("Confirm your email, then come back"));

    // The mail in the owner's mailbox is the one the stranger's sign-up sent: they click it.
    const mailbox = await context.newPage();
    await mailbox.goto(await linkFromMailbox(mailbox, owner, "/auth/confirm"));
    await mailbox.getByLabel("New password").fill(ownerPassword);
    await mailbox.getByLabel("Repeat the password").fill(ownerPassword);
    await mailbox.getByRole("button", { name: "Confirm my email" }).click();
    // The stranger's mail leads to sign-in; were the machine so slow that the owner's own
    // sign-up came a minute later and mailed a new link, that one returns to the form.
    await mailbox.waitForURL((url) => ["/login", "/tenant-OtrEF"].includes(url.pathname));
    await mailbox.close();

    await page.getByRole("button", { name: "Continue" }).click();
    await page.waitForURL((url) => url.pathname.startsWith("/dashboard"), { timeout: 60_000 });
    const admins = await withDatabase(async (sql) => {
      const rows = await sql<{ email: string }[]>`
        select p.email from app.people p join app.organizations o on o.id = p.org_id
         where o.prefix = ${prefix} and p.user_type = 'Admin'`;
      return rows.map((r) => r.email);
    });
    expect(admins).toEqual([owner]);

    // The stranger tries their password: on the organisation's sign-in page and at the API.
    const strangerContext = await browser.newContext();
    const stranger = await strangerContext.newPage();
    await stranger.goto(`${stack.url}/login/${prefix}`);
    await stranger.getByLabel(/email/i).fill(owner);
    await stranger.getByLabel(/password/i).fill(strangerPassword);
    await stranger.getByRole("button", { name: /sign in/i }).click();
    await visible(stranger.getByText("Invalid login credentials"));
    expect(new URL(stranger.url()).pathname).toBe(`/login/${prefix}`);
    expect(await passwordGrant(owner, strangerPassword)).toEqual({
      status: 400,
      body: expect.objectContaining({ error_code: "invalid_credentials" }),
    });
    // The owner's own password works.
    expect((await passwordGrant(owner, ownerPassword)).status).toBe(200);
    await strangerContext.close();
    await context.close();
  });
});
