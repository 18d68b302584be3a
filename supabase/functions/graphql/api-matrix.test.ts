/**
 * The matrix: getLabelsPrefix and getMatrix on an organisation whose counts are known by
 * construction, and every cell of every pair of dimensions against the processes list its
 * id opens. Saved matrices: api-saved-matrices.test.ts.
 */
import type { Handler } from "./server/create-handler.ts";
import { strict as assert } from "node:assert";
import type postgres from "postgres";
import { as, createMember, createOrg, type Org, withApi } from "./testing/api-fixture.ts";

const PREFIXES = "{ getLabelsPrefix { id label } }";
const MATRIX =
  "query($row: String!, $col: String!) { getMatrix(row: $row, col: $col) { name value id } }";

type Cell = { name: string; value: number; id: string };

/**
 * Seven processes. Labels: Dept (Dept:HR, Dept:IT, and dept:Ops spelt in another case),
 * Site (East unused), Zone (unused), Role:Fake (a prefix the built-in Role shadows).
 * Roles: fin, hr, Lead, ops, and idle (on no process).
 */
const PROCESSES: [string, string[], string[]][] = [
  ["P1", ["Dept:HR", "Site:North"], ["hr"]],
  ["P2", ["Dept:HR", "Dept:IT", "Site:North"], ["hr", "ops"]],
  ["P3", ["Dept:IT", "Site:South", "Role:Fake"], ["ops"]],
  ["P4", ["Dept:IT"], []],
  ["P5", ["Site:South"], ["fin"]],
  ["P6", [], ["fin", "Lead"]],
  ["P7", ["dept:Ops", "Site:North", "Site:South"], ["ops"]],
];
const LABELS = [
  "Dept:HR",
  "Site:North",
  "Dept:IT",
  "Site:South",
  "Site:East",
  "dept:Ops",
  "Zone:A",
  "Role:Fake",
];
const ROLES = ["ops", "hr", "Lead", "fin", "idle"];

async function arrangeRows(sql: postgres.Sql, org: Org) {
  const labelIds = new Map<string, number>();
  for (const label of LABELS) {
    const [row] =
      await sql`insert into app.labels (org_id, label) values (${org.id}, ${label}) returning id`;
    labelIds.set(label, Number(row.id));
  }
  const roleIds = new Map<string, number>();
  for (const handle of ROLES) {
    const [row] = await sql`insert into app.roles (org_id, role_handle, name)
                            values (${org.id}, ${handle}, ${handle}) returning id`;
    roleIds.set(handle, Number(row.id));
  }
  for (const [handle, labels, roles] of PROCESSES) {
    const [p] = await sql`insert into app.processes (org_id, process_handle, name)
                          values (${org.id}, ${handle}, ${handle}) returning id`;
    for (const label of labels) {
      await sql`insert into app.process_labels (org_id, process_id, label_id)
                values (${org.id}, ${p.id}, ${labelIds.get(label)!})`;
    }
    for (const role of roles) {
      await sql`insert into app.process_roles (org_id, process_id, role_id)
                values (${org.id}, ${p.id}, ${roleIds.get(role)!})`;
    }
  }
}

/** name → value, for a readable comparison. */
const table = (cells: Cell[]) => Object.fromEntries(cells.map((c) => [c.name, c.value]));

async function arrange(sql: postgres.Sql, handler: Handler) {
  const org = await createOrg(sql);
  await arrangeRows(sql, org);
  const manager = await createMember(sql, org, { userType: "Manager" });
  const admin = await createMember(sql, org, { userType: "Admin" });
  const user = await createMember(sql, org, { userType: "User" });
  const other = await createOrg(sql);
  await sql`insert into app.labels (org_id, label) values (${other.id}, 'Cost:Theirs')`;
  const asManager = as(handler, manager);
  const matrix = async (row: string, col: string): Promise<Cell[]> => {
    const r = await asManager(MATRIX, { row, col });
    assert.equal(r.errors, undefined, JSON.stringify(r.errors));
    return r.data.getMatrix;
  };

  return { org, manager, admin, user, other, asManager, matrix };
}

Deno.test("API matrix: getLabelsPrefix: first spellings, alphabetical, then Role; Role:… shadowed", () =>
  withApi(async ({ sql, handler }) => {
    const { admin } = await arrange(sql, handler);
    const r = await as(handler, admin)(PREFIXES);
    assert.deepEqual(r.data.getLabelsPrefix, [
      { id: "Dept", label: "Dept" },
      { id: "Site", label: "Site" },
      { id: "Zone", label: "Zone" },
      { id: "Role", label: "Role" },
    ]);
  }));

