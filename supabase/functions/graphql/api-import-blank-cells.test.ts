/**
 * Imports that never erase by accident (docs/csv.md#blank-cells), over HTTP: updating
 * through CSV, a blank cell keeps the stored value; `#clear` clears one cell; the
 * `blankCellsClear` argument makes every blank cell clear. The preview names each changed
 * field's stored → new value and warns of lines that end a sign-in or take roles away,
 * before anything is applied.
 */
import type postgres from "postgres";
import type { Handler } from "./server/create-handler.ts";
import { strict as assert } from "node:assert";
import {
  as,
  createMember,
  createOrg,
  createRole,
  orgToday,
  withApi,
} from "./testing/api-fixture.ts";
import { importSnapshot } from "./testing/import-snapshot.ts";

const result =
  `{ created { line message } updated { line message changes { field from to } warnings }
  errors { line message } dryRun cancelled }`;
const args = "$csv: String!, $dry: Boolean, $clear: Boolean";
const pass = "csvText: $csv, dryRun: $dry, blankCellsClear: $clear";
const USERS = `mutation(${args}) { importUsers(${pass}) ${result} }`;
const ROLES = `mutation(${args}) { importRoles(${pass}) ${result} }`;
const PROCESSES = `mutation(${args}) { importProcesses(${pass}) ${result} }`;

type Ask = ReturnType<typeof as>;

async function imported(ask: Ask, query: string, csv: string, options = {}) {
  const r = await ask(query, { csv, ...options });
  assert.equal(r.errors, undefined, JSON.stringify(r.errors));
  return Object.values(r.data)[0] as {
    created: { line: number; message: string }[];
    updated: {
      line: number;
      message: string;
      changes: { field: string; from: string; to: string }[];
      warnings: string[];
    }[];
    errors: { line: number; message: string }[];
  };
}

/** Sam Taylor holds PROD and EHS, signs in with an email and has a mobile number. */
const PEOPLE_FILE = [
  "peopleHandle,name,email,description,isAuthEnabled,roles,mobile",
  "staylor,Sam Taylor,sam@example.com,Shift lead,true,PROD;EHS,+447700900123",
  "",
].join("\n");

async function arrange(sql: postgres.Sql, handler: Handler) {
  const org = await createOrg(sql);
  const admin = await createMember(sql, org, { userType: "Admin" });
  await createRole(sql, org, "PROD");
  await createRole(sql, org, "EHS");
  const ask = as(handler, admin);
  const first = await imported(ask, USERS, PEOPLE_FILE);
  assert.deepEqual(first.created.map((c) => c.message), ["Created person staylor"]);
  return { org, ask };
}

async function sam(sql: postgres.Sql, orgId: number) {
  const [row] = await sql`select p.email, p.mobile, p.description, p.is_auth_enabled,
      coalesce((select array_agg(r.role_handle order by r.role_handle) from app.role_members m
         join app.roles r on r.id = m.role_id where m.person_id = p.id), '{}') as roles
    from app.people p where p.org_id = ${orgId} and p.people_handle = 'staylor'`;
  return { ...row };
}

const STORED = {
  email: "sam@example.com",
  mobile: "+447700900123",
  description: "Shift lead",
  is_auth_enabled: true,
  roles: ["EHS", "PROD"],
};

