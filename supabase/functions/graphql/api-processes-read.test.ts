/** Reading processes: processes, currentUserProcesses, process, nextDates, users through roles. */
import type { Handler } from "./server/create-handler.ts";
import { strict as assert } from "node:assert";
import postgres from "postgres";
import { createGraphqlHandler } from "./server/create-handler.ts";
import {
  as,
  createMember,
  createOrg,
  createPerson,
  createRole,
  gql,
  TEST_SECRET,
  withApi,
} from "./testing/api-fixture.ts";

const LIST_ARGS = "$q: [String!], $offset: Int, $limit: Int, $sortBy: String, $isDesc: Boolean";
const PASS_ARGS = "q: $q, offset: $offset, limit: $limit, sortBy: $sortBy, isDesc: $isDesc";
const PROCESSES = `query(${LIST_ARGS}) { processes(${PASS_ARGS}) {
  totalCount nodes { processHandle labels { label } assignedRoles { roleHandle } docs { name } } } }`;
const MINE =
  `query(${LIST_ARGS}) { currentUserProcesses(${PASS_ARGS}) { totalCount nodes { processHandle } } }`;
const ONE = `query($id: Int!) { process(id: $id) { id processHandle hasNoDates scheduledFrom
  users { id name peopleHandle role { id roleHandle name } roles { roleHandle } } } }`;

interface Row {
  handle: string;
  name: string;
  description?: string;
  type?: "Scheduled" | "AsNeeded";
  compact?: string;
  hasDates?: boolean;
  from?: string;
}

async function process(sql: postgres.Sql, orgId: number, row: Row): Promise<number> {
  const [r] = await sql`insert into app.processes (org_id, process_handle, name, description,
      frequency_type, frequency, compact_frequency, has_dates, scheduled_from)
    values (${orgId}, ${row.handle}, ${row.name}, ${row.description ?? ""}, ${
    row.type ?? "AsNeeded"
  },
      ${
    row.compact?.startsWith("W")
      ? sql.json({ StartOn: "2026-01-05", RepeatOn: "Mon", RepeatEvery: 2 })
      : row.type === "Scheduled"
      ? sql.json({})
      : null
  },
      ${row.compact ?? ""}, ${row.hasDates ?? false}, ${row.from ?? "2026-01-01"})
    returning id`;
  return Number(r!.id);
}

function handles(
  r: { data: Record<string, { nodes: { processHandle: string }[] }> },
  field: string,
) {
  return r.data[field]!.nodes.map((n) => n.processHandle);
}

async function arrange(sql: postgres.Sql, handler: Handler) {
  const org = await createOrg(sql);
  const admin = await createMember(sql, org, { userType: "Admin" });
  const manager = await createMember(sql, org, { userType: "Manager" });
  const user = await createMember(sql, org, { userType: "User", name: "Uma User" });
  const ops = await createRole(sql, org, "ops", "Operations");
  const fin = await createRole(sql, org, "fin", "Finance");
  const idle = await createRole(sql, org, "idle", "Idle");
  const bob = await createPerson(sql, org, { name: "Bob", people_handle: "bob" });
  await sql`insert into app.role_members (org_id, role_id, person_id) values
    (${org.id}, ${ops}, ${user.id}), (${org.id}, ${fin}, ${user.id}), (${org.id}, ${fin}, ${bob})`;
  const pay = await process(sql, org.id, {
    handle: "PAY-001",
    name: "Monthly payroll",
    description: "Pay everyone",
    type: "Scheduled",
    compact: "W2:Mon@2026-01-05",
    hasDates: true,
    from: "2026-02-01",
  });
  const check = await process(sql, org.id, {
    handle: "OPS-001",
    name: "Weekly check",
    type: "Scheduled",
    compact: "*:",
    hasDates: false,
  });
  const adhoc = await process(sql, org.id, {
    handle: "OPS-002",
    name: "ad hoc call",
    description: "When needed",
  });
  const audit = await process(sql, org.id, {
    handle: "FIN-001",
    name: "Audit",
    description: "Yearly",
  });
  await sql`insert into app.process_roles (org_id, process_id, role_id) values
    (${org.id}, ${pay}, ${fin}), (${org.id}, ${pay}, ${ops}), (${org.id}, ${check}, ${ops}), (${org.id}, ${audit}, ${idle})`;
  const labels = await sql`insert into app.labels (org_id, label) values
    (${org.id}, 'Dept:HR'), (${org.id}, 'Dept:Finance'), (${org.id}, 'Site:London') returning id, label`;
  const label = Object.fromEntries(labels.map((l) => [l.label, Number(l.id)]));
  await sql`insert into app.process_labels (org_id, process_id, label_id) values
    (${org.id}, ${pay}, ${label["Dept:HR"]!}), (${org.id}, ${pay}, ${label["Dept:Finance"]!}),
    (${org.id}, ${check}, ${label["Site:London"]!}), (${org.id}, ${audit}, ${label[
    "Dept:Finance"
  ]!})`;
  await sql`insert into app.process_docs (org_id, process_id, name, url) values
    (${org.id}, ${pay}, 'Guide', 'https://example.test/guide'), (${org.id}, ${pay}, 'Form', 'https://example.test/form')`;
  const other = await createOrg(sql);
  const outsider = await createMember(sql, other, { userType: "Admin" });
  await process(sql, other.id, { handle: "PAY-001", name: "Their payroll" });
  const asAdmin = as(handler, admin);

  return {
    org,
    admin,
    manager,
    user,
    ops,
    fin,
    idle,
    bob,
    pay,
    check,
    adhoc,
    audit,
    labels,
    label,
    other,
    outsider,
    asAdmin,
  };
}

