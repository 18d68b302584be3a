/**
 * The system actor (scheduled jobs, imports): commands run as it in one organisation, in
 * one transaction, through the real database; row-level security keeps it there.
 */
import { strict as assert } from "node:assert";
import type postgres from "postgres";
import { createMember, createOrg, type Org, withApi } from "../../graphql/testing/api-fixture.ts";
import { AppError } from "../http/app-error.ts";
import { createUser } from "./people/write-people.ts";
import { currentUser, listUsers } from "./people/read-people.ts";
import { listAllProcesses, listMyProcesses } from "./processes/read-processes.ts";
import { createProcess } from "./processes/write-processes.ts";
import { createRole } from "./roles/write-roles.ts";
import { updateSettings } from "./settings/write-settings.ts";
import { runAsSystem } from "./run-as-system.ts";

async function arrangeOrg(sql: postgres.Sql, name: string): Promise<Org> {
  const org = await createOrg(sql);
  await createMember(sql, org, { userType: "Admin", name: `${name} admin` });
  const [role] = await sql`insert into app.roles (org_id, role_handle, name)
    values (${org.id}, ${`${name}-desk`}, ${`${name} desk`}) returning id`;
  const [process] =
    await sql`insert into app.processes (org_id, process_handle, name, owner_role_id)
    values (${org.id}, ${`${name}-1`}, ${`${name} process`}, ${role!.id}) returning id`;
  await sql`insert into app.tasks (org_id, handle, init_handle, name, process_id, due_date)
    values (${org.id}, ${`${name}-t`}, ${`${name}-t`}, ${`${name} task`}, ${process!.id},
      '2026-03-02')`;
  return org;
}

async function refusal(run: Promise<unknown>): Promise<AppError> {
  const error = await run.then(() => null, (e) => e);
  assert.ok(error instanceof AppError, `expected an AppError, got ${error}`);
  return error;
}

async function arrange(sql: postgres.Sql) {
  const a = await arrangeOrg(sql, "alpha");
  const b = await arrangeOrg(sql, "beta");

  return { a, b };
}

Deno.test("runAsSystem: reads and writes of the catalogue, people and tasks work", () =>
  withApi(async ({ sql }) => {
    const { a } = await arrange(sql);
    const made = await runAsSystem(sql, a.id, async (ctx) => {
      assert.deepEqual(ctx.actor, { kind: "system", label: "import" });
      const processes = await listAllProcesses(ctx, {});
      assert.deepEqual(processes.nodes.map((p) => p.name), ["alpha process"]);
      const people = await listUsers(ctx, {});
      assert.deepEqual(people.nodes.map((p) => p.name), ["alpha admin"]);
      const role = await createRole(ctx, { roleHandle: "imported", name: "Imported" });
      const process = await createProcess(ctx, {
        processHandle: "IMP-1",
        name: "Imported process",
        roleId: role.id,
      });
      assert.equal(process.scheduledFrom.length, 10, "today in the organisation's zone");
      const person = await createUser(ctx, {
        peopleHandle: "imp",
        name: "Imported person",
        userType: "Manager",
      });
      // Task generation writes tasks (what the system row allows, RLS lets through).
      await ctx.tx`insert into app.tasks (org_id, handle, init_handle, name, process_id,
          person_id, due_date)
        values (${a.id}, 'IMP-1-x', 'IMP-1-x', 'Generated', ${process.id}, ${person.id},
          '2026-03-09')`;
      return { process: process.id, person: person.id };
    }, "import");
    const [row] = await sql`select org_id from app.processes where id = ${made.process}`;
    assert.equal(Number(row!.org_id), a.id, "committed in organisation A");
    const [task] = await sql`select count(*)::int as n from app.tasks where name = 'Generated'`;
    assert.equal(task!.n, 1);
  }));

