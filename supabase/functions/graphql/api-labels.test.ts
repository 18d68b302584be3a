/** Labels: labels, createLabel, updateLabel, removeLabel: `prefix:value`, unique
 * (docs/product.md#labels-categories-and-handles).
 */
import type { Handler } from "./server/create-handler.ts";
import { strict as assert } from "node:assert";
import type postgres from "postgres";
import { as, createMember, createOrg, withApi } from "./testing/api-fixture.ts";

const LIST = `query($q: [String!], $offset: Int, $limit: Int, $sortBy: String, $isDesc: Boolean) {
  labels(q: $q, offset: $offset, limit: $limit, sortBy: $sortBy, isDesc: $isDesc) {
    totalCount nodes { id label prefix processes } } }`;
const CREATE =
  "mutation($l: CreateLabelInput!) { createLabel(label: $l) { id label prefix processes } }";
const UPDATE =
  "mutation($l: UpdateLabelInput!) { updateLabel(label: $l) { id label prefix processes } }";
const REMOVE = "mutation($id: Int!) { removeLabel(id: $id) }";

async function labelRows(sql: postgres.Sql, orgId: number) {
  return JSON.stringify(
    await sql`select id, label, prefix from app.labels where org_id = ${orgId} order by id`,
  );
}

const texts = (r: { data: { labels: { nodes: { label: string }[] } } }) =>
  r.data.labels.nodes.map((n) => n.label);

async function arrange(sql: postgres.Sql, handler: Handler) {
  const org = await createOrg(sql);
  const admin = await createMember(sql, org, { userType: "Admin" });
  const manager = await createMember(sql, org, { userType: "Manager" });
  const user = await createMember(sql, org, { userType: "User" });
  const other = await createOrg(sql);
  const outsider = await createMember(sql, other, { userType: "Admin" });
  const [foreign] = await sql`insert into app.labels (org_id, label)
                              values (${other.id}, 'Dept:HR') returning id`;
  const foreignId = Number(foreign.id);
  const rows = () => labelRows(sql, org.id);
  // The labels as a Manager creates them (the first test judges the answers).
  const ids: Record<string, number> = {};
  for (const label of ["Dept:HR", " Site : London ", "Dept:Finance", "Risk:High:Legal"]) {
    const r = await as(handler, manager)(CREATE, { l: { label } });
    const created = r.data.createLabel;
    ids[created.label] = created.id;
  }

  return { org, admin, manager, user, other, outsider, foreign, foreignId, rows, ids };
}

/** Two processes: P-1 labelled Dept:HR and Dept:Finance, P-2 labelled Dept:HR. */
async function labelProcesses(sql: postgres.Sql, orgId: number, ids: Record<string, number>) {
  const [p] = await sql`insert into app.processes (org_id, process_handle, name)
                        values (${orgId}, 'P-1', 'Payroll') returning id`;
  const [q] = await sql`insert into app.processes (org_id, process_handle, name)
                        values (${orgId}, 'P-2', 'Hiring') returning id`;
  await sql`insert into app.process_labels (org_id, process_id, label_id) values
    (${orgId}, ${q!.id}, ${ids["Dept:HR"]}), (${orgId}, ${p!.id}, ${ids["Dept:HR"]}),
    (${orgId}, ${p!.id}, ${ids["Dept:Finance"]})`;
  return { p: p!, q: q! };
}

Deno.test("API labels: createLabel stores the label in its normal form with its prefix", () =>
  withApi(async ({ sql, handler }) => {
    const { admin, ids } = await arrange(sql, handler);
    assert.deepEqual(Object.keys(ids), [
      "Dept:HR",
      "Site:London",
      "Dept:Finance",
      "Risk:High:Legal",
    ]);
    const r = await as(handler, admin)(LIST, { q: ["risk"] });
    assert.deepEqual(r.data.labels.nodes, [
      { id: ids["Risk:High:Legal"], label: "Risk:High:Legal", prefix: "Risk", processes: [] },
    ]);
  }));

