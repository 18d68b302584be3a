/**
 * Benchmark of the dashboards' statistics, on PostgreSQL and on PGlite:
 *
 *   ./node_modules/.bin/deno run -A bench/statistics.ts [--db postgres,pglite] [--runs 30]
 *
 * Seeds its own organisation into a fresh database (a database of BENCH_DATABASE_URL's
 * server, or an embedded PGlite data directory): 20,000 processes (scheduled of every
 * frequency kind, scheduled with no dates, as needed; some without description, docs,
 * labels, roles or category), 5,000 people (admins, managers, users; some without access
 * or role), 2,000 roles (each person in 3, each process assigned 2; some roles unfilled or
 * unused) and 100,000 stored tasks (status changes, skipped and moved occurrences of 2026).
 * Then serves it with the local stack in its own process (bench/load-stack.ts) and calls
 * organizationStatistics (an Admin) and personalStatistics (a User, and the Admin) over
 * HTTP as the web app does. Targets: organizationStatistics p95 ≤ 100 ms and
 * personalStatistics p95 ≤ 30 ms on PostgreSQL; within 3× of those on PGlite. The first
 * call (source loaded, every count computed) is printed apart: later calls of the same day
 * read the kept source and its counts until a write changes them. BENCH_KEEP=1 keeps the
 * database afterwards (for EXPLAIN ANALYZE by hand).
 */
import { undateHoldings } from "./holdings.ts";
import postgres from "postgres";
import { type StackUnderTest, startStackProcess } from "./load-stack.ts";
import { prepareDatabase } from "./bench-database.ts";
import { compactFor, seedStoredTasks } from "./seed-tasks.ts";
import {
  createMember,
  createOrg,
  type Org,
  TEST_SECRET,
} from "../supabase/functions/graphql/testing/api-fixture.ts";
import { parseCompactFrequency } from "../supabase/functions/_shared/domain/frequency/compact.ts";
import { formatTimings, measure, type Timings } from "./measure.ts";

const FROM = "2026-01-01";
const TO = "2026-12-31";
const COUNTS = { processes: 20_000, people: 5_000, roles: 2_000, stored: 100_000 };

const args = Deno.args.join(" ");
const dbs = (args.match(/--db[= ](\S+)/)?.[1] ?? "postgres,pglite").split(",");
const runs = Number(args.match(/--runs[= ](\d+)/)?.[1] ?? 30);

