/**
 * Invitations end to end over one real database (PGlite, or PostgreSQL with
 * TEST_DATABASE_URL): an Admin or Manager calls the GraphQL mutation invitePerson (the
 * real handler), the mail is captured, and the invitee follows its link with supabase-js
 * against the local /auth/v1 (verifyOtp type invite, updateUser password), then signs in
 * and is the person in the organisation.
 */
import { strict as assert } from "node:assert";
import type { SupabaseClient } from "@supabase/supabase-js";
import { memoryClient } from "../testing/supabase-client.ts";
import { createMailboxMailer } from "../../supabase/functions/_shared/mail/mod.ts";
import { latestMail, mailCount } from "../testing/mailbox.ts";
import { createGraphqlHandler } from "../../supabase/functions/graphql/server/create-handler.ts";
import {
  createMember,
  createOrg,
  createPerson,
  gql,
  type Member,
  mintToken,
  type Org,
} from "../../supabase/functions/graphql/testing/api-fixture.ts";
import { createTestDatabase } from "../testing/test-database.ts";
import { startTestServer, TEST_JWT_SECRET, uniqueEmail } from "../testing/test-server.ts";

const db = await createTestDatabase();
// The real mailer's local mailbox (what the stack uses without SMTP_URL): mails are read
// back from local_mail.messages.
const mailer = createMailboxMailer(db.sql, "Routinely <no-reply@localhost>");
const server = startTestServer({
  sql: db.sql,
  autoconfirm: false,
  sendMail: (message) => mailer.sendMail(message),
});
const graphql = createGraphqlHandler({
  sql: db.sql,
  jwtSecret: TEST_JWT_SECRET,
  invitationMail: {
    send: (message) => mailer.sendMail(message),
    siteUrl: "https://app.example.test",
  },
});
const opts = { sanitizeOps: false, sanitizeResources: false };
const INVITE = `mutation ($id: Int!) { invitePerson(id: $id) { email expiresAt } }`;

function client(): SupabaseClient {
  return memoryClient(server.url);
}

/** A member whose token the local auth server's secret signs, as the GraphQL handler expects. */
async function member(org: Org, userType: "Admin" | "Manager" | "User"): Promise<Member> {
  const m = await createMember(db.sql, org, { userType });
  const token = await mintToken({
    sub: m.authUserId,
    email: m.email,
    sessionId: m.sessionId,
    secret: TEST_JWT_SECRET,
  });
  return { ...m, token };
}

const invite = (by: Member, id: number) =>
  gql(graphql, INVITE, { variables: { id }, token: by.token, tenant: by.org.prefix });

async function lastInvitation(email: string) {
  const mail = await latestMail(db.sql, email);
  assert.ok(mail, `an invitation to ${email}`);
  const url = new URL(/https?:\/\/\S+/.exec(mail.text)![0]);
  return { mail, url, token: url.searchParams.get("token_hash")! };
}

async function tokenRows(email: string): Promise<number> {
  const [row] = await db.sql`
    select count(*)::int as n from local_auth.one_time_tokens where email = ${email}`;
  return row.n;
}

Deno.test({
  name: "an invited person sets a password from the mail, signs in and is that person",
  ...opts,
  fn: async () => {
    const org = await createOrg(db.sql);
    const admin = await member(org, "Admin");
    const email = uniqueEmail("invitee");
    const personId = await createPerson(db.sql, org, { email: email.toUpperCase() });

    const sent = await invite(admin, personId);
    assert.equal(sent.errors, undefined, JSON.stringify(sent.errors));
    assert.equal(sent.data.invitePerson.email, email);
    const hours = (Date.parse(sent.data.invitePerson.expiresAt) - Date.now()) / 3_600_000;
    assert.ok(hours > 23.9 && hours <= 24, "expires in 24 hours");

    const { mail, url, token } = await lastInvitation(email);
    assert.match(mail.subject, /invited/);
    assert.ok(mail.text.includes(`Org ${org.prefix}`), "the mail names the organisation");
    assert.equal(url.origin + url.pathname, "https://app.example.test/auth/set-password");
    assert.equal(url.searchParams.get("type"), "invite");
    assert.equal(url.searchParams.get("tenant"), org.prefix);
    const [stored] = await db.sql`
      select token_hash from local_auth.one_time_tokens where email = ${email}`;
    assert.notEqual(stored.token_hash, token);

    // The account exists, unconfirmed and without a password, until the link is used.
    const [account] = await db.sql`
      select email_confirmed_at, encrypted_password from auth.users where email = ${email}`;
    assert.equal(account.email_confirmed_at, null);
    assert.equal(account.encrypted_password, null);

    const browser = client();
    const verified = await browser.auth.verifyOtp({ token_hash: token, type: "invite" });
    assert.equal(verified.error, null);
    assert.equal(verified.data.user?.email, email);
    assert.equal((await browser.auth.updateUser({ password: "my own password" })).error, null);
    await browser.auth.signOut();

    const signIn = await client().auth.signInWithPassword({ email, password: "my own password" });
    assert.equal(signIn.error, null);
    const me = await gql(graphql, `{ currentUser { id email } }`, {
      token: signIn.data.session!.access_token,
      tenant: org.prefix,
    });
    assert.equal(me.errors, undefined, JSON.stringify(me.errors));
    assert.equal(me.data.currentUser.id, personId, "linked to the invited person");

    const replay = await client().auth.verifyOtp({ token_hash: token, type: "invite" });
    assert.equal(replay.error?.code, "otp_expired", "the invitation works once");

    const again = await invite(admin, personId);
    assert.equal(again.errors?.[0]?.extensions?.code, "CONFLICT", "an account with a password");
  },
});