Deno.test("API import blank cells: a line with blank email, mobile and roles keeps them (and the sign-in)", () =>
  withApi(async ({ sql, handler }) => {
    const { org, ask } = await arrange(sql, handler);
    assert.deepEqual(await sam(sql, org.id), STORED);
    const before = await importSnapshot(sql, org.id);
    const file = "peopleHandle,name,email,description,isAuthEnabled,roles,mobile\n" +
      "staylor,Sam Taylor,,,,,\n";
    for (const dry of [true, false]) {
      const r = await imported(ask, USERS, file, { dry });
      assert.deepEqual([r.created, r.updated, r.errors], [[], [], []]);
    }
    assert.deepEqual(await sam(sql, org.id), STORED);
    assert.equal(await importSnapshot(sql, org.id), before);
    // A changed name is the one change: the blank cells still keep theirs.
    const renamed = await imported(
      ask,
      USERS,
      "peopleHandle,name,email,roles,mobile\nstaylor,Samuel Taylor,,,\n",
    );
    assert.deepEqual(renamed.updated, [{
      line: 2,
      message: "Updated person staylor",
      changes: [{ field: "name", from: "Sam Taylor", to: "Samuel Taylor" }],
      warnings: [],
    }]);
    assert.deepEqual(await sam(sql, org.id), STORED);
  }));

Deno.test("API import blank cells: #clear clears one cell, in any letter case; the preview warns first", () =>
  withApi(async ({ sql, handler }) => {
    const { org, ask } = await arrange(sql, handler);
    const file = "peopleHandle,name,email,roles,mobile\nstaylor,Sam Taylor,#clear,,#CLEAR\n";
    const before = await importSnapshot(sql, org.id);
    const preview = await imported(ask, USERS, file, { dry: true });
    assert.equal(await importSnapshot(sql, org.id), before);
    const expected = [{
      line: 2,
      message: "Updated person staylor",
      changes: [
        { field: "email", from: "sam@example.com", to: "" },
        { field: "mobile", from: "+447700900123", to: "" },
      ],
      warnings: ["Removes the email of staylor: they can no longer sign in."],
    }];
    assert.deepEqual(preview.updated, expected);
    const done = await imported(ask, USERS, file);
    assert.deepEqual(done.updated, expected);
    assert.deepEqual(await sam(sql, org.id), { ...STORED, email: null, mobile: null });
    // #clear in the roles cell takes every role away.
    const roles = await imported(
      ask,
      USERS,
      "peopleHandle,name,roles\nstaylor,Sam Taylor,#clear\n",
    );
    assert.deepEqual(roles.updated[0]!.warnings, [
      "Takes the roles EHS, PROD away from staylor.",
    ]);
    assert.deepEqual((await sam(sql, org.id)).roles, []);
  }));

Deno.test("API import blank cells: blankCellsClear makes every blank cell clear, as it says", () =>
  withApi(async ({ sql, handler }) => {
    const { org, ask } = await arrange(sql, handler);
    const file = "peopleHandle,name,email,description,isAuthEnabled,roles,mobile\n" +
      "staylor,Sam Taylor,,,,,\n";
    const preview = await imported(ask, USERS, file, { dry: true, clear: true });
    assert.deepEqual(preview.updated[0]!.changes.map((c) => c.field), [
      "email",
      "description",
      "roles",
      "mobile",
    ]);
    assert.deepEqual(preview.updated[0]!.warnings, [
      "Removes the email of staylor: they can no longer sign in.",
      "Takes the roles EHS, PROD away from staylor.",
    ]);
    assert.deepEqual(await sam(sql, org.id), STORED);
    await imported(ask, USERS, file, { clear: true });
    // A flag cannot be cleared: a blank isAuthEnabled stays not given.
    assert.deepEqual(await sam(sql, org.id), {
      email: null,
      mobile: null,
      description: "",
      is_auth_enabled: true,
      roles: [],
    });
  }));

Deno.test("API import blank cells: the preview flags sign-in switched off and a role taken away", () =>
  withApi(async ({ sql, handler }) => {
    const { org, ask } = await arrange(sql, handler);
    const before = await importSnapshot(sql, org.id);
    // Sam's holdings started today, the day of the first import (docs/csv.md#roles-and-their-start-days).
    const today = await orgToday(sql, org);
    const preview = await imported(
      ask,
      USERS,
      "peopleHandle,name,isAuthEnabled,roles\nstaylor,Sam Taylor,no,prod\n",
      { dry: true },
    );
    assert.deepEqual(preview.updated, [{
      line: 2,
      message: "Updated person staylor",
      changes: [
        { field: "isAuthEnabled", from: "true", to: "false" },
        { field: "roles", from: `EHS@${today};PROD@${today}`, to: `prod@${today}` },
      ],
      warnings: [
        "Switches sign-in off for staylor: they can no longer sign in.",
        "Takes the role EHS away from staylor.",
      ],
    }]);
    assert.equal(await importSnapshot(sql, org.id), before);
  }));

