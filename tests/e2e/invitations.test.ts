import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { Browser, Page } from "playwright-core";
import { launchBrowser, signIn } from "../support/browser";
import { demoOrganisation, withDatabase } from "../support/organisations";
import { startStack, type Stack } from "../support/stack";
import { visible } from "../support/wait";

// Invitation and password reset as people meet them: the demo Admin invites a colleague
// from the person page, the colleague opens the mail in the local mailbox, sets a password
// and signs in; later they forget it and reset it from the login page.
let stack: Stack;
let browser: Browser;
let tenant: string;

beforeAll(async () => {
  stack = await startStack();
  tenant = await demoOrganisation("invite");
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

async function addPerson(name: string, email: string): Promise<number> {
  return await withDatabase(async (sql) => {
    const [row] = await sql<{ id: string }[]>`
      insert into app.people (org_id, people_handle, name, email)
      select id, ${email.split("@")[0]!}, ${name}, ${email} from app.organizations
       where prefix = ${tenant}
      returning id`;
    return Number(row!.id);
  });
}

/** Opens the newest mail to `email` in /mailbox and answers the link its text carries. */
async function linkFromMailbox(page: Page, email: string, subject: RegExp): Promise<string> {
  await page.goto(`${stack.url}/mailbox?to=${encodeURIComponent(email)}`);
  await page.getByRole("link", { name: subject }).first().click();
  const link = page.getByRole("link", { name: /\/auth\/set-password\?/ });
  await visible(link);
  return (await link.getAttribute("href"))!;
}

async function choosePassword(page: Page, password: string) {
  await page.getByLabel("New password").fill(password);
  await page.getByLabel("Repeat the password").fill(password);
  await page.getByRole("button", { name: "Set my password" }).click();
  await page.waitForURL(`${stack.url}/login/${tenant}`);
}

describe("invitations and password reset", () => {
  test("an invited colleague sets a password from the mail and signs in; then resets it", async () => {
    const email = `colleague-${Date.now()}@example.test`;
    const id = await addPerson("Casey Colleague", email);

    const admin = await browser.newPage();
    await signIn(admin, stack.url, tenant, "admin@demo.test");
    await admin.goto(`${stack.url}/people/${id}`);
    await admin.getByRole("button", { name: "Send invitation to Casey Colleague" }).click();
    await visible(admin.getByText(`Invitation sent to ${email}.`, { exact: false }));
    await visible(admin.getByRole("button", { name: "Resend invitation to Casey Colleague" }));

    const context = await browser.newContext();
    const page = await context.newPage();
    const invitation = await linkFromMailbox(page, email, /You are invited/);
    await page.goto(invitation);
    await visible(page.getByRole("heading", { name: "Accept your invitation" }));
    await choosePassword(page, "casey's first password");
    await signIn(page, stack.url, tenant, email, "casey's first password");
    await page.goto(`${stack.url}/myProfile/${id}`);
    expect(new URL(page.url()).pathname).toBe(`/myProfile/${id}`);

    // The same link a second time: refused, nothing changes.
    const fresh = await browser.newContext();
    const again = await fresh.newPage();
    await again.goto(invitation);
    await again.getByLabel("New password").fill("someone else's password");
    await again.getByLabel("Repeat the password").fill("someone else's password");
    await again.getByRole("button", { name: "Set my password" }).click();
    await visible(again.getByText("This link is invalid, already used or expired."));

    // Forgot password, from the login page.
    await again.goto(`${stack.url}/login/${tenant}`);
    await again.getByRole("link", { name: "Forgot password?" }).click();
    // The login page has an Email field too: fill the reset form's, once it is shown (the
    // route loads its code first, and a busy machine may take a while).
    await visible(again.getByRole("button", { name: "Send the link" }));
    await again.getByLabel("Email").fill(email);
    await again.getByRole("button", { name: "Send the link" }).click();
    await visible(again.getByText(/a link to choose a new password is on its way/));
    const reset = await linkFromMailbox(again, email, /Reset your Routinely password/);
    await again.goto(reset);
    await visible(again.getByRole("heading", { name: "Choose a new password" }));
    await choosePassword(again, "casey's second password");
    await signIn(again, stack.url, tenant, email, "casey's second password");

    // The reset signed out the first browser's session: it is sent back to sign in.
    await page.goto(`${stack.url}/myProfile/${id}`);
    await page.waitForURL((url) => url.pathname.startsWith("/login"), { timeout: 30_000 });
    await fresh.close();
    await context.close();
    await admin.close();
  });
});
