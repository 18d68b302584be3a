/**
 * Schema introspection (`__schema`, `__type`) is for Admins and Managers, or for anyone
 * with GRAPHQL_INTROSPECTION=open (development); `__typename` stays open to every caller.
 */
import type postgres from "postgres";
import { strict as assert } from "node:assert";
import { getIntrospectionQuery } from "graphql";
import { createGraphqlHandler } from "./server/create-handler.ts";
import { INTROSPECTION_REFUSED } from "./server/introspection.ts";
import {
  as,
  createMember,
  createOrg,
  gql,
  type GqlResult,
  TEST_SECRET,
  withApi,
} from "./testing/api-fixture.ts";

const SCHEMA = "{ __schema { queryType { name } } }";
const TYPE = `{ __type(name: "User") { name } }`;
const HIDDEN = `query { ...F } fragment F on Query { __schema { types { name } } }`;

function refused(r: GqlResult, status: number, code: string) {
  assert.equal(r.status, status, JSON.stringify(r));
  assert.equal(r.errors?.[0]?.extensions?.code, code, JSON.stringify(r.errors));
  assert.equal(r.errors?.[0]?.message, INTROSPECTION_REFUSED);
  assert.equal(r.data ?? null, null);
}

async function arrange(sql: postgres.Sql) {
  const org = await createOrg(sql);
  const admin = await createMember(sql, org, { userType: "Admin" });
  const manager = await createMember(sql, org, { userType: "Manager" });
  const user = await createMember(sql, org, { userType: "User" });

  return { org, admin, manager, user };
}

Deno.test("API introspection: a User gets a clear refusal of __schema, __type and hidden forms", () =>
  withApi(async ({ sql, handler }) => {
    const { user } = await arrange(sql);
    for (const q of [SCHEMA, TYPE, HIDDEN, getIntrospectionQuery()]) {
      refused(await as(handler, user)(q), 403, "FORBIDDEN");
    }
  }));

Deno.test("API introspection: an anonymous caller gets a clear refusal", () =>
  withApi(async ({ handler }) => {
    for (const q of [SCHEMA, TYPE, HIDDEN]) {
      refused(await gql(handler, q), 401, "UNAUTHENTICATED");
    }
  }));

Deno.test("API introspection: an Admin and a Manager get the schema", () =>
  withApi(async ({ sql, handler }) => {
    const { admin, manager } = await arrange(sql);
    for (const member of [admin, manager]) {
      const r = await as(handler, member)(SCHEMA);
      assert.equal(r.data.__schema.queryType.name, "Query", JSON.stringify(r.errors));
      const full = await as(handler, member)(getIntrospectionQuery());
      assert.equal(full.errors, undefined, JSON.stringify(full.errors));
      assert.ok(full.data.__schema.types.some((x: { name: string }) => x.name === "User"));
    }
  }));

Deno.test("API introspection: __typename keeps working for a User and without a token", () =>
  withApi(async ({ sql, handler }) => {
    const { user } = await arrange(sql);
    const r = await as(handler, user)("{ __typename currentUser { __typename id } }");
    assert.equal(r.errors, undefined, JSON.stringify(r.errors));
    assert.equal(r.data.__typename, "Query");
    assert.equal(r.data.currentUser.__typename, "User");
    const anonymous = await gql(handler, "{ __typename }");
    assert.equal(anonymous.data.__typename, "Query", JSON.stringify(anonymous.errors));
  }));

Deno.test("API introspection: the development setting opens it to anyone", () =>
  withApi(async ({ sql }) => {
    const { user } = await arrange(sql);
    const open = createGraphqlHandler({ sql, jwtSecret: TEST_SECRET, introspection: "open" });
    assert.equal((await gql(open, SCHEMA)).data.__schema.queryType.name, "Query");
    assert.equal((await as(open, user)(TYPE)).data.__type.name, "User");
  }));
