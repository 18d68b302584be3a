/**
 * A person's own sign-in sessions (list, end one, end all others) and an Admin ending a
 * person's sessions, through the GraphQL API over auth.sessions as the auth service
 * keeps it. An ended session's access token stops working for the API at once.
 */
import { strict as assert } from "node:assert";
import type postgres from "postgres";
import {
  as,
  createMember,
  createOrg,
  createPerson,
  gql,
  type GqlResult,
  type Member,
  mintToken,
  startSession,
  withApi,
} from "./testing/api-fixture.ts";
import type { Handler } from "./server/create-handler.ts";

const LIST = `query($offset: Int, $limit: Int) { mySessions(offset: $offset, limit: $limit) {
  totalCount nodes { id createdAt lastUsedAt ip userAgent isCurrent } } }`;
const END = "mutation($id: ID!) { endSession(id: $id) }";
const END_OTHERS = "mutation { endOtherSessions }";
const END_PERSON = "mutation($id: Int!) { endPersonSessions(personId: $id) }";
const ME = "{ currentUser { id } }";

const HOUR = 3_600_000;

/** A further session of `member`'s account, started `ageMs` ago, and a token naming it. */
async function anotherSession(
  sql: postgres.Sql,
  member: Member,
  fields: { ageMs?: number; refreshedAgoMs?: number; ip?: string; userAgent?: string } = {},
): Promise<{ sessionId: string; token: string }> {
  const sessionId = await startSession(sql, member.authUserId);
  const created = new Date(Date.now() - (fields.ageMs ?? 0));
  // refreshed_at is a timestamp without time zone in UTC, as GoTrue writes it.
  const refreshed = fields.refreshedAgoMs === undefined
    ? null
    : new Date(Date.now() - fields.refreshedAgoMs).toISOString().replace("Z", "");
  await sql`update auth.sessions
               set created_at = ${created}, refreshed_at = ${refreshed}::timestamp,
                   ip = ${fields.ip ?? null}, user_agent = ${fields.userAgent ?? null}
             where id = ${sessionId}`;
  const token = await mintToken({ sub: member.authUserId, email: member.email, sessionId });
  return { sessionId, token };
}

async function liveSessionIds(sql: postgres.Sql, authUserId: string): Promise<string[]> {
  const rows = await sql`select id from auth.sessions where user_id = ${authUserId} order by id`;
  return rows.map((r) => r.id as string);
}

function withToken(handler: Handler, member: Member, token: string) {
  return (query: string, variables: Record<string, unknown> = {}) =>
    gql(handler, query, { variables, token, tenant: member.org.prefix });
}

function assertCode(r: GqlResult, code: string, status: number) {
  assert.equal(r.errors?.[0]?.extensions?.code, code, JSON.stringify(r));
  assert.equal(r.status, status, JSON.stringify(r));
}

Deno.test("API my sessions: lists the caller's live sessions, last used first, current marked", () =>
  withApi(async ({ sql, handler }) => {
    const org = await createOrg(sql);
    const me = await createMember(sql, org);
    // The fixture's session (the caller's) started now and was never refreshed.
    const old = await anotherSession(sql, me, {
      ageMs: 30 * 24 * HOUR,
      refreshedAgoMs: 2 * HOUR,
      ip: "203.0.113.7",
      userAgent: "Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0.0.0 Safari/537.36",
    });
    const older = await anotherSession(sql, me, { ageMs: 5 * 24 * HOUR, ip: "2001:db8::1" });
    // Past its not_after: not live, not listed.
    const expired = await startSession(sql, me.authUserId, {
      notAfter: new Date(Date.now() - 60_000),
    });
    // Someone else's session: never listed.
    const stranger = await createMember(sql, org);

    const r = await as(handler, me)(LIST);
    assert.equal(r.status, 200, JSON.stringify(r));
    const list = r.data.mySessions;
    assert.equal(list.totalCount, 3);
    assert.deepEqual(
      list.nodes.map((s: { id: string }) => s.id),
      [me.sessionId, old.sessionId, older.sessionId],
    );
    const ids = list.nodes.map((s: { id: string }) => s.id);
    assert.ok(!ids.includes(expired) && !ids.includes(stranger.sessionId));
    const [current, refreshed, never] = list.nodes;
    assert.equal(current.isCurrent, true);
    assert.equal(refreshed.isCurrent, false);
    assert.equal(never.isCurrent, false);
    // Last use is the last refresh, else the start.
    const near = (iso: string, agoMs: number) =>
      Math.abs(Date.parse(iso) - (Date.now() - agoMs)) < 10 * 60_000;
    assert.ok(near(refreshed.lastUsedAt, 2 * HOUR), refreshed.lastUsedAt);
    assert.ok(near(refreshed.createdAt, 30 * 24 * HOUR), refreshed.createdAt);
    assert.equal(never.lastUsedAt, never.createdAt);
    assert.equal(refreshed.ip, "203.0.113.7");
    assert.equal(never.ip, "2001:db8::1");
    assert.equal(current.ip, null);
    assert.match(refreshed.userAgent, /Chrome\/131/);
    assert.equal(never.userAgent, null);
  }));

