/**
 * Sign-up confirmations, password resets and resent confirmations are mails anyone can ask
 * for: they are limited per client address and for the whole stack per hour, as Supabase
 * Auth's rate_limit.email_sent, counted in the database (two servers over one database
 * stand for two stack processes). Beyond a limit the answer is 429
 * over_email_send_rate_limit and nothing is sent or created. Real database (PGlite, or
 * PostgreSQL with TEST_DATABASE_URL), the servers' clock injected.
 */
import { strict as assert } from "node:assert";
import { createMailboxMailer } from "../mailbox/mailbox-mailer.ts";
import { latestMail, mailCount } from "../testing/mailbox.ts";
import { createTestDatabase } from "../testing/test-database.ts";
import { startTestServer, uniqueEmail } from "../testing/test-server.ts";
import { loadConfig } from "../config.ts";
import { DEFAULT_MAIL_LIMITS, type MailLimits } from "./mail-limits.ts";

const db = await createTestDatabase();
const mailer = createMailboxMailer(db.sql, "Routinely <no-reply@localhost>");
let clock = new Date("2030-01-07T09:00:00Z");
const limits: MailLimits = { perAddress: 5, perStack: 8, windowSeconds: 3600 };
const server = (mailLimits = limits) =>
  startTestServer({
    sql: db.sql,
    autoconfirm: false,
    trustProxy: true,
    sendMail: (message) => mailer.sendMail(message),
    now: () => clock,
    mailLimits,
  });
const a = server();
const b = server();
// The database, its pool and the sign-in server are opened once for the file and kept across
// its tests (each makes its own people): their connections and timers outlive the test that
// opened them, which Deno's leak checks would count against it. The last test closes them.
const opts = { sanitizeOps: false, sanitizeResources: false };

