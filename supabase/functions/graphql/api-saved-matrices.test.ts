/**
 * Saved matrices: makeMatrix, updateSavedMatrix, deleteSavedMatrix (the owner only, and
 * nothing changes when refused), getSavedMatrixes (privacy, search, sort, paging),
 * savedMatrix. The counts themselves: api-matrix.test.ts.
 */
import type { Handler } from "./server/create-handler.ts";
import { strict as assert } from "node:assert";
import type postgres from "postgres";
import { as, createMember, createOrg, withApi } from "./testing/api-fixture.ts";

const FIELDS = "id name row col privacy owner { id name } isOwner";
const MAKE = `mutation($row: String!, $col: String!, $name: String!, $privacy: Boolean) {
  makeMatrix(row: $row, col: $col, name: $name, privacy: $privacy) { ${FIELDS} } }`;
const UPDATE =
  `mutation($id: Int!, $row: String!, $col: String!, $name: String!, $privacy: Boolean!) {
  updateSavedMatrix(id: $id, row: $row, col: $col, name: $name, privacy: $privacy) { ${FIELDS} } }`;
const DELETE = "mutation($id: Int!) { deleteSavedMatrix(id: $id) }";
const ONE = `query($id: Int!) { savedMatrix(id: $id) { ${FIELDS} } }`;
const LIST = `query($page: Int, $perPage: Int, $q: String, $sortBy: String, $isDesc: Boolean) {
  getSavedMatrixes(page: $page, perPage: $perPage, q: $q, sortBy: $sortBy, isDesc: $isDesc) {
    totalCount nodes { ${FIELDS} } } }`;

/** Every saved matrix of the organisation as stored, to prove a refusal changed nothing. */
async function rows(sql: postgres.Sql, orgId: number): Promise<string> {
  return JSON.stringify(
    await sql`select id, name, row_dim, col_dim, is_private, owner_id, updated_at
              from app.saved_matrices where org_id = ${orgId} order by id`,
  );
}

type Node = { name: string };
const names = (r: { data: { getSavedMatrixes: { nodes: Node[] } } }) =>
  r.data.getSavedMatrixes.nodes.map((n) => n.name);

async function arrange(sql: postgres.Sql, handler: Handler) {
  const org = await createOrg(sql);
  for (const label of ["Dept:HR", "dept:IT", "Site:North"]) {
    await sql`insert into app.labels (org_id, label) values (${org.id}, ${label})`;
  }
  const admin = await createMember(sql, org, { userType: "Admin", name: "Ada Admin" });
  const manager = await createMember(sql, org, { userType: "Manager", name: "Max Manager" });
  const user = await createMember(sql, org, { userType: "User", name: "Uma User" });
  const other = await createOrg(sql);
  await sql`insert into app.labels (org_id, label) values (${other.id}, 'Dept:Theirs')`;
  const outsider = await createMember(sql, other, { userType: "Admin" });
  const [asAdmin, asManager] = [as(handler, admin), as(handler, manager)];
  const snapshot = () => rows(sql, org.id);
  // The matrices as their owners make them (the first test judges the answers).
  const made = {
    adminPublic: await asAdmin(MAKE, {
      row: "DEPT",
      col: "role",
      name: "  Departments by role ",
      privacy: false,
    }),
    managerPrivate: await asManager(MAKE, {
      row: "Site",
      col: "Dept",
      name: "Sites by department",
    }),
    managerPublic: await asManager(MAKE, {
      row: "Role",
      col: "Site",
      name: "Roles by site",
      privacy: false,
    }),
    adminPrivate: await asAdmin(MAKE, {
      row: "Role",
      col: "Role",
      name: "Ada's scratch",
      privacy: true,
    }),
    theirs: await as(handler, outsider)(MAKE, {
      row: "Dept",
      col: "Role",
      name: "Theirs",
      privacy: false,
    }),
  };
  const ids = Object.fromEntries(
    Object.entries(made).map(([key, r]) => [key, r.data?.makeMatrix?.id as number]),
  ) as Record<keyof typeof made, number>;

  return { org, admin, manager, user, other, outsider, asAdmin, asManager, snapshot, made, ids };
}

Deno.test("API saved matrices: makeMatrix stores the dimensions as spelt on the labels; private by default", () =>
  withApi(async ({ sql, handler }) => {
    const { admin, made, ids } = await arrange(sql, handler);
    const r = made.adminPublic;
    assert.equal(r.errors, undefined, JSON.stringify(r.errors));
    assert.deepEqual({ ...r.data.makeMatrix, id: 0 }, {
      id: 0,
      name: "Departments by role",
      row: "Dept",
      col: "Role",
      privacy: false,
      owner: { id: admin.id, name: "Ada Admin" },
      isOwner: true,
    });
    assert.equal(made.managerPrivate.data.makeMatrix.privacy, true, "privacy defaults to true");
    assert.ok(ids.theirs);
  }));

