/** The request pipeline through the real handler: tokens, tenants, linking, sign-in methods. */
import type postgres from "postgres";
import { strict as assert } from "node:assert";
import { getIntrospectionQuery } from "graphql";
import {
  as,
  createMember,
  createOrg,
  gql,
  mintToken,
  startSession,
  withApi,
} from "./testing/api-fixture.ts";

const ME = "{ currentUser { id name userType } }";

function assertError(
  r: {
    status: number;
    errors?: { message: string; extensions?: { code?: string } }[];
  },
  status: number,
  code: string,
  message?: string,
) {
  assert.ok(r.errors?.length, `expected an error, got ${JSON.stringify(r)}`);
  assert.equal(r.errors[0].extensions?.code, code, JSON.stringify(r.errors));
  if (message) assert.equal(r.errors[0].message, message);
  assert.equal(r.status, status);
}

async function arrange(sql: postgres.Sql) {
  const org = await createOrg(sql);
  const admin = await createMember(sql, org, { userType: "Admin" });

  return { org, admin };
}

Deno.test("API sign-in pipeline: a linked, enabled person gets their own record", () =>
  withApi(async ({ sql, handler }) => {
    const { admin } = await arrange(sql);
    const r = await as(handler, admin)(ME);
    assert.equal(r.status, 200);
    assert.deepEqual(r.data.currentUser.id, admin.id);
  }));

Deno.test("API sign-in pipeline: no token → 401 Unauthorized", () =>
  withApi(async ({ sql, handler }) => {
    const { org } = await arrange(sql);
    assertError(
      await gql(handler, ME, { tenant: org.prefix }),
      401,
      "UNAUTHENTICATED",
      "Unauthorized",
    );
  }));

Deno.test("API sign-in pipeline: malformed, wrongly signed, expired and anon tokens → 401 Unauthorized", () =>
  withApi(async ({ sql, handler }) => {
    const { org, admin } = await arrange(sql);
    const bad = [
      "not-a-token",
      await mintToken({
        sub: admin.authUserId,
        email: admin.email,
        secret: "another-secret-0123456789-abcdefghijkl",
      }),
      await mintToken({
        sub: admin.authUserId,
        email: admin.email,
        expiresAt: Math.floor(Date.now() / 1000) - 5,
      }),
      await mintToken({
        sub: admin.authUserId,
        email: admin.email,
        role: "anon",
      }),
    ];
    for (const token of bad) {
      assertError(
        await gql(handler, ME, { token, tenant: org.prefix }),
        401,
        "UNAUTHENTICATED",
        "Unauthorized",
      );
    }
    const basic = await gql(handler, ME, {
      tenant: org.prefix,
      headers: { authorization: "Basic YTpi" },
    });
    assertError(basic, 401, "UNAUTHENTICATED", "Unauthorized");
  }));

Deno.test("API sign-in pipeline: missing or malformed x-tenant → 400 BAD_USER_INPUT", () =>
  withApi(async ({ sql, handler }) => {
    const { admin } = await arrange(sql);
    assertError(
      await gql(handler, ME, { token: admin.token }),
      400,
      "BAD_USER_INPUT",
      "The x-tenant header is required.",
    );
    assertError(
      await gql(handler, ME, {
        token: admin.token,
        tenant: "Not a prefix!",
      }),
      400,
      "BAD_USER_INPUT",
    );
  }));

Deno.test("API sign-in pipeline: another or unknown tenant → There is no user with these credentials.", () =>
  withApi(async ({ sql, handler }) => {
    const { admin } = await arrange(sql);
    const other = await createOrg(sql);
    await createMember(sql, other, { userType: "Admin" });
    const noUser = "There is no user with these credentials.";
    assertError(
      await gql(handler, ME, { token: admin.token, tenant: other.prefix }),
      401,
      "UNAUTHENTICATED",
      noUser,
    );
    assertError(
      await gql(handler, ME, { token: admin.token, tenant: "nosuchorg" }),
      401,
      "UNAUTHENTICATED",
      noUser,
    );
  }));

Deno.test("API sign-in pipeline: first sign-in links the person by email, once", () =>
  withApi(async ({ sql, handler }) => {
    const { org } = await arrange(sql);
    const fresh = await createMember(sql, org, { linked: false });
    const r = await as(handler, fresh)(ME);
    assert.equal(r.data?.currentUser?.id, fresh.id, JSON.stringify(r));
    const [row] = await sql`select auth_user_id from app.people where id = ${fresh.id}`;
    assert.equal(row.auth_user_id, fresh.authUserId);
  }));

