/**
 * Handles from categories (docs/product.md#labels-categories-and-handles) on a real database (PGlite, or PostgreSQL with
 * TEST_DATABASE_URL): the number, the padding, skipping taken handles, other
 * organisations, the caller's rights, and two transactions racing for one category.
 */
import { strict as assert } from "node:assert";
import type postgres from "postgres";
import { createTestDatabase } from "../../../../../local/testing/migrated-database.ts";
import { AppError } from "../../http/app-error.ts";
import { runAsCaller } from "../request-transaction.ts";
import { formatProcessHandle, nextProcessHandle } from "./next-process-handle.ts";

let seq = 0;
async function org(sql: postgres.Sql): Promise<number> {
  const prefix = `nph${Date.now().toString(36)}${++seq}`;
  const [row] =
    await sql`insert into app.organizations (prefix, name) values (${prefix}, ${prefix}) returning id`;
  return Number(row.id);
}

async function category(
  sql: postgres.Sql,
  orgId: number,
  prefix: string,
  increment = 1,
): Promise<number> {
  const [row] = await sql`insert into app.process_categories (org_id, prefix, increment)
    values (${orgId}, ${prefix}, ${increment}) returning id`;
  return Number(row.id);
}

async function incrementOf(sql: postgres.Sql, id: number): Promise<number> {
  const [row] = await sql`select increment from app.process_categories where id = ${id}`;
  return row.increment;
}

Deno.test("formatProcessHandle pads to 3 digits and never truncates", () => {
  assert.equal(formatProcessHandle("HR", 1), "HR-001");
  assert.equal(formatProcessHandle("HR", 42), "HR-042");
  assert.equal(formatProcessHandle("HR", 999), "HR-999");
  assert.equal(formatProcessHandle("HR", 1000), "HR-1000");
});

/**
 * Runs `fn` with a migrated database: one that other test files share when the run provides
 * one (every test here makes its own organisation), else its own.
 */
async function withDatabase(fn: (sql: postgres.Sql) => Promise<void>): Promise<void> {
  const db = await createTestDatabase({ shared: true });
  try {
    await fn(db.sql);
  } finally {
    await db.close();
  }
}

Deno.test("nextProcessHandle: takes the increment and advances it", () =>
  withDatabase(async (sql) => {
    const orgId = await org(sql);
    const hr = await category(sql, orgId, "HR");
    const first = await sql.begin((tx) => nextProcessHandle(tx, orgId, hr));
    const second = await sql.begin((tx) => nextProcessHandle(tx, orgId, hr));
    assert.equal(first, "HR-001");
    assert.equal(second, "HR-002");
    assert.equal(await incrementOf(sql, hr), 3);
  }));

Deno.test("nextProcessHandle: a rolled-back transaction gives its number back", () =>
  withDatabase(async (sql) => {
    const orgId = await org(sql);
    const ops = await category(sql, orgId, "OPS", 998);
    await assert.rejects(sql.begin(async (tx) => {
      assert.equal(await nextProcessHandle(tx, orgId, ops), "OPS-998");
      throw new Error("roll back");
    }));
    assert.equal(await incrementOf(sql, ops), 998);
    assert.equal(await sql.begin((tx) => nextProcessHandle(tx, orgId, ops)), "OPS-998");
    assert.equal(await sql.begin((tx) => nextProcessHandle(tx, orgId, ops)), "OPS-999");
    assert.equal(await sql.begin((tx) => nextProcessHandle(tx, orgId, ops)), "OPS-1000");
  }));

Deno.test("nextProcessHandle: skips handles processes already have, in any case", () =>
  withDatabase(async (sql) => {
    const orgId = await org(sql);
    const fin = await category(sql, orgId, "Fin");
    const taken = ["fin-001", "FIN-002", "Fin-004"];
    for (let n = 5; n <= 60; n++) taken.push(formatProcessHandle("Fin", n));
    for (const handle of taken) {
      await sql`insert into app.processes (org_id, process_handle, name)
                values (${orgId}, ${handle}, ${handle})`;
    }
    assert.equal(await sql.begin((tx) => nextProcessHandle(tx, orgId, fin)), "Fin-003");
    assert.equal(await incrementOf(sql, fin), 4);
    // 4 and 5…60 are taken: the search crosses a batch boundary.
    assert.equal(await sql.begin((tx) => nextProcessHandle(tx, orgId, fin)), "Fin-061");
    assert.equal(await incrementOf(sql, fin), 62);
  }));

Deno.test("nextProcessHandle: a category of another organisation is NOT_FOUND and unchanged", () =>
  withDatabase(async (sql) => {
    const mine = await org(sql);
    const theirs = await org(sql);
    const foreign = await category(sql, theirs, "HR", 7);
    await assert.rejects(
      sql.begin((tx) => nextProcessHandle(tx, mine, foreign)),
      (e: unknown) => e instanceof AppError && e.code === "NOT_FOUND",
    );
    await assert.rejects(
      sql.begin((tx) => nextProcessHandle(tx, mine, 987654321)),
      (e: unknown) => e instanceof AppError && e.code === "NOT_FOUND",
    );
    assert.equal(await incrementOf(sql, foreign), 7);
  }));

Deno.test("nextProcessHandle: under RLS: a manager takes a number, a User-type member cannot", () =>
  withDatabase(async (sql) => {
    const orgId = await org(sql);
    const [{ prefix }] = await sql`select prefix from app.organizations where id = ${orgId}`;
    const cat = await category(sql, orgId, "QA");
    const claimsOf = async (userType: string) => {
      const sub = crypto.randomUUID();
      await sql`insert into auth.users (id, email, aud, role)
                values (${sub}, ${sub + "@example.test"}, 'authenticated', 'authenticated')`;
      await sql`insert into app.people (org_id, people_handle, name, user_type, auth_user_id)
                values (${orgId}, ${sub}, ${userType}, ${userType}, ${sub})`;
      return { sub, role: "authenticated", email: `${sub}@example.test` };
    };
    const manager = await claimsOf("Manager");
    const user = await claimsOf("User");
    assert.equal(
      await runAsCaller(sql, manager, prefix, (tx) => nextProcessHandle(tx, orgId, cat)),
      "QA-001",
    );
    await assert.rejects(
      runAsCaller(sql, user, prefix, (tx) => nextProcessHandle(tx, orgId, cat)),
      (e: unknown) => e instanceof AppError && e.code === "NOT_FOUND",
    );
    assert.equal(await incrementOf(sql, cat), 2);
  }));

// PGlite runs one session at a time, so the race needs a real server.
Deno.test({
  name: "nextProcessHandle: concurrent transactions never share a number (PostgreSQL)",
  ignore: !Deno.env.get("TEST_DATABASE_URL"),
  fn: () =>
    withDatabase(async (sql) => {
      const orgId = await org(sql);
      const cat = await category(sql, orgId, "PAR");
      const handles = await Promise.all(
        Array.from({ length: 6 }, () => sql.begin((tx) => nextProcessHandle(tx, orgId, cat))),
      );
      assert.deepEqual([...handles].sort(), [
        "PAR-001",
        "PAR-002",
        "PAR-003",
        "PAR-004",
        "PAR-005",
        "PAR-006",
      ]);
      assert.equal(await incrementOf(sql, cat), 7);
    }),
});
