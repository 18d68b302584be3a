import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { Browser, Page } from "playwright-core";
import { launchBrowser, signIn } from "../support/browser";
import { uniquePrefix, withDatabase } from "../support/organisations";
import { startStack, type Stack } from "../support/stack";
import { visible } from "../support/wait";

// End to end: a new visitor creates "Acme" with a password account (confirmed
// through the local mailbox), lands signed in as its Admin, invites a colleague, who opens
// the invitation from the mailbox, sets a password and signs in to /login/<prefix>;
// neither sees anything of another organisation.
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

const peopleFooter = (page: Page) => page.getByText(/^Showing \d+ to \d+ of \d+ entries$/);

describe("a self-service organisation", () => {
  test("created by a new visitor, who confirms by mail, then invites a colleague who signs in", async () => {
    const prefix = uniquePrefix("acme");
    const founder = `founder-${prefix}@example.test`;
    const colleague = `colleague-${prefix}@example.test`;
    const context = await browser.newContext();
    const page = await context.newPage();

    await page.goto(`${stack.url}/tenant-OtrEF`);
    await page.getByLabel("Organisation name").fill("Acme");
    await page.getByLabel("Prefix").fill(prefix);
    await page.getByLabel("Email").fill(founder);
    await page.getByLabel("Password").fill("founder password");
    await page.getByRole("button", { name: "Create organisation" }).click();
    await visible(page.getByText("Confirm your email, then come back"));

    // Confirming asks for the password again (the one typed before the address was proven
    // is dropped) and leaves this browser signed in.
    const mailbox = await context.newPage();
    await mailbox.goto(await linkFromMailbox(mailbox, founder, "/auth/confirm"));
    await mailbox.getByLabel("New password").fill("founder password");
    await mailbox.getByLabel("Repeat the password").fill("founder password");
    await mailbox.getByRole("button", { name: "Confirm my email" }).click();
    await mailbox.waitForURL((url) => url.pathname === "/tenant-OtrEF");
    await mailbox.close();

    await page.getByRole("button", { name: "Continue" }).click();
    await page.waitForURL((url) => url.pathname.startsWith("/dashboard"), { timeout: 60_000 });

    const personId = await withDatabase(async (sql) => {
      const [row] = await sql<{ id: string }[]>`
        insert into app.people (org_id, people_handle, name, email)
        select id, 'casey', 'Casey Colleague', ${colleague} from app.organizations
         where prefix = ${prefix}
        returning id`;
      return Number(row!.id);
    });
    await page.goto(`${stack.url}/people/${personId}`);
    await page.getByRole("button", { name: "Send invitation to Casey Colleague" }).click();
    await visible(page.getByText(`Invitation sent to ${colleague}.`, { exact: false }));
    await page.goto(`${stack.url}/people`);
    await expect.poll(() => peopleFooter(page).textContent()).toBe("Showing 1 to 2 of 2 entries");

    const other = await browser.newContext();
    const invitee = await other.newPage();
    await invitee.goto(await linkFromMailbox(invitee, colleague, "/auth/set-password"));
    await invitee.getByLabel("New password").fill("casey password");
    await invitee.getByLabel("Repeat the password").fill("casey password");
    await invitee.getByRole("button", { name: "Set my password" }).click();
    await invitee.waitForURL(`${stack.url}/login/${prefix}`);
    await signIn(invitee, stack.url, prefix, colleague, "casey password");
    await invitee.goto(`${stack.url}/myProfile/${personId}`);
    await visible(invitee.getByText(colleague).first());
    expect(new URL(invitee.url()).pathname).toBe(`/myProfile/${personId}`);
    await other.close();
    await context.close();
  });
});