Deno.test("API labels: a duplicate label (any case, any spacing) is CONFLICT; nothing added", () =>
  withApi(async ({ sql, handler }) => {
    const { admin, outsider, rows, ids } = await arrange(sql, handler);
    const before = await rows();
    for (const label of ["dept:hr", "DEPT : HR"]) {
      const r = await as(handler, admin)(CREATE, { l: { label } });
      assert.equal(r.errors?.[0].extensions?.code, "CONFLICT", label);
      assert.equal(r.errors?.[0].message, "This label already exists");
      assert.equal(r.errors?.[0].extensions?.field, "label");
      assert.equal(r.status, 409);
    }
    const renamed = await as(handler, admin)(UPDATE, {
      l: { id: ids["Dept:Finance"], label: "DEPT:hr" },
    });
    assert.equal(renamed.errors?.[0].extensions?.code, "CONFLICT");
    assert.equal(await rows(), before);
    // The same label in another organisation already exists and did not get in the way.
    const theirs = await as(handler, outsider)(LIST);
    assert.deepEqual(texts(theirs), ["Dept:HR"]);
  }));

Deno.test("API labels: a label without prefix:value is BAD_USER_INPUT saying why", () =>
  withApi(async ({ sql, handler }) => {
    const { admin, rows, ids } = await arrange(sql, handler);
    const before = await rows();
    const cases: [string, RegExp][] = [
      ["", /required/],
      ["DeptHR", /prefix:value/],
      [":HR", /prefix before the colon/],
      ["Dept:", /value after the colon/],
      [`Dept:${"x".repeat(200)}`, /at most 200/],
    ];
    for (const [label, message] of cases) {
      const r = await as(handler, admin)(CREATE, { l: { label } });
      assert.equal(r.errors?.[0].extensions?.code, "BAD_USER_INPUT", label);
      assert.match(r.errors?.[0].message ?? "", message);
      assert.equal(r.errors?.[0].extensions?.field, "label");
      const u = await as(handler, admin)(UPDATE, { l: { id: ids["Dept:HR"], label } });
      assert.equal(u.errors?.[0].extensions?.code, "BAD_USER_INPUT", label);
    }
    assert.equal(await rows(), before);
  }));

Deno.test("API labels: labels lists with processes, sorted by label by default", () =>
  withApi(async ({ sql, handler }) => {
    const { org, admin, ids } = await arrange(sql, handler);
    const { p, q } = await labelProcesses(sql, org.id, ids);
    const r = await as(handler, admin)(LIST);
    assert.equal(r.data.labels.totalCount, 4);
    assert.deepEqual(texts(r), ["Dept:Finance", "Dept:HR", "Risk:High:Legal", "Site:London"]);
    const hr = r.data.labels.nodes.find((n: { label: string }) => n.label === "Dept:HR");
    assert.deepEqual(hr.processes, [Number(p.id), Number(q.id)].sort((a, b) => a - b));
    const byCount = await as(handler, admin)(LIST, { sortBy: "processCount", isDesc: true });
    assert.deepEqual(texts(byCount).slice(0, 2), ["Dept:HR", "Dept:Finance"]);
    const page = await as(handler, admin)(LIST, { offset: 1, limit: 2, sortBy: "id" });
    assert.deepEqual(texts(page), ["Site:London", "Dept:Finance"]);
    assert.equal(page.data.labels.totalCount, 4);
    const desc = await as(handler, admin)(LIST, { sortBy: "prefix", isDesc: true });
    assert.deepEqual(texts(desc)[0], "Site:London");
    for (const vars of [{ limit: 1001 }, { sortBy: "secret" }, { offset: -3 }]) {
      const bad = await as(handler, admin)(LIST, vars);
      assert.equal(bad.errors?.[0].extensions?.code, "BAD_USER_INPUT", JSON.stringify(vars));
    }
  }));

