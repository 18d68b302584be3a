import bcrypt from "bcryptjs";
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { DEMO_PASSWORD, launchBrowser, signIn } from "../support/browser";
import { demoOrganisation, withDatabase } from "../support/organisations";
import { startStack, type Stack } from "../support/stack";
import { visible } from "../support/wait";

// A person's sessions on their profile, and an Admin ending them from the person's page,
// against the real stack. The person has an account of their own: ending the demo
// accounts' sessions would sign out the other test files that share them.
let stack: Stack;
let browser: Browser;
let tenant: string;
const contexts: BrowserContext[] = [];
const email = `sessions-${randomUUID().slice(0, 8)}@example.test`;
const NAME = "Sasha Sessions";
let personId: number;

beforeAll(async () => {
  stack = await startStack();
  tenant = await demoOrganisation("sessions");
  await withDatabase(async (sql) => {
    await sql`
      insert into auth.users (id, aud, role, email, encrypted_password, email_confirmed_at,
                              raw_app_meta_data, raw_user_meta_data)
      values (gen_random_uuid(), 'authenticated', 'authenticated', ${email},
              ${bcrypt.hashSync(DEMO_PASSWORD, 10)}, now(),
              ${sql.json({ provider: "email", providers: ["email"] })}, ${sql.json({})})`;
    const [person] = await sql`
      insert into app.people (org_id, people_handle, name, email, user_type)
      select id, 'sasha', ${NAME}, ${email}, 'User' from app.organizations where prefix = ${tenant}
      returning id`;
    personId = Number(person.id);
  });
  browser = await launchBrowser();
});

afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
  await stack?.stop();
});

/** A browser of its own (its own stored session), signed in as `who`. */
async function signedIn(who: string, userAgent?: string): Promise<Page> {
  const context = await browser.newContext(userAgent ? { userAgent } : {});
  contexts.push(context);
  const page = await context.newPage();
  await signIn(page, stack.url, tenant, who);
  return page;
}

const sessionRows = (page: Page) =>
  page.getByRole("list", { name: "Sessions" }).getByRole("listitem");

/** A fresh API call of the page's tab: the app signs out a tab whose session ended. */
async function reloadsToLogin(page: Page) {
  await page.reload();
  await page.waitForURL((url) => url.pathname.startsWith("/login"), { timeout: 40_000 });
}

describe("sessions", () => {
  test("a person sees their sessions and ends another one", async () => {
    const phone = await signedIn(
      email,
      "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1",
    );
    const desk = await signedIn(email);
    await desk.goto(`${stack.url}/myProfile/${personId}`);
    await expect.poll(() => sessionRows(desk).count()).toBe(2);
    await visible(sessionRows(desk).filter({ hasText: "This browser" }));
    const phoneRow = sessionRows(desk).filter({ hasText: "Safari on iOS" });
    await visible(phoneRow);

    await phoneRow.getByRole("button", { name: "End session on Safari on iOS" }).click();
    await desk
      .getByRole("alertdialog", { name: "End the session on Safari on iOS?" })
      .getByRole("button", { name: "End session" })
      .click();
    await expect.poll(() => sessionRows(desk).count()).toBe(1);
    await reloadsToLogin(phone);
    // This browser is still signed in.
    await desk.reload();
    await expect.poll(() => sessionRows(desk).count()).toBe(1);
  });

  test("an Admin ends every session of the person", async () => {
    const person = await signedIn(email);
    const admin = await signedIn("admin@demo.test");
    await admin.goto(`${stack.url}/people/${personId}`);
    await admin.getByRole("button", { name: "End all sessions" }).click();
    await admin
      .getByRole("alertdialog", { name: `End all sessions of ${NAME}?` })
      .getByRole("button", { name: "End all sessions" })
      .click();
    await visible(admin.getByText(new RegExp(`${NAME} was signed out of \\d+ session`)));
    await reloadsToLogin(person);
  });
});
