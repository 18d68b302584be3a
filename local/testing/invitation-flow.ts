/**
 * One database, the local sign-in service and the real GraphQL handler over it, mailing
 * through the local mailbox (what the stack uses without SMTP_URL): mails are read back from
 * local_mail.messages. For the invitation tests (local/auth/invitation*.test.ts).
 */
import { strict as assert } from "node:assert";
import type { SupabaseClient } from "@supabase/supabase-js";
import { memoryClient } from "./supabase-client.ts";
import { createMailboxMailer } from "../mailbox/mailbox-mailer.ts";
import { latestMail } from "./mailbox.ts";
import { createGraphqlHandler } from "../../supabase/functions/graphql/server/create-handler.ts";
import {
  createMember,
  gql,
  type Member,
  mintToken,
  type Org,
} from "../../supabase/functions/graphql/testing/api-fixture.ts";
import { createTestDatabase } from "./test-database.ts";
import {
  DEFAULT_INVITATION_LIMITS,
  type InvitationLimits,
} from "../../supabase/functions/_shared/commands/people/invitation-limits.ts";
import { startTestServer, TEST_JWT_SECRET } from "./test-server.ts";

export async function startInvitationFlow() {
  const db = await createTestDatabase();
  // The real mailer's local mailbox (what the stack uses without SMTP_URL): mails are read
  // back from local_mail.messages.
  const mailer = createMailboxMailer(db.sql, "Routinely <no-reply@localhost>");
  const server = startTestServer({
    sql: db.sql,
    autoconfirm: false,
    sendMail: (message) => mailer.sendMail(message),
  });
  const SITE = "https://app.example.test";
  /** The default limits, as INVITATION_MAIL_… leave them unset. */
  const LIMITS = { ...DEFAULT_INVITATION_LIMITS };
  /** The real handler, as one stack process (or edge worker) makes it. */
  const graphqlWith = (limits: InvitationLimits = LIMITS) =>
    createGraphqlHandler({
      sql: db.sql,
      jwtSecret: TEST_JWT_SECRET,
      invitationMail: {
        send: (message) => mailer.sendMail(message),
        siteUrl: SITE,
        limits,
      },
    });
  const graphql = graphqlWith();
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

  const invite = (by: Member, id: number, handler = graphql) =>
    gql(handler, INVITE, { variables: { id }, token: by.token, tenant: by.org.prefix });

  /**
   * The organisation's invitation mails so far, as if sent `seconds` earlier: the limits
   * count in the database by its clock, so a test moves the rows rather than wait.
   */
  async function rewind(org: Org, seconds: number) {
    await db.sql`update app_private.invitation_mails
                    set sent_at = sent_at - make_interval(secs => ${seconds})
                  where org_id = ${org.id}`;
  }

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
  return {
    db,
    mailer,
    server,
    SITE,
    LIMITS,
    graphqlWith,
    graphql,
    INVITE,
    client,
    member,
    invite,
    rewind,
    lastInvitation,
    tokenRows,
  };
}