Deno.test("API labels: q: text, label:, prefix:, d=org; other key terms are BAD_USER_INPUT", () =>
  withApi(async ({ sql, handler }) => {
    const { admin } = await arrange(sql, handler);
    const run = async (q: string[]) => texts(await as(handler, admin)(LIST, { q }));
    assert.deepEqual(await run(["dept"]), ["Dept:Finance", "Dept:HR"]);
    assert.deepEqual(await run(["dept", "fin"]), ["Dept:Finance"]);
    assert.deepEqual(await run(["prefix:DEPT"]), ["Dept:Finance", "Dept:HR"]);
    assert.deepEqual(await run(["label:dept:hr"]), ["Dept:HR"]);
    assert.deepEqual(await run(["d=org", "london"]), ["Site:London"]);
    assert.deepEqual(await run(['"risk:high"']), ["Risk:High:Legal"]);
    for (const term of ["user:1", "has:noDocs", "owner:me", "status=Complete"]) {
      const r = await as(handler, admin)(LIST, { q: [term] });
      assert.equal(r.errors?.[0].extensions?.code, "BAD_USER_INPUT", term);
      assert.equal(r.errors?.[0].extensions?.field, "q");
      assert.ok(r.errors?.[0].message.includes(`"${term}"`), r.errors?.[0].message);
    }
    const inapplicable = await as(handler, admin)(LIST, { q: ["role:ops"] });
    assert.equal(inapplicable.errors?.[0].message, '"role:ops" does not apply to labels');
    const unknown = await as(handler, admin)(LIST, { q: ["owner:me"] });
    assert.match(unknown.errors?.[0].message ?? "", /^Unknown search term "owner:"/);
  }));

Deno.test("API labels: updateLabel renames; ids of other organisations are NOT_FOUND", () =>
  withApi(async ({ sql, handler }) => {
    const { admin, other, foreignId, rows, ids } = await arrange(sql, handler);
    const r = await as(handler, admin)(UPDATE, {
      l: { id: ids["Site:London"], label: "Site:Leeds" },
    });
    assert.deepEqual(r.data.updateLabel, {
      id: ids["Site:London"],
      label: "Site:Leeds",
      prefix: "Site",
      processes: [],
    });
    const before = await rows();
    const theirsBefore = await labelRows(sql, other.id);
    for (const id of [foreignId, 987654321]) {
      const u = await as(handler, admin)(UPDATE, { l: { id, label: "Dept:Taken" } });
      assert.equal(u.errors?.[0].extensions?.code, "NOT_FOUND");
      assert.equal(u.status, 404);
      const d = await as(handler, admin)(REMOVE, { id });
      assert.equal(d.errors?.[0].extensions?.code, "NOT_FOUND");
    }
    assert.equal(await rows(), before);
    assert.equal(await labelRows(sql, other.id), theirsBefore);
  }));

Deno.test("API labels: a User-type member cannot list or change labels", () =>
  withApi(async ({ sql, handler }) => {
    const { user, rows, ids } = await arrange(sql, handler);
    const before = await rows();
    const attempts = [
      await as(handler, user)(LIST),
      await as(handler, user)(CREATE, { l: { label: "Mine:Yes" } }),
      await as(handler, user)(UPDATE, { l: { id: ids["Dept:HR"], label: "Dept:Hacked" } }),
      await as(handler, user)(REMOVE, { id: ids["Dept:HR"] }),
    ];
    for (const r of attempts) {
      assert.equal(r.errors?.[0].extensions?.code, "FORBIDDEN");
      assert.equal(r.status, 403);
    }
    assert.equal(await rows(), before);
  }));

Deno.test("API labels: removeLabel removes it from processes, which stay", () =>
  withApi(async ({ sql, handler }) => {
    const { org, manager, ids } = await arrange(sql, handler);
    await labelProcesses(sql, org.id, ids);
    const r = await as(handler, manager)(REMOVE, { id: ids["Dept:HR"] });
    assert.equal(r.data.removeLabel, true);
    const [links] = await sql`select count(*)::int as n from app.process_labels
                              where label_id = ${ids["Dept:HR"]}`;
    assert.equal(links.n, 0);
    const [processes] = await sql`select count(*)::int as n from app.processes
                                  where org_id = ${org.id}`;
    assert.equal(processes.n, 2);
    const again = await as(handler, manager)(REMOVE, { id: ids["Dept:HR"] });
    assert.equal(again.errors?.[0].extensions?.code, "NOT_FOUND");
  }));