Deno.test("API sign-in pipeline: a disabled person is not signed in, linked or not", () =>
  withApi(async ({ sql, handler }) => {
    const { org } = await arrange(sql);
    const disabled = await createMember(sql, org, { isAuthEnabled: false });
    assertError(
      await as(handler, disabled)(ME),
      401,
      "UNAUTHENTICATED",
      "There is no user with these credentials.",
    );
    const unlinked = await createMember(sql, org, {
      isAuthEnabled: false,
      linked: false,
    });
    assertError(await as(handler, unlinked)(ME), 401, "UNAUTHENTICATED");
    const [row] = await sql`select auth_user_id from app.people where id = ${unlinked.id}`;
    assert.equal(
      row.auth_user_id,
      null,
      "a disabled person must not be linked",
    );
  }));

Deno.test("API sign-in pipeline: an account whose email matches no person is refused", () =>
  withApi(async ({ sql, handler }) => {
    const { org } = await arrange(sql);
    // A live session of an account no person is linked to or matches.
    const stranger = crypto.randomUUID();
    await sql`insert into auth.users (id, email, aud, role, email_confirmed_at)
              values (${stranger}, 'stranger@example.test', 'authenticated', 'authenticated', now())`;
    const token = await mintToken({
      sub: stranger,
      email: "stranger@example.test",
      sessionId: await startSession(sql, stranger),
    });
    assertError(
      await gql(handler, ME, { token, tenant: org.prefix }),
      401,
      "UNAUTHENTICATED",
      "There is no user with these credentials.",
    );
  }));

Deno.test("API sign-in pipeline: the token's provider must be a sign-in method the organisation turns on", () =>
  withApi(async ({ sql, handler }) => {
    const googleOrg = await createOrg(sql, {
      is_email_auth_enabled: false,
      is_google_auth_enabled: true,
    });
    const viaEmail = await createMember(sql, googleOrg, {
      userType: "Admin",
    });
    const r = await as(handler, viaEmail)(ME);
    assertError(
      r,
      403,
      "FORBIDDEN",
      "Signing in with email and password is turned off for this organisation.",
    );
    const viaGoogle = await createMember(sql, googleOrg, {
      provider: "google",
    });
    assert.equal(
      (await as(handler, viaGoogle)(ME)).data.currentUser.id,
      viaGoogle.id,
    );
    const viaAzure = await createMember(sql, googleOrg, {
      provider: "azure",
    });
    assertError(await as(handler, viaAzure)(ME), 403, "FORBIDDEN");
    await sql`update app.settings set is_microsoft_auth_enabled = true where org_id = ${googleOrg.id}`;
    assert.equal(
      (await as(handler, viaAzure)(ME)).data.currentUser.id,
      viaAzure.id,
    );
  }));

Deno.test("API sign-in pipeline: tenantLoginOptions needs no token and says null for an unknown tenant", () =>
  withApi(async ({ sql, handler }) => {
    const { org } = await arrange(sql);
    const q =
      "query($t: String!) { tenantLoginOptions(tenant: $t) { organizationName isEmailAuthEnabled isGoogleAuthEnabled isMicrosoftAuthEnabled } }";
    const known = await gql(handler, q, {
      variables: { t: org.prefix.toUpperCase() },
    });
    assert.equal(known.status, 200);
    assert.deepEqual(known.data.tenantLoginOptions, {
      organizationName: `Org ${org.prefix}`,
      isEmailAuthEnabled: true,
      isGoogleAuthEnabled: false,
      isMicrosoftAuthEnabled: false,
    });
    // A stale token in the browser must not break the login page.
    const stale = await gql(handler, q, {
      variables: { t: org.prefix },
      token: "expired.garbage.token",
    });
    assert.equal(
      stale.data.tenantLoginOptions.organizationName,
      `Org ${org.prefix}`,
    );
    assert.equal(
      (await gql(handler, q, { variables: { t: "nosuchorg" } })).data
        .tenantLoginOptions,
      null,
    );
    assert.equal(
      (await gql(handler, q, { variables: { t: "bad prefix'; --" } })).data
        .tenantLoginOptions,
      null,
    );
  }));

Deno.test("API sign-in pipeline: anything beside tenantLoginOptions still needs a token", () =>
  withApi(async ({ sql, handler }) => {
    const { org } = await arrange(sql);
    const q =
      `{ tenantLoginOptions(tenant: "${org.prefix}") { organizationName } settings { timezone } }`;
    assertError(await gql(handler, q, {}), 401, "UNAUTHENTICATED");
    assertError(
      await gql(handler, "{ __schema { queryType { name } } }", {}),
      401,
      "UNAUTHENTICATED",
    );
  }));

Deno.test("API sign-in pipeline: introspection works for a signed-in caller", () =>
  withApi(async ({ sql, handler }) => {
    const { admin } = await arrange(sql);
    const r = await as(handler, admin)("{ __schema { queryType { name } } }");
    assert.equal(r.data.__schema.queryType.name, "Query");
    // The full query tools such as codegen send stays within the limits.
    const full = await as(handler, admin)(getIntrospectionQuery());
    assert.equal(full.errors, undefined, JSON.stringify(full.errors));
    const names = full.data.__schema.types.map((x: { name: string }) => x.name);
    assert.ok(names.includes("User") && names.includes("Settings"));
  }));
