/**
 * An organisation arranged around one User-type member, with everything around them that
 * they must not read: colleagues who fill their role, the role it reports to, another role
 * of their process, processes of other roles (one owned by their own role), others' tasks,
 * and a second organisation. Every row outside the User's scope carries the word SECRET in
 * its name, handle or description, and nothing inside it does, so an answer can be
 * searched for the word as well as judged by ids.
 */
import type postgres from "postgres";
import { createMember, createOrg, createPerson, type Member, type Org } from "./api-fixture.ts";

export const SECRET = "secret";

export interface ScopedOrg {
  org: Org;
  admin: Member;
  user: Member;
  /** What the User may read, by entity. */
  scope: { people: number[]; roles: number[]; processes: number[]; tasks: number[] };
  /** Rows outside the User's scope (the admin reads them). */
  hidden: { people: number[]; roles: number[]; processes: number[]; tasks: number[] };
  /** Rows of another organisation (nobody here reads them). */
  elsewhere: { people: number[]; processes: number[] };
  /** Authors of the filters the User may see (public ones and their own). */
  filterAuthors: number[];
}

async function insertId(rows: Promise<readonly postgres.Row[]>): Promise<number> {
  const [row] = await rows;
  return Number(row!.id);
}

export async function arrangeScopedOrg(sql: postgres.Sql): Promise<ScopedOrg> {
  const org = await createOrg(sql);
  const admin = await createMember(sql, org, {
    userType: "Admin",
    handle: `secret-admin-${org.id}`,
    name: "Secret Ada",
  });
  const user = await createMember(sql, org, { userType: "User", name: "Uma Walker" });
  const carl = await createMember(sql, org, {
    userType: "User",
    handle: `secret-carl-${org.id}`,
    name: "Secret Carl",
  });
  const sam = await createPerson(sql, org, { name: "Secret Sam", description: "secret" });

  const role = (handle: string, name: string, reportsTo: number | null = null) =>
    insertId(
      sql`insert into app.roles (org_id, role_handle, name, description, reports_to_id)
        values (${org.id}, ${handle}, ${name}, ${name.startsWith("Secret") ? "secret" : ""},
          ${reportsTo}) returning id`,
    );
  const boss = await role("secret-boss", "Secret boss");
  const desk = await role("desk", "Front desk", boss);
  const helper = await role("secret-helper", "Secret helper", boss);
  const fill = (roleId: number, personId: number) =>
    sql`insert into app.role_members (org_id, role_id, person_id)
      values (${org.id}, ${roleId}, ${personId})`;
  await fill(desk, user.id);
  await fill(desk, carl.id);
  await fill(helper, sam);
  await fill(boss, admin.id);

  const [cat] = await sql`insert into app.process_categories (org_id, prefix, description)
    values (${org.id}, 'OPS', 'Operations') returning id`;
  const [label] = await sql`insert into app.labels (org_id, label)
    values (${org.id}, 'Dept:Front') returning id`;
  const process = (handle: string, name: string, owner: number | null) =>
    insertId(
      sql`insert into app.processes (org_id, process_handle, name, description, category_id,
          owner_role_id, frequency_type, frequency, compact_frequency, has_dates, scheduled_from)
        values (${org.id}, ${handle}, ${name}, ${name.startsWith("Secret") ? "secret" : ""},
          ${cat!.id}, ${owner}, 'Scheduled',
          ${sql.json({ StartOn: "2026-01-05", RepeatOn: "Mon", RepeatEvery: 1 })},
          'W1:Mon@2026-01-05', true, '2026-01-01') returning id`,
    );
  // The User's process is owned by a role they do not fill and shared with another role.
  const mine = await process("OPEN-1", "Open the office", boss);
  // Owned by the User's role but assigned elsewhere: its tasks go to others.
  const payroll = await process("secret-pay", "Secret payroll", desk);
  const audit = await process("secret-audit", "Secret audit", null);
  const assign = (processId: number, roleId: number) =>
    sql`insert into app.process_roles (org_id, process_id, role_id)
      values (${org.id}, ${processId}, ${roleId})`;
  await assign(mine, desk);
  await assign(mine, helper);
  await assign(payroll, helper);
  for (const p of [mine, payroll, audit]) {
    await sql`insert into app.process_labels (org_id, process_id, label_id)
      values (${org.id}, ${p}, ${label!.id})`;
    await sql`insert into app.process_docs (org_id, process_id, name, url)
      values (${org.id}, ${p}, ${p === mine ? "Checklist" : "Secret doc"},
        ${p === mine ? "https://example.test/checklist" : "https://example.test/secret"})`;
  }

  const task = (name: string, processId: number | null, personId: number, day: string) =>
    insertId(
      sql`insert into app.tasks (org_id, handle, init_handle, name, process_id, person_id,
          due_date, is_manually_created)
        values (${org.id}, ${`${processId}-${personId}-${day}`},
          ${`${processId}-${personId}-${day}`}, ${name}, ${processId}, ${personId}, ${day},
          ${processId !== mine}) returning id`,
    );
  const ownTask = await task("Open the office task", mine, user.id, "2026-02-02");
  // The User's own task on a process that is not theirs: the task yes, the process no.
  const errand = await task("Uma's errand", payroll, user.id, "2026-02-03");
  const carlTask = await task("Secret task of Carl", mine, carl.id, "2026-02-02");
  const samTask = await task("Secret task of Sam", payroll, sam, "2026-02-09");

  await sql`insert into app.filters (org_id, name, associated_entity, is_private, owner_id) values
    (${org.id}, 'Shared view', 'Process', false, ${admin.id}),
    (${org.id}, 'Secret private view', 'Process', true, ${admin.id}),
    (${org.id}, 'Carl shares', 'Task', false, ${carl.id}),
    (${org.id}, 'Uma private view', 'Process', true, ${user.id})`;

  // Another organisation: nothing of it may show up either.
  const other = await createOrg(sql);
  const stranger = await createPerson(sql, other, { name: "Secret stranger" });
  const [theirs] = await sql`insert into app.processes (org_id, process_handle, name)
    values (${other.id}, 'secret-x', 'Secret theirs') returning id`;

  return {
    org,
    admin,
    user,
    scope: { people: [user.id], roles: [desk], processes: [mine], tasks: [ownTask, errand] },
    hidden: {
      people: [admin.id, carl.id, sam],
      roles: [boss, helper],
      processes: [payroll, audit],
      tasks: [carlTask, samTask],
    },
    elsewhere: { people: [stranger], processes: [Number(theirs!.id)] },
    filterAuthors: [admin.id, carl.id, user.id],
  };
}
