/**
 * The SQL translation against a real database (PGlite, or PostgreSQL when
 * TEST_DATABASE_URL is set): a fresh organisation with a few rows, each term checked by
 * the rows it keeps. A second organisation with look-alike rows proves nothing leaks.
 */
import { strict as assert } from "node:assert";
import {
  createTestDatabase,
  type TestDatabase,
} from "../../../../../local/testing/migrated-database.ts";
import { AppError } from "../../http/app-error.ts";
import type { QueryEntity } from "../../domain/query/entities.ts";
import { queryWhere, type QueryWhereOptions } from "./query-where.ts";

interface Fixture {
  db: TestDatabase;
  orgId: number;
  person: Record<string, number>;
  process: Record<string, number>;
}

async function seed(db: TestDatabase, prefix: string): Promise<Fixture> {
  const sql = db.sql;
  const [org] =
    await sql`insert into app.organizations (prefix, name) values (${prefix}, ${prefix}) returning id`;
  const orgId = Number(org!.id);
  const people =
    await sql`insert into app.people (org_id, people_handle, name, description, email) values
    (${orgId}, 'alice', 'Alice Admin', 'Runs payroll', 'alice@example.test'),
    (${orgId}, 'bob_1', 'Bob', '50% part-time', null),
    (${orgId}, 'carol', 'Carol', '', 'carol@example.test')
    returning id, people_handle`;
  const person = Object.fromEntries(people.map((r) => [r.people_handle, Number(r.id)]));
  const roles = await sql`insert into app.roles (org_id, role_handle, name, description) values
    (${orgId}, 'Ops-Lead', 'Operations lead', ''),
    (${orgId}, 'fin', 'Finance', 'Money_matters'),
    (${orgId}, 'idle', 'Idle role', 'nobody')
    returning id, role_handle`;
  const role = Object.fromEntries(roles.map((r) => [r.role_handle, Number(r.id)]));
  await sql`insert into app.role_members (org_id, role_id, person_id) values
    (${orgId}, ${role["Ops-Lead"]!}, ${person.alice!}), (${orgId}, ${role.fin!}, ${person.bob_1!}),
    (${orgId}, ${role.fin!}, ${person.alice!})`;
  const processes = await sql`insert into app.processes
    (org_id, process_handle, name, description, frequency_type, has_dates) values
    (${orgId}, 'PAY-001', 'Monthly payroll', 'Pay everyone', 'Scheduled', true),
    (${orgId}, 'OPS-001', 'Weekly check', '', 'Scheduled', false),
    (${orgId}, 'OPS-002', 'Ad hoc 100%_done', 'Call when needed', 'AsNeeded', false)
    returning id, process_handle`;
  const process = Object.fromEntries(processes.map((r) => [r.process_handle, Number(r.id)]));
  await sql`insert into app.process_roles (org_id, process_id, role_id) values
    (${orgId}, ${process["PAY-001"]!}, ${role
    .fin!}), (${orgId}, ${process["OPS-001"]!}, ${role["Ops-Lead"]!})`;
  await sql`insert into app.process_docs (org_id, process_id, name, url) values
    (${orgId}, ${process["PAY-001"]!}, 'Guide', 'https://example.test/guide')`;
  const labels = await sql`insert into app.labels (org_id, label) values
    (${orgId}, 'Dept:HR'), (${orgId}, 'Dept:Finance'), (${orgId}, 'Site:London') returning id, label`;
  const label = Object.fromEntries(labels.map((r) => [r.label, Number(r.id)]));
  await sql`insert into app.process_labels (org_id, process_id, label_id) values
    (${orgId}, ${process["PAY-001"]!}, ${label["Dept:HR"]!}), (${orgId}, ${process[
    "PAY-001"
  ]!}, ${label["Dept:Finance"]!}),
    (${orgId}, ${process["OPS-001"]!}, ${label["Site:London"]!})`;
  await sql`insert into app.process_categories (org_id, prefix, description) values
    (${orgId}, 'PAY', 'Payroll runs'), (${orgId}, 'OPS', 'Operations, 100% done'),
    (${orgId}, 'ops_x', '')`;
  await sql`insert into app.tasks (org_id, handle, init_handle, name, description, process_id, person_id, due_date, status, deleted) values
    (${orgId}, 'T1', 'T1', 'Monthly payroll task', '', ${process["PAY-001"]!}, ${person
    .alice!}, '2026-11-10', 'NotStarted', false),
    (${orgId}, 'T2', 'T2', 'Monthly payroll task', '', ${process["PAY-001"]!}, ${person
    .bob_1!}, '2026-11-25', 'InProgress', false),
    (${orgId}, 'T3', 'T3', 'Weekly check task', 'look at 100%', ${process["OPS-001"]!}, ${person
    .alice!}, '2026-11-01', 'Complete', false),
    (${orgId}, 'T4', 'T4', 'Weekly check task', '', ${process["OPS-001"]!}, ${person
    .bob_1!}, '2026-11-02', 'NotStarted', true)`;
  return { db, orgId, person, process };
}

