/**
 * One database, the local sign-in service (supabase-js against /auth/v1) and the real
 * GraphQL handler over it, for the tests that every security event lands in the audit
 * trail with the right who (local/auth/audit-*-events.test.ts).
 */
import { strict as assert } from "node:assert";
import type { SupabaseClient } from "@supabase/supabase-js";
import { decodeJwt } from "jose";
import * as OTPAuth from "otpauth";
import { createMailboxMailer } from "../mailbox/mailbox-mailer.ts";
import { createGraphqlHandler } from "../../supabase/functions/graphql/server/create-handler.ts";
import {
  createMember,
  gql,
  type Member,
  mintToken,
  type Org,
} from "../../supabase/functions/graphql/testing/api-fixture.ts";
import { startLinkFlow } from "./link-flow.ts";
import { createTestDatabase } from "./test-database.ts";
import { TEST_JWT_SECRET } from "./test-server.ts";

export interface Entry {
  action: string;
  entity: string;
  entityId: string | null;
  personId: number | null;
  actor: string;
  sessionId: string | null;
  after: Record<string, unknown> | null;
}

export async function startSecurityAudit() {
  const db = await createTestDatabase();
  const { server, client, lastLink, setClock, signedUpConfirmed } = startLinkFlow(db);
  const mailer = createMailboxMailer(db.sql, "Routinely <no-reply@localhost>");
  const graphql = createGraphqlHandler({
    sql: db.sql,
    jwtSecret: TEST_JWT_SECRET,
    invitationMail: { send: (message) => mailer.sendMail(message), siteUrl: "https://app.test" },
  });

  /** The organisation's security-event entries (and people updates), oldest first. */
  async function entries(org: Org, actions: string[]): Promise<Entry[]> {
    const rows = await db.sql`
      select action, entity, entity_id, person_id, actor, session_id::text, after
        from app.audit_entries
       where org_id = ${org.id} and action = any (${actions}) order by id`;
    return rows.map((r) => ({
      action: r.action,
      entity: r.entity,
      entityId: r.entity_id,
      personId: r.person_id === null ? null : Number(r.person_id),
      actor: r.actor,
      sessionId: r.session_id,
      after: r.after,
    }));
  }

  /** A member whose token the local auth server's secret signs; aal2 when asked. */
  async function member(org: Org, userType: "Admin" | "Manager" | "User", aal?: string) {
    const m = await createMember(db.sql, org, { userType });
    const token = await mintToken({
      sub: m.authUserId,
      email: m.email,
      sessionId: m.sessionId,
      secret: TEST_JWT_SECRET,
      aal,
    });
    return { ...m, token };
  }

  const api = (by: Member, query: string, variables: Record<string, unknown> = {}) =>
    gql(graphql, query, { variables, token: by.token, tenant: by.org.prefix });

  /** A person of `org` linked to the account with this email. */
  async function personOf(org: Org, email: string, name: string): Promise<number> {
    const [row] = await db.sql`
      insert into app.people (org_id, people_handle, name, email, user_type, auth_user_id)
      select ${org.id}, ${"h" + crypto.randomUUID().slice(0, 8)}, ${name}, ${email}, 'User', u.id
        from auth.users u where lower(u.email) = lower(${email})
      returning id`;
    return Number(row.id);
  }

  function sessionOf(c: { access_token: string }): string {
    return decodeJwt(c.access_token).session_id as string;
  }

  async function sessionIdOf(c: SupabaseClient): Promise<string> {
    return sessionOf((await c.auth.getSession()).data.session!);
  }

  // TOTP codes at the server's clock, moved one 30-second step per code (each works once).
  let step = 0;
  function nextCode(secret: string): string {
    step++;
    const at = new Date(Date.now() + step * 30_000);
    setClock(at);
    return new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) }).generate({
      timestamp: at.getTime(),
    });
  }

  async function enrolVerified(c: SupabaseClient, name: string) {
    const enrolled = await c.auth.mfa.enroll({ factorType: "totp", friendlyName: name });
    assert.equal(enrolled.error, null);
    const { id, totp } = enrolled.data as { id: string; totp: { secret: string } };
    const verified = await c.auth.mfa.challengeAndVerify({
      factorId: id,
      code: nextCode(totp.secret),
    });
    assert.equal(verified.error, null);
    return id;
  }
  return {
    db,
    server,
    client,
    lastLink,
    setClock,
    signedUpConfirmed,
    mailer,
    graphql,
    entries,
    member,
    api,
    personOf,
    sessionOf,
    sessionIdOf,
    nextCode,
    enrolVerified,
  };
}