Deno.test({
  name:
    "re-sending revokes the earlier link; a link for another email or past its expiry is refused",
  ...opts,
  fn: async () => {
    const org = await createOrg(db.sql);
    const manager = await member(org, "Manager");
    const email = uniqueEmail("resent");
    const personId = await createPerson(db.sql, org, { email });

    assert.equal((await invite(manager, personId)).errors, undefined);
    const first = (await lastInvitation(email)).token;
    assert.equal((await invite(manager, personId)).errors, undefined);
    const second = (await lastInvitation(email)).token;
    assert.notEqual(first, second);
    assert.equal(await tokenRows(email), 1, "one live invitation");
    const revoked = await client().auth.verifyOtp({ token_hash: first, type: "invite" });
    assert.equal(revoked.error?.code, "otp_expired");

    const foreign = await client().auth.verifyOtp({
      email: uniqueEmail("someone-else"),
      token: second,
      type: "invite",
    });
    assert.equal(foreign.error?.code, "otp_expired");
    assert.equal(await tokenRows(email), 1, "still there for the invitee");

    await db.sql`update local_auth.one_time_tokens set expires_at = now() - interval '1 minute'
                 where email = ${email}`;
    const expired = await client().auth.verifyOtp({ token_hash: second, type: "invite" });
    assert.equal(expired.error?.code, "otp_expired");
    const [account] = await db
      .sql`select email_confirmed_at from auth.users where email = ${email}`;
    assert.equal(account.email_confirmed_at, null, "nothing confirmed");
  },
});

Deno.test({
  name: "invitations refused: a User, no email, no sign-in, another organisation's person",
  ...opts,
  fn: async () => {
    const org = await createOrg(db.sql);
    const admin = await member(org, "Admin");
    const user = await member(org, "User");
    const email = uniqueEmail("refused");
    const personId = await createPerson(db.sql, org, { email });
    const noEmail = await createPerson(db.sql, org, {});
    const noSignIn = await createPerson(db.sql, org, {
      email: uniqueEmail("nosignin"),
      is_auth_enabled: false,
    });
    const elsewhereEmail = uniqueEmail("elsewhere");
    const elsewhere = await createPerson(db.sql, await createOrg(db.sql), {
      email: elsewhereEmail,
    });
    const sentBefore = await mailCount(db.sql);
    const cases: [Member, number, string][] = [
      [user, personId, "FORBIDDEN"],
      [admin, noEmail, "BAD_USER_INPUT"],
      [admin, noSignIn, "BAD_USER_INPUT"],
      [admin, elsewhere, "NOT_FOUND"],
    ];
    for (const [by, id, code] of cases) {
      const res = await invite(by, id);
      assert.equal(res.errors?.[0]?.extensions?.code, code, JSON.stringify(res.errors));
    }
    assert.equal(await mailCount(db.sql), sentBefore, "no mail");
    const [row] = await db.sql`
      select count(*)::int as n from local_auth.one_time_tokens t
        join auth.users u on u.id = t.user_id
       where u.email in (${email}, ${elsewhereEmail})`;
    assert.equal(row.n, 0, "no invitation stored");
  },
});

Deno.test({
  name:
    "a password set by an unconfirmed sign-up with the invitee's address does not survive the invitation",
  ...opts,
  fn: async () => {
    const org = await createOrg(db.sql);
    const admin = await member(org, "Admin");
    const email = uniqueEmail("squatted");
    const personId = await createPerson(db.sql, org, { email });
    const squatter = await client().auth.signUp({ email, password: "squatter password" });
    assert.equal(squatter.error, null);
    assert.equal(squatter.data.session, null);

    assert.equal((await invite(admin, personId)).errors, undefined);
    const { token } = await lastInvitation(email);
    const browser = client();
    assert.equal((await browser.auth.verifyOtp({ token_hash: token, type: "invite" })).error, null);
    const early = await client().auth.signInWithPassword({ email, password: "squatter password" });
    assert.equal(early.error?.code, "invalid_credentials", "even before the invitee chose one");
    assert.equal((await browser.auth.updateUser({ password: "invitee password" })).error, null);
    assert.equal(
      (await client().auth.signInWithPassword({ email, password: "invitee password" })).error,
      null,
    );
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