async function seed(sql: postgres.Sql, org: Org) {
  const o = org.id;
  // People: 1 in 50 an Admin, 1 in 10 a Manager; 1 in 20 without access.
  await sql`insert into app.people (org_id, people_handle, name, user_type, is_auth_enabled)
    select ${o}::bigint, 'u' || g, 'Person ' || lpad(g::text, 5, '0'),
      case when g % 50 = 0 then 'Admin' when g % 10 = 0 then 'Manager' else 'User' end,
      g % 20 <> 7
    from generate_series(1, ${COUNTS.people - 2}) g`;
  await sql`insert into app.roles (org_id, role_handle, name)
    select ${o}::bigint, 'R' || g, 'Role ' || g from generate_series(1, ${COUNTS.roles}) g`;
  // Each person but 1 in 10 in 3 roles, over the first 1,900 roles (the rest unfilled).
  const filled = COUNTS.roles - 100;
  await sql`insert into app.role_members (org_id, role_id, person_id)
    select distinct ${o}::bigint, r.id, p.id
    from (select id, row_number() over (order by id) as n from app.people where org_id = ${o}) p
    cross join lateral (values ((p.n * 7) % ${filled} + 1), ((p.n * 13 + 5) % ${filled} + 1),
      ((p.n * 29 + 11) % ${filled} + 1)) k(n)
    join (select id, row_number() over (order by id) as n from app.roles where org_id = ${o}) r
      on r.n = k.n
    where p.n % 10 <> 3`;
  const categories = await sql`insert into app.process_categories (org_id, prefix)
    select ${o}::bigint, 'C' || g from generate_series(1, 20) g returning id`;
  const labels = await sql`insert into app.labels (org_id, label)
    select ${o}::bigint, 'Dept:D' || g from generate_series(1, 50) g returning id`;
  const rows = Array.from({ length: COUNTS.processes }, (_, k) => {
    const i = k + 1;
    const kind = i % 10; // 0: as needed, 1: scheduled with no dates, else scheduled
    const compact = compactFor(i);
    const parsed = parseCompactFrequency(compact);
    if (!parsed.ok || !parsed.frequency) throw new Error(compact);
    return {
      org_id: o,
      process_handle: `P-${i}`,
      name: `Process ${String(i).padStart(5, "0")}`,
      description: i % 7 === 0 ? "" : `What process ${i} is for`,
      frequency_type: kind === 0 ? "AsNeeded" : "Scheduled",
      frequency: kind >= 2 ? parsed.frequency as unknown as postgres.JSONValue : null,
      compact_frequency: kind >= 2 ? compact : "",
      has_dates: kind >= 2,
      scheduled_from: "2025-12-01",
      category_id: i % 9 === 0 ? null : Number(categories[i % categories.length]!.id),
    };
  });
  for (let i = 0; i < rows.length; i += 1000) {
    await sql`insert into app.processes ${sql(rows.slice(i, i + 1000))}`;
  }
  // Two roles each over the first 1,950 roles (the last 50 in no process), none for 1 in 20.
  const used = COUNTS.roles - 50;
  await sql`insert into app.process_roles (org_id, process_id, role_id)
    select distinct ${o}::bigint, p.id, r.id
    from (select id, row_number() over (order by id) as n from app.processes where org_id = ${o}) p
    cross join lateral (values ((p.n * 3) % ${used} + 1), ((p.n * 11 + 1) % ${used} + 1)) k(n)
    join (select id, row_number() over (order by id) as n from app.roles where org_id = ${o}) r
      on r.n = k.n
    where p.n % 20 <> 4`;
  await undateHoldings(sql, o);
  await sql`insert into app.process_docs (org_id, process_id, name, url)
    select org_id, id, 'Guide', 'https://example.test/' || id from app.processes
    where org_id = ${o} and id % 3 <> 0`;
  await sql`insert into app.process_labels (org_id, process_id, label_id)
    select p.org_id, p.id, (${labels.map((l) => Number(l.id))}::bigint[])[1 + p.id % 50]
    from app.processes p where p.org_id = ${o} and p.id % 4 <> 0`;

  return await seedStoredTasks(sql, o, {
    count: COUNTS.stored,
    from: FROM,
    to: TO,
    processes: rows,
    nameOf: (pid) => `Process ${pid} task`,
  });
}

const ORG_QUERY = `{ organizationStatistics {
  processes { all scheduled scheduledNoDates needed noRoles noDescription noLabel noDocs }
  lateTasks { allLate all inProgress notStarted } roles { all noUsers noProcesses }
  users { all admins managers users noAccess noRole } today lookAheadDays
  tasksByWeek { weekStart notStarted inProgress complete }
  lateTasksByRole { roleId roleHandle name count } processesByCategory { categoryId prefix count } } }`;
const PERSONAL_QUERY = `{ personalStatistics {
  processes { all scheduled scheduledNoDates needed noRoles noDescription noLabel noDocs }
  lateTasks { allLate all inProgress notStarted } roles { all noUsers noProcesses }
  today lookAheadDays } }`;

const DB_NAME = "routinely_bench_statistics";