const TABLES: Record<QueryEntity, { from: string; handle: string }> = {
  user: { from: "app.people u", handle: "u.people_handle" },
  role: { from: "app.roles r", handle: "r.role_handle" },
  process: { from: "app.processes p", handle: "p.process_handle" },
  task: { from: "app.tasks t", handle: "t.handle" },
  label: { from: "app.labels l", handle: "l.label" },
  category: { from: "app.process_categories c", handle: "c.prefix" },
};

/** The handles a q keeps in the fixture's organisation, sorted. */
async function handles(
  fx: Fixture,
  entity: QueryEntity,
  q: unknown,
  options: QueryWhereOptions = {},
): Promise<string[]> {
  const sql = fx.db.sql;
  const { where } = queryWhere(sql, entity, q, { today: "2026-11-21", ...options });
  const table = TABLES[entity];
  const rows = await sql`select ${sql.unsafe(table.handle)} as handle from ${sql.unsafe(table.from)}
    where ${sql.unsafe(table.from.split(" ")[1]!)}.org_id = ${fx.orgId} and ${where}`;
  // Sorted here: the database's collation may order mixed case differently.
  return rows.map((r) => String(r.handle)).sort();
}

function badInput(fn: () => unknown, message: RegExp): void {
  assert.throws(
    fn,
    (e) =>
      e instanceof AppError && e.code === "BAD_USER_INPUT" && e.field === "q" &&
      message.test(e.message),
  );
}

let seeded = 0;

/**
 * Runs `fn` with the fixture organisation and a look-alike one beside it, in a database other
 * test files share when the run provides one; `ownDatabase` for a test that counts every row.
 */
async function withFixture(
  fn: (fx: Fixture, db: TestDatabase) => Promise<void>,
  { ownDatabase = false } = {},
): Promise<void> {
  const db = await createTestDatabase({ shared: !ownDatabase });
  try {
    const suffix = `${Date.now() % 1e8}-${++seeded}`;
    const fx = await seed(db, `qa-${suffix}`);
    await seed(db, `qb-${suffix}`); // look-alike rows in another organisation
    await fn(fx, db);
  } finally {
    await db.close();
  }
}

Deno.test("query terms: processes: has:*", () =>
  withFixture(async (fx) => {
    assert.deepEqual(await handles(fx, "process", []), ["OPS-001", "OPS-002", "PAY-001"]);
    assert.deepEqual(await handles(fx, "process", null), ["OPS-001", "OPS-002", "PAY-001"]);
    assert.deepEqual(await handles(fx, "process", ["has:scheduled"]), ["PAY-001"]);
    assert.deepEqual(await handles(fx, "process", ["has:scheduledNoDates"]), ["OPS-001"]);
    assert.deepEqual(await handles(fx, "process", ["has:needed"]), ["OPS-002"]);
    assert.deepEqual(await handles(fx, "process", ["has:noRoles"]), ["OPS-002"]);
    assert.deepEqual(await handles(fx, "process", ["has:noDocs"]), ["OPS-001", "OPS-002"]);
    assert.deepEqual(await handles(fx, "process", ["has:noDescription"]), ["OPS-001"]);
    assert.deepEqual(await handles(fx, "process", ["has:noLabel"]), ["OPS-002"]);
  }));