Deno.test("API process reads: the full list is sorted by name and carries each process's own lists", () =>
  withApi(async ({ sql, handler }) => {
    const { manager } = await arrange(sql, handler);
    const r = await as(handler, manager)(PROCESSES);
    assert.equal(r.data.processes.totalCount, 4);
    assert.deepEqual(handles(r, "processes"), ["OPS-002", "FIN-001", "PAY-001", "OPS-001"]);
    const byHandle = Object.fromEntries(
      r.data.processes.nodes.map((n: { processHandle: string }) => [n.processHandle, n]),
    );
    assert.deepEqual(byHandle["PAY-001"].labels, [{ label: "Dept:Finance" }, {
      label: "Dept:HR",
    }]);
    assert.deepEqual(byHandle["PAY-001"].assignedRoles, [{ roleHandle: "fin" }, {
      roleHandle: "ops",
    }]);
    assert.deepEqual(byHandle["PAY-001"].docs, [{ name: "Guide" }, { name: "Form" }]);
    assert.deepEqual(byHandle["OPS-001"].labels, [{ label: "Site:London" }]);
    assert.deepEqual(byHandle["OPS-002"].labels, []);
    assert.deepEqual(byHandle["FIN-001"].assignedRoles, [{ roleHandle: "idle" }]);
  }));

Deno.test("API process reads: sortBy, isDesc, offset and limit page the list", () =>
  withApi(async ({ sql, handler }) => {
    const { asAdmin } = await arrange(sql, handler);
    const r = await asAdmin(PROCESSES, {
      sortBy: "processHandle",
      isDesc: true,
      offset: 1,
      limit: 2,
    });
    assert.equal(r.data.processes.totalCount, 4);
    assert.deepEqual(handles(r, "processes"), ["OPS-002", "OPS-001"]);
    const badSort = await asAdmin(PROCESSES, { sortBy: "password" });
    assert.equal(badSort.errors?.[0].extensions?.code, "BAD_USER_INPUT");
    assert.equal(badSort.errors?.[0].extensions?.field, "sortBy");
    const tooMany = await asAdmin(PROCESSES, { limit: 1001 });
    assert.equal(tooMany.errors?.[0].extensions?.code, "BAD_USER_INPUT");
    assert.equal(tooMany.errors?.[0].extensions?.field, "limit");
  }));