Deno.test("API my sessions: pages with offset and limit; the total stays", () =>
  withApi(async ({ sql, handler }) => {
    const org = await createOrg(sql);
    const me = await createMember(sql, org);
    const a = await anotherSession(sql, me, { ageMs: HOUR });
    const b = await anotherSession(sql, me, { ageMs: 2 * HOUR });
    const page = await as(handler, me)(LIST, { offset: 1, limit: 1 });
    assert.deepEqual(page.data.mySessions.nodes.map((s: { id: string }) => s.id), [a.sessionId]);
    assert.equal(page.data.mySessions.totalCount, 3);
    const last = await as(handler, me)(LIST, { offset: 2, limit: 5 });
    assert.deepEqual(last.data.mySessions.nodes.map((s: { id: string }) => s.id), [b.sessionId]);
    const past = await as(handler, me)(LIST, { offset: 10 });
    assert.deepEqual(past.data.mySessions, { totalCount: 3, nodes: [] });
    for (const bad of [{ limit: 0 }, { limit: 101 }, { offset: -1 }]) {
      assertCode(await as(handler, me)(LIST, bad), "BAD_USER_INPUT", 400);
    }
  }));

Deno.test("API my sessions: every type of person lists their own", () =>
  withApi(async ({ sql, handler }) => {
    const org = await createOrg(sql);
    for (const userType of ["User", "Manager", "Admin"] as const) {
      const me = await createMember(sql, org, { userType });
      const r = await as(handler, me)(LIST);
      assert.equal(r.data?.mySessions?.totalCount, 1, `${userType}: ${JSON.stringify(r)}`);
    }
  }));

Deno.test("API ending one's own sessions: endSession ends another session; its token stops working at once", () =>
  withApi(async ({ sql, handler }) => {
    const org = await createOrg(sql);
    const me = await createMember(sql, org);
    const laptop = await anotherSession(sql, me);
    const phone = await anotherSession(sql, me);
    assert.equal((await withToken(handler, me, laptop.token)(ME)).status, 200);

    const r = await as(handler, me)(END, { id: laptop.sessionId });
    assert.equal(r.data?.endSession, true, JSON.stringify(r));
    const refused = await withToken(handler, me, laptop.token)(ME);
    assertCode(refused, "UNAUTHENTICATED", 401);
    assert.deepEqual(
      await liveSessionIds(sql, me.authUserId),
      [me.sessionId, phone.sessionId].sort(),
    );
    assert.equal((await withToken(handler, me, phone.token)(ME)).status, 200);
    assert.equal((await as(handler, me)(ME)).status, 200);
  }));

Deno.test("API ending one's own sessions: the current session cannot be ended as another", () =>
  withApi(async ({ sql, handler }) => {
    const org = await createOrg(sql);
    const me = await createMember(sql, org);
    const r = await as(handler, me)(END, { id: me.sessionId });
    assertCode(r, "BAD_USER_INPUT", 400);
    assert.match(r.errors![0].message, /Sign out/);
    assert.deepEqual(await liveSessionIds(sql, me.authUserId), [me.sessionId]);
  }));

Deno.test("API ending one's own sessions: another account's session is not found and stays", () =>
  withApi(async ({ sql, handler }) => {
    const org = await createOrg(sql);
    const me = await createMember(sql, org);
    const other = await createMember(sql, org);
    const r = await as(handler, me)(END, { id: other.sessionId });
    assertCode(r, "NOT_FOUND", 404);
    assert.deepEqual(await liveSessionIds(sql, other.authUserId), [other.sessionId]);
    assertCode(
      await as(handler, me)(END, { id: crypto.randomUUID() }),
      "NOT_FOUND",
      404,
    );
    assertCode(await as(handler, me)(END, { id: "not-a-session" }), "BAD_USER_INPUT", 400);
  }));

