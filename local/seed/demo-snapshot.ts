/**
 * Test helpers: the demo organisation read back by handles (no ids, timestamps or auth links),
 * so two databases seeded different ways can be compared row for row.
 */
import type postgres from "postgres";

const TABLES = [
  "organizations",
  "settings",
  "people",
  "roles",
  "role_members",
  "process_categories",
  "labels",
  "processes",
  "process_schedules_ended",
  "process_roles",
  "process_labels",
  "process_docs",
  "saved_matrices",
] as const;

/** Rows per app table (every organisation), keyed by table name. */
export async function tableCounts(sql: postgres.Sql): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of TABLES) {
    const [row] = await sql`select count(*)::int as n from ${sql("app." + table)}`;
    counts[table] = row.n;
  }
  return counts;
}

export async function demoSnapshot(sql: postgres.Sql) {
  const [org] = await sql`select id, name from app.organizations where prefix = 'demo'`;
  if (!org) throw new Error("no demo organisation");
  const id = org.id;
  const plain = <T>(rows: T[]) => rows.map((r) => ({ ...r }));
  return {
    name: org.name as string,
    settings: plain(
      await sql`
      select timezone, is_email_auth_enabled, is_google_auth_enabled, is_microsoft_auth_enabled,
             send_daily_reminders_for_late_tasks_via_sms, send_weekly_reminders_via_email
      from app.settings where org_id = ${id}`,
    ),
    people: plain(
      await sql`
      select people_handle, name, description, email, user_type, is_auth_enabled,
             receive_weekly_reminders, mobile
      from app.people where org_id = ${id} order by people_handle`,
    ),
    roles: plain(
      await sql`
      select r.role_handle, r.name, r.description, boss.role_handle as reports_to
      from app.roles r left join app.roles boss on boss.org_id = r.org_id and boss.id = r.reports_to_id
      where r.org_id = ${id} order by r.role_handle`,
    ),
    members: plain(
      await sql`
      select p.people_handle, r.role_handle, m.held_from::text as held_from
      from app.role_members m
      join app.people p on p.org_id = m.org_id and p.id = m.person_id
      join app.roles r on r.org_id = m.org_id and r.id = m.role_id
      where m.org_id = ${id} order by 1, 2`,
    ),
    formerMembers: plain(
      await sql`
      select p.people_handle, r.role_handle, h.held_from::text as held_from,
             h.held_until::text as held_until
      from app.role_holdings_ended h
      join app.people p on p.org_id = h.org_id and p.id = h.person_id
      join app.roles r on r.org_id = h.org_id and r.id = h.role_id
      where h.org_id = ${id} order by 1, 2`,
    ),
    categories: plain(
      await sql`
      select prefix, description, increment from app.process_categories
      where org_id = ${id} order by prefix`,
    ),
    labels: plain(
      await sql`
      select label, prefix from app.labels where org_id = ${id} order by label`,
    ),
    processes: plain(
      await sql`
      select p.process_handle as handle, p.name, p.description, c.prefix as category,
             owner.role_handle as owner, p.frequency_type, p.frequency, p.compact_frequency,
             p.scheduled_from::text as scheduled_from, p.has_dates
      from app.processes p
      left join app.process_categories c on c.org_id = p.org_id and c.id = p.category_id
      left join app.roles owner on owner.org_id = p.org_id and owner.id = p.owner_role_id
      where p.org_id = ${id} order by p.process_handle`,
    ),
    scheduleHistory: plain(
      await sql`
      select p.process_handle, e.frequency_type, e.frequency, e.compact_frequency, e.has_dates,
             e.scheduled_from::text as scheduled_from, e.in_force_until::text as in_force_until,
             who.people_handle as changed_by,
             app.local_time(st.timezone, e.changed_at)::text as changed_at_local
      from app.process_schedules_ended e
      join app.settings st on st.org_id = e.org_id
      join app.processes p on p.org_id = e.org_id and p.id = e.process_id
      left join app.people who on who.org_id = e.org_id and who.id = e.changed_by
      where e.org_id = ${id} order by 1, e.in_force_until`,
    ),
    processRoles: plain(
      await sql`
      select p.process_handle, r.role_handle, x.assigned_from::text as assigned_from
      from app.process_roles x
      join app.processes p on p.org_id = x.org_id and p.id = x.process_id
      join app.roles r on r.org_id = x.org_id and r.id = x.role_id
      where x.org_id = ${id} order by 1, 2`,
    ),
    processLabels: plain(
      await sql`
      select p.process_handle, l.label from app.process_labels x
      join app.processes p on p.org_id = x.org_id and p.id = x.process_id
      join app.labels l on l.org_id = x.org_id and l.id = x.label_id
      where x.org_id = ${id} order by 1, 2`,
    ),
    matrices: plain(
      await sql`
      select m.name::text as name, m.row_dim, m.col_dim, m.is_private, p.people_handle as owner
      from app.saved_matrices m join app.people p on p.org_id = m.org_id and p.id = m.owner_id
      where m.org_id = ${id} order by 1`,
    ),
    docs: plain(
      await sql`
      select p.process_handle, d.name, d.url from app.process_docs d
      join app.processes p on p.org_id = d.org_id and p.id = d.process_id
      where d.org_id = ${id} order by 1, 2, 3`,
    ),
  };
}