Deno.test("API process reads: q terms filter the list", () =>
  withApi(async ({ sql, handler }) => {
    const { bob, asAdmin } = await arrange(sql, handler);
    const q = async (...terms: string[]) =>
      handles(await asAdmin(PROCESSES, { q: terms }), "processes").sort();
    assert.deepEqual(await q("has:scheduled"), ["PAY-001"]);
    assert.deepEqual(await q("has:scheduledNoDates"), ["OPS-001"]);
    assert.deepEqual(await q("has:needed"), ["FIN-001", "OPS-002"]);
    assert.deepEqual(await q("has:noRoles"), ["OPS-002"]);
    assert.deepEqual(await q("has:noDocs"), ["FIN-001", "OPS-001", "OPS-002"]);
    assert.deepEqual(await q("has:noDescription"), ["OPS-001"]);
    assert.deepEqual(await q("has:noLabel"), ["OPS-002"]);
    assert.deepEqual(await q("label:dept:finance"), ["FIN-001", "PAY-001"]);
    assert.deepEqual(await q("prefix:Dept", "has:scheduled", "payroll"), ["PAY-001"]);
    assert.deepEqual(await q("role:OPS"), ["OPS-001", "PAY-001"]);
    assert.deepEqual(await q(`user:${bob}`), ["PAY-001"]);
    assert.deepEqual(await q("WHEN NEEDED"), ["OPS-002"]);
    assert.deepEqual(await q("ops-"), ["OPS-001", "OPS-002"]);
    assert.deepEqual(await q("d=org", "has:needed"), ["FIN-001", "OPS-002"]);
    assert.deepEqual(await q("100%"), [], "LIKE wildcards in text are literal");
    assert.deepEqual(await q("_"), [], "LIKE wildcards in text are literal");
    assert.deepEqual(await q("pay", "everyone"), ["PAY-001"], "text terms are ANDed");
    assert.deepEqual(await q("pay", "audit"), []);
    assert.deepEqual(await q("their"), [], "another organisation's process never matches");
    assert.deepEqual(await q("label:Dept:HR", "role:fin", `user:${bob}`, "pay"), ["PAY-001"]);
    assert.deepEqual(await q("label:Site:London", "role:fin"), []);
    const beyond = await asAdmin(PROCESSES, { q: ["has:needed"], offset: 5 });
    assert.deepEqual(
      beyond.data.processes,
      { totalCount: 2, nodes: [] },
      "a page past the end still counts",
    );
    const beyondAll = await asAdmin(PROCESSES, { offset: 10 });
    assert.deepEqual(beyondAll.data.processes, { totalCount: 4, nodes: [] });
    const counted = await asAdmin(PROCESSES, { q: ["prefix:Dept"], limit: 1 });
    assert.equal(
      counted.data.processes.totalCount,
      2,
      "totalCount counts every match, not the page",
    );
  }));

Deno.test("API process reads: an unknown or inapplicable q term is BAD_USER_INPUT naming it", () =>
  withApi(async ({ sql, handler }) => {
    const { asAdmin } = await arrange(sql, handler);
    const unknown = await asAdmin(PROCESSES, { q: ["colour:red"] });
    assert.equal(unknown.errors?.[0].extensions?.code, "BAD_USER_INPUT");
    assert.equal(unknown.errors?.[0].extensions?.field, "q");
    assert.match(unknown.errors![0].message, /colour:/);
    const late = await asAdmin(PROCESSES, { q: ["is:late"] });
    assert.match(late.errors![0].message, /does not apply to processes/);
    assert.equal(unknown.status, 400);
  }));

Deno.test("API process reads: processes is for admins and managers; a User-type person sees their own", () =>
  withApi(async ({ sql, handler }) => {
    const { user, asAdmin } = await arrange(sql, handler);
    const refused = await as(handler, user)(PROCESSES);
    assert.equal(refused.errors?.[0].extensions?.code, "FORBIDDEN");
    assert.equal(refused.status, 403);
    const mine = await as(handler, user)(MINE);
    assert.equal(mine.data.currentUserProcesses.totalCount, 2);
    assert.deepEqual(handles(mine, "currentUserProcesses"), ["PAY-001", "OPS-001"]);
    const filtered = await as(handler, user)(MINE, { q: ["has:scheduledNoDates"] });
    assert.deepEqual(handles(filtered, "currentUserProcesses"), ["OPS-001"]);
    const adminOwn = await asAdmin(MINE);
    assert.equal(adminOwn.data.currentUserProcesses.totalCount, 0, "the admin holds no role");
    const bad = await as(handler, user)(MINE, { q: ["nope:x"] });
    assert.equal(bad.errors?.[0].extensions?.code, "BAD_USER_INPUT");
  }));

