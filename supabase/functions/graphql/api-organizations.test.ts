/**
 * createOrganization and isPrefixAvailable (docs/organisations.md#creating-an-organisation): a confirmed identity
 * creates an organisation, its settings and itself as Admin in one go, then works in it
 * as a member; refusals change nothing; ORG_SIGNUP=closed; the rate limit, counted in
 * the database so that two handlers (two stack processes) share it.
 */
import { strict as assert } from "node:assert";
import type postgres from "postgres";
import type { SignupPolicy } from "../_shared/commands/organizations/signup-policy.ts";
import { createGraphqlHandler } from "./server/create-handler.ts";
import {
  createMember,
  createOrg,
  gql,
  mintToken,
  startSession,
  TEST_SECRET,
  withApi,
} from "./testing/api-fixture.ts";

const CREATE = `mutation($input: OrganizationInput!) {
  createOrganization(input: $input) { id prefix organization } }`;
const AVAILABLE = `query($p: String!) { isPrefixAvailable(prefix: $p) { available reason } }`;

const OPEN: SignupPolicy = {
  closed: false,
  limits: { perIdentity: 100, perAddress: 100, windowSeconds: 3600 },
};

let n = 0;
function uniquePrefix(): string {
  n++;
  return `o${Date.now().toString(36)}${n}${Math.floor(Math.random() * 1e4)}`;
}

/** A signed-in account that belongs to no organisation (what sign-up leaves). */
async function identity(sql: postgres.Sql, { confirmed = true } = {}) {
  const id = crypto.randomUUID();
  const email = `founder-${id.slice(0, 8)}@example.test`;
  await sql`insert into auth.users (id, email, aud, role, email_confirmed_at)
            values (${id}, ${email}, 'authenticated', 'authenticated',
                    ${confirmed ? new Date() : null})`;
  const sessionId = await startSession(sql, id);
  return { id, email, token: await mintToken({ sub: id, email, sessionId }) };
}

function create(
  handler: (req: Request) => Promise<Response>,
  token: string,
  input: Record<string, unknown>,
  { address = "203.0.113.1", flag = true }: { address?: string; flag?: boolean } = {},
) {
  return gql(handler, CREATE, {
    token,
    variables: { input },
    headers: { "x-forwarded-for": address, ...(flag ? { "x-organization": "1" } : {}) },
  });
}

/**
 * Every organisation, settings row and person of the database: a test that counts them has a
 * database of its own, where other files' organisations do not change the count meanwhile.
 */
async function counts(sql: postgres.Sql) {
  const [row] = await sql`select (select count(*) from app.organizations)::int as orgs,
                                 (select count(*) from app.settings)::int as settings,
                                 (select count(*) from app.people)::int as people`;
  return row;
}

/** A handler with organisation sign-up open. */
const signupHandler = (sql: postgres.Sql) =>
  createGraphqlHandler({ sql, jwtSecret: TEST_SECRET, orgSignup: OPEN });

Deno.test("API createOrganization: creates the organisation, its settings and its Admin linked to the caller", () =>
  withApi(async ({ sql }) => {
    const handler = signupHandler(sql);
    const me = await identity(sql);
    const prefix = uniquePrefix();
    const r = await create(handler, me.token, {
      organization: "  Acme Ltd ",
      prefix: prefix.toUpperCase(),
      timezone: "GMT+05:30",
    });
    assert.equal(r.errors, undefined, JSON.stringify(r.errors));
    assert.equal(r.data.createOrganization.prefix, prefix);
    assert.equal(r.data.createOrganization.organization, "Acme Ltd");
    const orgId = r.data.createOrganization.id;
    const [settings] = await sql`select timezone from app.settings where org_id = ${orgId}`;
    assert.equal(settings.timezone, "GMT+05:30");
    const people = await sql`select email, user_type, auth_user_id, is_auth_enabled
                             from app.people where org_id = ${orgId}`;
    assert.deepEqual(people.map((p) => ({ ...p })), [{
      email: me.email,
      user_type: "Admin",
      auth_user_id: me.id,
      is_auth_enabled: true,
    }]);

    // The creator now works in the new tenant as its Admin.
    const asMe = (query: string, variables = {}) =>
      gql(handler, query, { token: me.token, tenant: prefix, variables });
    const who = await asMe(`{ currentUser { userType email } settings { organizationName } }`);
    assert.equal(who.errors, undefined, JSON.stringify(who.errors));
    assert.deepEqual(who.data.currentUser, { userType: "Admin", email: me.email });
    assert.equal(who.data.settings.organizationName, "Acme Ltd");
    const made = await asMe(
      `mutation($u: CreateUserInput!) { createUser(user: $u) { id } }`,
      { u: { peopleHandle: "colleague", name: "A Colleague", userType: "User" } },
    );
    assert.equal(made.errors, undefined, JSON.stringify(made.errors));
  }));

