/**
 * importRoles and importUsers over HTTP (docs/csv.md#import): roles listed before their
 * parent, loops refused by line; people with their roles, an email of another person
 * refused by line, a Manager may not make an Admin; re-imports change nothing; new people
 * stay hidden until the apply; another organisation's same handles are untouched.
 */
import type postgres from "postgres";
import type { Handler } from "./server/create-handler.ts";
import { strict as assert } from "node:assert";
import { STAGE_CHUNK } from "../_shared/commands/imports/run-import.ts";
import {
  as,
  createMember,
  createOrg,
  createPerson,
  createRole,
  withApi,
} from "./testing/api-fixture.ts";
import { importSnapshot } from "./testing/import-snapshot.ts";

type Ask = ReturnType<typeof as>;

const result = `{ created { line message record } updated { line message }
  errors { line message } messages { line message } dryRun cancelled }`;
const ROLES = `mutation($csv: String!) { importRoles(csvText: $csv) ${result} }`;
const USERS =
  `mutation($csv: String!, $dry: Boolean) { importUsers(csvText: $csv, dryRun: $dry) ${result} }`;

const messages = (entries: { message: string }[]) => entries.map((e) => e.message);

/** Roles listed before their parent, and a loop. */
const ROLES_FILE = [
  "roleHandle,name,description,reportsTo",
  "reception,Reception,Greets visitors,front-desk",
  "front-desk,Front desk,,office-lead",
  "loop-a,Loop A,,loop-b",
  "loop-b,Loop B,,loop-a",
  "",
].join("\n");

/** People with roles of the roles file; lines 4, 5 and 7 are refused. */
const USERS_FILE = [
  "peopleHandle,name,email,userType,roles,mobile",
  "jdoe,John Doe,john@example.com,User,reception;FRONT-DESK,+1 415-555-0123",
  "amartin,Anna Martin,anna@example.com,Manager,office-lead,",
  "thief,Thief,KIRAN@example.com,User,,",
  "boss,Boss,,Admin,,",
  "kpatel,Kiran Patel,kiran@example.com,,reception,",
  "local,Local Number,,User,,020 7946 0958",
  "",
].join("\n");

/** The roles file, imported by a Manager. */
const importRolesFile = (asManager: Ask) => asManager(ROLES, { csv: ROLES_FILE });

async function arrange(sql: postgres.Sql, handler: Handler) {
  const org = await createOrg(sql);
  const manager = await createMember(sql, org, { userType: "Manager" });
  const admin = await createMember(sql, org, { userType: "Admin" });
  await createRole(sql, org, "office-lead");
  await createPerson(sql, org, { people_handle: "kpatel", email: "kiran@example.com" });
  const other = await createOrg(sql);
  await createRole(sql, other, "reception");
  await createPerson(sql, other, { people_handle: "amartin", email: "anna@example.com" });
  const theirs = await importSnapshot(sql, other.id);
  const asManager = as(handler, manager);

  return { org, manager, admin, other, theirs, asManager };
}

Deno.test("API importRoles and importUsers: roles: a child before its parent; loops refused with their lines", () =>
  withApi(async ({ sql, handler }) => {
    const { org, asManager, other, theirs } = await arrange(sql, handler);
    const r = await importRolesFile(asManager);
    assert.equal(r.errors, undefined, JSON.stringify(r.errors));
    const res = r.data.importRoles;
    assert.deepEqual(messages(res.created), [
      "Created role reception",
      "Created role front-desk",
    ]);
    assert.deepEqual(res.errors.map((e: { line: number }) => e.line), [4, 5]);
    assert.match(res.errors[0].message, /^reportsTo: .*loop-a → loop-b → loop-a/);
    const rows = await sql`select r.role_handle, p.role_handle as parent from app.roles r
      left join app.roles p on p.id = r.reports_to_id where r.org_id = ${org.id} order by 1`;
    assert.deepEqual(rows.map((x) => `${x.role_handle}<${x.parent}`), [
      "front-desk<office-lead",
      "office-lead<null",
      "reception<front-desk",
    ]);
    // Another organisation's same handles are untouched.
    assert.equal(await importSnapshot(sql, other.id), theirs);
  }));

Deno.test("API importRoles and importUsers: roles: re-importing changes nothing; a cleared parent is an update", () =>
  withApi(async ({ sql, handler }) => {
    const { org, asManager, other, theirs } = await arrange(sql, handler);
    await importRolesFile(asManager);
    const before = await importSnapshot(sql, org.id);
    const again = await asManager(ROLES, { csv: ROLES_FILE });
    assert.deepEqual([again.data.importRoles.created, again.data.importRoles.updated], [[], []]);
    assert.equal(await importSnapshot(sql, org.id), before);
    const moved = await asManager(ROLES, {
      csv: "roleHandle,name,reportsTo\nreception,Reception,#clear\n",
    });
    assert.deepEqual(messages(moved.data.importRoles.updated), ["Updated role reception"]);
    const [row] = await sql`select reports_to_id, description from app.roles
      where org_id = ${org.id} and role_handle = 'reception'`;
    assert.deepEqual({ ...row }, { reports_to_id: null, description: "Greets visitors" });
    // Another organisation's same handles are untouched.
    assert.equal(await importSnapshot(sql, other.id), theirs);
  }));

