import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { Browser, Page } from "playwright-core";
import { launchBrowser, shot } from "../support/browser";
import { demoOrganisation, withDatabase } from "../support/organisations";
import { absent, visible } from "../support/wait";
import { startStack, type Stack } from "../support/stack";

// Sign-in with Google and Microsoft: the run's stack signs in at two OpenID Connect
// providers on loopback (oidc-provider playing "google" and "azure", started by the global
// setup), whose login page is one email field.
let stack: Stack;
let browser: Browser;
let tenant: string;

beforeAll(async () => {
  stack = await startStack();
  tenant = await demoOrganisation("oidc");
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

/** A person of this organisation who has never signed in, and a User. */
async function newPerson(tag: string): Promise<string> {
  const email = `${tag}-${randomUUID().slice(0, 8)}@example.test`;
  await withDatabase(
    (sql) => sql`
      insert into app.people (org_id, people_handle, name, email, user_type)
      select id, ${email.split("@")[0]}, ${`OIDC ${tag}`}, ${email}, 'User'
        from app.organizations where prefix = ${tenant}`,
  );
  return email;
}

async function allowMethods(methods: { google: boolean; microsoft: boolean }) {
  await withDatabase(
    (sql) => sql`
      update app.settings set is_google_auth_enabled = ${methods.google},
             is_microsoft_auth_enabled = ${methods.microsoft}
       where org_id = (select id from app.organizations where prefix = ${tenant})`,
  );
}

/** The link the person's first sign-in made, and the account's providers. */
function linkOf(email: string) {
  return withDatabase(async (sql) => {
    const [row] = await sql`
      select p.auth_user_id = u.id as linked, u.raw_app_meta_data as app
        from app.people p
        join app.organizations o on o.id = p.org_id and o.prefix = ${tenant}
        left join auth.users u on lower(u.email) = lower(p.email)
       where lower(p.email) = ${email}`;
    return row as { linked: boolean | null; app: { provider: string; providers: string[] } };
  });
}

/** At the provider's login page: signs in as `email`. */
async function signInAtProvider(page: Page, email: string) {
  await page.waitForURL((url) => url.port !== new URL(stack.url).port);
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Sign in" }).click();
}

describe("sign-in with Google and Microsoft", () => {
  test("a person signs in with Google, is linked by email and lands on the dashboard", async () => {
    await allowMethods({ google: true, microsoft: true });
    const email = await newPerson("google");
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${stack.url}/login/${tenant}`);
    await page.getByRole("button", { name: "Continue with Google" }).click();
    await signInAtProvider(page, email);
    await expect
      .poll(() => new URL(page.url()).pathname, { timeout: 40_000 })
      .toBe("/dashboard/personal");
    await visible(page.getByRole("heading", { name: "Personal dashboard", level: 1 }));
    await shot(page, "oidc-google-dashboard");
    expect(await linkOf(email)).toEqual({
      linked: true,
      app: { provider: "google", providers: ["google"] },
    });
    await context.close();
  });

  test("a person signs in with Microsoft (Supabase's azure provider)", async () => {
    await allowMethods({ google: false, microsoft: true });
    const email = await newPerson("microsoft");
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${stack.url}/login/${tenant}`);
    await visible(page.getByRole("button", { name: "Continue with Microsoft" }));
    await absent(page.getByRole("button", { name: "Continue with Google" }));
    await page.getByRole("button", { name: "Continue with Microsoft" }).click();
    await signInAtProvider(page, email);
    await visible(page.getByRole("heading", { name: "Personal dashboard", level: 1 }));
    expect((await linkOf(email)).app.provider).toBe("azure");
    await context.close();
  });

  test("refused with a clear message when the organisation turns Google off meanwhile", async () => {
    await allowMethods({ google: true, microsoft: false });
    const email = await newPerson("refused");
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${stack.url}/login/${tenant}`);
    await visible(page.getByRole("button", { name: "Continue with Google" }));
    // An admin turns Google off while the person is at the provider's page.
    await allowMethods({ google: false, microsoft: false });
    await page.getByRole("button", { name: "Continue with Google" }).click();
    await signInAtProvider(page, email);
    await visible(page.getByText("Signing in with Google is turned off for this organisation."));
    await shot(page, "oidc-google-refused");
    expect(new URL(page.url()).pathname).toBe(`/login/${tenant}`);
    // Signed out again: the app does not let the Google session in.
    await page.goto(`${stack.url}/`);
    await page.waitForURL(/\/login/);
    await page.goto(`${stack.url}/login/${tenant}`);
    await visible(page.getByLabel("Email"));
    await absent(page.getByRole("button", { name: "Continue with Google" }));
    await context.close();
  });

  test("an email the provider has not verified is refused on the login page", async () => {
    await allowMethods({ google: true, microsoft: false });
    const email = `unverified-${randomUUID().slice(0, 8)}@example.test`;
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${stack.url}/login/${tenant}`);
    await page.getByRole("button", { name: "Continue with Google" }).click();
    await signInAtProvider(page, email);
    await visible(
      page.getByRole("alert").filter({ hasText: `Google has not verified the email address` }),
    );
    expect(new URL(page.url()).pathname).toBe(`/login/${tenant}`);
    expect(new URL(page.url()).search).toBe("");
    await context.close();
  });
});
