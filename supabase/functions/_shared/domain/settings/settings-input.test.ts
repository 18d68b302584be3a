import { strict as assert } from "node:assert";
import { applySettingsInput, settingsInputSchema, type SettingsValues } from "./settings-input.ts";

const current: SettingsValues = {
  organizationName: "Acme",
  timezone: "GMT+00:00",
  isEmailAuthEnabled: true,
  isGoogleAuthEnabled: false,
  isMicrosoftAuthEnabled: false,
  sendDailyRemindersForLateTasksViaSMS: false,
  sendWeeklyRemindersViaEmail: true,
  tasksLookAheadDays: 7,
  isTwoFactorRequired: false,
};

Deno.test("given fields change, absent and null fields keep their value", () => {
  const { next, errors } = applySettingsInput(current, {
    timezone: "GMT+05:30",
    organizationName: null,
  });
  assert.deepEqual(errors, []);
  assert.equal(next.timezone, "GMT+05:30");
  assert.equal(next.organizationName, "Acme");
});

Deno.test("an invalid timezone and an empty name are field errors", () => {
  const { errors } = applySettingsInput(current, {
    timezone: "Europe/Paris",
    organizationName: " ",
  });
  assert.deepEqual(errors.map((e) => e.field).sort(), [
    "organizationName",
    "timezone",
  ]);
});

Deno.test("turning off the last sign-in method is refused on the switch turned off", () => {
  const { errors } = applySettingsInput(current, { isEmailAuthEnabled: false });
  assert.deepEqual(errors.map((e) => e.field), ["isEmailAuthEnabled"]);
  assert.match(errors[0].message, /At least one sign-in method/);
  const swap = applySettingsInput(current, {
    isEmailAuthEnabled: false,
    isGoogleAuthEnabled: true,
  });
  assert.deepEqual(swap.errors, []);
});

Deno.test("unknown settings fields are refused", () => {
  assert.equal(
    settingsInputSchema.safeParse({ prefix: "other" }).success,
    false,
  );
});

Deno.test("the tasks look-ahead is a whole number of days from 1 to 366", () => {
  for (const days of [1, 7, 366]) {
    assert.deepEqual(applySettingsInput(current, { tasksLookAheadDays: days }).errors, []);
  }
  for (const days of [0, 367, -1, 2.5]) {
    const { errors } = applySettingsInput(current, { tasksLookAheadDays: days });
    assert.deepEqual(errors.map((e) => e.field), ["tasksLookAheadDays"], String(days));
  }
});