Deno.test("API importRoles and importUsers: people: preview, then import with roles; refusals by line", () =>
  withApi(async ({ sql, handler }) => {
    const { org, asManager, other, theirs } = await arrange(sql, handler);
    await importRolesFile(asManager);
    const before = await importSnapshot(sql, org.id);
    const preview = await asManager(USERS, { csv: USERS_FILE, dry: true });
    assert.equal(preview.errors, undefined, JSON.stringify(preview.errors));
    assert.equal(await importSnapshot(sql, org.id), before);
    const r = await asManager(USERS, { csv: USERS_FILE });
    assert.equal(r.errors, undefined, JSON.stringify(r.errors));
    const res = r.data.importUsers;
    for (const outcome of [preview.data.importUsers, res]) {
      assert.deepEqual(messages(outcome.created), [
        "Created person jdoe",
        "Created person amartin",
      ]);
      assert.deepEqual(messages(outcome.updated), ["Updated person kpatel"]);
      assert.deepEqual(outcome.errors, [
        { line: 4, message: "email: The email KIRAN@example.com is already kpatel's." },
        { line: 5, message: "userType: Only an admin can make someone an admin." },
        {
          line: 7,
          message: "mobile: Mobile must be in international format, e.g. +14155550123.",
        },
      ]);
    }
    const people = await sql`select p.people_handle, p.user_type, p.email, p.mobile,
        coalesce((select array_agg(r.role_handle order by r.role_handle) from app.role_members m
           join app.roles r on r.id = m.role_id where m.person_id = p.id), '{}') as roles
      from app.people p where p.org_id = ${org.id} and p.people_handle in ('jdoe', 'amartin', 'kpatel')
      order by 1`;
    assert.deepEqual(people.map((p) => ({ ...p })), [
      {
        people_handle: "amartin",
        user_type: "Manager",
        email: "anna@example.com",
        mobile: null,
        roles: ["office-lead"],
      },
      {
        people_handle: "jdoe",
        user_type: "User",
        email: "john@example.com",
        mobile: "+14155550123",
        roles: ["front-desk", "reception"],
      },
      {
        people_handle: "kpatel",
        user_type: "User",
        email: "kiran@example.com",
        mobile: null,
        roles: ["reception"],
      },
    ]);
    // Another organisation's same handles are untouched.
    assert.equal(await importSnapshot(sql, other.id), theirs);
  }));

Deno.test("API importRoles and importUsers: people: re-importing changes nothing; an Admin may make an Admin", () =>
  withApi(async ({ sql, handler }) => {
    const { org, admin, asManager, other, theirs } = await arrange(sql, handler);
    await importRolesFile(asManager);
    await asManager(USERS, { csv: USERS_FILE });
    const before = await importSnapshot(sql, org.id);
    const again = await asManager(USERS, { csv: USERS_FILE });
    assert.deepEqual([again.data.importUsers.created, again.data.importUsers.updated], [[], []]);
    assert.equal(await importSnapshot(sql, org.id), before);
    const r = await as(handler, admin)(USERS, {
      csv: "peopleHandle,name,userType\nboss,Boss,admin\n",
    });
    assert.deepEqual(messages(r.data.importUsers.created), ["Created person boss"]);
    const [boss] =
      await sql`select user_type from app.people where org_id = ${org.id} and people_handle = 'boss'`;
    assert.equal(boss!.user_type, "Admin");
    // Another organisation's same handles are untouched.
    assert.equal(await importSnapshot(sql, other.id), theirs);
  }));

Deno.test("API importRoles and importUsers: people: new people are written early, hidden until the apply", () =>
  withApi(async ({ sql, handler, importHooks }) => {
    const { org, asManager, other, theirs } = await arrange(sql, handler);
    const count = async () => {
      const r = await asManager("query { users { totalCount } }");
      assert.equal(r.errors, undefined, JSON.stringify(r.errors));
      return r.data.users.totalCount as number;
    };
    const lines = STAGE_CHUNK + 5;
    const file = [
      "peopleHandle,name,email,receiveWeeklyReminders,roles",
      ...Array.from(
        { length: lines },
        (_, i) => `hp-${i},Hidden ${i},hp-${i}@example.com,true,office-lead`,
      ),
    ].join("\n");
    const before = await count();
    let during = -1;
    let hidden = -1;
    importHooks.afterChunk = async () => {
      importHooks.afterChunk = undefined;
      during = await count();
      const [row] = await sql`select count(*)::int as n from app.people
        where org_id = ${org.id} and import_job_id is not null and people_handle like 'hp-%'`;
      hidden = row!.n;
    };
    try {
      const r = await asManager(USERS, { csv: file });
      assert.equal(r.errors, undefined, JSON.stringify(r.errors));
      assert.equal(r.data.importUsers.created.length, lines);
    } finally {
      importHooks.afterChunk = undefined;
    }
    assert.equal(hidden, STAGE_CHUNK);
    assert.equal(during, before);
    assert.equal(await count(), before + lines);
    const [members] = await sql`select count(*)::int as n from app.role_members m
      join app.people p on p.id = m.person_id
      where p.org_id = ${org.id} and p.people_handle like 'hp-%' and m.import_job_id = p.import_job_id`;
    assert.equal(members!.n, lines);
    // Another organisation's same handles are untouched.
    assert.equal(await importSnapshot(sql, other.id), theirs);
  }));