Deno.test("query terms: processes: labels, prefixes, roles, people, text; terms are ANDed", () =>
  withFixture(async (fx) => {
    assert.deepEqual(await handles(fx, "process", ["label:dept:hr"]), ["PAY-001"]);
    assert.deepEqual(await handles(fx, "process", ["label:Dept"]), [], "a label matches whole");
    assert.deepEqual(await handles(fx, "process", ["prefix:DEPT"]), ["PAY-001"]);
    assert.deepEqual(await handles(fx, "process", ["prefix:Site"]), ["OPS-001"]);
    assert.deepEqual(await handles(fx, "process", ["prefix:Dep"]), [], "a prefix matches whole");
    assert.deepEqual(await handles(fx, "process", ["role:ops-lead"]), ["OPS-001"]);
    assert.deepEqual(await handles(fx, "process", ["role:nobody"]), []);
    assert.deepEqual(await handles(fx, "process", [`user:${fx.person.alice}`]), [
      "OPS-001",
      "PAY-001",
    ]);
    assert.deepEqual(await handles(fx, "process", [`user:${fx.person.bob_1}`]), ["PAY-001"]);
    assert.deepEqual(await handles(fx, "process", [`user:${fx.person.carol}`]), []);
    assert.deepEqual(await handles(fx, "process", ["PAYROLL"]), ["PAY-001"]);
    assert.deepEqual(
      await handles(fx, "process", ["ops-"]),
      ["OPS-001", "OPS-002"],
      "handles are searched",
    );
    assert.deepEqual(
      await handles(fx, "process", ["when needed"]),
      ["OPS-002"],
      "descriptions are searched",
    );
    assert.deepEqual(
      await handles(fx, "process", ["has:scheduled", "label:Dept:HR", "prefix:Dept", "pay"]),
      ["PAY-001"],
    );
    assert.deepEqual(await handles(fx, "process", ["has:scheduled", "label:Site:London"]), []);
    assert.deepEqual(await handles(fx, "process", ["d=org", "has:needed"]), ["OPS-002"]);
  }));

Deno.test("query terms: text is literal: %, _ and \\ and quotes are not SQL", () =>
  withFixture(async (fx, db) => {
    assert.deepEqual(await handles(fx, "process", ["100%_"]), ["OPS-002"]);
    assert.deepEqual(await handles(fx, "process", ["%"]), ["OPS-002"]);
    assert.deepEqual(await handles(fx, "process", ["_"]), ["OPS-002"]);
    assert.deepEqual(await handles(fx, "process", ["\\"]), []);
    assert.deepEqual(await handles(fx, "process", ["' or 1=1 --"]), []);
    assert.deepEqual(
      await handles(fx, "process", ['"label:Dept:HR"']),
      [],
      "quoted text is searched, not a label",
    );
    assert.deepEqual(await handles(fx, "process", ["label:x') or true --"]), []);
    assert.equal(
      (await db.sql`select count(*)::int as n from app.processes`)[0]!.n,
      6,
      "nothing was harmed",
    );
  }, { ownDatabase: true }));

Deno.test("query terms: people: text over name, handle, description and email; role:", () =>
  withFixture(async (fx) => {
    assert.deepEqual(await handles(fx, "user", ["ALICE@"]), ["alice"]);
    assert.deepEqual(await handles(fx, "user", ["bob_"]), ["bob_1"]);
    assert.deepEqual(await handles(fx, "user", ["50%"]), ["bob_1"]);
    assert.deepEqual(await handles(fx, "user", ["payroll"]), ["alice"]);
    assert.deepEqual(
      await handles(fx, "user", ["example.test"]),
      ["alice", "carol"],
      "a null email is not an error",
    );
    assert.deepEqual(await handles(fx, "user", ["role:FIN"]), ["alice", "bob_1"]);
    assert.deepEqual(await handles(fx, "user", ["role:fin", "role:ops-lead"]), ["alice"]);
    assert.deepEqual(await handles(fx, "user", ["role:idle"]), []);
  }));