Deno.test("API import blank cells: #clear where a value is required or cannot be empty refuses the line", () =>
  withApi(async ({ sql, handler }) => {
    const { org, ask } = await arrange(sql, handler);
    const before = await importSnapshot(sql, org.id);
    const r = await imported(
      ask,
      USERS,
      "peopleHandle,name,userType,isAuthEnabled\n" +
        "staylor,#clear,,\n" +
        "staylor2,Sam Two,#clear,\n" +
        "staylor3,Sam Three,,#clear\n",
    );
    assert.deepEqual([r.created, r.updated], [[], []]);
    assert.deepEqual(r.errors, [
      { line: 2, message: "name: Name is required." },
      {
        line: 3,
        message:
          "userType: userType cannot be cleared; leave the cell blank to keep the stored value.",
      },
      {
        line: 4,
        message:
          "isAuthEnabled: isAuthEnabled cannot be cleared; leave the cell blank to keep the stored value.",
      },
    ]);
    assert.equal(await importSnapshot(sql, org.id), before);
  }));

Deno.test("API import blank cells: roles and processes keep what a blank cell leaves, and clear on #clear", () =>
  withApi(async ({ sql, handler }) => {
    const { org, ask } = await arrange(sql, handler);
    await imported(
      ask,
      ROLES,
      "roleHandle,name,description,reportsTo\nline,Line,On the floor,PROD\n",
    );
    const keep = await imported(ask, ROLES, "roleHandle,name,description,reportsTo\nline,Line,,\n");
    assert.deepEqual(keep.updated, []);
    const cleared = await imported(
      ask,
      ROLES,
      "roleHandle,name,description,reportsTo\nline,Line,,#clear\n",
    );
    assert.deepEqual(cleared.updated[0]!.changes, [{ field: "reportsTo", from: "PROD", to: "" }]);
    const [role] = await sql`select description, reports_to_id from app.roles
      where org_id = ${org.id} and role_handle = 'line'`;
    assert.deepEqual({ ...role }, { description: "On the floor", reports_to_id: null });

    const header = "processHandle,name,description,assignedRoles,owningRole,frequency,docs";
    await imported(
      ask,
      PROCESSES,
      `${header}\nOPS-001,Sweep,Sweep the floor,PROD,EHS,*:1,Guide|https://example.com/g\n`,
    );
    const blank = await imported(ask, PROCESSES, `${header}\nOPS-001,Sweep,,,,,\n`);
    assert.deepEqual([blank.created, blank.updated, blank.errors], [[], [], []]);
    const changed = await imported(
      ask,
      PROCESSES,
      `${header}\nOPS-001,Sweep,,#clear,,*:15,#clear\n`,
      { dry: true },
    );
    assert.deepEqual(changed.updated[0]!.changes, [
      { field: "assignedRoles", from: "PROD", to: "" },
      { field: "frequency", from: "*:1", to: "*:15" },
      { field: "docs", from: "Guide|https://example.com/g", to: "" },
    ]);
    const [process] = await sql`select p.description, p.compact_frequency,
        (select count(*)::int from app.process_roles r where r.process_id = p.id) as roles,
        (select count(*)::int from app.process_docs d where d.process_id = p.id) as docs
      from app.processes p where p.org_id = ${org.id} and p.process_handle = 'OPS-001'`;
    assert.deepEqual({ ...process }, {
      description: "Sweep the floor",
      compact_frequency: "*:1",
      roles: 1,
      docs: 1,
    });
  }));
