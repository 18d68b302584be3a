import bcrypt from "bcryptjs";
import { randomUUID } from "node:crypto";
import * as OTPAuth from "otpauth";
import { afterAll, beforeAll, describe, test } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { DEMO_PASSWORD, launchBrowser, signIn } from "../support/browser";
import { demoOrganisation, withDatabase } from "../support/organisations";
import { startStack, type Stack } from "../support/stack";
import { visible } from "../support/wait";

// Two-factor sign-in against the real stack: an Admin turns it on from their profile, signs
// in with a code from "their phone" (computed here from the key the page shows), and
// requires it of the organisation's Admins and Managers; another Admin is then led to set it
// up. The Admin has an account of their own, so the demo accounts of other files are not
// touched.
let stack: Stack;
let browser: Browser;
let tenant: string;
const contexts: BrowserContext[] = [];
const email = `two-factor-${randomUUID().slice(0, 8)}@example.test`;
let personId: number;

/**
 * The authenticator app. A code works once and must be of a later 30-second step than the
 * last one used; the server accepts one step either side of its own, so the code of
 * max(last + 1, now - 1) is always accepted without waiting for the clock.
 */
let secret = "";
let lastStep = -Infinity;
function nextCode(): string {
  const now = Math.floor(Date.now() / 30_000);
  lastStep = Math.max(lastStep + 1, now - 1);
  return new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) }).generate({
    timestamp: lastStep * 30_000,
  });
}

/** A code of a step far from now: never accepted. */
function wrongCode(): string {
  return new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) }).generate({
    timestamp: Date.now() + 3_600_000,
  });
}

beforeAll(async () => {
  stack = await startStack();
  tenant = await demoOrganisation("two-factor");
  await withDatabase(async (sql) => {
    await sql`
      insert into auth.users (id, aud, role, email, encrypted_password, email_confirmed_at,
                              raw_app_meta_data, raw_user_meta_data)
      values (gen_random_uuid(), 'authenticated', 'authenticated', ${email},
              ${bcrypt.hashSync(DEMO_PASSWORD, 10)}, now(),
              ${sql.json({ provider: "email", providers: ["email"] })}, ${sql.json({})})`;
    const [person] = await sql`
      insert into app.people (org_id, people_handle, name, email, user_type)
      select id, 'tess', 'Tess Twofactor', ${email}, 'Admin' from app.organizations
       where prefix = ${tenant}
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

async function newPage(): Promise<Page> {
  const context = await browser.newContext();
  contexts.push(context);
  return await context.newPage();
}

describe("two-factor sign-in", () => {
  test("turned on from the profile, then asked for at sign-in and required of Admins", async () => {
    const first = await newPage();
    await signIn(first, stack.url, tenant, email);
    await first.goto(`${stack.url}/myProfile/${personId}`);
    await first.getByRole("button", { name: "Turn on two-factor" }).click();
    await visible(first.getByRole("img", { name: /QR code/ }));
    secret = (await first.locator("code").first().textContent())!.trim();
    await first.getByLabel("Authentication code").fill(nextCode());
    await first.getByRole("button", { name: "Turn on", exact: true }).click();
    await visible(first.getByText(/On since/));

    // Another browser: the password alone does not get in.
    const second = await newPage();
    await second.goto(`${stack.url}/login/${tenant}`);
    await second.getByLabel(/email/i).fill(email);
    await second.getByLabel(/password/i).fill(DEMO_PASSWORD);
    await second.getByRole("button", { name: /sign in/i }).click();
    const code = second.getByLabel("Authentication code");
    await visible(code);
    await second.goto(`${stack.url}/people`);
    await second.waitForURL((url) => url.pathname.startsWith("/login"));
    await visible(code);
    await code.fill(wrongCode());
    await second.getByRole("button", { name: "Verify" }).click();
    await visible(second.getByText(/That code is not right/));
    await code.fill(nextCode());
    await second.getByRole("button", { name: "Verify" }).click();
    await second.waitForURL((url) => !url.pathname.startsWith("/login"), { timeout: 40_000 });

    // With two-factor passed, this Admin requires it of Admins and Managers.
    await second.goto(`${stack.url}/settings`);
    await second.getByRole("switch", { name: "Admins and Managers must use two-factor" }).click();
    await second.getByRole("button", { name: "Save changes" }).click();
    await visible(second.getByText("Settings saved"));

    // The demo Admin has no second factor: they may look, and a change leads them to set it up.
    const other = await newPage();
    await signIn(other, stack.url, tenant, "admin@demo.test");
    await other.goto(`${stack.url}/settings`);
    await other.getByRole("switch", { name: "Weekly email reminders" }).click();
    await other.getByRole("button", { name: "Save changes" }).click();
    await visible(other.getByText(/requires two-factor sign-in for Admins and Managers/));
    await other.getByRole("button", { name: "Set up two-factor" }).click();
    await other.waitForURL((url) => url.pathname.startsWith("/myProfile/"));
    await visible(other.getByRole("button", { name: "Turn on two-factor" }));
  });
});