Deno.test("API ending one's own sessions: endOtherSessions ends every other session, keeps this one", () =>
  withApi(async ({ sql, handler }) => {
    const org = await createOrg(sql);
    const me = await createMember(sql, org);
    const others = [await anotherSession(sql, me), await anotherSession(sql, me)];
    const bystander = await createMember(sql, org);
    const r = await as(handler, me)(END_OTHERS);
    assert.equal(r.data?.endOtherSessions, 2, JSON.stringify(r));
    for (const other of others) {
      assertCode(await withToken(handler, me, other.token)(ME), "UNAUTHENTICATED", 401);
    }
    assert.deepEqual(await liveSessionIds(sql, me.authUserId), [me.sessionId]);
    assert.equal((await as(handler, me)(ME)).status, 200);
    assert.deepEqual(await liveSessionIds(sql, bystander.authUserId), [bystander.sessionId]);
    assert.equal((await as(handler, me)(END_OTHERS)).data?.endOtherSessions, 0);
  }));

async function arrange(sql: postgres.Sql) {
  const org = await createOrg(sql);
  const elsewhere = await createOrg(sql);
  const admin = await createMember(sql, org, { userType: "Admin" });

  return { org, elsewhere, admin };
}

Deno.test("API an Admin ends a person's sessions: every session of the person ends; their tokens stop working", () =>
  withApi(async ({ sql, handler }) => {
    const { org, admin } = await arrange(sql);
    const person = await createMember(sql, org);
    const second = await anotherSession(sql, person);
    const bystander = await createMember(sql, org);
    const r = await as(handler, admin)(END_PERSON, { id: person.id });
    assert.equal(r.data?.endPersonSessions, 2, JSON.stringify(r));
    assert.deepEqual(await liveSessionIds(sql, person.authUserId), []);
    assertCode(await as(handler, person)(ME), "UNAUTHENTICATED", 401);
    assertCode(await withToken(handler, person, second.token)(ME), "UNAUTHENTICATED", 401);
    assert.deepEqual(await liveSessionIds(sql, bystander.authUserId), [bystander.sessionId]);
    assert.equal((await as(handler, admin)(ME)).status, 200);
  }));

Deno.test("API an Admin ends a person's sessions: a person of another organisation is refused; nothing changes", () =>
  withApi(async ({ sql, handler }) => {
    const { elsewhere, admin } = await arrange(sql);
    const outsider = await createMember(sql, elsewhere, { userType: "Admin" });
    const r = await as(handler, admin)(END_PERSON, { id: outsider.id });
    assertCode(r, "NOT_FOUND", 404);
    assert.deepEqual(await liveSessionIds(sql, outsider.authUserId), [outsider.sessionId]);
    assertCode(
      await as(handler, admin)(END_PERSON, { id: 2_000_000_000 }),
      "NOT_FOUND",
      404,
    );
  }));

Deno.test("API an Admin ends a person's sessions: Managers and Users are refused; nothing changes", () =>
  withApi(async ({ sql, handler }) => {
    const { org } = await arrange(sql);
    const target = await createMember(sql, org);
    for (const userType of ["Manager", "User"] as const) {
      const caller = await createMember(sql, org, { userType });
      const r = await as(handler, caller)(END_PERSON, { id: target.id });
      assertCode(r, "FORBIDDEN", 403);
      assert.deepEqual(await liveSessionIds(sql, target.authUserId), [target.sessionId]);
    }
  }));

Deno.test("API an Admin ends a person's sessions: the database refuses a non-Admin too, whatever the API says", () =>
  withApi(async ({ sql }) => {
    const { org } = await arrange(sql);
    const manager = await createMember(sql, org, { userType: "Manager" });
    const target = await createMember(sql, org);
    await assert.rejects(
      sql.begin(async (tx) => {
        await tx`select set_config('request.jwt.claims', ${
          JSON.stringify({ sub: manager.authUserId, role: "authenticated" })
        }, true), set_config('app.tenant', ${org.prefix}, true),
          set_config('role', 'authenticated', true)`;
        await tx`select app.end_person_sessions(${target.id}::bigint)`;
      }),
      (e: { code?: string }) => e.code === "42501",
    );
    assert.deepEqual(await liveSessionIds(sql, target.authUserId), [target.sessionId]);
    // The deleting helper itself is no one's to call: it decides nothing about whose.
    await assert.rejects(
      sql.begin(async (tx) => {
        await tx`select set_config('request.jwt.claims', ${
          JSON.stringify({ sub: manager.authUserId, role: "authenticated" })
        }, true), set_config('role', 'authenticated', true)`;
        await tx`select app.delete_auth_sessions(array[${target.sessionId}]::uuid[])`;
      }),
      (e: { code?: string; message?: string }) =>
        e.code === "42501" && /permission denied/.test(e.message ?? ""),
    );
    assert.deepEqual(await liveSessionIds(sql, target.authUserId), [target.sessionId]);
  }));

