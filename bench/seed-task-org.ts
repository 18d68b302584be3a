/**
 * The organisation the task benchmarks serve (tasks-list.ts, tasks-scale.ts): at scale 1,
 * 2,000 scheduled processes (the schedule mix of seed-tasks.ts), 1,000 people, 300 roles
 * (each person in 3, each process assigned 2, all undated) and 20,000 stored tasks — about
 * 855,000 tasks in 2026. A scale multiplies every count.
 */
import type postgres from "postgres";
import type { Org } from "../supabase/functions/graphql/testing/api-fixture.ts";
import { parseCompactFrequency } from "../supabase/functions/_shared/domain/frequency/compact.ts";
import { undateHoldings } from "./holdings.ts";
import { compactFor, seedStoredTasks } from "./seed-tasks.ts";

export const FROM = "2026-01-01";
export const TO = "2026-12-31";

export interface TaskOrgCounts {
  processes: number;
  people: number;
  roles: number;
  stored: number;
}

export function taskOrgCounts(scale: number): TaskOrgCounts {
  return {
    processes: 2000 * scale,
    people: 1000 * scale,
    roles: 300 * scale,
    stored: 20_000 * scale,
  };
}

export type SeededProcess = {
  org_id: number;
  process_handle: string;
  name: string;
  frequency_type: string;
  frequency: postgres.JSONValue;
  compact_frequency: string;
  has_dates: boolean;
  scheduled_from: string;
};

/** Process i's name; its padding keeps names in the order of their numbers. */
export function processName(i: number): string {
  return `Process ${String(i).padStart(5, "0")}`;
}

export async function seedTaskOrg(
  sql: postgres.Sql,
  org: Org,
  scale = 1,
): Promise<{ counts: TaskOrgCounts; series: number; processes: SeededProcess[] }> {
  const o = org.id;
  const COUNTS = taskOrgCounts(scale);
  await sql`insert into app.people (org_id, people_handle, name, user_type)
    select ${o}::bigint, 'u' || g, 'Person ' || lpad(g::text, 4, '0'), 'User'
    from generate_series(1, ${COUNTS.people - 2}) g`;
  await sql`insert into app.roles (org_id, role_handle, name)
    select ${o}::bigint, 'R' || g, 'Role ' || g from generate_series(1, ${COUNTS.roles}) g`;
  // Each person in 3 roles, spread over all roles.
  await sql`insert into app.role_members (org_id, role_id, person_id)
    select distinct ${o}::bigint, r.id, p.id
    from (select id, row_number() over (order by id) as n from app.people where org_id = ${o}) p
    cross join lateral (values ((p.n * 7) % ${COUNTS.roles} + 1), ((p.n * 13 + 5) % ${COUNTS.roles} + 1),
      ((p.n * 29 + 11) % ${COUNTS.roles} + 1)) k(n)
    join (select id, row_number() over (order by id) as n from app.roles where org_id = ${o}) r on r.n = k.n`;
  const rows = Array.from({ length: COUNTS.processes }, (_, k) => {
    const i = k + 1;
    const compact = compactFor(i);
    const parsed = parseCompactFrequency(compact);
    if (!parsed.ok || !parsed.frequency) throw new Error(compact);
    return {
      org_id: o,
      process_handle: `P-${i}`,
      name: processName(i),
      frequency_type: "Scheduled",
      frequency: parsed.frequency as unknown as postgres.JSONValue,
      compact_frequency: compact,
      has_dates: true,
      scheduled_from: "2025-12-01",
    };
  });
  for (let i = 0; i < rows.length; i += 500) {
    await sql`insert into app.processes ${sql(rows.slice(i, i + 500))}`;
  }
  await sql`insert into app.process_roles (org_id, process_id, role_id)
    select distinct ${o}::bigint, p.id, r.id
    from (select id, row_number() over (order by id) as n from app.processes where org_id = ${o}) p
    cross join lateral (values ((p.n * 3) % ${COUNTS.roles} + 1), ((p.n * 11 + 1) % ${COUNTS.roles} + 1)) k(n)
    join (select id, row_number() over (order by id) as n from app.roles where org_id = ${o}) r on r.n = k.n`;
  await undateHoldings(sql, o);

  const series = await seedStoredTasks(sql, o, {
    count: COUNTS.stored,
    from: FROM,
    to: TO,
    processes: rows,
    nameOf: (pid) => `${processName(pid)} task`,
  });
  return { counts: COUNTS, series, processes: rows };
}