Deno.test("query terms: roles: text, user: (filled by), process: (assigned to)", () =>
  withFixture(async (fx) => {
    assert.deepEqual(await handles(fx, "role", ["money_"]), ["fin"]);
    assert.deepEqual(await handles(fx, "role", ["lead"]), ["Ops-Lead"]);
    assert.deepEqual(
      await handles(fx, "role", [`user:${fx.person.alice}`]),
      ["Ops-Lead", "fin"].sort(),
    );
    assert.deepEqual(await handles(fx, "role", [`user:${fx.person.carol}`]), []);
    assert.deepEqual(await handles(fx, "role", [`process:${fx.process["PAY-001"]}`]), ["fin"]);
    assert.deepEqual(await handles(fx, "role", [`process:${fx.process["OPS-002"]}`]), []);
  }));

Deno.test("query terms: has: for people and roles; category: and has:noCategory", () =>
  withFixture(async (fx, db) => {
    const sql = db.sql;
    assert.deepEqual(await handles(fx, "user", ["has:noAccess"]), []);
    await sql`update app.people set is_auth_enabled = false
      where org_id = ${fx.orgId} and people_handle in ('carol', 'bob_1')`;
    assert.deepEqual(await handles(fx, "user", ["has:noAccess"]), ["bob_1", "carol"]);
    assert.deepEqual(await handles(fx, "user", ["has:noRole"]), ["carol"]);
    assert.deepEqual(await handles(fx, "user", ["has:noRole", "has:noAccess"]), ["carol"]);
    assert.deepEqual(await handles(fx, "user", ["has:noAccess", "role:fin"]), ["bob_1"]);
    assert.deepEqual(await handles(fx, "role", ["has:noUsers"]), ["idle"]);
    assert.deepEqual(await handles(fx, "role", ["has:noProcesses"]), ["idle"]);
    assert.deepEqual(await handles(fx, "role", ["has:noProcesses", "fin"]), []);
    await sql`update app.processes p set category_id = c.id from app.process_categories c
      where p.org_id = ${fx.orgId} and c.org_id = p.org_id
        and lower(c.prefix) = lower(split_part(p.process_handle, '-', 1))
        and p.process_handle <> 'OPS-002'`;
    assert.deepEqual(await handles(fx, "process", ["category:pay"]), ["PAY-001"]);
    assert.deepEqual(await handles(fx, "process", ["category:OPS"]), ["OPS-001"]);
    assert.deepEqual(await handles(fx, "process", ["category:ops_x"]), []);
    assert.deepEqual(await handles(fx, "process", ["category:OP"]), [], "a prefix matches whole");
    assert.deepEqual(await handles(fx, "process", ["has:noCategory"]), ["OPS-002"]);
    assert.deepEqual(await handles(fx, "process", ["has:noCategory", "category:ops"]), []);
  }));

Deno.test("query terms: tasks: is/isNot missed, and late without the missed (a lapsing process)", () =>
  withFixture(async (fx) => {
    assert.deepEqual(await handles(fx, "task", ["is:missed"]), [], "no process lapses");
    // PAY-001 lapses, its latest date before today the 20th: T1 (due the 10th) lapsed.
    const lapses = new Map([[fx.process["PAY-001"]!, "2026-11-20"]]);
    assert.deepEqual(await handles(fx, "task", ["is:missed"], { lapses }), ["T1"]);
    assert.deepEqual(await handles(fx, "task", ["isNot:missed"], { lapses }), ["T2", "T3", "T4"]);
    assert.deepEqual(await handles(fx, "task", ["is:late"], { lapses }), []);
    assert.deepEqual(await handles(fx, "task", ["isNot:late"], { lapses }), [
      "T1",
      "T2",
      "T3",
      "T4",
    ]);
    // On the lapse day the occurrence is late, not missed; a manual task never lapses.
    const onIt = new Map([[fx.process["PAY-001"]!, "2026-11-10"]]);
    assert.deepEqual(await handles(fx, "task", ["is:late"], { lapses: onIt }), ["T1"]);
    await fx.db.sql`update app.tasks set is_manually_created = true
      where org_id = ${fx.orgId} and handle = 'T1'`;
    assert.deepEqual(await handles(fx, "task", ["is:missed"], { lapses }), []);
    assert.deepEqual(await handles(fx, "task", ["is:late"], { lapses }), ["T1"]);
  }));

