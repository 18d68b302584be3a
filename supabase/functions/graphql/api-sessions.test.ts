/**
 * Sessions end API access (docs/security.md#sessions): the token's session (auth.sessions, session_id
 * for sub, not past not_after) is checked by the statement that loads the caller, so a
 * request still costs BEGIN, that one statement and COMMIT before its resolvers.
 */
import { strict as assert } from "node:assert";
import postgres from "postgres";
import { createGraphqlHandler } from "./server/create-handler.ts";
import {
  as,
  createMember,
  createOrg,
  endSession,
  gql,
  type GqlResult,
  mintToken,
  startSession,
  TEST_SECRET,
  withApi,
} from "./testing/api-fixture.ts";

const ME = "{ currentUser { id } }";

function assertUnauthorized(r: GqlResult) {
  assert.equal(r.status, 401, JSON.stringify(r));
  assert.equal(r.errors?.[0]?.extensions?.code, "UNAUTHENTICATED");
  assert.equal(r.errors?.[0]?.message, "Unauthorized");
}

async function arrange(sql: postgres.Sql) {
  const org = await createOrg(sql);

  return { org };
}

Deno.test("API session access: a live session works", () =>
  withApi(async ({ sql, handler }) => {
    const { org } = await arrange(sql);
    const member = await createMember(sql, org, { userType: "Admin" });
    const r = await as(handler, member)(ME);
    assert.equal(r.data?.currentUser?.id, member.id, JSON.stringify(r));
  }));

Deno.test("API session access: an ended (deleted) session → 401", () =>
  withApi(async ({ sql, handler }) => {
    const { org } = await arrange(sql);
    const member = await createMember(sql, org, { userType: "Admin" });
    assert.equal((await as(handler, member)(ME)).status, 200);
    await endSession(sql, member.sessionId);
    assertUnauthorized(await as(handler, member)(ME));
  }));

Deno.test("API session access: a session past its not_after → 401", () =>
  withApi(async ({ sql, handler }) => {
    const { org } = await arrange(sql);
    const member = await createMember(sql, org);
    const expired = await startSession(sql, member.authUserId, {
      notAfter: new Date(Date.now() - 60_000),
    });
    const token = await mintToken({
      sub: member.authUserId,
      email: member.email,
      sessionId: expired,
    });
    assertUnauthorized(await gql(handler, ME, { token, tenant: org.prefix }));
    const later = await startSession(sql, member.authUserId, {
      notAfter: new Date(Date.now() + 3_600_000),
    });
    const fine = await mintToken({
      sub: member.authUserId,
      email: member.email,
      sessionId: later,
    });
    assert.equal((await gql(handler, ME, { token: fine, tenant: org.prefix })).status, 200);
  }));

Deno.test("API session access: another account's session → 401", () =>
  withApi(async ({ sql, handler }) => {
    const { org } = await arrange(sql);
    const member = await createMember(sql, org);
    const other = await createMember(sql, org);
    const token = await mintToken({
      sub: member.authUserId,
      email: member.email,
      sessionId: other.sessionId,
    });
    assertUnauthorized(await gql(handler, ME, { token, tenant: org.prefix }));
  }));

Deno.test("API session access: a token without session_id, or with a malformed one → 401", () =>
  withApi(async ({ sql, handler }) => {
    const { org } = await arrange(sql);
    const member = await createMember(sql, org);
    for (const sessionId of [null, "not-a-uuid"]) {
      const token = await mintToken({ sub: member.authUserId, email: member.email, sessionId });
      assertUnauthorized(await gql(handler, ME, { token, tenant: org.prefix }));
    }
  }));

Deno.test("API session access: an ended session does not link a person on first sign-in", () =>
  withApi(async ({ sql, handler }) => {
    const { org } = await arrange(sql);
    const fresh = await createMember(sql, org, { linked: false });
    await endSession(sql, fresh.sessionId);
    assertUnauthorized(await as(handler, fresh)(ME));
    const [row] = await sql`select auth_user_id from app.people where id = ${fresh.id}`;
    assert.equal(row.auth_user_id, null);
  }));

Deno.test("the caller, its session and its sign-in methods cost one statement", async () => {
  await withApi(async ({ db, sql }) => {
    const statements: string[] = [];
    const counted = postgres(db.url, {
      max: 1,
      onnotice: () => {},
      debug: (_connection, query) => void statements.push(query.trim().split(/\s+/)[0]!),
    });
    try {
      const handler = createGraphqlHandler({ sql: counted, jwtSecret: TEST_SECRET });
      await counted`select 1`; // postgres.js reads the array types on connecting
      const org = await createOrg(sql);
      const linked = await createMember(sql, org, { userType: "Admin" });
      const fresh = await createMember(sql, org, { linked: false });
      // `mutation { __typename }` runs the whole caller pipeline and no resolver.
      for (const member of [linked, fresh]) {
        statements.length = 0;
        const r = await as(handler, member)("mutation { __typename }");
        assert.equal(r.status, 200, JSON.stringify(r));
        assert.deepEqual(statements, ["begin", "select", "commit"]);
      }
      const [row] = await sql`select auth_user_id from app.people where id = ${fresh.id}`;
      assert.equal(row.auth_user_id, fresh.authUserId, "first sign-in linked in that statement");
    } finally {
      await counted.end();
    }
  });
});