Deno.test("API createOrganization: refused input changes nothing: each a BAD_USER_INPUT on its field", () =>
  withApi(async ({ sql }) => {
    const handler = signupHandler(sql);
    const me = await identity(sql);
    const other = await createOrg(sql);
    const before = await counts(sql);
    const cases: [Record<string, string>, string, RegExp][] = [
      [{ prefix: other.prefix }, "prefix", /already exists/],
      [{ prefix: other.prefix.toUpperCase() }, "prefix", /already exists/],
      [{ prefix: "login" }, "prefix", /reserved/],
      [{ prefix: "tenant-otref" }, "prefix", /reserved/],
      [{ prefix: "a_b" }, "prefix", /lower-case letters/],
      [{ prefix: "xn--bcher-kva" }, "prefix", /two dashes in a row \(such as xn--/],
      [{ prefix: "XN--80AK6AA92E" }, "prefix", /two dashes in a row/],
      [{ prefix: "acme--corp" }, "prefix", /two dashes in a row/],
      [{ prefix: "x" }, "prefix", /2–32/],
      [{ prefix: "a".repeat(33) }, "prefix", /2–32/],
      [{ timezone: "GMT+15:00" }, "timezone", /GMT\+05:30/],
      [{ timezone: "Europe/Paris" }, "timezone", /GMT\+05:30/],
      [{ organization: "   " }, "organization", /name is required/],
    ];
    for (const [change, field, message] of cases) {
      const r = await create(handler, me.token, {
        organization: "Mine",
        prefix: uniquePrefix(),
        timezone: "GMT+00:00",
        ...change,
      });
      assert.equal(r.errors?.[0].extensions?.code, "BAD_USER_INPUT", JSON.stringify(change));
      assert.equal(r.errors?.[0].extensions?.field, field, JSON.stringify(change));
      assert.match(r.errors![0].message, message);
    }
    assert.deepEqual(await counts(sql), before);
    const [mine] =
      await sql`select count(*)::int as n from app.people where auth_user_id = ${me.id}`;
    assert.equal(mine.n, 0, "the caller joined no organisation");
  }, { ownDatabase: true }));

Deno.test("API createOrganization: an unconfirmed identity is refused, nothing written", () =>
  withApi(async ({ sql }) => {
    const handler = signupHandler(sql);
    const me = await identity(sql, { confirmed: false });
    const before = await counts(sql);
    const r = await create(handler, me.token, {
      organization: "Mine",
      prefix: uniquePrefix(),
      timezone: "GMT+00:00",
    });
    assert.equal(r.errors?.[0].extensions?.code, "FORBIDDEN");
    assert.match(r.errors![0].message, /Confirm your email/);
    assert.deepEqual(await counts(sql), before);
  }, { ownDatabase: true }));

Deno.test("API createOrganization: needs a token and the x-organization: 1 header", () =>
  withApi(async ({ sql }) => {
    const handler = signupHandler(sql);
    const input = { organization: "Mine", prefix: uniquePrefix(), timezone: "GMT+00:00" };
    const anonymous = await gql(handler, CREATE, {
      variables: { input },
      headers: { "x-organization": "1" },
    });
    assert.equal(anonymous.errors?.[0].extensions?.code, "UNAUTHENTICATED");
    const me = await identity(sql);
    const noFlag = await create(handler, me.token, input, { flag: false });
    assert.equal(noFlag.errors?.[0].extensions?.code, "BAD_USER_INPUT");
    assert.match(noFlag.errors![0].message, /x-organization: 1/);
  }));

Deno.test("API createOrganization: a member of another organisation may create one too (no tenant needed)", () =>
  withApi(async ({ sql }) => {
    const handler = signupHandler(sql);
    const org = await createOrg(sql);
    const member = await createMember(sql, org, { userType: "User" });
    const r = await create(handler, member.token, {
      organization: "Side project",
      prefix: uniquePrefix(),
      timezone: "GMT-03:00",
    });
    assert.equal(r.errors, undefined, JSON.stringify(r.errors));
  }));

Deno.test("API createOrganization: ORG_SIGNUP=closed turns it off", () =>
  withApi(async ({ sql }) => {
    const closed = createGraphqlHandler({
      sql,
      jwtSecret: TEST_SECRET,
      orgSignup: { ...OPEN, closed: true },
    });
    const me = await identity(sql);
    const before = await counts(sql);
    const r = await create(closed, me.token, {
      organization: "Mine",
      prefix: uniquePrefix(),
      timezone: "GMT+00:00",
    });
    assert.equal(r.status, 403);
    assert.equal(r.errors?.[0].extensions?.code, "FORBIDDEN");
    assert.match(r.errors![0].message, /turned off/);
    assert.deepEqual(await counts(sql), before);
  }, { ownDatabase: true }));

Deno.test("API createOrganization: rate-limited per identity across two handlers, with the sign-in words; refusals cost nothing", () =>
  withApi(async ({ sql }) => {
    const limits = { perIdentity: 1, perAddress: 100, windowSeconds: 3600 };
    const one = createGraphqlHandler({
      sql,
      jwtSecret: TEST_SECRET,
      orgSignup: { closed: false, limits },
    });
    const two = createGraphqlHandler({
      sql,
      jwtSecret: TEST_SECRET,
      orgSignup: { closed: false, limits },
    });
    const me = await identity(sql);
    const taken = await createOrg(sql);
    const address = `198.51.100.${Math.floor(Math.random() * 250)}`;
    // Refused attempts, more than the allowance, on both handlers: a taken prefix
    // (refused by the database), a reserved, a malformed and a punycode one.
    const refusedPrefixes = [taken.prefix, "login", "a_b", "xn--bcher-kva", taken.prefix];
    for (const [i, prefix] of refusedPrefixes.entries()) {
      const refused = await create(i % 2 ? two : one, me.token, {
        organization: "A",
        prefix,
        timezone: "GMT+00:00",
      }, { address });
      assert.equal(refused.errors?.[0].extensions?.code, "BAD_USER_INPUT", prefix);
    }
    const [counted] = await sql`
      select count(*)::int as n from app_private.organization_signup_attempts
       where auth_user_id = ${me.id}`;
    assert.equal(counted.n, 0, "no refused attempt was counted");
    const second = await create(two, me.token, {
      organization: "B",
      prefix: uniquePrefix(),
      timezone: "GMT+00:00",
    }, { address });
    assert.equal(second.errors, undefined, JSON.stringify(second.errors));
    const before = await counts(sql);
    const third = await create(one, me.token, {
      organization: "C",
      prefix: uniquePrefix(),
      timezone: "GMT+00:00",
    }, { address });
    assert.equal(third.status, 429);
    assert.equal(third.errors?.[0].extensions?.code, "TOO_MANY_REQUESTS");
    assert.match(third.errors![0].message, /^Too many attempts, try again in \d+ seconds$/);
    assert.deepEqual(await counts(sql), before);
  }, { ownDatabase: true }));

Deno.test("API createOrganization: two identities at once under an allowance of one: one organisation", () =>
  withApi(async ({ sql }) => {
    const limits = { perIdentity: 100, perAddress: 1, windowSeconds: 3600 };
    const handlers = [0, 1].map(() =>
      createGraphqlHandler({ sql, jwtSecret: TEST_SECRET, orgSignup: { closed: false, limits } })
    );
    const address = `192.0.2.${Math.floor(Math.random() * 250)}`;
    const founders = [await identity(sql), await identity(sql)];
    const answers = await Promise.all(founders.map((f, i) =>
      create(handlers[i], f.token, {
        organization: "Race",
        prefix: uniquePrefix(),
        timezone: "GMT+00:00",
      }, { address })
    ));
    const codes = answers.map((a) => a.errors?.[0].extensions?.code ?? "OK").sort();
    assert.deepEqual(codes, ["OK", "TOO_MANY_REQUESTS"]);
  }));

Deno.test("API createOrganization: rate-limited per address, whoever signs in", () =>
  withApi(async ({ sql }) => {
    const limits = { perIdentity: 100, perAddress: 1, windowSeconds: 3600 };
    const limited = createGraphqlHandler({
      sql,
      jwtSecret: TEST_SECRET,
      orgSignup: { closed: false, limits },
    });
    const address = `2001:db8::${Math.floor(Math.random() * 65535).toString(16)}`;
    const a = await identity(sql);
    const b = await identity(sql);
    const ok = await create(limited, a.token, {
      organization: "A",
      prefix: uniquePrefix(),
      timezone: "GMT+00:00",
    }, { address });
    assert.equal(ok.errors, undefined, JSON.stringify(ok.errors));
    const refused = await create(limited, b.token, {
      organization: "B",
      prefix: uniquePrefix(),
      timezone: "GMT+00:00",
    }, { address });
    assert.equal(refused.errors?.[0].extensions?.code, "TOO_MANY_REQUESTS");
    const elsewhere = await create(limited, b.token, {
      organization: "B",
      prefix: uniquePrefix(),
      timezone: "GMT+00:00",
    }, { address: `${address}1` });
    assert.equal(elsewhere.errors, undefined, JSON.stringify(elsewhere.errors));
  }));

Deno.test("API isPrefixAvailable: public, with the reason", async () => {
  await withApi(async ({ sql, handler }) => {
    const taken = await createOrg(sql);
    const ask = async (p: string) =>
      (await gql(handler, AVAILABLE, { variables: { p } })).data.isPrefixAvailable;
    assert.deepEqual(await ask(uniquePrefix()), { available: true, reason: null });
    assert.deepEqual(await ask(taken.prefix.toUpperCase()), {
      available: false,
      reason: "An organisation with this prefix already exists.",
    });
    assert.match((await ask("api")).reason, /reserved/);
    assert.match((await ask("-ab")).reason, /lower-case/);
    assert.match((await ask("xn--bcher-kva")).reason, /two dashes in a row/);
    assert.equal((await ask("")).reason, "Prefix is required.");
  });
});