Deno.test("API saved matrices: bad input is BAD_USER_INPUT naming the field; nothing is saved", () =>
  withApi(async ({ sql, handler }) => {
    const { asManager, snapshot, ids } = await arrange(sql, handler);
    const before = await snapshot();
    const good = { row: "Dept", col: "Role", name: "Fine" };
    const cases: [Record<string, unknown>, string][] = [
      [{ name: "" }, "name"],
      [{ name: "   " }, "name"],
      [{ name: "x".repeat(256) }, "name"],
      [{ name: "é".repeat(200) + "😀".repeat(56) }, "name"],
      [{ row: "Colour" }, "row"],
      [{ row: "" }, "row"],
      [{ col: "Dept:HR" }, "col"],
      [{ col: "Theirs" }, "col"],
    ];
    for (const [fields, field] of cases) {
      const r = await asManager(MAKE, { ...good, ...fields });
      assert.equal(r.errors?.[0].extensions?.code, "BAD_USER_INPUT", JSON.stringify(fields));
      assert.equal(r.errors?.[0].extensions?.field, field, JSON.stringify(fields));
      const u = await asManager(UPDATE, {
        ...good,
        privacy: true,
        id: ids.managerPublic,
        ...fields,
      });
      assert.equal(u.errors?.[0].extensions?.field, field, `update ${JSON.stringify(fields)}`);
    }
    assert.equal(await snapshot(), before);
    const longest = await asManager(MAKE, { ...good, name: "😀".repeat(255) });
    assert.equal(longest.errors, undefined, "255 characters, whatever their size");
    await asManager(DELETE, { id: longest.data.makeMatrix.id });
  }));

Deno.test("API saved matrices: a User may not make, read or change saved matrices", () =>
  withApi(async ({ sql, handler }) => {
    const { user, snapshot, ids } = await arrange(sql, handler);
    const before = await snapshot();
    const asUser = as(handler, user);
    const calls: [string, Record<string, unknown>][] = [
      [MAKE, { row: "Dept", col: "Role", name: "Mine" }],
      [LIST, {}],
      [ONE, { id: ids.adminPublic }],
      [DELETE, { id: ids.adminPublic }],
    ];
    for (const [query, vars] of calls) {
      const r = await asUser(query, vars);
      assert.equal(r.errors?.[0].extensions?.code, "FORBIDDEN", query);
    }
    assert.equal(await snapshot(), before);
  }));

Deno.test("API saved matrices: another person's matrix is FORBIDDEN (NOT_FOUND when private); unchanged", () =>
  withApi(async ({ sql, handler }) => {
    const { asAdmin, asManager, snapshot, ids } = await arrange(sql, handler);
    const before = await snapshot();
    const change = { row: "Dept", col: "Site", name: "Hijacked", privacy: true };
    const public_ = await asAdmin(UPDATE, { ...change, id: ids.managerPublic });
    assert.equal(public_.errors?.[0].extensions?.code, "FORBIDDEN", "not even an admin");
    const removed = await asManager(DELETE, { id: ids.adminPublic });
    assert.equal(removed.errors?.[0].extensions?.code, "FORBIDDEN");
    // A private one the caller cannot see: its id says nothing.
    const hidden = await asAdmin(UPDATE, { ...change, id: ids.managerPrivate });
    assert.equal(hidden.errors?.[0].extensions?.code, "NOT_FOUND");
    const hiddenDelete = await asAdmin(DELETE, { id: ids.managerPrivate });
    assert.equal(hiddenDelete.errors?.[0].extensions?.code, "NOT_FOUND");
    assert.equal(await snapshot(), before);
  }));

Deno.test("API saved matrices: another organisation's matrix is NOT_FOUND and unchanged", () =>
  withApi(async ({ sql, handler }) => {
    const { other, asAdmin, snapshot, ids } = await arrange(sql, handler);
    const theirs = () => rows(sql, other.id);
    const [before, beforeMine] = [await theirs(), await snapshot()];
    const change = { id: ids.theirs, row: "Dept", col: "Role", name: "Hijacked", privacy: true };
    assert.equal((await asAdmin(UPDATE, change)).errors?.[0].extensions?.code, "NOT_FOUND");
    assert.equal(
      (await asAdmin(DELETE, { id: ids.theirs })).errors?.[0].extensions?.code,
      "NOT_FOUND",
    );
    assert.equal((await asAdmin(ONE, { id: ids.theirs })).data.savedMatrix, null);
    assert.equal(await theirs(), before);
    assert.equal(await snapshot(), beforeMine);
  }));

