/**
 * A people file's roles carry the days holdings started (docs/csv.md#roles-and-their-start-days),
 * over HTTP: `HANDLE@YYYY-MM-DD` starts a new holding on that day or moves a held one's
 * start (shown in the preview first); an item without a day keeps the stored start, and a new
 * one starts on the organisation's today, or on the import's `effectiveOn`, the day removed
 * ones end; an export writes each holding's start and re-imports unchanged; a day not written
 * YYYY-MM-DD refuses the line, naming it.
 */
import type postgres from "postgres";
import type { Handler } from "./server/create-handler.ts";
import { strict as assert } from "node:assert";
import {
  as,
  createMember,
  createOrg,
  createRole,
  type Org,
  orgToday,
  withApi,
} from "./testing/api-fixture.ts";
import { EXPORT_USERS } from "./testing/export-fixture.ts";
import { importSnapshot } from "./testing/import-snapshot.ts";

const result =
  `{ created { line message } updated { line message changes { field from to } warnings }
  errors { line message record } dryRun cancelled }`;
const USERS = `mutation($csv: String!, $dry: Boolean, $clear: Boolean, $on: String) {
  importUsers(csvText: $csv, dryRun: $dry, blankCellsClear: $clear, effectiveOn: $on) ${result} }`;

type Ask = ReturnType<typeof as>;

interface Result {
  created: { line: number; message: string }[];
  updated: {
    line: number;
    message: string;
    changes: { field: string; from: string; to: string }[];
    warnings: string[];
  }[];
  errors: { line: number; message: string; record: Record<string, string> }[];
}

async function imported(ask: Ask, csv: string, options = {}): Promise<Result> {
  const r = await ask(USERS, { csv, ...options });
  assert.equal(r.errors, undefined, JSON.stringify(r.errors));
  return r.data.importUsers;
}

async function arrange(sql: postgres.Sql, handler: Handler) {
  const org = await createOrg(sql);
  const admin = await createMember(sql, org, { userType: "Admin" });
  await createRole(sql, org, "PROD");
  await createRole(sql, org, "EHS");
  await createRole(sql, org, "WH");
  return { org, ask: as(handler, admin), today: await orgToday(sql, org) };
}

/** A person's current holdings (`HANDLE@day`) and ended ones (`HANDLE@from..until`). */
async function holdings(sql: postgres.Sql, org: Org, handle: string) {
  const current = await sql`
    select r.role_handle || coalesce('@' || m.held_from::text, '') as h
    from app.role_members m join app.roles r on r.id = m.role_id
    join app.people p on p.id = m.person_id
    where m.org_id = ${org.id} and p.people_handle = ${handle} order by 1`;
  const ended = await sql`
    select r.role_handle || '@' || coalesce(e.held_from::text, '') || '..' || e.held_until as h
    from app.role_holdings_ended e join app.roles r on r.id = e.role_id
    join app.people p on p.id = e.person_id
    where e.org_id = ${org.id} and p.people_handle = ${handle} order by 1`;
  return { current: current.map((r) => r.h), ended: ended.map((r) => r.h) };
}

Deno.test("API import holding dates: a new person's roles start on their days, or today; a held role's start moves only when the file gives another day", () =>
  withApi(async ({ sql, handler }) => {
    const { org, ask, today } = await arrange(sql, handler);
    const created = await imported(
      ask,
      "peopleHandle,name,roles\nlmartin,Laura Martin,PROD@2026-10-29;EHS\n",
    );
    assert.deepEqual(created.errors, []);
    assert.deepEqual(created.created.map((c) => c.message), ["Created person lmartin"]);
    assert.deepEqual(await holdings(sql, org, "lmartin"), {
      current: [`EHS@${today}`, "PROD@2026-10-29"],
      ended: [],
    });

    // Without a day, a held role keeps its start: nothing to change.
    const same = await imported(ask, "peopleHandle,name,roles\nlmartin,Laura Martin,prod;ehs\n");
    assert.deepEqual([same.created, same.updated, same.errors], [[], [], []]);

    // Another day moves the start: the preview shows it first and changes nothing.
    const moved = "peopleHandle,name,roles\nlmartin,Laura Martin,PROD@2026-09-01;EHS\n";
    const before = await importSnapshot(sql, org.id);
    const expected = [{
      line: 2,
      message: "Updated person lmartin",
      changes: [{
        field: "roles",
        from: `EHS@${today};PROD@2026-10-29`,
        to: `PROD@2026-09-01;EHS@${today}`,
      }],
      warnings: [],
    }];
    const preview = await imported(ask, moved, { dry: true });
    assert.deepEqual(preview.updated, expected);
    assert.equal(await importSnapshot(sql, org.id), before);
    const done = await imported(ask, moved);
    assert.deepEqual(done.updated, expected);
    assert.deepEqual(await holdings(sql, org, "lmartin"), {
      current: [`EHS@${today}`, "PROD@2026-09-01"],
      ended: [],
    });

    // A role added with a day starts on it; a role left out ends today, kept as history.
    const changed = await imported(
      ask,
      "peopleHandle,name,roles\nlmartin,Laura Martin,PROD;WH@2026-11-02\n",
    );
    assert.deepEqual(changed.updated[0]!.warnings, ["Takes the role EHS away from lmartin."]);
    assert.deepEqual(await holdings(sql, org, "lmartin"), {
      current: ["PROD@2026-09-01", "WH@2026-11-02"],
      ended: [`EHS@${today}..${today}`],
    });
  }));

