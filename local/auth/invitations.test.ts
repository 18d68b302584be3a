/**
 * Invitations end to end over one real database (PGlite, or PostgreSQL with
 * TEST_DATABASE_URL): an Admin or Manager calls the GraphQL mutation invitePerson (the
 * real handler), the mail is captured, and the invitee follows its link with supabase-js
 * against the local /auth/v1 (verifyOtp type invite, updateUser password), then signs in
 * and is the person in the organisation. Also: the sign-in notice that an address with an
 * account gets instead (the caller cannot tell the two apart), and the organisation's name
 * in the mail as plain, bounded text.
 */
import { strict as assert } from "node:assert";
import { latestMail, mailCount } from "../testing/mailbox.ts";
import {
  createOrg,
  createPerson,
  gql,
  type Member,
} from "../../supabase/functions/graphql/testing/api-fixture.ts";
import { ORG_NAME_IN_MAIL_MAX } from "../../supabase/functions/_shared/domain/auth-links/org-name-in-mail.ts";
import { uniqueEmail } from "../testing/test-server.ts";
import { startInvitationFlow } from "../testing/invitation-flow.ts";

const { db, server, SITE, graphql, client, member, invite, rewind, lastInvitation, tokenRows } =
  await startInvitationFlow();
// The database, its pool and the sign-in server are opened once for the file and kept across
// its tests (each makes its own organisations): their connections and timers outlive the test
// that opened them, which Deno's leak checks would count against it. The last test closes them.
const opts = { sanitizeOps: false, sanitizeResources: false };

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

    await rewind(org, 61);
    const again = await invite(admin, personId);
    assert.equal(again.errors, undefined, "an account with a password: answered as an invitation");
    assert.match((await latestMail(db.sql, email))!.subject, /You were added to/);
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
    await rewind(org, 61);
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
  name:
    "inviting an address that already has an account answers as an invitation and mails a sign-in notice, no link",
  ...opts,
  fn: async () => {
    // An account with a password, made the way the product makes one: invited by one
    // organisation, link followed, password chosen.
    const first = await createOrg(db.sql);
    const email = uniqueEmail("has-account");
    const firstAdmin = await member(first, "Admin");
    assert.equal(
      (await invite(firstAdmin, await createPerson(db.sql, first, { email }))).errors,
      undefined,
    );
    const browser = client();
    const { token } = await lastInvitation(email);
    assert.equal((await browser.auth.verifyOtp({ token_hash: token, type: "invite" })).error, null);
    assert.equal((await browser.auth.updateUser({ password: "the owner's password" })).error, null);
    await browser.auth.signOut();

    // Another organisation invites that address and a new one: the answers look alike.
    const org = await createOrg(db.sql);
    const admin = await member(org, "Admin");
    const known = await createPerson(db.sql, org, { email });
    const freshEmail = uniqueEmail("no-account");
    const fresh = await createPerson(db.sql, org, { email: freshEmail });
    const toKnown = await invite(admin, known);
    const toFresh = await invite(admin, fresh);
    for (const answer of [toKnown, toFresh]) {
      assert.equal(answer.status, 200);
      assert.equal(answer.errors, undefined, JSON.stringify(answer.errors));
      assert.deepEqual(Object.keys(answer.data.invitePerson), ["email", "expiresAt"]);
    }
    assert.equal(toKnown.data.invitePerson.email, email);
    assert.equal(toFresh.data.invitePerson.email, freshEmail);
    const offset = (a: typeof toKnown) => Date.parse(a.data.invitePerson.expiresAt) - Date.now();
    assert.ok(Math.abs(offset(toKnown) - offset(toFresh)) < 60_000, "the same link lifetime");

    // The account holder is told where to sign in; no link to set a password.
    const notice = (await latestMail(db.sql, email))!;
    assert.equal(notice.subject, `You were added to “Org ${org.prefix}” on Routinely`);
    assert.ok(notice.text.includes(`${SITE}/login/${org.prefix}`), notice.text);
    assert.doesNotMatch(notice.text + notice.html, /token|set-password/);
    const [stored] = await db.sql`
      select count(*)::int as n from local_auth.one_time_tokens where email = ${email}`;
    assert.equal(stored.n, 0, "no invitation stored for the account");
    const invitation = (await latestMail(db.sql, freshEmail))!;
    assert.match(invitation.subject, /You are invited to/);
    assert.ok(invitation.text.includes("/auth/set-password"));

    // The account and its password are as they were; it signs in and joins by email.
    const signIn = await client().auth.signInWithPassword({
      email,
      password: "the owner's password",
    });
    assert.equal(signIn.error, null);
    const me = await gql(graphql, `{ currentUser { id } }`, {
      token: signIn.data.session!.access_token,
      tenant: org.prefix,
    });
    assert.equal(me.data?.currentUser?.id, known, JSON.stringify(me.errors));

    // The notice counts as the person's invitation mail of the minute.
    const again = await invite(admin, known);
    assert.equal(again.errors?.[0]?.extensions?.code, "TOO_MANY_REQUESTS");
  },
});

Deno.test({
  name:
    "the organisation's name in an invitation is plain, bounded text: no markup, no link, one subject line",
  ...opts,
  fn: async () => {
    const org = await createOrg(db.sql);
    const name =
      `<a href="https://evil.example/pay">Pay here</a> www.evil.example\r\nBcc: x@y.test ` +
      "A".repeat(100);
    await db.sql`update app.organizations set name = ${name} where id = ${org.id}`;
    const admin = await member(org, "Admin");
    const email = uniqueEmail("named");
    assert.equal(
      (await invite(admin, await createPerson(db.sql, org, { email }))).errors,
      undefined,
    );
    const mail = (await latestMail(db.sql, email))!;
    assert.doesNotMatch(mail.subject, /[\r\n]/);
    const shown = /“([^”]*)”/.exec(mail.subject)![1];
    assert.ok(Array.from(shown).length <= ORG_NAME_IN_MAIL_MAX, shown);
    assert.ok(shown.endsWith("…"), "cut");
    for (const part of [mail.subject, mail.text, mail.html]) {
      assert.doesNotMatch(part, /evil\.example|https:\/\/evil|x@y/, "nothing a mail program links");
    }
    assert.doesNotMatch(mail.html, /<a href="https:\/\/evil/);
    assert.equal((mail.html.match(/<a /g) ?? []).length, 1, "the one link: the invitation's");
    assert.ok(mail.html.includes("&#60;a href="), "the name's markup is text");
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
