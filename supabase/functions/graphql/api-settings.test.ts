/** settings and updateSettings: validation as field errors, the last sign-in method, who may change what. */
import type { Handler } from "./server/create-handler.ts";
import type postgres from "postgres";
import { strict as assert } from "node:assert";
import { as, createMember, createOrg, type Member, withApi } from "./testing/api-fixture.ts";

const FIELDS =
  `organizationName timezone isEmailAuthEnabled isGoogleAuthEnabled isMicrosoftAuthEnabled
  sendDailyRemindersForLateTasksViaSMS sendWeeklyRemindersViaEmail tasksLookAheadDays
  errors { field message }`;
const UPDATE = `mutation($s: SettingsInput!) { updateSettings(settings: $s) { ${FIELDS} } }`;

async function arrange(sql: postgres.Sql) {
  const org = await createOrg(sql);
  const admin = await createMember(sql, org, { userType: "Admin" });
  const manager = await createMember(sql, org, { userType: "Manager" });
  const user = await createMember(sql, org, { userType: "User" });
  const other = await createOrg(sql, { timezone: "GMT-05:00" });
  await createMember(sql, other, { userType: "Admin" });
  const stored = async () => {
    const [row] =
      await sql`select s.*, o.name from app.settings s join app.organizations o on o.id = s.org_id where s.org_id = ${org.id}`;
    return row;
  };

  return { org, admin, manager, user, other, stored };
}

/** An Admin's save: Acme Ltd at GMT+05:30, Google sign-in on, daily SMS reminders on. */
function saveAcme(handler: Handler, admin: Member) {
  return as(handler, admin)(UPDATE, {
    s: {
      organizationName: "Acme Ltd",
      timezone: "GMT+05:30",
      isGoogleAuthEnabled: true,
      sendDailyRemindersForLateTasksViaSMS: true,
    },
  });
}

Deno.test("API settings: every member reads the settings", () =>
  withApi(async ({ sql, handler }) => {
    const { org, user } = await arrange(sql);
    const r = await as(handler, user)(`{ settings { ${FIELDS} } }`);
    assert.deepEqual(r.data.settings, {
      organizationName: `Org ${org.prefix}`,
      timezone: "GMT+00:00",
      isEmailAuthEnabled: true,
      isGoogleAuthEnabled: false,
      isMicrosoftAuthEnabled: false,
      sendDailyRemindersForLateTasksViaSMS: false,
      sendWeeklyRemindersViaEmail: true,
      tasksLookAheadDays: 7,
      errors: [],
    });
  }));

Deno.test("API settings: an admin saves settings; absent fields keep their value", () =>
  withApi(async ({ sql, handler }) => {
    const { admin, stored } = await arrange(sql);
    const r = await saveAcme(handler, admin);
    const s = r.data.updateSettings;
    assert.deepEqual(s.errors, []);
    assert.equal(s.organizationName, "Acme Ltd");
    assert.equal(s.timezone, "GMT+05:30");
    assert.equal(s.isEmailAuthEnabled, true);
    const row = await stored();
    assert.equal(row.name, "Acme Ltd");
    assert.equal(row.timezone, "GMT+05:30");
    assert.equal(row.is_google_auth_enabled, true);
    assert.equal(row.send_daily_reminders_for_late_tasks_via_sms, true);
    assert.equal(row.send_weekly_reminders_via_email, true);
  }));

Deno.test("API settings: an invalid timezone is a field error and nothing is saved", () =>
  withApi(async ({ sql, handler }) => {
    const { admin, stored } = await arrange(sql);
    await saveAcme(handler, admin);
    const before = await stored();
    const r = await as(handler, admin)(UPDATE, {
      s: { timezone: "Europe/Paris", sendWeeklyRemindersViaEmail: false },
    });
    const s = r.data.updateSettings;
    assert.deepEqual(s.errors.map((e: { field: string }) => e.field), [
      "timezone",
    ]);
    assert.match(s.errors[0].message, /GMT\+05:30/);
    assert.equal(s.timezone, "GMT+05:30", "answers the values still saved");
    assert.deepEqual(await stored(), before);
    for (
      const timezone of ["GMT+5:30", "GMT+14:30", "GMT-13:00", "GMT+01:20"]
    ) {
      const e = (await as(handler, admin)(UPDATE, { s: { timezone } })).data
        .updateSettings.errors;
      assert.equal(e[0]?.field, "timezone", timezone);
    }
  }));

