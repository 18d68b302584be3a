/**
 * Every operation of the schema has an access level (access.ts), and the caller pipeline
 * runs each level as it says: public without a token, identity with a verified token and
 * no membership, member with a person of the tenant.
 */
import { strict as assert } from "node:assert";
import { parse } from "graphql";
import { createSchema, createYoga } from "graphql-yoga";
import { createTokenVerifier } from "../../_shared/auth/verify-token.ts";
import { buildSchema } from "../schema/index.ts";
import {
  createMember,
  createOrg,
  mintToken,
  TEST_SECRET,
  withApi,
} from "../testing/api-fixture.ts";
import { ACCESS, type AccessLevel, operationAccess, operationLevel } from "./access.ts";
import { useCallerTransaction } from "./caller-plugin.ts";
import { type GraphqlContext, identityOf, memberOf, publicTxOf } from "./context.ts";
import { maskError } from "./errors.ts";

const schema = buildSchema();

function rootFields(name: "Query" | "Mutation"): string[] {
  const type = schema.getType(name);
  assert.ok(type && "getFields" in type);
  return Object.keys((type as { getFields(): Record<string, unknown> }).getFields()).sort();
}

Deno.test("every Query and Mutation field has an access level, and the table names no other", () => {
  const levels: Record<string, AccessLevel> = {};
  for (const root of ["Query", "Mutation"] as const) {
    const fields = rootFields(root);
    const listed = Object.keys(ACCESS[root]).sort();
    const missing = fields.filter((f) => !listed.includes(f));
    assert.deepEqual(missing, [], `${root} fields without an access level in access.ts`);
    const stale = listed.filter((f) => !fields.includes(f));
    assert.deepEqual(stale, [], `access.ts names ${root} fields the schema does not have`);
    for (const f of fields) levels[`${root}.${f}`] = ACCESS[root][f]!;
  }
  // Today: the login options and the prefix check are public, creating an organisation
  // needs only an identity, the imports are long-running jobs, the rest is members'.
  assert.deepEqual(
    Object.entries(levels).filter(([, l]) => l !== "member").map(([f, l]) => `${f}: ${l}`),
    [
      "Query.isPrefixAvailable: public",
      "Query.tenantLoginOptions: public",
      "Mutation.createOrganization: identity",
      "Mutation.importProcesses: job",
      "Mutation.importRoles: job",
      "Mutation.importUsers: job",
      "Mutation.invitePerson: job",
    ],
  );
});

Deno.test("a document runs at the strictest level of its root fields", () => {
  const level = (q: string, name?: string) => operationLevel(parse(q), name);
  assert.equal(level(`{ tenantLoginOptions(tenant: "x") { organizationName } }`), "public");
  assert.equal(
    level(`{ __typename tenantLoginOptions(tenant: "x") { organizationName } }`),
    "public",
  );
  assert.equal(
    level(`{ tenantLoginOptions(tenant: "x") { organizationName } settings { timezone } }`),
    "member",
  );
  assert.equal(level(`{ __schema { types { name } } }`), "member");
  assert.equal(level(`{ ...F } fragment F on Query { __typename }`), "member");
  assert.equal(level(`mutation { removeLabel(id: 1) }`), "member");
  assert.equal(level(`mutation { __typename }`), "member");
  assert.equal(level(`{ noSuchField }`), "member");
  const two =
    `query A { tenantLoginOptions(tenant: "x") { organizationName } } query B { currentUser { id } }`;
  assert.equal(level(two, "A"), "public");
  assert.equal(level(two, "B"), "member");
  // A long-running field runs alone.
  const access = (q: string) => operationAccess(parse(q));
  const importOne = `importRoles(csvText: "x") { dryRun }`;
  assert.deepEqual(access(`mutation { ${importOne} }`), {
    level: "job",
    mixed: false,
    write: true,
  });
  assert.deepEqual(access(`mutation { ${importOne} removeLabel(id: 1) }`), {
    level: "job",
    mixed: true,
    write: true,
  });
  // Writes are what the organisation's two-factor rule holds back; queries are not.
  assert.equal(access(`{ settings { timezone } }`).write, false);
  assert.equal(access(`mutation { __typename }`).write, true);
  assert.equal(access(`mutation { a: ${importOne} b: ${importOne} }`).mixed, true);
  assert.equal(access(`mutation { removeLabel(id: 1) }`).mixed, false);
});