Deno.test("query terms: tasks: is/isNot late and deleted, status, user, process, text, label, prefix, role", () =>
  withFixture(async (fx) => {
    assert.deepEqual(await handles(fx, "task", ["is:late"]), ["T1"]);
    assert.deepEqual(await handles(fx, "task", ["is:late"], { today: "2026-11-30" }), [
      "T1",
      "T2",
    ]);
    assert.deepEqual(await handles(fx, "task", ["isNot:late"]), ["T2", "T3", "T4"]);
    assert.deepEqual(await handles(fx, "task", ["is:deleted"]), ["T4"]);
    assert.deepEqual(await handles(fx, "task", ["isNot:deleted"]), ["T1", "T2", "T3"]);
    assert.deepEqual(await handles(fx, "task", ["status=In Progress|Not Started"]), [
      "T1",
      "T2",
      "T4",
    ]);
    assert.deepEqual(await handles(fx, "task", ["status=Complete"]), ["T3"]);
    assert.deepEqual(
      await handles(fx, "task", [
        "is:late",
        "isNot:deleted",
        "status=In Progress|Not Started",
        "d=org",
      ]),
      ["T1"],
    );
    assert.deepEqual(await handles(fx, "task", [`user:${fx.person.bob_1}`]), ["T2", "T4"]);
    assert.deepEqual(await handles(fx, "task", [`process:${fx.process["OPS-001"]}`]), [
      "T3",
      "T4",
    ]);
    assert.deepEqual(await handles(fx, "task", ["100%"]), ["T3"]);
    assert.deepEqual(await handles(fx, "task", ["weekly"]), ["T3", "T4"]);
    // label/prefix: the task's process's labels; role: assigned to its process and filled
    // by its assignee (bob_1 does not fill Ops-Lead).
    assert.deepEqual(await handles(fx, "task", ["label:dept:hr"]), ["T1", "T2"]);
    assert.deepEqual(await handles(fx, "task", ["prefix:SITE"]), ["T3", "T4"]);
    assert.deepEqual(await handles(fx, "task", ["role:ops-lead"]), ["T3"]);
    assert.deepEqual(await handles(fx, "task", ["role:fin"]), ["T1", "T2"]);
  }));

Deno.test("query terms: labels: text in the label, label: whole, prefix: whole, any case", () =>
  withFixture(async (fx) => {
    const all = ["Dept:Finance", "Dept:HR", "Site:London"];
    assert.deepEqual(await handles(fx, "label", []), all);
    assert.deepEqual(await handles(fx, "label", ["d=org"]), all);
    assert.deepEqual(await handles(fx, "label", ["DEPT"]), ["Dept:Finance", "Dept:HR"]);
    assert.deepEqual(await handles(fx, "label", ['"E:L"']), ["Site:London"]);
    assert.deepEqual(await handles(fx, "label", ["label:dept:hr"]), ["Dept:HR"]);
    assert.deepEqual(await handles(fx, "label", ["label:Dept"]), [], "a label matches whole");
    assert.deepEqual(await handles(fx, "label", ["prefix:SITE"]), ["Site:London"]);
    assert.deepEqual(await handles(fx, "label", ["prefix:Dep"]), [], "a prefix matches whole");
    assert.deepEqual(await handles(fx, "label", ["prefix:Dept", "fin"]), ["Dept:Finance"]);
    assert.deepEqual(await handles(fx, "label", ["%"]), [], "wildcards are literal");
    assert.deepEqual(await handles(fx, "label", ["label:x') or true --"]), []);
  }));