Deno.test("API settings: turning off the last sign-in method is refused", () =>
  withApi(async ({ sql, handler }) => {
    const { admin, stored } = await arrange(sql);
    // Google on beside email, as the admin's save leaves it.
    await saveAcme(handler, admin);
    const before = await stored();
    const r = await as(handler, admin)(UPDATE, {
      s: { isEmailAuthEnabled: false, isGoogleAuthEnabled: false },
    });
    const fields = r.data.updateSettings.errors.map((e: { field: string }) => e.field).sort();
    assert.deepEqual(fields, ["isEmailAuthEnabled", "isGoogleAuthEnabled"]);
    assert.deepEqual(await stored(), before);
    // Switching to another method in the same update is fine.
    const swap = await as(handler, admin)(UPDATE, {
      s: { isGoogleAuthEnabled: false, isMicrosoftAuthEnabled: true },
    });
    assert.deepEqual(swap.data.updateSettings.errors, []);
    assert.equal((await stored()).is_microsoft_auth_enabled, true);
  }));

Deno.test("API settings: a manager changes settings but not the organisation's name", () =>
  withApi(async ({ sql, handler }) => {
    const { admin, manager, stored } = await arrange(sql);
    await saveAcme(handler, admin);
    const ok = await as(handler, manager)(UPDATE, {
      s: { sendWeeklyRemindersViaEmail: false },
    });
    assert.deepEqual(ok.data.updateSettings.errors, []);
    assert.equal((await stored()).send_weekly_reminders_via_email, false);
    const rename = await as(handler, manager)(UPDATE, {
      s: {
        organizationName: "Mine Now",
        sendWeeklyRemindersViaEmail: true,
      },
    });
    assert.equal(
      rename.data.updateSettings.errors[0].field,
      "organizationName",
    );
    const row = await stored();
    assert.equal(row.name, "Acme Ltd");
    assert.equal(row.send_weekly_reminders_via_email, false);
  }));

Deno.test("API settings: the tasks look-ahead: 1 to 366 days, else a field error", () =>
  withApi(async ({ sql, handler }) => {
    const { admin, stored } = await arrange(sql);
    const ok = await as(handler, admin)(UPDATE, { s: { tasksLookAheadDays: 14 } });
    assert.deepEqual(ok.data.updateSettings.errors, []);
    assert.equal(ok.data.updateSettings.tasksLookAheadDays, 14);
    assert.equal((await stored()).tasks_look_ahead_days, 14);
    for (const days of [1, 366]) {
      const r = await as(handler, admin)(UPDATE, { s: { tasksLookAheadDays: days } });
      assert.deepEqual(r.data.updateSettings.errors, [], String(days));
    }
    const before = await stored();
    for (const days of [0, 367]) {
      const r = await as(handler, admin)(UPDATE, {
        s: { tasksLookAheadDays: days, sendWeeklyRemindersViaEmail: false },
      });
      const s = r.data.updateSettings;
      assert.deepEqual(s.errors.map((e: { field: string }) => e.field), ["tasksLookAheadDays"]);
      assert.match(s.errors[0].message, /1 to 366/);
      assert.equal(s.tasksLookAheadDays, 366, "answers the value still saved");
      assert.deepEqual(await stored(), before, String(days));
    }
    for (const days of ["7", 2.5, true]) {
      const r = await as(handler, admin)(UPDATE, { s: { tasksLookAheadDays: days } });
      assert.equal(r.errors?.[0].extensions?.code, "BAD_USER_INPUT", String(days));
      assert.deepEqual(await stored(), before);
    }
  }));

Deno.test("API settings: a User-type person cannot change settings", () =>
  withApi(async ({ sql, handler }) => {
    const { user, stored } = await arrange(sql);
    const before = await stored();
    const r = await as(handler, user)(UPDATE, {
      s: { timezone: "GMT+01:00" },
    });
    assert.equal(r.errors?.[0].extensions?.code, "FORBIDDEN");
    assert.equal(r.status, 403);
    assert.deepEqual(await stored(), before);
  }));

Deno.test("API settings: unknown settings fields are BAD_USER_INPUT", () =>
  withApi(async ({ sql, handler }) => {
    const { admin } = await arrange(sql);
    const r = await as(handler, admin)(UPDATE, { s: { prefix: "stolen" } });
    assert.equal(r.errors?.[0].extensions?.code, "BAD_USER_INPUT");
  }));

Deno.test("API settings: the other organisation's settings are untouched", () =>
  withApi(async ({ sql }) => {
    const { other } = await arrange(sql);
    const [row] = await sql`select timezone from app.settings where org_id = ${other.id}`;
    assert.equal(row.timezone, "GMT-05:00");
  }));
