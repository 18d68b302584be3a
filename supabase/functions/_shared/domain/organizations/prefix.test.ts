import { strict as assert } from "node:assert";
import { normalizePrefix, PREFIX_MESSAGES, prefixProblem, RESERVED_PREFIXES } from "./prefix.ts";

Deno.test("prefix rules", () => {
  assert.equal(prefixProblem("acme"), null);
  assert.equal(prefixProblem("a1-b2"), null);
  assert.equal(prefixProblem("a".repeat(32)), null);
  assert.equal(prefixProblem(""), "required");
  assert.equal(prefixProblem("a"), "format");
  assert.equal(prefixProblem("a".repeat(33)), "format");
  assert.equal(prefixProblem("-ab"), "format");
  assert.equal(prefixProblem("Acme"), "format");
  assert.equal(prefixProblem("a_b"), "format");
  assert.equal(prefixProblem("login"), "reserved");
  assert.equal(prefixProblem(normalizePrefix(" Tenant-OtrEF ")), "reserved");
});

Deno.test("prefix rules: IDNA (punycode) forms and two dashes in a row are refused", () => {
  for (const prefix of ["xn--bcher-kva", "XN--80ak6aa92e", "ab--cd", "a--", "acme--corp"]) {
    assert.equal(prefixProblem(normalizePrefix(prefix)), "dashes", prefix);
  }
  assert.equal(prefixProblem("xn-a"), null, "one dash is fine");
  assert.equal(prefixProblem("a-b-c"), null);
});

Deno.test("the SQL copy of the prefix messages is the same text", async () => {
  const sql = await Deno.readTextFile(
    new URL("../../../../migrations/20260112000100_invitation_limits.sql", import.meta.url),
  );
  for (const problem of ["format", "dashes", "reserved", "taken"] as const) {
    assert.ok(
      sql.includes(`'${PREFIX_MESSAGES[problem]}'`),
      `app.create_organization words "${problem}" as PREFIX_MESSAGES does`,
    );
  }
});

Deno.test("the SQL copy of the reserved prefixes is the same list", async () => {
  const sql = await Deno.readTextFile(
    new URL("../../../../migrations/20260109000000_organizations.sql", import.meta.url),
  );
  const body = /create function app\.reserved_prefixes\(\)[\s\S]*?array\[([\s\S]*?)\]::text\[\]/
    .exec(sql)?.[1];
  assert.ok(body, "app.reserved_prefixes() not found");
  const inSql = [...body.matchAll(/'([^']+)'/g)].map((m) => m[1]);
  assert.deepEqual(inSql, [...RESERVED_PREFIXES]);
});
