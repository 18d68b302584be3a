/**
 * Process categories: processCategories, createProcessCategory, updateProcessCategory,
 * removeProcessCategory: the prefix and increment make process handles
 * (docs/product.md#labels-categories-and-handles).
 */
import type { Handler } from "./server/create-handler.ts";
import { strict as assert } from "node:assert";
import type postgres from "postgres";
import { as, createMember, createOrg, withApi } from "./testing/api-fixture.ts";

const FIELDS = "id prefix description increment";
const LIST = `query($q: [String!], $offset: Int, $limit: Int, $sortBy: String, $isDesc: Boolean) {
  processCategories(q: $q, offset: $offset, limit: $limit, sortBy: $sortBy, isDesc: $isDesc) {
    totalCount nodes { ${FIELDS} } } }`;
const CREATE = `mutation($c: CreateProcessCategoryInput!) {
  createProcessCategory(processCategory: $c) { ${FIELDS} } }`;
const UPDATE = `mutation($c: UpdateProcessCategoryInput!) {
  updateProcessCategory(processCategory: $c) { id prefix description } }`;
const REMOVE = "mutation($id: Int!) { removeProcessCategory(id: $id) }";

async function categoryRows(sql: postgres.Sql, orgId: number) {
  return JSON.stringify(
    await sql`select id, prefix, description, increment from app.process_categories
              where org_id = ${orgId} order by id`,
  );
}

const prefixes = (r: { data: { processCategories: { nodes: { prefix: string }[] } } }) =>
  r.data.processCategories.nodes.map((n) => n.prefix);

async function arrange(sql: postgres.Sql, handler: Handler) {
  const org = await createOrg(sql);
  const admin = await createMember(sql, org, { userType: "Admin" });
  const manager = await createMember(sql, org, { userType: "Manager" });
  const user = await createMember(sql, org, { userType: "User" });
  const other = await createOrg(sql);
  const outsider = await createMember(sql, other, { userType: "Admin" });
  const [foreign] = await sql`insert into app.process_categories (org_id, prefix)
                              values (${other.id}, 'HR') returning id`;
  const foreignId = Number(foreign.id);
  const rows = () => categoryRows(sql, org.id);
  // The categories as a Manager and an Admin create them (the first test judges the answers).
  const made = {
    HR: await as(handler, manager)(CREATE, { c: { prefix: " HR ", description: "People" } }),
    FIN: await as(handler, admin)(CREATE, { c: { prefix: "FIN", increment: 40 } }),
    ops_2: await as(handler, admin)(CREATE, {
      c: { prefix: "ops_2", description: "Operations" },
    }),
  };
  const ids = {
    HR: made.HR.data.createProcessCategory.id as number,
    FIN: made.FIN.data.createProcessCategory.id as number,
    ops_2: made.ops_2.data.createProcessCategory.id as number,
  };

  return { org, admin, manager, user, other, outsider, foreign, foreignId, rows, made, ids };
}

Deno.test("API process categories: createProcessCategory stores it; increment defaults to 1", () =>
  withApi(async ({ sql, handler }) => {
    const { made } = await arrange(sql, handler);
    const hr = made.HR;
    assert.deepEqual(hr.data.createProcessCategory, {
      id: hr.data.createProcessCategory.id,
      prefix: "HR",
      description: "People",
      increment: 1,
    });
    const fin = made.FIN;
    assert.equal(fin.data.createProcessCategory.increment, 40);
    assert.equal(fin.data.createProcessCategory.description, "");
  }));

Deno.test("API process categories: a duplicate prefix (any case) is CONFLICT naming the field", () =>
  withApi(async ({ sql, handler }) => {
    const { admin, rows, ids } = await arrange(sql, handler);
    const before = await rows();
    const r = await as(handler, admin)(CREATE, { c: { prefix: "hr" } });
    assert.equal(r.errors?.[0].extensions?.code, "CONFLICT");
    assert.equal(r.errors?.[0].message, "A category with this prefix already exists");
    assert.equal(r.errors?.[0].extensions?.field, "prefix");
    assert.equal(r.status, 409);
    const renamed = await as(handler, admin)(UPDATE, { c: { id: ids.FIN, prefix: "Hr" } });
    assert.equal(renamed.errors?.[0].extensions?.code, "CONFLICT");
    assert.equal(await rows(), before);
  }));

Deno.test("API process categories: invalid input is BAD_USER_INPUT with the field; nothing changes", () =>
  withApi(async ({ sql, handler }) => {
    const { admin, rows, ids } = await arrange(sql, handler);
    const before = await rows();
    const cases: [Record<string, unknown>, string][] = [
      [{ prefix: "" }, "prefix"],
      [{ prefix: "H R" }, "prefix"],
      [{ prefix: "HR-1" }, "prefix"],
      [{ prefix: "A".repeat(17) }, "prefix"],
      [{ prefix: "OK", increment: 0 }, "increment"],
      [{ prefix: "OK", description: "d".repeat(2001) }, "description"],
    ];
    for (const [c, field] of cases) {
      const r = await as(handler, admin)(CREATE, { c });
      assert.equal(r.errors?.[0].extensions?.code, "BAD_USER_INPUT", JSON.stringify(c));
      assert.equal(r.errors?.[0].extensions?.field, field);
      const u = await as(handler, admin)(UPDATE, { c: { ...c, id: ids.HR } });
      assert.equal(u.errors?.[0].extensions?.code, "BAD_USER_INPUT", JSON.stringify(c));
    }
    assert.equal(await rows(), before);
  }));