Deno.test("API import holding dates: an export writes each holding's start (undated: the bare handle) and re-imports unchanged", () =>
  withApi(async ({ sql, handler }) => {
    const { org, ask } = await arrange(sql, handler);
    const file = "peopleHandle,name,roles\n" +
      "lmartin,Laura Martin,PROD@2026-10-29;EHS@2026-01-05\n" +
      "pkowalski,Piotr Kowalski,WH\n";
    assert.deepEqual((await imported(ask, file)).errors, []);
    // A holding from before holdings were dated has no start.
    await sql`update app.role_members m set held_from = null from app.people p
      where p.id = m.person_id and m.org_id = ${org.id} and p.people_handle = 'pkowalski'`;
    const r = await ask(EXPORT_USERS, {});
    assert.equal(r.errors, undefined, JSON.stringify(r.errors));
    const text = r.data.exportUsers as string;
    assert.ok(text.includes(",EHS@2026-01-05;PROD@2026-10-29,"), text);
    assert.match(text, /\r\npkowalski,Piotr Kowalski,[^\r]*,WH,\r\n/);
    const before = await importSnapshot(sql, org.id);
    for (const clear of [false, true]) {
      for (const dry of [true, false]) {
        const again = await imported(ask, text, { dry, clear });
        assert.deepEqual([again.created, again.updated, again.errors], [[], [], []]);
      }
    }
    assert.equal(await importSnapshot(sql, org.id), before);
    assert.deepEqual((await holdings(sql, org, "pkowalski")).current, ["WH"]);
  }));

Deno.test("API import holding dates: a day not written YYYY-MM-DD refuses the line, naming it and the field; nothing of it is applied", () =>
  withApi(async ({ sql, handler }) => {
    const { org, ask } = await arrange(sql, handler);
    await imported(ask, "peopleHandle,name,roles\nlmartin,Laura Martin,PROD@2026-10-29\n");
    const before = await importSnapshot(sql, org.id);
    const file = "peopleHandle,name,roles\n" +
      "lmartin,Laura M,EHS;PROD@2026-13-01\n" +
      "fobrien,Fiona O'Brien,WH@01/02/2026\n";
    for (const dry of [true, false]) {
      const r = await imported(ask, file, { dry });
      assert.deepEqual([r.created, r.updated], [[], []]);
      assert.deepEqual(r.errors.map((e) => [e.line, e.message]), [
        [
          2,
          'roles: "PROD@2026-13-01": the day the holding started must be a date written YYYY-MM-DD, after the role\'s handle and an @ (PROD@2026-10-29).',
        ],
        [
          3,
          'roles: "WH@01/02/2026": the day the holding started must be a date written YYYY-MM-DD, after the role\'s handle and an @ (PROD@2026-10-29).',
        ],
      ]);
    }
    assert.equal(await importSnapshot(sql, org.id), before);
    assert.deepEqual(await holdings(sql, org, "lmartin"), {
      current: ["PROD@2026-10-29"],
      ended: [],
    });
  }));

Deno.test("API import holding dates: effectiveOn starts the roles added without a day and ends the removed ones on it", () =>
  withApi(async ({ sql, handler }) => {
    const { org, ask } = await arrange(sql, handler);
    const created = await imported(
      ask,
      "peopleHandle,name,roles\nlmartin,Laura Martin,PROD;EHS@2026-10-01\n",
      { on: "2026-11-01" },
    );
    assert.deepEqual(created.errors, []);
    assert.deepEqual(await holdings(sql, org, "lmartin"), {
      current: ["EHS@2026-10-01", "PROD@2026-11-01"],
      ended: [],
    });
    // A held role without a day keeps its start; the removed one ends on the day named.
    const changed = await imported(
      ask,
      "peopleHandle,name,roles\nlmartin,Laura Martin,PROD;WH\n",
      { on: "2026-11-10" },
    );
    assert.deepEqual(changed.errors, []);
    assert.deepEqual(await holdings(sql, org, "lmartin"), {
      current: ["PROD@2026-11-01", "WH@2026-11-10"],
      ended: ["EHS@2026-10-01..2026-11-10"],
    });
    // A day not written YYYY-MM-DD is refused before anything is read, naming the argument.
    const before = await importSnapshot(sql, org.id);
    for (const on of ["2026-02-30", "10/11/2026", ""]) {
      const r = await ask(USERS, {
        csv: "peopleHandle,name,roles\nlmartin,Laura Martin,PROD\n",
        on,
      });
      assert.equal(r.errors?.[0]?.extensions?.code, "BAD_USER_INPUT", on);
      assert.equal(r.errors![0]!.extensions?.field, "effectiveOn");
      assert.equal(
        r.errors![0]!.message,
        "The day the changes take effect must be a date written YYYY-MM-DD.",
      );
    }
    assert.equal(await importSnapshot(sql, org.id), before);
  }));