async function benchDatabase(kind: string) {
  const db = await prepareDatabase(kind, DB_NAME);
  let stack: StackUnderTest | undefined;
  try {
    const org = await createOrg(db.sql, { timezone: "GMT+01:00" });
    const admin = await createMember(db.sql, org, { userType: "Admin", name: "Bench Admin" });
    let start = performance.now();
    const series = await seed(db.sql, org);
    const [someone] = await db.sql`select person_id from app.role_members where org_id = ${org.id}
      and person_id <> ${admin.id} group by person_id order by person_id limit 1`;
    const user = await createMember(db.sql, org, { userType: "User", name: "Bench User" });
    await db.sql`insert into app.role_members (org_id, role_id, person_id)
      select org_id, role_id, ${user.id} from app.role_members
      where org_id = ${org.id} and person_id = ${someone!.person_id}`;
    await db.sql`insert into app.role_members (org_id, role_id, person_id)
      select org_id, role_id, ${admin.id} from app.role_members
      where org_id = ${org.id} and person_id = ${someone!.person_id}
      on conflict do nothing`;
    await undateHoldings(db.sql, org.id);
    console.log(
      `[${kind}] seeded in ${Math.round(performance.now() - start)} ms: ` +
        `${COUNTS.processes} processes, ${COUNTS.people} people, ${COUNTS.roles} roles, ` +
        `${series} series, ${COUNTS.stored} stored tasks`,
    );
    await db.release();
    start = performance.now();
    stack = await startStackProcess({
      root: new URL("..", import.meta.url).pathname,
      jwtSecret: TEST_SECRET,
      demoPassword: "bench-demo-password",
      ...db.serve,
    });
    console.log(
      `[${kind}] stack process ${stack.pid} at ${stack.url} (started in ${
        Math.round(performance.now() - start)
      } ms)`,
    );
    const url = stack.url;
    const call = (member: { token: string }, query: string, field: string) => async () => {
      const res = await fetch(`${url}/functions/v1/graphql`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          authorization: `Bearer ${member.token}`,
          "x-tenant": org.prefix,
        },
        body: JSON.stringify({ query }),
      });
      const body = await res.json();
      if (body.errors || res.status !== 200) {
        throw new Error(JSON.stringify(body.errors ?? res.status));
      }
      return body.data[field];
    };
    const cases: [string, () => Promise<Record<string, unknown>>, number][] = [
      ["organizationStatistics (Admin)", call(admin, ORG_QUERY, "organizationStatistics"), 100],
      ["personalStatistics (User)", call(user, PERSONAL_QUERY, "personalStatistics"), 30],
      ["personalStatistics (Admin)", call(admin, PERSONAL_QUERY, "personalStatistics"), 30],
    ];
    const factor = kind === "postgres" ? 1 : 3;
    const results: [string, Timings, number][] = [];
    for (const [name, fn, target] of cases) {
      const t0 = performance.now();
      const first = await fn();
      console.log(
        `[${kind}] ${name}: first call ${(performance.now() - t0).toFixed(0)} ms; ` +
          `processes ${JSON.stringify(first.processes)}, lateTasks ${
            JSON.stringify(first.lateTasks)
          }, roles ${JSON.stringify(first.roles)}` +
          (first.users ? `, users ${JSON.stringify(first.users)}` : "") +
          (first.lateTasksByRole
            ? `, top role ${JSON.stringify((first.lateTasksByRole as unknown[])[0])}`
            : ""),
      );
      const t = await measure(fn, runs, 3, stack.pid);
      results.push([name, t, target * factor]);
      console.log(`[${kind}] ${name}: ${formatTimings(t, "stack process")}`);
    }
    const missed = results.filter(([, t, limit]) => t.p95 > limit);
    console.log(
      `[${kind}] targets: ${
        results.map(([name, t, limit]) =>
          `${name.split(" ")[0]} p95 ${t.p95.toFixed(1)} ms ≤ ${limit} ms ${
            t.p95 <= limit ? "met" : "MISSED"
          }`
        ).join("; ")
      }`,
    );
    if (missed.length) Deno.exitCode = 1;
  } finally {
    await stack?.stop();
    await db.release();
    if (!Deno.env.get("BENCH_KEEP")) await db.cleanup().catch(() => {});
  }
}

for (const kind of dbs) await benchDatabase(kind);
console.log(
  `load average: ${
    Deno.loadavg().map((l) => l.toFixed(1)).join(" ")
  } on ${navigator.hardwareConcurrency} CPUs`,
);