Deno.test("API matrix: Dept × Site: every pair, then all; a process counts once per cell", () =>
  withApi(async ({ sql, handler }) => {
    const { matrix } = await arrange(sql, handler);
    const cells = await matrix("dept", "SITE");
    assert.deepEqual(table(cells), {
      "Dept:HR|Site:East": 0,
      "Dept:HR|Site:North": 2,
      "Dept:HR|Site:South": 0,
      "Dept:HR|all": 2,
      "Dept:IT|Site:East": 0,
      "Dept:IT|Site:North": 1,
      "Dept:IT|Site:South": 1,
      "Dept:IT|all": 2,
      "dept:Ops|Site:East": 0,
      "dept:Ops|Site:North": 1,
      "dept:Ops|Site:South": 1,
      "dept:Ops|all": 1,
      "all|Site:East": 0,
      "all|Site:North": 3,
      "all|Site:South": 2,
      "all|all": 4,
    });
    assert.deepEqual(cells.map((c) => c.name).slice(0, 4), [
      "Dept:HR|Site:East",
      "Dept:HR|Site:North",
      "Dept:HR|Site:South",
      "Dept:HR|all",
    ], "row by row, values alphabetical then all");
    const ids = Object.fromEntries(cells.map((c) => [c.name, c.id]));
    assert.equal(ids["Dept:HR|Site:North"], "label:Dept:HR\tlabel:Site:North");
    assert.equal(ids["Dept:IT|all"], "label:Dept:IT\tprefix:Site");
    assert.equal(ids["all|all"], "prefix:Dept\tprefix:Site");
  }));

Deno.test("API matrix: the same view again is counted anew after a write, and another organisation's is its own", () =>
  withApi(async ({ sql, handler }) => {
    const { org, other, matrix } = await arrange(sql, handler);
    // readMatrix keeps answers while the catalogue's version stands.
    assert.equal(table(await matrix("dept", "SITE"))["Dept:IT|Site:East"], 0);
    const [link] = await sql`
      insert into app.process_labels (org_id, process_id, label_id)
      select ${org.id}, p.id, l.id from app.processes p, app.labels l
       where p.org_id = ${org.id} and p.process_handle = 'P4'
         and l.org_id = ${org.id} and l.label = 'Site:East'
      returning process_id, label_id`;
    const changed = table(await matrix("dept", "SITE"));
    assert.deepEqual(
      [changed["Dept:IT|Site:East"], changed["all|Site:East"], changed["all|all"]],
      [1, 1, 5],
    );
    await sql`delete from app.process_labels
              where process_id = ${link.process_id} and label_id = ${link.label_id}`;
    assert.equal(table(await matrix("dept", "SITE"))["all|all"], 4);

    await sql`insert into app.labels (org_id, label)
              values (${other.id}, 'Dept:Theirs'), (${other.id}, 'Site:Theirs')`;
    const theirs = await as(handler, await createMember(sql, other, { userType: "Manager" }))(
      MATRIX,
      { row: "dept", col: "SITE" },
    );
    assert.deepEqual(Object.keys(table(theirs.data.getMatrix)), [
      "Dept:Theirs|Site:Theirs",
      "Dept:Theirs|all",
      "all|Site:Theirs",
      "all|all",
    ]);
  }));

Deno.test("API matrix: Role × Dept: roles by handle (any case), idle roles show zeros", () =>
  withApi(async ({ sql, handler }) => {
    const { matrix } = await arrange(sql, handler);
    const cells = await matrix("role", "Dept");
    assert.deepEqual(table(cells), {
      "fin|Dept:HR": 0,
      "fin|Dept:IT": 0,
      "fin|dept:Ops": 0,
      "fin|all": 0,
      "hr|Dept:HR": 2,
      "hr|Dept:IT": 1,
      "hr|dept:Ops": 0,
      "hr|all": 2,
      "idle|Dept:HR": 0,
      "idle|Dept:IT": 0,
      "idle|dept:Ops": 0,
      "idle|all": 0,
      "Lead|Dept:HR": 0,
      "Lead|Dept:IT": 0,
      "Lead|dept:Ops": 0,
      "Lead|all": 0,
      "ops|Dept:HR": 1,
      "ops|Dept:IT": 2,
      "ops|dept:Ops": 1,
      "ops|all": 3,
      "all|Dept:HR": 2,
      "all|Dept:IT": 2,
      "all|dept:Ops": 1,
      "all|all": 4,
    });
    const ids = Object.fromEntries(cells.map((c) => [c.name, c.id]));
    assert.equal(ids["ops|Dept:IT"], "role:ops\tlabel:Dept:IT");
    assert.equal(ids["all|dept:Ops"], "has:roles\tlabel:dept:Ops");
  }));