Deno.test("the pipeline runs public, identity and member fields with their contexts", async () => {
  // A test schema with one field per level (no identity-level field is built yet).
  const testSchema = createSchema<GraphqlContext>({
    typeDefs: `type Query { tenantLoginOptions: String whoAmI: String currentUser: Int }`,
    resolvers: {
      Query: {
        tenantLoginOptions: async (_: unknown, __: unknown, ctx: GraphqlContext) => {
          const [row] = await publicTxOf(ctx)`select current_user as role`;
          return row!.role;
        },
        // The identity, and whether the context also has a person.
        whoAmI: (_: unknown, __: unknown, ctx: GraphqlContext) =>
          `${identityOf(ctx).identity.email}${ctx.member ? " (member)" : ""}`,
        currentUser: (_: unknown, __: unknown, ctx: GraphqlContext) => {
          const m = memberOf(ctx);
          assert.equal(m.actor.kind, "member");
          return m.actor.kind === "member" ? m.actor.person.id : null;
        },
      },
    },
  });
  const access = ACCESS as { Query: Record<string, AccessLevel> };
  access.Query.whoAmI = "identity";
  try {
    await withApi(async ({ sql }) => {
      const yoga = createYoga<{ request: Request }, GraphqlContext>({
        schema: testSchema,
        maskedErrors: { maskError },
        logging: false,
        plugins: [useCallerTransaction(sql, createTokenVerifier({ jwtSecret: TEST_SECRET }))],
      });
      const ask = async (query: string, headers: Record<string, string> = {}) => {
        const res = await yoga.fetch("http://localhost/graphql", {
          method: "POST",
          headers: { "content-type": "application/json", ...headers },
          body: JSON.stringify({ query }),
        });
        return await res.json();
      };
      // Public: no token, as anon.
      assert.deepEqual((await ask("{ tenantLoginOptions }")).data, { tenantLoginOptions: "anon" });
      // Identity: a signed-in account with a live session that is nobody's person, no tenant.
      const authUserId = crypto.randomUUID();
      await sql`insert into auth.users (id, email, aud, role, email_confirmed_at)
        values (${authUserId}, 'nobody@example.test', 'authenticated', 'authenticated', now())`;
      const [session] = await sql`insert into auth.sessions (id, user_id)
        values (${crypto.randomUUID()}, ${authUserId}) returning id`;
      const token = await mintToken({
        sub: authUserId,
        email: "nobody@example.test",
        sessionId: session!.id,
      });
      const auth = { authorization: `Bearer ${token}` };
      assert.deepEqual((await ask("{ whoAmI }", auth)).data, { whoAmI: "nobody@example.test" });
      const noToken = await ask("{ whoAmI }");
      assert.equal(noToken.errors?.[0].extensions?.code, "UNAUTHENTICATED");
      // The same account, asked for a member field: no person in any tenant.
      const org = await createOrg(sql);
      const notMember = await ask("{ whoAmI currentUser }", { ...auth, "x-tenant": org.prefix });
      assert.equal(notMember.errors?.[0].extensions?.code, "UNAUTHENTICATED");
      // A member reaches all three levels in one document (it runs as member).
      const member = await createMember(sql, org, { userType: "User" });
      const all = await ask("{ tenantLoginOptions whoAmI currentUser }", {
        authorization: `Bearer ${member.token}`,
        "x-tenant": org.prefix,
      });
      assert.equal(all.errors, undefined, JSON.stringify(all.errors));
      assert.deepEqual(all.data, {
        tenantLoginOptions: "authenticated",
        whoAmI: `${member.email} (member)`,
        currentUser: member.id,
      });
    });
  } finally {
    delete access.Query.whoAmI;
  }
});