async function post(url: string, path: string, body: unknown, from: string) {
  const res = await fetch(`${url}/auth/v1${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": from },
    body: JSON.stringify(body),
  });
  return { status: res.status, retryAfter: res.headers.get("retry-after"), body: await res.json() };
}

const signUp = (url: string, email: string, from: string) =>
  post(url, "/signup", { email, password: "a password" }, from);

/** Each test starts an hour after the last one's sends: the window is empty again. */
function nextHour() {
  clock = new Date(clock.getTime() + 2 * 3600 * 1000);
}

async function accounts(emails: string[]): Promise<number> {
  const [row] = await db.sql`
    select count(*)::int as n from auth.users where email = any(${emails})`;
  return row.n;
}

Deno.test({
  name:
    "a burst of 30 sign-ups from one address sends 5 mails; the rest are 429 over_email_send_rate_limit and create nothing",
  ...opts,
  fn: async () => {
    nextHour();
    const emails = Array.from({ length: 30 }, () => uniqueEmail("burst"));
    const answers = await Promise.all(emails.map((email) => signUp(a.url, email, "198.51.100.1")));
    const ok = answers.filter((r) => r.status === 200).length;
    const refused = answers.filter((r) => r.status === 429);
    assert.equal(ok, 5);
    assert.equal(refused.length, 25);
    for (const r of refused) {
      assert.equal(r.body.error_code, "over_email_send_rate_limit");
      assert.equal(r.body.code, 429);
      assert.equal(r.body.msg, "Email rate limit exceeded");
      assert.ok(Number(r.retryAfter) > 0);
    }
    let mails = 0;
    for (const email of emails) mails += await mailCount(db.sql, email);
    assert.equal(mails, 5, "five mails, not thirty");
    assert.equal(await accounts(emails), 5, "refused sign-ups made no account");

    // Reset and resend count against the same address: refused, nothing sent.
    const known = emails.find((_, i) => answers[i].status === 200)!;
    const before = await mailCount(db.sql, known);
    const reset = await post(a.url, "/recover", { email: known }, "198.51.100.1");
    assert.equal(reset.status, 429);
    assert.equal(reset.body.error_code, "over_email_send_rate_limit");
    const resend = await post(a.url, "/resend", { type: "signup", email: known }, "198.51.100.1");
    assert.equal(resend.status, 429);
    assert.equal(await mailCount(db.sql, known), before);

    // Another address is not held up by this one's limit.
    assert.equal((await signUp(a.url, uniqueEmail("other"), "198.51.100.2")).status, 200);

    // An hour later (the server's clock), the address may ask again.
    clock = new Date(clock.getTime() + 3600 * 1000 + 1000);
    assert.equal((await signUp(a.url, uniqueEmail("later"), "198.51.100.1")).status, 200);
  },
});

Deno.test({
  name: "the stack's hourly limit counts every address and every process sharing the database",
  ...opts,
  fn: async () => {
    nextHour();
    const statuses: number[] = [];
    // Four addresses, two requests each, alternating between the two servers: 8 in all.
    for (let i = 0; i < 8; i++) {
      const url = i % 2 ? b.url : a.url;
      const from = `203.0.113.${Math.floor(i / 2) + 1}`;
      const r = i % 4 === 3
        ? await post(url, "/recover", { email: uniqueEmail("nobody") }, from)
        : await signUp(url, uniqueEmail("stack"), from);
      statuses.push(r.status);
    }
    assert.deepEqual(statuses, [200, 200, 200, 200, 200, 200, 200, 200]);
    const email = uniqueEmail("ninth");
    const ninth = await signUp(b.url, email, "203.0.113.99");
    assert.equal(ninth.status, 429, "the ninth mail of the hour, from a fresh address");
    assert.equal(ninth.body.error_code, "over_email_send_rate_limit");
    assert.equal(await mailCount(db.sql, email), 0);
    assert.equal(await accounts([email]), 0);
  },
});

Deno.test({
  name:
    "an unknown or confirmed address counts like any other, so the limit does not tell who has an account",
  ...opts,
  fn: async () => {
    nextHour();
    const from = "192.0.2.77";
    for (let i = 0; i < 5; i++) {
      assert.equal(
        (await post(a.url, "/recover", { email: uniqueEmail("ghost") }, from)).status,
        200,
      );
    }
    assert.equal(
      (await post(a.url, "/recover", { email: uniqueEmail("ghost") }, from)).status,
      429,
    );
  },
});

Deno.test({
  name:
    "the owner's sign-up refused by the limit: confirming with the stranger's mail still leaves the stranger's password useless",
  ...opts,
  fn: async () => {
    nextHour();
    const email = uniqueEmail("limited-victim");
    assert.equal(
      (await post(a.url, "/signup", { email, password: "stranger pw" }, "192.0.2.50")).status,
      200,
    );
    for (let i = 0; i < 5; i++) await signUp(a.url, uniqueEmail("filler"), "192.0.2.51");
    const refused = await post(a.url, "/signup", { email, password: "owner pw" }, "192.0.2.51");
    assert.equal(refused.status, 429);
    const mail = await latestMail(db.sql, email);
    const token = new URL(/https?:\/\/\S+/.exec(mail!.text)![0]).searchParams.get("token_hash");
    const verified = await post(
      a.url,
      "/verify",
      { type: "signup", token_hash: token },
      "192.0.2.51",
    );
    assert.equal(verified.status, 200);
    for (const password of ["stranger pw", "owner pw"]) {
      const signIn = await post(
        a.url,
        "/token?grant_type=password",
        { email, password },
        "192.0.2.52",
      );
      assert.equal(signIn.body.error_code, "invalid_credentials", password);
    }
  },
});

Deno.test("RATE_LIMIT_EMAIL_SENT and RATE_LIMIT_EMAIL_SENT_PER_ADDRESS configure the limits", () => {
  assert.deepEqual(loadConfig({}).mailLimits, DEFAULT_MAIL_LIMITS);
  assert.deepEqual(
    loadConfig({ RATE_LIMIT_EMAIL_SENT: "7", RATE_LIMIT_EMAIL_SENT_PER_ADDRESS: "2" }).mailLimits,
    { perAddress: 2, perStack: 7, windowSeconds: 3600 },
  );
  assert.throws(() => loadConfig({ RATE_LIMIT_EMAIL_SENT: "0" }), /RATE_LIMIT_EMAIL_SENT/);
  assert.throws(() => loadConfig({ RATE_LIMIT_EMAIL_SENT_PER_ADDRESS: "x" }), /PER_ADDRESS/);
});

Deno.test({
  name: "close the database",
  ...opts,
  fn: async () => {
    await a.close();
    await b.close();
    await db.close();
  },
});