Deno.test("API saved matrices: the owner updates every field", () =>
  withApi(async ({ sql, handler }) => {
    const { manager, asAdmin, asManager, ids } = await arrange(sql, handler);
    const r = await asManager(UPDATE, {
      id: ids.managerPrivate,
      row: "site",
      col: "ROLE",
      name: "Sites by role",
      privacy: false,
    });
    assert.equal(r.errors, undefined, JSON.stringify(r.errors));
    assert.deepEqual(r.data.updateSavedMatrix, {
      id: ids.managerPrivate,
      name: "Sites by role",
      row: "Site",
      col: "Role",
      privacy: false,
      owner: { id: manager.id, name: "Max Manager" },
      isOwner: true,
    });
    const seen = await asAdmin(ONE, { id: ids.managerPrivate });
    assert.equal(
      seen.data.savedMatrix.isOwner,
      false,
      "now public: the admin sees it, not theirs",
    );
    await asManager(UPDATE, {
      id: ids.managerPrivate,
      row: "Site",
      col: "Dept",
      name: "Sites by department",
      privacy: true,
    });
    assert.equal((await asAdmin(ONE, { id: ids.managerPrivate })).data.savedMatrix, null);
  }));

Deno.test("API saved matrices: the list: one's own and the public ones; search, sort, paging", () =>
  withApi(async ({ sql, handler }) => {
    const { outsider, asAdmin, asManager } = await arrange(sql, handler);
    assert.deepEqual(names(await asAdmin(LIST)), [
      "Ada's scratch",
      "Roles by site",
      "Departments by role",
    ], "default: id descending");
    assert.deepEqual(names(await asManager(LIST)), [
      "Roles by site",
      "Sites by department",
      "Departments by role",
    ]);
    const byName = await asManager(LIST, { sortBy: "name", isDesc: false });
    assert.deepEqual(names(byName), [
      "Departments by role",
      "Roles by site",
      "Sites by department",
    ]);
    const byOwner = await asManager(LIST, { sortBy: "owner", isDesc: false });
    assert.deepEqual(
      byOwner.data.getSavedMatrixes.nodes.map((n: { owner: Node }) => n.owner.name),
      [
        "Ada Admin",
        "Max Manager",
        "Max Manager",
      ],
    );
    assert.deepEqual(names(await asManager(LIST, { sortBy: "row", isDesc: false })), [
      "Departments by role",
      "Roles by site",
      "Sites by department",
    ]);
    assert.deepEqual(names(await asManager(LIST, { sortBy: "col", isDesc: true })), [
      "Roles by site",
      "Departments by role",
      "Sites by department",
    ]);
    // q looks in the name, the row and the column.
    assert.deepEqual(names(await asManager(LIST, { q: "BY SITE" })), ["Roles by site"]);
    assert.deepEqual(names(await asManager(LIST, { q: "dept" })), [
      "Sites by department",
      "Departments by role",
    ]);
    assert.deepEqual(names(await asManager(LIST, { q: "100%" })), []);
    const page = await asManager(LIST, { page: 2, perPage: 2 });
    assert.equal(page.data.getSavedMatrixes.totalCount, 3);
    assert.deepEqual(names(page), ["Departments by role"]);
    assert.deepEqual(names(await asManager(LIST, { page: 3, perPage: 2 })), []);
    const cases: [Record<string, unknown>, string][] = [
      [{ page: 0 }, "page"],
      [{ perPage: 101 }, "perPage"],
      [{ perPage: 0 }, "perPage"],
      [{ sortBy: "privacy" }, "sortBy"],
    ];
    for (const [vars, field] of cases) {
      const r = await asManager(LIST, vars);
      assert.equal(r.errors?.[0].extensions?.field, field, JSON.stringify(vars));
    }
    const outsiders = await as(handler, outsider)(LIST);
    assert.deepEqual(names(outsiders), ["Theirs"]);
  }));

Deno.test("API saved matrices: deleteSavedMatrix: the owner's goes; a second time is NOT_FOUND", () =>
  withApi(async ({ sql, handler }) => {
    const { asManager, ids } = await arrange(sql, handler);
    const r = await asManager(DELETE, { id: ids.managerPublic });
    assert.equal(r.data.deleteSavedMatrix, true);
    const again = await asManager(DELETE, { id: ids.managerPublic });
    assert.equal(again.errors?.[0].extensions?.code, "NOT_FOUND");
    assert.equal((await asManager(ONE, { id: ids.managerPublic })).data.savedMatrix, null);
    assert.deepEqual(names(await asManager(LIST)), [
      "Sites by department",
      "Departments by role",
    ]);
  }));
