import { strict as assert } from "node:assert";
import { normalizePrefix, prefixProblem, RESERVED_PREFIXES } from "./prefix.ts";

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
