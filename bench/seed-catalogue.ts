/**
 * Seeds one organisation with a large process catalogue, in set-based SQL
 * (generate_series), so that the benchmark measures reads, not the seeding:
 * 2,000 roles, 5,000 people (2 roles each), 50 categories, 500 labels in 5 prefixes,
 * 20,000 processes (60% scheduled with dates, 10% scheduled without, 30% as needed),
 * 100,000 process-label links (5 per process), 40,000 process-role links, 10,000 docs.
 */
import { undateHoldings } from "./holdings.ts";
import type postgres from "postgres";

export interface SeedCounts {
  processes: number;
  roles: number;
  people: number;
  labelLinks: number;
}

export const COUNTS: SeedCounts = {
  processes: 20_000,
  roles: 2_000,
  people: 5_000,
  labelLinks: 100_000,
};

const VERBS = [
  "Review",
  "Approve",
  "Check",
  "Submit",
  "Reconcile",
  "Audit",
  "Update",
  "Prepare",
  "Send",
  "Archive",
];
const NOUNS = [
  "payroll",
  "invoices",
  "timesheets",
  "contracts",
  "backups",
  "budget",
  "inventory",
  "expenses",
  "access rights",
  "supplier list",
  "tax return",
  "safety log",
  "minutes",
  "forecast",
  "policies",
  "training plan",
  "assets",
  "licences",
  "insurance",
  "complaints",
];
const PREFIXES = [["Dept", 20], ["Site", 30], ["Team", 100], ["Risk", 50], [
  "Client",
  300,
]] as const;

/** Creates the organisation and its catalogue; returns the org id and the admin's auth user id. */
export async function seedCatalogue(
  sql: postgres.Sql,
  prefix: string,
): Promise<{ orgId: number; adminAuthId: string; adminEmail: string }> {
  const adminAuthId = crypto.randomUUID();
  const adminEmail = `admin@${prefix}.bench.test`;
  return await sql.begin(async (tx) => {
    const [org] =
      await tx`insert into app.organizations (prefix, name) values (${prefix}, 'Bench org') returning id`;
    const o = Number(org!.id);
    await tx`insert into app.settings (org_id, timezone) values (${o}, 'GMT+01:00')`;
    await tx`insert into auth.users (id, email, aud, role) values (${adminAuthId}, ${adminEmail}, 'authenticated', 'authenticated')`;
    await tx`insert into app.people (org_id, people_handle, name, email, user_type, auth_user_id)
      values (${o}, 'admin', 'Bench Admin', ${adminEmail}, 'Admin', ${adminAuthId})`;
    await tx`insert into app.people (org_id, people_handle, name, email, user_type)
      select ${o}::bigint, 'u' || g, 'Person ' || g, 'u' || g || '@bench.test', 'User'
      from generate_series(2, ${COUNTS.people}) g`;
    await tx`insert into app.roles (org_id, role_handle, name, description)
      select ${o}::bigint, 'R' || g, 'Role ' || g, case when g % 3 = 0 then '' else 'Role number ' || g end
      from generate_series(1, ${COUNTS.roles}) g`;
    // Two roles per person, spread over all roles.
    await tx`insert into app.role_members (org_id, role_id, person_id)
      select distinct ${o}::bigint, r.id, p.id
      from (select id, row_number() over (order by id) as n from app.people where org_id = ${o}) p
      cross join lateral (values ((p.n * 7) % ${COUNTS.roles} + 1), ((p.n * 13 + 5) % ${COUNTS.roles} + 1)) k(n)
      join (select id, row_number() over (order by id) as n from app.roles where org_id = ${o}) r on r.n = k.n`;
    await tx`insert into app.process_categories (org_id, prefix, description, increment)
      select ${o}::bigint, 'C' || lpad(g::text, 2, '0'), 'Category ' || g, 1000 from generate_series(0, 49) g`;
    for (const [name, count] of PREFIXES) {
      await tx`insert into app.labels (org_id, label)
        select ${o}::bigint, ${name} || ':' || ${name} || '-' || g from generate_series(1, ${count}) g`;
    }
    await tx`
      insert into app.processes (org_id, process_handle, name, description, category_id, owner_role_id,
        frequency_type, frequency, compact_frequency, has_dates, scheduled_from)
      select ${o}::bigint, c.prefix || '-' || lpad(g::text, 5, '0'),
        (${VERBS}::text[])[1 + g % 10] || ' ' || (${NOUNS}::text[])[1 + (g / 10) % 20] || ' ' || g,
        case when g % 7 = 0 then '' else 'Procedure ' || g || ' for the ' || (${NOUNS}::text[])[1 + g % 20] end,
        c.id, r.id,
        case when g % 10 < 7 then 'Scheduled' else 'AsNeeded' end,
        case when g % 10 < 6 then jsonb_build_object('StartOn', '2026-01-05', 'RepeatOn', 'Mon', 'RepeatEvery', 1 + g % 4)
             when g % 10 = 6 then '{}'::jsonb end,
        case when g % 10 < 6 then 'W' || (1 + g % 4) || ':Mon@2026-01-05' when g % 10 = 6 then '*:' else '' end,
        g % 10 < 6, date '2026-01-01'
      from generate_series(1, ${COUNTS.processes}) g
      join (select id, prefix, row_number() over (order by id) - 1 as n from app.process_categories
            where org_id = ${o}) c on c.n = g % 50
      join (select id, row_number() over (order by id) as n from app.roles where org_id = ${o}) r
        on r.n = 1 + g % ${COUNTS.roles}`;
    // Five different labels per process (steps 1, 101, 201, 301, 401 over 500 labels).
    await tx`insert into app.process_labels (org_id, process_id, label_id)
      select ${o}::bigint, p.id, l.id
      from (select id, row_number() over (order by id) as n from app.processes where org_id = ${o}) p
      cross join generate_series(0, 4) k
      join (select id, row_number() over (order by id) - 1 as n from app.labels where org_id = ${o}) l
        on l.n = (p.n * 37 + k * 101) % 500`;
    await tx`insert into app.process_roles (org_id, process_id, role_id)
      select distinct ${o}::bigint, p.id, r.id
      from (select id, row_number() over (order by id) as n from app.processes where org_id = ${o}) p
      cross join lateral (values ((p.n * 3) % ${COUNTS.roles} + 1), ((p.n * 11 + 1) % ${COUNTS.roles} + 1)) k(n)
      join (select id, row_number() over (order by id) as n from app.roles where org_id = ${o}) r on r.n = k.n`;
    await undateHoldings(tx, o);
    await tx`insert into app.process_docs (org_id, process_id, name, url)
      select ${o}::bigint, id, 'Guide', 'https://docs.example.test/' || id from app.processes
      where org_id = ${o} and id % 2 = 0`;
    return { orgId: o, adminAuthId, adminEmail };
  }) as { orgId: number; adminAuthId: string; adminEmail: string };
}
