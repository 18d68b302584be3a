/**
 * The limits on invitation mails, through the real GraphQL handler and the local mailbox:
 * per person, per organisation (counted across processes), and under concurrency.
 */
import { strict as assert } from "node:assert";
import { mailCount } from "../testing/mailbox.ts";
import { createOrg, createPerson } from "../../supabase/functions/graphql/testing/api-fixture.ts";
import { uniqueEmail } from "../testing/test-server.ts";
import { startInvitationFlow } from "../testing/invitation-flow.ts";

const { db, server, graphqlWith, graphql, client, member, invite, rewind, lastInvitation } =
  await startInvitationFlow();
// The database, its pool and the sign-in server are opened once for the file and kept across
// its tests (each makes its own organisations): their connections and timers outlive the test
// that opened them, which Deno's leak checks would count against it. The last test closes them.
const opts = { sanitizeOps: false, sanitizeResources: false };

Deno.test({
  name:
    "a second invitation to the same person within a minute is refused (TOO_MANY_REQUESTS): nothing sent, the first link stays",
  ...opts,
  fn: async () => {
    const org = await createOrg(db.sql);
    const admin = await member(org, "Admin");
    const manager = await member(org, "Manager");
    const email = uniqueEmail("once-a-minute");
    const personId = await createPerson(db.sql, org, { email });

    assert.equal((await invite(admin, personId)).errors, undefined);
    const first = (await lastInvitation(email)).token;
    const sentBefore = await mailCount(db.sql, email);
    // Whoever asks, through whichever process.
    for (const [by, handler] of [[admin, graphql], [manager, graphqlWith()]] as const) {
      const again = await invite(by, personId, handler);
      assert.equal(again.status, 429);
      assert.equal(again.errors?.[0]?.extensions?.code, "TOO_MANY_REQUESTS");
      assert.match(
        again.errors![0].message,
        /^An invitation was mailed to this person a moment ago\. Try again in \d+ seconds?\.$/,
      );
      assert.equal(again.data?.invitePerson ?? null, null);
    }
    assert.equal(await mailCount(db.sql, email), sentBefore, "no mail");
    assert.equal((await lastInvitation(email)).token, first);
    const live = await client().auth.verifyOtp({ token_hash: first, type: "invite" });
    assert.equal(live.error, null, "the first link still works");

    // Another person of the organisation is not held up.
    const other = await createPerson(db.sql, org, { email: uniqueEmail("someone-else") });
    assert.equal((await invite(admin, other)).errors, undefined);
    // A minute later the person may be invited again.
    await rewind(org, 61);
    assert.equal((await invite(admin, personId)).errors, undefined);
    assert.equal(await mailCount(db.sql, email), sentBefore + 1);
  },
});

Deno.test({
  name:
    "an organisation mails at most so many invitations per window, counted across processes; another organisation is not affected",
  ...opts,
  fn: async () => {
    const limits = { minIntervalSeconds: 60, perOrganization: 2, windowSeconds: 3600 };
    const [one, two] = [graphqlWith(limits), graphqlWith(limits)];
    const org = await createOrg(db.sql);
    const admin = await member(org, "Admin");
    const people = [];
    for (let i = 0; i < 3; i++) {
      people.push(await createPerson(db.sql, org, { email: uniqueEmail(`batch${i}`) }));
    }
    assert.equal((await invite(admin, people[0], one)).errors, undefined);
    assert.equal((await invite(admin, people[1], two)).errors, undefined);
    const sentBefore = await mailCount(db.sql);
    const third = await invite(admin, people[2], one);
    assert.equal(third.errors?.[0]?.extensions?.code, "TOO_MANY_REQUESTS");
    assert.match(
      third.errors![0].message,
      /^This organisation has mailed as many invitations as it may for now\. Try again in 60 minutes\.$/,
    );
    assert.equal(await mailCount(db.sql), sentBefore, "no mail");

    const elsewhere = await createOrg(db.sql);
    const otherAdmin = await member(elsewhere, "Admin");
    const theirs = await createPerson(db.sql, elsewhere, { email: uniqueEmail("theirs") });
    assert.equal((await invite(otherAdmin, theirs, two)).errors, undefined);

    // Once the first mail has left the window, one more may go.
    await rewind(org, 3600 - 30);
    const still = await invite(admin, people[2], two);
    assert.match(still.errors?.[0]?.message ?? "", /Try again in \d+ seconds\./);
    await rewind(org, 31);
    assert.equal((await invite(admin, people[2], two)).errors, undefined);
  },
});

Deno.test({
  name: "two Admins inviting at once through two processes cannot both pass a limit of one",
  ...opts,
  fn: async () => {
    const limits = { minIntervalSeconds: 60, perOrganization: 1, windowSeconds: 3600 };
    const org = await createOrg(db.sql);
    const admins = [await member(org, "Admin"), await member(org, "Admin")];
    const people = [
      await createPerson(db.sql, org, { email: uniqueEmail("race-a") }),
      await createPerson(db.sql, org, { email: uniqueEmail("race-b") }),
    ];
    const sentBefore = await mailCount(db.sql);
    const answers = await Promise.all(
      admins.map((admin, i) => invite(admin, people[i], graphqlWith(limits))),
    );
    const codes = answers.map((a) => a.errors?.[0]?.extensions?.code ?? "OK").sort();
    assert.deepEqual(codes, ["OK", "TOO_MANY_REQUESTS"]);
    assert.equal(await mailCount(db.sql), sentBefore + 1, "one mail");
    const [row] = await db.sql`
      select count(*)::int as n from app_private.invitation_mails where org_id = ${org.id}`;
    assert.equal(row.n, 1);
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