Deno.test("API an Admin ends a person's sessions: not the Admin's own; a person without an account has none", () =>
  withApi(async ({ sql, handler }) => {
    const { org, admin } = await arrange(sql);
    const own = await as(handler, admin)(END_PERSON, { id: admin.id });
    assertCode(own, "BAD_USER_INPUT", 400);
    assert.deepEqual(await liveSessionIds(sql, admin.authUserId), [admin.sessionId]);
    const noAccount = await createPerson(sql, org);
    const r = await as(handler, admin)(END_PERSON, { id: noAccount });
    assert.equal(r.data?.endPersonSessions, 0, JSON.stringify(r));
  }));

Deno.test("API: ending sessions deletes GoTrue's refresh tokens too", async () => {
  // Supabase keeps refresh tokens in auth.refresh_tokens (the local stack in its own
  // schema, cascading from the session). Made here in GoTrue's shape but WITHOUT the
  // cascading foreign key, so only an explicit revocation passes.
  await withApi(async ({ sql, handler }) => {
    await sql`create table auth.refresh_tokens (
      id bigserial primary key, token varchar(255), user_id varchar(255),
      revoked boolean, created_at timestamptz, updated_at timestamptz,
      parent varchar(255), session_id uuid)`;
    const org = await createOrg(sql);
    const admin = await createMember(sql, org, { userType: "Admin" });
    const me = await createMember(sql, org);
    const mine = [await anotherSession(sql, me), await anotherSession(sql, me)];
    const person = await createMember(sql, org);
    const tokenOf = async (sessionId: string, userId: string) =>
      await sql`insert into auth.refresh_tokens (token, user_id, revoked, session_id)
                values (${crypto.randomUUID()}, ${userId}, false, ${sessionId})`;
    for (const s of [me.sessionId, ...mine.map((m) => m.sessionId)]) {
      await tokenOf(s, me.authUserId);
    }
    await tokenOf(person.sessionId, person.authUserId);
    const tokensOf = async (sessionIds: string[]) =>
      (await sql`select count(*)::int as n from auth.refresh_tokens
                  where session_id = any (${sessionIds}::uuid[])`)[0].n;

    assert.equal((await as(handler, me)(END, { id: mine[0].sessionId })).data?.endSession, true);
    assert.equal(await tokensOf([mine[0].sessionId]), 0);
    assert.equal((await as(handler, me)(END_OTHERS)).data?.endOtherSessions, 1);
    assert.equal(await tokensOf([mine[1].sessionId]), 0);
    assert.equal(await tokensOf([me.sessionId]), 1, "the current session keeps its token");
    assert.equal(
      (await as(handler, admin)(END_PERSON, { id: person.id })).data?.endPersonSessions,
      1,
    );
    assert.equal(await tokensOf([person.sessionId]), 0);
  }, { ownDatabase: true });
});

Deno.test("API: sessions list on GoTrue's column types (ip inet)", async () => {
  // GoTrue keeps the client address as inet, the local stack as text: the list reads both.
  await withApi(async ({ sql, handler }) => {
    await sql`alter table auth.sessions alter column ip type inet using ip::inet`;
    const org = await createOrg(sql);
    const me = await createMember(sql, org);
    const v4 = await anotherSession(sql, me, { ageMs: HOUR });
    const v6 = await anotherSession(sql, me, { ageMs: 2 * HOUR });
    await sql`update auth.sessions set ip = '203.0.113.9'::inet where id = ${v4.sessionId}`;
    await sql`update auth.sessions set ip = '2001:db8::7'::inet where id = ${v6.sessionId}`;
    const r = await as(handler, me)(LIST);
    assert.deepEqual(
      r.data?.mySessions?.nodes.map((s: { ip: string | null }) => s.ip),
      [null, "203.0.113.9", "2001:db8::7"],
      JSON.stringify(r),
    );
  }, { ownDatabase: true });
});