Deno.test("API process categories: processCategories lists by prefix by default; q, paging, sorting", () =>
  withApi(async ({ sql, handler }) => {
    const { admin, outsider } = await arrange(sql, handler);
    const r = await as(handler, admin)(LIST);
    assert.equal(r.data.processCategories.totalCount, 3);
    assert.deepEqual(prefixes(r), ["FIN", "HR", "ops_2"]);
    const run = async (vars: Record<string, unknown>) =>
      prefixes(await as(handler, admin)(LIST, vars));
    assert.deepEqual(await run({ q: ["people"] }), ["HR"]);
    assert.deepEqual(await run({ q: ["OPER", "d=org"] }), ["ops_2"]);
    assert.deepEqual(await run({ q: ["ops_"] }), ["ops_2"]);
    assert.deepEqual(await run({ q: ["op_"] }), []);
    assert.deepEqual(await run({ sortBy: "increment", isDesc: true }), ["FIN", "ops_2", "HR"]);
    assert.deepEqual(await run({ sortBy: "id", offset: 1, limit: 1 }), ["FIN"]);
    const page = await as(handler, admin)(LIST, { limit: 1 });
    assert.equal(page.data.processCategories.totalCount, 3);
    for (
      const vars of [{ q: ["role:x"] }, { q: ["label:a:b"] }, { limit: 5000 }, { sortBy: "x" }]
    ) {
      const bad = await as(handler, admin)(LIST, vars);
      assert.equal(bad.errors?.[0].extensions?.code, "BAD_USER_INPUT", JSON.stringify(vars));
    }
    for (const term of ["role:x", "label:a:b", "prefix:Dept"]) {
      const bad = await as(handler, admin)(LIST, { q: [term] });
      assert.equal(bad.errors?.[0].message, `"${term}" does not apply to process categories`);
      assert.equal(bad.errors?.[0].extensions?.field, "q");
    }
    const unknown = await as(handler, admin)(LIST, { q: ["owner:me"] });
    assert.equal(unknown.errors?.[0].extensions?.code, "BAD_USER_INPUT");
    assert.match(
      unknown.errors?.[0].message ?? "",
      /^Unknown search term "owner:" in "owner:me"/,
    );
    const theirs = await as(handler, outsider)(LIST);
    assert.deepEqual(prefixes(theirs), ["HR"]);
  }));

Deno.test("API process categories: updateProcessCategory answers id, prefix, description; only given fields change", () =>
  withApi(async ({ sql, handler }) => {
    const { admin, ids } = await arrange(sql, handler);
    const r = await as(handler, admin)(UPDATE, {
      c: { id: ids.HR, description: "Human resources" },
    });
    assert.deepEqual(r.data.updateProcessCategory, {
      id: ids.HR,
      prefix: "HR",
      description: "Human resources",
    });
    const bumped = await as(handler, admin)(UPDATE, {
      c: { id: ids.HR, increment: 12, prefix: "PPL" },
    });
    assert.equal(bumped.data.updateProcessCategory.prefix, "PPL");
    const [row] = await sql`select prefix, description, increment from app.process_categories
                          where id = ${ids.HR}`;
    assert.deepEqual({ ...row }, {
      prefix: "PPL",
      description: "Human resources",
      increment: 12,
    });
  }));

Deno.test("API process categories: ids of other organisations are NOT_FOUND; nothing changes", () =>
  withApi(async ({ sql, handler }) => {
    const { admin, other, foreignId, rows } = await arrange(sql, handler);
    const before = await rows();
    const theirsBefore = await categoryRows(sql, other.id);
    for (const id of [foreignId, 987654321]) {
      const u = await as(handler, admin)(UPDATE, { c: { id, description: "mine now" } });
      assert.equal(u.errors?.[0].extensions?.code, "NOT_FOUND");
      assert.equal(u.status, 404);
      const plain = await as(handler, admin)(UPDATE, { c: { id } });
      assert.equal(plain.errors?.[0].extensions?.code, "NOT_FOUND");
      const d = await as(handler, admin)(REMOVE, { id });
      assert.equal(d.errors?.[0].extensions?.code, "NOT_FOUND");
    }
    assert.equal(await rows(), before);
    assert.equal(await categoryRows(sql, other.id), theirsBefore);
  }));

Deno.test("API process categories: a User-type member cannot list or change categories", () =>
  withApi(async ({ sql, handler }) => {
    const { user, rows, ids } = await arrange(sql, handler);
    const before = await rows();
    const attempts = [
      await as(handler, user)(LIST),
      await as(handler, user)(CREATE, { c: { prefix: "MINE" } }),
      await as(handler, user)(UPDATE, { c: { id: ids.FIN, description: "x" } }),
      await as(handler, user)(REMOVE, { id: ids.FIN }),
    ];
    for (const r of attempts) {
      assert.equal(r.errors?.[0].extensions?.code, "FORBIDDEN");
      assert.equal(r.status, 403);
    }
    assert.equal(await rows(), before);
  }));

Deno.test("API process categories: removeProcessCategory answers true; its processes stay, without category", () =>
  withApi(async ({ sql, handler }) => {
    const { org, admin, ids } = await arrange(sql, handler);
    const [p] = await sql`insert into app.processes (org_id, process_handle, name, category_id)
                        values (${org.id}, 'FIN-040', 'Close books', ${ids.FIN}) returning id`;
    const r = await as(handler, admin)(REMOVE, { id: ids.FIN });
    assert.equal(r.data.removeProcessCategory, true);
    const [process] =
      await sql`select process_handle, category_id from app.processes where id = ${p.id}`;
    assert.deepEqual({ ...process }, { process_handle: "FIN-040", category_id: null });
    const again = await as(handler, admin)(REMOVE, { id: ids.FIN });
    assert.equal(again.errors?.[0].extensions?.code, "NOT_FOUND");
  }));
