/** Filter-builder values of the process and task entities: this organisation's only. */
import type postgres from "postgres";
import type { Handler } from "./server/create-handler.ts";
import { strict as assert } from "node:assert";
import {
  as,
  createMember,
  createOrg,
  createPerson,
  createRole,
  withApi,
} from "./testing/api-fixture.ts";

const q = (entity: string, kind: "Field" | "Relation") => {
  const arg = kind === "Field" ? "field" : "relation";
  return `query($v: String!) { getPossibleValuesFor${kind}From${entity}Entity(${arg}: $v) { id name } }`;
};

async function arrange(sql: postgres.Sql, handler: Handler) {
  const org = await createOrg(sql);
  const admin = await createMember(sql, org, { userType: "Admin", name: "Ada" });
  const user = await createMember(sql, org, { userType: "User", name: "Uma" });
  const ops = await createRole(sql, org, "ops", "Operations");
  const bob = await createPerson(sql, org, { name: "Bob" });
  const [cat] =
    await sql`insert into app.process_categories (org_id, prefix) values (${org.id}, 'HR') returning id`;
  const [lbl] =
    await sql`insert into app.labels (org_id, label) values (${org.id}, 'Dept:HR') returning id`;
  const [pay] =
    await sql`insert into app.processes (org_id, process_handle, name, frequency_type, compact_frequency)
    values (${org.id}, 'PAY-1', 'Payroll', 'Scheduled', 'W1:Mon@2026-01-05') returning id`;
  await sql`insert into app.processes (org_id, process_handle, name) values (${org.id}, 'AUD-1', 'Audit')`;
  await sql`insert into app.tasks (org_id, handle, init_handle, name, process_id, person_id, due_date)
    values (${org.id}, 'T1', 'T1', 'Special one-off', ${pay!.id}, ${bob}, '2026-11-01')`;
  const other = await createOrg(sql);
  await createRole(sql, other, "theirs", "Their role");
  await sql`insert into app.labels (org_id, label) values (${other.id}, 'Dept:Theirs')`;
  await sql`insert into app.processes (org_id, process_handle, name) values (${other.id}, 'X-1', 'Their process')`;
  const asAdmin = as(handler, admin);
  const values = async (entity: string, kind: "Field" | "Relation", v: string, who = asAdmin) => {
    const r = await who(q(entity, kind), { v });
    assert.equal(r.errors, undefined, JSON.stringify(r.errors));
    return r.data[`getPossibleValuesFor${kind}From${entity}Entity`];
  };

  return { org, admin, user, ops, bob, cat, lbl, pay, other, asAdmin, values };
}

Deno.test("API possible values: process fields and relations", () =>
  withApi(async ({ sql, handler }) => {
    const { ops, cat, lbl, values } = await arrange(sql, handler);
    assert.deepEqual(await values("Process", "Field", "name"), [{ id: "Audit", name: "Audit" }, {
      id: "Payroll",
      name: "Payroll",
    }]);
    assert.deepEqual(await values("Process", "Field", "processHandle"), [{
      id: "AUD-1",
      name: "AUD-1",
    }, { id: "PAY-1", name: "PAY-1" }]);
    assert.deepEqual(await values("Process", "Field", "frequencyType"), [{
      id: "Scheduled",
      name: "Scheduled",
    }, { id: "AsNeeded", name: "As needed" }]);
    assert.deepEqual(await values("Process", "Field", "compactFrequency"), [{
      id: "W1:Mon@2026-01-05",
      name: "W1:Mon@2026-01-05",
    }]);
    assert.deepEqual(await values("Process", "Relation", "labels"), [{
      id: String(lbl!.id),
      name: "Dept:HR",
    }]);
    assert.deepEqual(await values("Process", "Relation", "assignedRoles"), [{
      id: String(ops),
      name: "Operations",
    }]);
    assert.deepEqual(await values("Process", "Relation", "role"), [{
      id: String(ops),
      name: "Operations",
    }]);
    assert.deepEqual(await values("Process", "Relation", "cat"), [{
      id: String(cat!.id),
      name: "HR",
    }]);
  }));

Deno.test("API possible values: a User-type person is offered the values of their own scope only", () =>
  withApi(async ({ sql, handler }) => {
    const { org, user, ops, pay, values } = await arrange(sql, handler);
    // Uma fills Operations, which Payroll is assigned to; Audit and Bob are not hers.
    await sql`insert into app.role_members (org_id, role_id, person_id)
      values (${org.id}, ${ops}, ${user.id})`;
    await sql`insert into app.process_roles (org_id, process_id, role_id)
      values (${org.id}, ${pay!.id}, ${ops})`;
    const asUser = as(handler, user);
    const names = async (entity: string, kind: "Field" | "Relation", v: string) =>
      (await values(entity, kind, v, asUser)).map((x: { name: string }) => x.name);
    assert.deepEqual(await names("Process", "Field", "name"), ["Payroll"]);
    assert.deepEqual(await names("Process", "Field", "processHandle"), ["PAY-1"]);
    assert.deepEqual(await names("Process", "Relation", "assignedRoles"), ["Operations"]);
    assert.deepEqual(await names("Process", "Relation", "labels"), ["Dept:HR"], "vocabulary");
    assert.deepEqual(await names("Process", "Relation", "cat"), ["HR"], "vocabulary");
    assert.deepEqual(await names("Task", "Field", "name"), ["Payroll task"]);
    assert.deepEqual(await names("Task", "Relation", "process"), ["Payroll"]);
    assert.deepEqual(await names("Task", "Relation", "assignee"), ["Uma"]);
  }));

Deno.test("API possible values: task fields and relations", () =>
  withApi(async ({ sql, handler }) => {
    const { user, values } = await arrange(sql, handler);
    assert.deepEqual(await values("Task", "Field", "status"), [
      { id: "NotStarted", name: "Not Started" },
      { id: "InProgress", name: "In Progress" },
      { id: "Complete", name: "Complete" },
    ]);
    assert.deepEqual(
      (await values("Task", "Field", "name")).map((v: { name: string }) => v.name),
      [
        "Audit task",
        "Payroll task",
        "Special one-off",
      ],
    );
    assert.deepEqual(
      (await values("Task", "Relation", "process")).map((v: { name: string }) => v.name),
      ["Audit", "Payroll"],
    );
    assert.deepEqual(
      (await values("Task", "Relation", "assignee")).map((v: { name: string }) => v.name),
      ["Ada", "Bob", "Uma"],
    );
    assert.equal((await values("Task", "Field", "status", as(handler, user))).length, 3);
  }));

Deno.test("API possible values: unknown fields and relations are BAD_USER_INPUT", () =>
  withApi(async ({ sql, handler }) => {
    const { asAdmin } = await arrange(sql, handler);
    for (
      const [entity, kind, v, field] of [
        ["Process", "Field", "password", "field"],
        ["Process", "Relation", "users", "relation"],
        ["Task", "Field", "secret", "field"],
        ["Task", "Relation", "owner", "relation"],
      ] as const
    ) {
      const r = await asAdmin(q(entity, kind), { v });
      assert.equal(r.errors?.[0].extensions?.code, "BAD_USER_INPUT", `${entity} ${v}`);
      assert.equal(r.errors?.[0].extensions?.field, field);
      assert.match(r.errors![0].message, new RegExp(`"${v}"`));
    }
  }));