Deno.test("query terms: process categories: text in prefix or description", () =>
  withFixture(async (fx) => {
    assert.deepEqual(await handles(fx, "category", []), ["OPS", "PAY", "ops_x"].sort());
    assert.deepEqual(await handles(fx, "category", ["pay"]), ["PAY"]);
    assert.deepEqual(await handles(fx, "category", ["OPERATIONS", "d=org"]), ["OPS"]);
    assert.deepEqual(await handles(fx, "category", ["ops_"]), ["ops_x"]);
    assert.deepEqual(await handles(fx, "category", ["100%"]), ["OPS"]);
    assert.deepEqual(await handles(fx, "category", ["ops", "runs"]), []);
  }));

Deno.test("query terms: a caller's own alias", () =>
  withFixture(async (fx, db) => {
    const { where } = queryWhere(db.sql, "user", ["role:fin", "bob"], { alias: "pe" });
    const rows = await db
      .sql`select pe.people_handle from app.people pe where pe.org_id = ${fx.orgId} and ${where}`;
    assert.deepEqual(rows.map((r) => r.people_handle), ["bob_1"]);
  }));

Deno.test("query terms: d=org adds no condition and comes back as a flag", () =>
  withFixture(async (_fx, db) => {
    assert.equal(queryWhere(db.sql, "task", ["d=org", "is:deleted"]).orgWide, true);
    assert.equal(queryWhere(db.sql, "process", ["has:noDocs"]).orgWide, false);
    const [row] = await db.sql`select ${queryWhere(db.sql, "user", ["d=org"]).where} as ok`;
    assert.equal(row!.ok, true, "no terms, or only d=org, is plain true");
  }));

Deno.test("bad or inapplicable terms are BAD_USER_INPUT on field q, before any SQL runs", () => {
  const sql = (() => {
    throw new Error("no SQL may be built");
  }) as unknown as Parameters<typeof queryWhere>[0];
  badInput(
    () => queryWhere(sql, "user", ["has:noDocs"]),
    /^"has:noDocs" does not apply to people$/,
  );
  badInput(() => queryWhere(sql, "process", ["is:late"]), /does not apply to processes/);
  badInput(() => queryWhere(sql, "role", ["label:a:b"]), /does not apply to roles/);
  badInput(() => queryWhere(sql, "task", ["has:noDocs"]), /does not apply to tasks/);
  badInput(
    () => queryWhere(sql, "user", ["has:noUsers"]),
    /^"has:noUsers" does not apply to people$/,
  );
  badInput(() => queryWhere(sql, "role", ["has:noRole"]), /^"has:noRole" does not apply to roles$/);
  badInput(
    () => queryWhere(sql, "process", ["has:noAccess"]),
    /^"has:noAccess" does not apply to processes$/,
  );
  badInput(() => queryWhere(sql, "role", ["category:ops"]), /does not apply to roles/);
  badInput(() => queryWhere(sql, "task", ["has:noCategory"]), /does not apply to tasks/);
  badInput(() => queryWhere(sql, "process", ["has:foo"]), /Unknown value "foo" in "has:foo"/);
  badInput(() => queryWhere(sql, "task", ["status=Nope"]), /Unknown status "Nope"/);
  badInput(() => queryWhere(sql, "role", ["user:"]), /"user:" needs a person.s handle or id/);
  badInput(() => queryWhere(sql, "process", ["foo:bar"]), /Unknown search term "foo:"/);
  badInput(() => queryWhere(sql, "process", "has:noDocs"), /must be a list/);
  badInput(() => queryWhere(sql, "label", ["user:1"]), /^"user:1" does not apply to labels$/);
  badInput(() => queryWhere(sql, "label", ["has:noDocs"]), /does not apply to labels/);
  badInput(
    () => queryWhere(sql, "category", ["label:a:b"]),
    /^"label:a:b" does not apply to process categories$/,
  );
  badInput(() => queryWhere(sql, "category", ["prefix:a"]), /does not apply to process categories/);
  badInput(
    () => queryWhere(sql, "label", ["owner:me"]),
    /Unknown search term "owner:" in "owner:me"/,
  );
});