Deno.test("API process reads: process(id): users through roles; User-type only their own; other orgs NOT_FOUND", () =>
  withApi(async ({ sql, handler }) => {
    const { user, fin, bob, pay, check, audit, outsider, asAdmin } = await arrange(sql, handler);
    const r = await asAdmin(ONE, { id: pay });
    const p = r.data.process;
    assert.equal(p.processHandle, "PAY-001");
    assert.equal(p.hasNoDates, false);
    assert.deepEqual(p.users.map((u: { name: string }) => u.name), ["Bob", "Uma User"]);
    const uma = p.users.find((u: { id: number }) => u.id === user.id);
    assert.deepEqual(
      uma.role,
      { id: fin, roleHandle: "fin", name: "Finance" },
      "first assigned role by name",
    );
    assert.deepEqual(uma.roles, [{ roleHandle: "fin" }, { roleHandle: "ops" }]);
    assert.equal(p.users.find((u: { id: number }) => u.id === bob).role.roleHandle, "fin");
    assert.deepEqual(
      (await asAdmin(ONE, { id: check })).data.process.users.map((u: { id: number }) => u.id),
      [user.id],
    );
    assert.equal((await asAdmin(ONE, { id: check })).data.process.hasNoDates, true);
    assert.deepEqual(
      (await asAdmin(ONE, { id: audit })).data.process.users,
      [],
      "a role nobody fills",
    );
    const own = (await as(handler, user)(ONE, { id: pay })).data.process;
    assert.equal(own.processHandle, "PAY-001");
    assert.deepEqual(
      own.users.map((u: { id: number; roles: unknown }) => [u.id, u.roles]),
      [[user.id, [{ roleHandle: "fin" }, { roleHandle: "ops" }]]],
      "a User-type person sees themselves among the people, no one else",
    );
    for (const id of [audit, 987654321]) {
      const notMine = await as(handler, user)(ONE, { id });
      assert.equal(notMine.errors?.[0].extensions?.code, "FORBIDDEN", String(id));
    }
    const foreign = await as(handler, outsider)(ONE, { id: pay });
    assert.equal(foreign.errors?.[0].extensions?.code, "NOT_FOUND");
  }));

Deno.test("API process reads: nextDates: from today by default, never before scheduledFrom", () =>
  withApi(async ({ sql, handler }) => {
    const { pay, check, adhoc, asAdmin } = await arrange(sql, handler);
    const q = `query($id: Int!, $count: Int, $from: String) { process(id: $id) {
      nextDates(count: $count, from: $from) frequencyDescription } }`;
    const from = await asAdmin(q, { id: pay, count: 3, from: "2026-01-01" });
    // Every 2 weeks on Monday from 2026-01-05, but scheduled from 2026-02-01.
    assert.deepEqual(from.data.process.nextDates, ["2026-02-02", "2026-02-16", "2026-03-02"]);
    assert.equal(from.data.process.frequencyDescription, "Every 2 weeks on Monday");
    const today = await asAdmin(q, { id: pay });
    assert.equal(today.data.process.nextDates.length, 10);
    const [now] = await sql`select to_char(now() at time zone 'UTC', 'YYYY-MM-DD') as d`;
    assert.ok(today.data.process.nextDates[0] >= now!.d);
    assert.deepEqual((await asAdmin(q, { id: adhoc })).data.process.nextDates, []);
    assert.deepEqual((await asAdmin(q, { id: check })).data.process.nextDates, []);
    const bad = await asAdmin(q, { id: pay, from: "2026-13-01" });
    assert.equal(bad.errors?.[0].extensions?.code, "BAD_USER_INPUT");
    const tooMany = await asAdmin(q, { id: pay, count: 100000 });
    assert.equal(tooMany.errors?.[0].extensions?.field, "count");
  }));

Deno.test("API process reads: a page's lists cost one query each, however many processes (no N+1)", () =>
  withApi(async ({ db, sql, handler }) => {
    const { org, admin, ops, label } = await arrange(sql, handler);
    let statements = 0;
    const counted = postgres(db.url, {
      max: 1,
      onnotice: () => {},
      // Only the API's own statements (not postgres.js's type lookups).
      debug: (_c: unknown, q: string) => {
        if (/\bapp\./.test(q)) statements++;
      },
    });
    try {
      const counting = createGraphqlHandler({ sql: counted, jwtSecret: TEST_SECRET });
      const query = `{ processes { totalCount nodes { processHandle labelIds labels { label }
      assignedRoles { name } docs { name } users { name role { name } } } } }`;
      const run = async () => {
        statements = 0;
        const r = await gql(counting, query, { token: admin.token, tenant: org.prefix });
        assert.equal(r.errors, undefined, JSON.stringify(r.errors));
        return { statements, total: r.data.processes.totalCount };
      };
      const before = await run();
      for (let i = 0; i < 10; i++) {
        const id = await process(sql, org.id, { handle: `MORE-${i}`, name: `More ${i}` });
        await sql`insert into app.process_roles (org_id, process_id, role_id) values (${org.id}, ${id}, ${ops})`;
        await sql`insert into app.process_labels (org_id, process_id, label_id)
        values (${org.id}, ${id}, ${label["Dept:HR"]!})`;
      }
      const after = await run();
      assert.equal(after.total, before.total + 10);
      assert.equal(after.statements, before.statements);
      // the caller (app.request_caller), count, ids, rows, the 4 lists
      assert.equal(after.statements, 8);
    } finally {
      await counted.end();
    }
  }));
