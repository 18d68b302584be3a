/**
 * Supabase Auth's admin invitation and its link, on the local /auth/v1
 * (docs/security.md#invitations): POST /invite with the service-role key (supabase-js
 * auth.admin.inviteUserByEmail), the GET /verify link of Supabase's default mail templates, and
 * invitePerson going through POST /invite as it does on hosted Supabase (its `authAdmin` path).
 */
import { strict as assert } from "node:assert";
import type { SupabaseClient } from "@supabase/supabase-js";
import { memoryClient } from "../testing/supabase-client.ts";
import { SignJWT } from "jose";
import { createMailboxMailer } from "../mailbox/mailbox-mailer.ts";
import { latestMail, mailCount } from "../testing/mailbox.ts";
import { createGraphqlHandler } from "../../supabase/functions/graphql/server/create-handler.ts";
import {
  createMember,
  createOrg,
  createPerson,
  gql,
  mintToken,
} from "../../supabase/functions/graphql/testing/api-fixture.ts";
import { createTestDatabase } from "../testing/test-database.ts";
import { startTestServer, TEST_JWT_SECRET, uniqueEmail } from "../testing/test-server.ts";

const SITE = "https://app.example.test";
const db = await createTestDatabase();
const mailer = createMailboxMailer(db.sql, "Routinely <no-reply@localhost>");
const server = startTestServer({
  sql: db.sql,
  autoconfirm: false,
  siteUrl: SITE,
  sendMail: (message) => mailer.sendMail(message),
});
// The database, its pool and the sign-in server are opened once for the file and kept across
// its tests (each makes its own people): their connections and timers outlive the test that
// opened them, which Deno's leak checks would count against it. The last test closes them.
const opts = { sanitizeOps: false, sanitizeResources: false };

const signed = (claims: Record<string, unknown>, secret = TEST_JWT_SECRET) =>
  new SignJWT(claims).setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setExpirationTime("1h").sign(new TextEncoder().encode(secret));
const serviceKey = await signed({ role: "service_role", iss: "routinely-test" });

function client(key = "local-anon-key"): SupabaseClient {
  return memoryClient(server.url, key);
}

async function linkTo(email: string): Promise<URL> {
  const mail = await latestMail(db.sql, email);
  assert.ok(mail, `a mail to ${email}`);
  return new URL(/https?:\/\/\S+/.exec(mail.text)![0]);
}

Deno.test({
  name:
    "admin.inviteUserByEmail: the service-role key invites; the link opens the page asked for; a second invite of a registered address is email_exists",
  ...opts,
  fn: async () => {
    const email = uniqueEmail("admin-invitee");
    const page = `${SITE}/auth/set-password?tenant=acme`;
    const { data, error } = await client(serviceKey).auth.admin.inviteUserByEmail(email, {
      redirectTo: page,
      data: { invited_by: "test" },
    });
    assert.equal(error, null);
    assert.equal(data.user?.email, email);
    const [account] = await db.sql`
      select email_confirmed_at, encrypted_password, invited_at from auth.users
      where email = ${email}`;
    assert.deepEqual([account.email_confirmed_at, account.encrypted_password], [null, null]);
    assert.ok(account.invited_at);

    const link = await linkTo(email);
    assert.equal(link.origin + link.pathname, `${SITE}/auth/set-password`);
    assert.equal(link.searchParams.get("tenant"), "acme");
    assert.equal(link.searchParams.get("type"), "invite");

    // Again within the minute: refused with GoTrue's code, nothing mailed, the link stays.
    const tooSoon = await client(serviceKey).auth.admin.inviteUserByEmail(email);
    assert.equal(tooSoon.error?.status, 429);
    assert.equal(tooSoon.error?.code, "over_email_send_rate_limit");
    assert.equal(await mailCount(db.sql, email), 1);
    assert.equal((await linkTo(email)).toString(), link.toString());

    const browser = client();
    const verified = await browser.auth.verifyOtp({
      token_hash: link.searchParams.get("token_hash")!,
      type: "invite",
    });
    assert.equal(verified.error, null);
    assert.equal((await browser.auth.updateUser({ password: "invited password" })).error, null);

    const again = await client(serviceKey).auth.admin.inviteUserByEmail(email);
    assert.equal(again.error?.status, 422);
    assert.equal(again.error?.code, "email_exists");
  },
});

Deno.test({
  name: "POST /invite refuses callers without the service-role key and malformed addresses",
  ...opts,
  fn: async () => {
    const email = uniqueEmail("refused-invitee");
    const post = (authorization: string | null, body: unknown) =>
      fetch(`${server.url}/auth/v1/invite`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          ...(authorization ? { authorization } : {}),
        },
        body: JSON.stringify(body),
      }).then(async (r) => ({ status: r.status, body: await r.json() }));
    const userToken = await signed({
      role: "authenticated",
      aud: "authenticated",
      sub: crypto.randomUUID(),
      session_id: crypto.randomUUID(),
    });
    const otherSecret = await signed(
      { role: "service_role" },
      "another-secret-0123456789-0123456789",
    );
    assert.equal((await post(null, { email })).status, 401);
    const asUser = await post(`Bearer ${userToken}`, { email });
    assert.deepEqual([asUser.status, asUser.body.error_code], [403, "not_admin"]);
    const forged = await post(`Bearer ${otherSecret}`, { email });
    assert.deepEqual([forged.status, forged.body.error_code], [403, "bad_jwt"]);
    const malformed = await post(`Bearer ${serviceKey}`, { email: "not an address" });
    assert.equal(malformed.status, 400);
    const [row] = await db.sql`select count(*)::int as n from auth.users where email = ${email}`;
    assert.equal(row.n, 0, "nothing was made");
    assert.equal(await mailCount(db.sql, email), 0, "nothing was sent");
  },
});