Deno.test("API matrix: the same dimension on both axes", () =>
  withApi(async ({ sql, handler }) => {
    const { matrix } = await arrange(sql, handler);
    const cells = table(await matrix("Role", "Role"));
    assert.equal(cells["ops|ops"], 3);
    assert.equal(cells["hr|ops"], 1);
    assert.equal(cells["fin|Lead"], 1);
    assert.equal(cells["ops|all"], 3);
    assert.equal(cells["all|all"], 6, "every process with a role");
    const dept = await matrix("Dept", "Dept");
    assert.equal(table(dept)["Dept:HR|Dept:IT"], 1);
    assert.equal(dept.find((c) => c.name === "all|all")!.id, "prefix:Dept", "one term, not two");
  }));

Deno.test("API matrix: every cell of every pair equals the totalCount of the list its id opens", () =>
  withApi(async ({ sql, handler }) => {
    const { asManager, matrix } = await arrange(sql, handler);
    const dims = (await asManager(PREFIXES)).data.getLabelsPrefix.map((p: { id: string }) => p.id);
    let walked = 0;
    for (const row of dims) {
      for (const col of dims) {
        const cells = await matrix(row, col);
        // Aliased processes lists, as many per request as the API takes (15).
        for (let from = 0; from < cells.length; from += 15) {
          const chunk = cells.slice(from, from + 15);
          const fields = chunk.map((_, i) =>
            `c${i}: processes(q: $q${i}, limit: 0) { totalCount }`
          );
          const vars = chunk.map((_, i) => `$q${i}: [String!]`);
          const r = await asManager(
            `query(${vars.join(", ")}) { ${fields.join(" ")} }`,
            Object.fromEntries(chunk.map((c, i) => [`q${i}`, c.id.split("\t")])),
          );
          assert.equal(r.errors, undefined, JSON.stringify(r.errors));
          chunk.forEach((c, i) => {
            assert.equal(
              r.data[`c${i}`].totalCount,
              c.value,
              `${row} × ${col}: ${c.name} (${c.id})`,
            );
          });
        }
        walked += cells.length;
      }
    }
    // Dept 3 values, Site 3, Zone 1, Role 5; each with all.
    assert.equal(walked, (4 + 4 + 2 + 6) ** 2);
  }));

Deno.test("API matrix: unknown dimensions are BAD_USER_INPUT naming row or col", () =>
  withApi(async ({ sql, handler }) => {
    const { asManager } = await arrange(sql, handler);
    const cases: [string, string, string][] = [
      ["Colour", "Dept", "row"],
      ["Dept", "Cost", "col"],
      ["Dept", "", "col"],
      ["Dept:HR", "Role", "row"],
    ];
    for (const [row, col, field] of cases) {
      const r = await asManager(MATRIX, { row, col });
      assert.equal(r.errors?.[0].extensions?.code, "BAD_USER_INPUT", `${row} × ${col}`);
      assert.equal(r.errors?.[0].extensions?.field, field, `${row} × ${col}`);
    }
    const theirs = await asManager(MATRIX, { row: "Cost", col: "Role" });
    assert.equal(theirs.errors?.[0].extensions?.field, "row", "another organisation's prefix");
  }));

Deno.test("API matrix: a User may not use the matrix", () =>
  withApi(async ({ sql, handler }) => {
    const { user } = await arrange(sql, handler);
    for (
      const [query, vars] of [[PREFIXES, {}], [MATRIX, { row: "Dept", col: "Role" }]] as const
    ) {
      const r = await as(handler, user)(query, vars);
      assert.equal(r.errors?.[0].extensions?.code, "FORBIDDEN");
    }
  }));

Deno.test("API matrix: a matrix too big to send is refused, naming the larger axis", () =>
  withApi(async ({ sql, handler }) => {
    const { org, asManager, matrix } = await arrange(sql, handler);
    await sql`insert into app.roles (org_id, role_handle, name)
              select ${org.id}, 'bulk' || n, 'Bulk ' || n from generate_series(1, 320) n`;
    const r = await asManager(MATRIX, { row: "Role", col: "Role" });
    assert.equal(r.errors?.[0].extensions?.code, "BAD_USER_INPUT");
    assert.match(r.errors![0].message, /at most 100000/);
    assert.equal((await matrix("Role", "Dept")).length, 326 * 4, "one big axis is fine");
  }));
