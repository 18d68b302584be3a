import { createHash, randomBytes, randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { Browser, Page } from "playwright-core";
import type postgres from "postgres";
import { DEMO_ORGANIZATION } from "../../local/seed/demo-people.ts";
import { launchBrowser } from "../support/browser";
import { demoOrganisation, uniquePrefix, withDatabase } from "../support/organisations";
import { createScratchDatabase } from "../support/postgres";
import { startStack, type Stack } from "../support/stack";
import { visible } from "../support/wait";

// The two ways a stranger could take over an account, tried in a browser as a mail client
// and an attacker would (on the run's stack, but for the one test that needs a low mail limit):
// - signing up first with the owner's address, then the owner's click on the mailed
//   confirmation (the link of Supabase's default template, which is used at once);
// - a provider sign-in started with a forged Host header, so that its code would return
//   to the attacker's origin. Chromium resolves evil.test to the stack (host rule), so its
//   requests carry `Host: evil.test:<port>` as an attacker's would.
let stack: Stack;
let browser: Browser;
let tenant: string;

beforeAll(async () => {
  stack = await startStack();
  tenant = await demoOrganisation("takeover");
  browser = await launchBrowser(["--host-resolver-rules=MAP evil.test 127.0.0.1"]);
});

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

/** A stack and the organisation a test signs in to. */
interface Place {
  url: string;
  tenant: string;
  /** Runs `fn` with a connection to the stack's database. */
  db: <T>(fn: (sql: postgres.Sql) => Promise<T>) => Promise<T>;
}

const shared = (): Place => ({ url: stack.url, tenant, db: withDatabase });

/** A person of the organisation, an Admin, who has no account yet. */
async function newAdmin(at: Place, tag: string): Promise<string> {
  const email = `${tag}-${randomUUID().slice(0, 8)}@example.test`;
  await at.db(
    (sql) => sql`
      insert into app.people (org_id, people_handle, name, email, user_type)
      select id, ${email.split("@")[0]}, ${`Owner ${tag}`}, ${email}, 'Admin'
        from app.organizations where prefix = ${at.tenant}`,
  );
  return email;
}

/** Fills the create-an-organisation page (the product's sign-up page) and submits it. */
async function signUpOnOrganisationPage(at: Place, page: Page, email: string, password: string) {
  await page.goto(`${at.url}/tenant-OtrEF`);
  await page.getByLabel("Organisation name").fill("Grab");
  await page.getByLabel("Prefix").fill(uniquePrefix("grab"));
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Create organisation" }).click();
}

/** The token of the newest confirmation mail to `email`, read in /mailbox. */
async function confirmationToken(at: Place, page: Page, email: string): Promise<string> {
  await page.goto(`${at.url}/mailbox?to=${encodeURIComponent(email)}`);
  await page.locator('a[href^="/mailbox/"]').first().click();
  const link = page.getByRole("link", { name: /\/auth\/confirm\?/ });
  await visible(link);
  const href = new URL((await link.getAttribute("href"))!, at.url);
  expect(href.searchParams.get("type")).toBe("signup");
  return href.searchParams.get("token_hash")!;
}

/**
 * Signs in on the organisation's login page and answers where that ended: still on the
 * login page with its alert, or inside the app.
 */
async function tryPassword(at: Place, page: Page, email: string, password: string) {
  await page.goto(`${at.url}/login/${at.tenant}`);
  await page.getByLabel(/email/i).fill(email);
  await page.getByLabel(/password/i).fill(password);
  await page.getByRole("button", { name: /sign in/i }).click();
  const alert = page.getByRole("alert");
  await Promise.race([
    visible(alert),
    page.waitForURL((url) => !url.pathname.startsWith("/login"), { timeout: 40_000 }),
  ]);
  return {
    path: new URL(page.url()).pathname,
    alert: (await alert.count()) > 0 ? (await alert.first().textContent())?.trim() : undefined,
  };
}

/** A password sign-in through /auth/v1/token, as any client could try it. */
async function passwordGrant(at: Place, email: string, password: string) {
  const res = await fetch(`${at.url}/auth/v1/token?grant_type=password`, {
    method: "POST",
    headers: { "content-type": "application/json", apikey: "local-anon-key" },
    body: JSON.stringify({ email, password }),
  });
  return { status: res.status, body: (await res.json()) as { error_code?: string } };
}

/**
 * A stranger signs up with the owner's address; when `ownerSignsUp`, the owner then signs
 * up too (and the stack must refuse it: its mail limit is reached); the owner clicks the
 * mailed confirmation and closes the tab without choosing a password. Then the stranger's
 * password must sign in nowhere.
 */
async function signUpFirstThenOwnerClicks(at: Place, options: { ownerSignsUp: boolean }) {
  const owner = await newAdmin(at, "owner");
  const strangerPassword = "stranger password";

  // The stranger signs up with the owner's address on the product's sign-up page, without
  // any access to the owner's mail.
  const strangerContext = await browser.newContext();
  const stranger = await strangerContext.newPage();
  await signUpOnOrganisationPage(at, stranger, owner, strangerPassword);
  await visible(stranger.getByText("Confirm your email, then come back"));

  // Before the address is proven the stranger's password signs in nowhere, so the
  // stranger holds no session of the account (in this browser or another).
  const secondContext = await browser.newContext();
  const second = await secondContext.newPage();
  expect(await tryPassword(at, second, owner, strangerPassword)).toEqual({
    path: `/login/${at.tenant}`,
    alert: "Email not confirmed",
  });

  const ownerContext = await browser.newContext();
  if (options.ownerSignsUp) {
    // The owner's own sign-up comes from the same client address: over the mail limit,
    // refused before anything is changed or sent.
    const form = await ownerContext.newPage();
    await signUpOnOrganisationPage(at, form, owner, "owner password");
    await visible(form.getByRole("alert").filter({ hasText: "Email rate limit exceeded" }));
    await form.close();
  }

  // The owner finds the confirmation (the stranger's) in their mailbox and clicks it in a
  // mail client: the link of Supabase's default template (GET /auth/v1/verify), which
  // uses the token at once and returns to the site with a session in the fragment. The
  // owner closes the tab there without choosing a password.
  const mailbox = await ownerContext.newPage();
  const token = await confirmationToken(at, mailbox, owner);
  const click = await ownerContext.newPage();
  const landed = await click.goto(
    `${at.url}/auth/v1/verify?token=${encodeURIComponent(token)}&type=signup` +
      `&redirect_to=${encodeURIComponent(`${at.url}/`)}`,
  );
  const verified = await landed!.request().redirectedFrom()!.response();
  const location = new URL(verified!.headers().location);
  expect(location.origin).toBe(new URL(at.url).origin);
  const fragment = new URLSearchParams(location.hash.slice(1));
  expect(fragment.get("type")).toBe("signup");
  expect(fragment.get("access_token")).toBeTruthy();
  await click.close();
  await mailbox.close();

  // The stranger tries their password again, in the second browser and at the API.
  expect(await tryPassword(at, second, owner, strangerPassword)).toEqual({
    path: `/login/${at.tenant}`,
    alert: "Invalid login credentials",
  });
  expect(await passwordGrant(at, owner, strangerPassword)).toEqual({
    status: 400,
    body: expect.objectContaining({ error_code: "invalid_credentials" }),
  });
  // The one session the account has is the one the click made.
  const sessions = await at.db(async (sql) => {
    const [row] = await sql<{ n: number }[]>`
      select count(*)::int as n from auth.sessions s join auth.users u on u.id = s.user_id
       where lower(u.email) = ${owner}`;
    return row.n;
  });
  expect(sessions).toBe(1);
  await secondContext.close();
  await strangerContext.close();
  await ownerContext.close();
}

describe("signing up first with the owner's address", () => {
  test("the owner's click on the mailed link, without choosing a password, leaves the stranger's password worthless", async () => {
    await signUpFirstThenOwnerClicks(shared(), { ownerSignsUp: false });
  });

  test("the same when the owner's own sign-up was refused by the mail limit", async () => {
    // A stack of its own: one mail per client address and hour, so the owner's sign-up
    // after the stranger's (both from this machine) is over the limit. The run's stack
    // allows many, as every file signs up from the same address.
    const db = await createScratchDatabase();
    let own: Stack | undefined;
    try {
      own = await startStack({
        DATABASE_URL: db.url,
        RATE_LIMIT_EMAIL_SENT_PER_ADDRESS: "1",
        REMINDERS_SCHEDULE: "off",
      });
      await signUpFirstThenOwnerClicks(
        { url: own.url, tenant: DEMO_ORGANIZATION.prefix, db: (fn) => fn(db.sql) },
        { ownerSignsUp: true },
      );
    } finally {
      await own?.stop();
      await db.drop();
    }
  });
});

/** A PKCE pair (RFC 7636, S256) as supabase-js makes one. */
function pkce() {
  const verifier = randomBytes(48).toString("base64url");
  const challenge = createHash("sha256").update(verifier).digest("base64url");
  return { verifier, challenge };
}

describe("a provider sign-in started with a forged Host header", () => {
  test("the victim's sign-in at Google returns its code to the configured site, never to evil.test", async () => {
    const port = new URL(stack.url).port;
    const evil = `http://evil.test:${port}`;
    const victim = `victim-${randomUUID().slice(0, 8)}@example.test`;
    const context = await browser.newContext();
    const page = await context.newPage();
    const navigations: URL[] = [];
    page.on("request", (request) => {
      if (request.isNavigationRequest()) navigations.push(new URL(request.url()));
    });

    // The attacker's start: their own PKCE challenge, the stack reached as evil.test, and
    // a return to evil.test. The victim is made to open it and finishes at the provider.
    const start =
      `${evil}/auth/v1/authorize?provider=google` +
      `&redirect_to=${encodeURIComponent(`${evil}/steal`)}` +
      `&code_challenge=${pkce().challenge}&code_challenge_method=s256`;
    await page.goto(start);
    await page.waitForURL((url) => url.port !== port);
    await page.getByLabel("Email").fill(victim);
    await page.getByRole("button", { name: "Sign in" }).click();
    // Back from the provider through the stack's callback, to wherever that sends the code.
    await page.waitForURL((url) => url.port === port && !url.pathname.startsWith("/auth/v1/"), {
      timeout: 40_000,
    });

    // The request really went to the stack as evil.test (the host rule), then to the
    // provider; the provider returned to the configured callback, not to evil.test.
    expect(navigations[0].href).toBe(start);
    const callback = navigations.find((url) => url.pathname === "/auth/v1/callback");
    expect(callback?.origin).toBe(new URL(stack.url).origin);
    // Evil.test received nothing after the start: no code, no error, no page.
    expect(navigations.slice(1).filter((url) => url.hostname === "evil.test")).toEqual([]);
    const landing = navigations[navigations.indexOf(callback!) + 1];
    expect(landing.origin).toBe(new URL(stack.url).origin);
    expect(landing.searchParams.get("code")).toBeTruthy();
    expect(new URL(page.url()).hostname).not.toBe("evil.test");
    await context.close();
  });
});