Deno.test({
  name:
    "GET /verify (Supabase's {{ .ConfirmationURL }}): signs in and redirects with the session in the fragment, once; then otp_expired",
  ...opts,
  fn: async () => {
    const email = uniqueEmail("get-verify");
    assert.equal(
      (await client(serviceKey).auth.admin.inviteUserByEmail(email)).error,
      null,
    );
    const token = (await linkTo(email)).searchParams.get("token_hash")!;
    const open = (redirectTo: string) =>
      fetch(
        `${server.url}/auth/v1/verify?${new URLSearchParams({
          token,
          type: "invite",
          redirect_to: redirectTo,
        })}`,
        { redirect: "manual" },
      );

    // A link checker's HEAD uses nothing.
    const head = await fetch(
      `${server.url}/auth/v1/verify?${new URLSearchParams({ token, type: "invite" })}`,
      {
        method: "HEAD",
        redirect: "manual",
      },
    );
    assert.equal(head.status, 303);
    assert.equal(new URL(head.headers.get("location")!).hash, "");

    const first = await open(`${SITE}/welcome`);
    assert.equal(first.status, 303);
    const landed = new URL(first.headers.get("location")!);
    assert.equal(landed.origin + landed.pathname, `${SITE}/welcome`);
    const fragment = new URLSearchParams(landed.hash.slice(1));
    assert.equal(fragment.get("type"), "invite");
    assert.equal(fragment.get("token_type"), "bearer");
    const me = await fetch(`${server.url}/auth/v1/user`, {
      headers: { authorization: `Bearer ${fragment.get("access_token")}` },
    });
    assert.equal(me.status, 200);
    assert.equal((await me.json()).email, email);

    // Used once; and a redirect off the site goes to the site instead.
    const replay = await open("https://elsewhere.example/steal");
    assert.equal(replay.status, 303);
    const refused = new URL(replay.headers.get("location")!);
    assert.equal(refused.origin, SITE);
    const error = new URLSearchParams(refused.hash.slice(1));
    assert.deepEqual(
      [error.get("error"), error.get("error_code"), error.get("access_token")],
      ["access_denied", "otp_expired", null],
    );
  },
});

Deno.test({
  name:
    "invitePerson on Supabase: the invitation is Supabase Auth's POST /invite, whose link opens the tenant's set-password page; an address with an account gets the function's sign-in notice, answered alike",
  ...opts,
  fn: async () => {
    const sentByFunction: string[] = [];
    const graphql = createGraphqlHandler({
      sql: db.sql,
      jwtSecret: TEST_JWT_SECRET,
      invitationMail: {
        // Supabase Auth sends the invitation itself; the function sends only the notice.
        send: (message) => {
          sentByFunction.push(message.subject);
          return mailer.sendMail(message);
        },
        siteUrl: SITE,
        authAdmin: { url: server.url, serviceKey },
      },
    });
    const org = await createOrg(db.sql);
    const m = await createMember(db.sql, org, { userType: "Admin" });
    const token = await mintToken({
      sub: m.authUserId,
      email: m.email,
      sessionId: m.sessionId,
      secret: TEST_JWT_SECRET,
    });
    const email = uniqueEmail("supabase-invitee");
    const personId = await createPerson(db.sql, org, { email });
    const invite = () =>
      gql(graphql, `mutation ($id: Int!) { invitePerson(id: $id) { email expiresAt } }`, {
        variables: { id: personId },
        token,
        tenant: org.prefix,
      });

    const sent = await invite();
    assert.equal(sent.errors, undefined, JSON.stringify(sent.errors));
    assert.equal(sent.data.invitePerson.email, email);
    assert.deepEqual(sentByFunction, []);
    const link = await linkTo(email);
    assert.equal(link.origin + link.pathname, `${SITE}/auth/set-password`);
    assert.equal(link.searchParams.get("tenant"), org.prefix);
    const browser = client();
    const verified = await browser.auth.verifyOtp({
      token_hash: link.searchParams.get("token_hash")!,
      type: "invite",
    });
    assert.equal(verified.error, null);
    assert.equal((await browser.auth.updateUser({ password: "person password" })).error, null);

    // Within the minute: the organisation's own limit, before Supabase Auth is asked.
    const tooSoon = await invite();
    assert.equal(tooSoon.errors?.[0]?.extensions?.code, "TOO_MANY_REQUESTS");
    await db.sql`update app_private.invitation_mails
                    set sent_at = sent_at - interval '61 seconds' where org_id = ${org.id}`;
    const again = await invite();
    assert.equal(again.status, 200);
    assert.equal(again.errors, undefined, JSON.stringify(again.errors));
    assert.deepEqual(Object.keys(again.data.invitePerson), Object.keys(sent.data.invitePerson));
    assert.equal(sentByFunction.length, 1);
    const notice = (await latestMail(db.sql, email))!;
    assert.match(notice.subject, /^You were added to/);
    assert.ok(notice.text.includes(`${SITE}/login/${org.prefix}`));
  },
});

Deno.test({
  name: "close the database",
  ...opts,
  fn: async () => {
    await server.close();
    await db.close();
  },
});