Deno.test("runAsSystem: row-level security hides and refuses every other organisation", () =>
  withApi(async ({ sql }) => {
    const { a, b } = await arrange(sql);
    // (Read before: inside the run, the superuser pool must not wait for PGlite's turn.)
    const [theirs] = await sql`select id from app.processes where org_id = ${b.id}`;
    await runAsSystem(sql, a.id, async (ctx) => {
      // No org_id condition: only the policies decide.
      for (const table of ["people", "roles", "processes", "tasks", "settings"]) {
        const rows = await ctx.tx`select distinct org_id from ${ctx.tx("app")}.${ctx.tx(table)}`;
        assert.deepEqual(rows.map((r) => Number(r.org_id)), [a.id], table);
      }
      const [others] = await ctx.tx`select count(*)::int as n from app.organizations
        where id <> ${a.id}`;
      assert.equal(others!.n, 0);
      const updated = await ctx.tx`update app.processes set name = 'taken' where org_id = ${b.id}
        returning id`;
      assert.equal(updated.length, 0, "B's rows cannot be changed");
      await assert.rejects(
        ctx.tx.savepoint((sp) =>
          sp`insert into app.roles (org_id, role_handle, name) values (${b.id}, 'x', 'x')`
        ),
        /row-level security/,
      );
      // A command given B's ids answers as for a row that does not exist.
      const found = await ctx.tx`select id from app.processes where id = ${theirs!.id}`;
      assert.equal(found.length, 0);
    });
    const [bRows] = await sql`select count(*)::int as n from app.roles where org_id = ${b.id}`;
    assert.equal(bRows!.n, 1, "nothing was written to B");
  }));

Deno.test("runAsSystem: why not service_role itself: it bypasses row-level security", () =>
  withApi(async ({ sql }) => {
    const { a, b } = await arrange(sql);
    const seen = await sql.begin(async (tx) => {
      await tx`set local role service_role`;
      return await tx`select distinct org_id from app.processes
        where org_id in (${a.id}, ${b.id}) order by org_id`;
    });
    assert.deepEqual(seen.map((r) => Number(r.org_id)), [a.id, b.id]);
  }));

Deno.test("runAsSystem: what only a person or an Admin does is refused", () =>
  withApi(async ({ sql }) => {
    const { a } = await arrange(sql);
    await runAsSystem(sql, a.id, async (ctx) => {
      assert.equal((await refusal(currentUser(ctx))).code, "FORBIDDEN");
      assert.equal((await refusal(listMyProcesses(ctx, {}))).code, "FORBIDDEN");
      const admin = await refusal(
        createUser(ctx, { peopleHandle: "boss", name: "Boss", userType: "Admin" }),
      );
      assert.equal(admin.code, "FORBIDDEN");
      assert.equal(admin.message, "Only an admin can make someone an admin.");
      const renamed = await updateSettings(ctx, { organizationName: "Renamed" });
      assert.deepEqual(renamed.errors, [{
        field: "organizationName",
        message: "Only an admin can rename the organisation.",
      }]);
      const zone = await updateSettings(ctx, { timezone: "GMT+01:00" });
      assert.deepEqual(zone.errors, []);
      // The database says the same for the Admin type (guard_admin_rights).
      await assert.rejects(
        ctx.tx.savepoint((sp) =>
          sp`insert into app.people (org_id, people_handle, name, user_type)
            values (${a.id}, 'boss2', 'Boss', 'Admin')`
        ),
        /Only an admin can make someone an admin/,
      );
    });
  }));

Deno.test("runAsSystem: an organisation that does not exist is refused before anything runs", () =>
  withApi(async ({ sql }) => {
    let ran = false;
    await assert.rejects(
      runAsSystem(sql, 987654321, () => {
        ran = true;
        return Promise.resolve();
      }),
      /no organisation 987654321/,
    );
    assert.equal(ran, false);
  }));

Deno.test("runAsSystem: a failing command undoes the whole run", () =>
  withApi(async ({ sql }) => {
    const { a } = await arrange(sql);
    await assert.rejects(
      runAsSystem(sql, a.id, async (ctx) => {
        await createRole(ctx, { roleHandle: "half", name: "Half done" });
        throw new Error("the import stopped");
      }),
      /the import stopped/,
    );
    const [row] = await sql`select count(*)::int as n from app.roles where role_handle = 'half'`;
    assert.equal(row!.n, 0);
  }));
