/**
 * A NUL character (U+0000) in any text input is BAD_USER_INPUT / 400 with a clear
 * message, never a 500 with a stack trace in the log (docs/api.md#error-codes): query terms, names,
 * handles, labels, descriptions, docs, filter text and settings, sent as variables or
 * as literals in the document.
 */
import type postgres from "postgres";
import { strict as assert } from "node:assert";
import { mapPostgresError } from "../_shared/db/pg-errors.ts";
import { as, countRows, createMember, createOrg, withApi } from "./testing/api-fixture.ts";
import { NUL_MESSAGE } from "./server/reject-nul-text.ts";

const NUL = "bad\u0000text";

/** Each kind of text input, as an operation and its variables. */
const CASES: [string, string, Record<string, unknown>][] = [
  ["users q", "query($q: [String!]) { users(q: $q) { totalCount } }", { q: [NUL] }],
  ["roles q", "query($q: [String!]) { roles(q: $q) { totalCount } }", { q: [NUL] }],
  ["processes q", "query($q: [String!]) { processes(q: $q) { totalCount } }", {
    q: ["d=org", NUL],
  }],
  [
    "currentUserProcesses q",
    "query($q: [String!]) { currentUserProcesses(q: $q) { totalCount } }",
    { q: [NUL] },
  ],
  ["labels q", "query($q: [String!]) { labels(q: $q) { totalCount } }", { q: [NUL] }],
  [
    "categories q",
    "query($q: [String!]) { processCategories(q: $q) { totalCount } }",
    { q: [NUL] },
  ],
  [
    "filter text",
    "query($q: [String!]) { filtersAccessibleToCurrentUser(q: $q) { totalCount } }",
    { q: [NUL] },
  ],
  [
    "person name",
    "mutation($u: CreateUserInput!) { createUser(user: $u) { id } }",
    { u: { peopleHandle: "ok", name: NUL } },
  ],
  [
    "person handle",
    "mutation($u: CreateUserInput!) { createUser(user: $u) { id } }",
    { u: { peopleHandle: "h\u0000", name: "Fine" } },
  ],
  [
    "role name and handle",
    "mutation($r: CreateRoleInput!) { createRole(role: $r) { id } }",
    { r: { roleHandle: "r\u0000", name: NUL } },
  ],
  [
    "process description",
    "mutation($p: CreateProcessInput!) { createProcess(process: $p) { id } }",
    { p: { name: "Fine", description: NUL } },
  ],
  [
    "process docs",
    "mutation($p: CreateProcessInput!) { createProcess(process: $p) { id } }",
    { p: { name: "Fine", docs: [{ name: NUL, value: "https://example.test" }] } },
  ],
  [
    "label",
    "mutation($l: CreateLabelInput!) { createLabel(label: $l) { id } }",
    { l: { label: "Dept:\u0000" } },
  ],
  [
    "saved filter criteria",
    "mutation($f: CreateFilterInput!) { createFilter(filter: $f) { id } }",
    { f: { name: "Mine", associatedEntity: "Process", criteria: [NUL] } },
  ],
  [
    "settings",
    "mutation($s: SettingsInput!) { updateSettings(settings: $s) { organizationName } }",
    { s: { organizationName: NUL } },
  ],
  [
    "a literal in the document",
    `mutation { createLabel(label: { label: "Dept:\\u0000HR" }) { id } }`,
    {},
  ],
  [
    "a literal query term",
    `{ processes(q: ["\\u0000"]) { totalCount } }`,
    {},
  ],
];

async function arrange(sql: postgres.Sql) {
  const org = await createOrg(sql);
  const admin = await createMember(sql, org, { userType: "Admin" });
  const tables = ["people", "roles", "processes", "labels", "filters"];
  const counts = () => Promise.all(tables.map((table) => countRows(sql, table, org.id)));
  return { org, admin, counts };
}

for (const [what, query, variables] of CASES) {
  Deno.test(`API NUL text: ${what}: BAD_USER_INPUT, nothing written`, () =>
    withApi(async ({ sql, handler }) => {
      const { org, admin, counts } = await arrange(sql);
      const before = await counts();
      const [{ name: orgName }] = await sql`select name from app.organizations
        where id = ${org.id}`;
      const logged: unknown[] = [];
      const original = console.error;
      console.error = (...args: unknown[]) => logged.push(args);
      try {
        const r = await as(handler, admin)(query, variables);
        assert.equal(r.status, 400, JSON.stringify(r));
        assert.equal(r.errors?.[0].extensions?.code, "BAD_USER_INPUT");
        assert.equal(r.errors?.[0].message, NUL_MESSAGE);
      } finally {
        console.error = original;
      }
      assert.deepEqual(logged, [], "nothing is logged as an internal error");
      // Nothing was written.
      assert.deepEqual(await counts(), before);
      const [{ name }] = await sql`select name from app.organizations where id = ${org.id}`;
      assert.equal(name, orgName);
    }));
}

Deno.test("API NUL text: the error names the field holding the NUL", () =>
  withApi(async ({ sql, handler }) => {
    const { admin } = await arrange(sql);
    const r = await as(handler, admin)(CASES[7][1], CASES[7][2]);
    assert.equal(r.errors?.[0].extensions?.field, "name");
  }));

Deno.test("API NUL text: text without NUL still works (other control characters too)", () =>
  withApi(async ({ sql, handler }) => {
    const { admin } = await arrange(sql);
    const r = await as(handler, admin)(
      "query($q: [String!]) { processes(q: $q) { totalCount } }",
      { q: ["tab\there"] },
    );
    assert.equal(r.errors, undefined);
  }));

Deno.test("API NUL text: second line of defence: the database's refusal is bad input too", () =>
  withApi(async ({ sql }) => {
    const error = await sql`select ${NUL}::text`.then(() => null, (e) => e);
    assert.ok(error, "the database refuses NUL in text");
    assert.equal(mapPostgresError(error)?.code, "BAD_USER_INPUT", String(error.code));
  }));
