import { strict as assert } from "node:assert";
import { fieldName, mapPostgresError } from "./pg-errors.ts";

const pg = (fields: Record<string, string>) => ({
  name: "PostgresError",
  ...fields,
});

Deno.test("unique violations name the field", () => {
  const e = mapPostgresError(
    pg({ code: "23505", constraint_name: "people_handle_key" }),
  )!;
  assert.equal(e.code, "CONFLICT");
  assert.equal(e.field, "peopleHandle");
  assert.equal(e.message, "A person with this handle already exists");
  assert.equal(
    mapPostgresError(pg({ code: "23505", constraint_name: "x" }))!.code,
    "CONFLICT",
  );
});

Deno.test("checks and not-null are bad input, RLS is forbidden, FKs are explained", () => {
  const check = mapPostgresError(
    pg({ code: "23514", constraint_name: "people_people_handle_check" }),
  )!;
  assert.equal(check.code, "BAD_USER_INPUT");
  assert.equal(check.field, "peopleHandle");
  assert.equal(
    mapPostgresError(pg({ code: "23502", column_name: "name" }))!.code,
    "BAD_USER_INPUT",
  );
  const rls = mapPostgresError(
    pg({
      code: "42501",
      message: 'new row violates row-level security policy for table "people"',
    }),
  )!;
  assert.equal(rls.code, "FORBIDDEN");
  assert.equal(rls.message, "You are not allowed to do this.");
  const guard = mapPostgresError(
    pg({ code: "42501", message: "You may only change your own profile." }),
  )!;
  assert.equal(guard.message, "You may only change your own profile.");
  assert.equal(
    mapPostgresError(
      pg({ code: "23503", message: 'insert or update on table "x" violates' }),
    )!.code,
    "NOT_FOUND",
  );
  assert.equal(
    mapPostgresError(
      pg({
        code: "23503",
        message: 'update or delete on table "roles" violates',
      }),
    )!.code,
    "CONFLICT",
  );
});

Deno.test("other errors are left to the masking", () => {
  assert.equal(mapPostgresError(pg({ code: "40001" })), null);
  assert.equal(mapPostgresError(new Error("boom")), null);
  assert.equal(fieldName("receive_weekly_reminders"), "receiveWeeklyReminders");
});

Deno.test("text the database cannot store (NUL) is bad input, not an internal error", () => {
  for (const code of ["22021", "22P05"]) {
    const e = mapPostgresError(
      pg({ code, message: 'invalid byte sequence for encoding "UTF8": 0x00' }),
    )!;
    assert.equal(e.code, "BAD_USER_INPUT", code);
    assert.match(e.message, /NUL character/);
  }
});
