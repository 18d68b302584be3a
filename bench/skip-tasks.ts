/**
 * What skipping a range of tasks costs (skipTasks, docs/task-engine.md#task-states):
 *
 *   ./node_modules/.bin/deno run -A bench/skip-tasks.ts [--db postgres,pglite] [--sizes 1000,10000]
 *                                                      [--functions]
 *
 * A fresh database per kind (bench-database.ts: `routinely_bench_skip` on BENCH_DATABASE_URL's
 * server, or a temporary PGlite data directory), served by the real GraphQL handler in this
 * process with a minted Admin token. One organisation: a daily process assigned to a role of
 * 100 holders, so a day has 100 occurrences, none stored. For each size, skipTasks over as
 * many days (size / 100) of disjoint ranges: every occurrence is stored and skipped, with its
 * history entry. The run checks the count, that every task has exactly one history entry and
 * that the entry says who and what changed.
 *
 * Beside it, the raw floor: the same rows (read back after the skip) deleted and inserted
 * again in one `insert … select from unnest(…)` with every trigger off
 * (session_replication_role = replica), in a transaction rolled back. The ratio is the figure
 * a shared machine keeps steady. With --functions, on PostgreSQL, the run also prints where
 * the backend's time went by trigger function (track_functions = pl, pg_stat_user_functions;
 * the timing itself slows every function call, so those runs' totals are not the figures).
 *
 * Targets: 10,000 tasks in ≤ 2 s on PostgreSQL and ≤ 10 s on PGlite; exit code 1 when missed.
 */
import postgres from "postgres";
import { createGraphqlHandler } from "../supabase/functions/graphql/server/create-handler.ts";
import {
  createMember,
  createOrg,
  gql,
  type Member,
} from "../supabase/functions/graphql/testing/api-fixture.ts";
import { TEST_SECRET } from "../supabase/functions/graphql/testing/api-fixture.ts";
import {
  createScheduledProcess,
  LONG_AGO,
} from "../supabase/functions/graphql/testing/task-fixture.ts";
import { prepareDatabase } from "./bench-database.ts";

const args = Deno.args.join(" ");
const KINDS = args.match(/--db[= ](\S+)/)?.[1]?.split(",") ?? ["postgres", "pglite"];
const SIZES = (args.match(/--sizes[= ](\S+)/)?.[1] ?? "1000,10000").split(",").map(Number);
/** --functions: time the trigger functions too (track_functions = pl, which slows them). */
const FUNCTIONS = /--functions\b/.test(args);
const PER_DAY = 100;
const TARGET_MS: Record<string, number> = { postgres: 2_000, pglite: 10_000 };

const SKIP = `mutation($from: String!, $to: String!, $q: [String!], $reason: String!) {
  skipTasks(from: $from, to: $to, q: $q, reason: $reason) }`;

/** The organisation: one admin, a daily process of PER_DAY holders. */
async function seed(sql: postgres.Sql) {
  const org = await createOrg(sql);
  const admin = await createMember(sql, org, { userType: "Admin", name: "Ada Admin" });
  const [role] = await sql`insert into app.roles (org_id, role_handle, name)
    values (${org.id}, 'R-SKIP', 'Skippers') returning id`;
  const roleId = Number(role!.id);
  await sql`insert into app.people (org_id, people_handle, name)
    select ${org.id}::bigint, 'skip-' || g, 'Holder ' || g from generate_series(1, ${PER_DAY}) g`;
  await sql`insert into app.role_members (org_id, role_id, person_id, held_from)
    select org_id, ${roleId}, id, ${LONG_AGO}::date from app.people
    where org_id = ${org.id} and people_handle like 'skip-%'`;
  const daily = await createScheduledProcess(sql, org, {
    compact: "*:0#*,1#*,2#*,3#*,4#*,5#*,6#*",
    scheduledFrom: "2026-01-05",
    roleIds: [roleId],
    name: "Daily round",
  });
  return { org, admin, daily };
}

function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Backend milliseconds per app trigger function so far (PostgreSQL, this connection). */
async function functionMs(sql: postgres.Sql): Promise<Map<string, number>> {
  await sql`select pg_stat_force_next_flush()`;
  const rows = await sql`select funcname, total_time::float8 as ms from pg_stat_user_functions
    where schemaname = 'app'`;
  return new Map(rows.map((r) => [r.funcname as string, r.ms as number]));
}

/** Deletes and inserts the org's rows of the range again, triggers off: the raw floor. */
async function rawInsert(sql: postgres.Sql, orgId: number, from: string, to: string) {
  return await sql.begin(async (tx) => {
    await tx`set local session_replication_role = replica`;
    const rows = await tx`delete from app.tasks
      where org_id = ${orgId} and not is_manually_created and due_date between ${from} and ${to}
      returning *, due_date::text as due_date`;
    // As text: postgres.js sends an array of booleans as one boolean.
    const col = (name: string) => rows.map((r) => r[name] === null ? null : String(r[name]));
    const start = performance.now();
    await tx`insert into app.tasks (org_id, handle, init_handle, name, description, process_id,
        person_id, due_date, status, deleted, skip_reason, is_manually_created, updated_by)
      select ${orgId}::bigint, * from unnest(${col("handle")}::text[], ${
      col("init_handle")
    }::text[],
        ${col("name")}::text[], ${col("description")}::text[], ${col("process_id")}::bigint[],
        ${col("person_id")}::bigint[], ${col("due_date")}::date[], ${col("status")}::text[],
        ${col("deleted")}::text[]::boolean[], ${col("skip_reason")}::text[],
        ${col("is_manually_created")}::text[]::boolean[], ${col("updated_by")}::bigint[])`;
    const ms = performance.now() - start;
    throw new RolledBack(ms);
  }).catch((e) => {
    if (e instanceof RolledBack) return e.ms;
    throw e;
  });
}

class RolledBack extends Error {
  constructor(readonly ms: number) {
    super("rolled back");
  }
}

async function checkHistory(
  sql: postgres.Sql,
  orgId: number,
  admin: Member,
  from: string,
  to: string,
  size: number,
) {
  const [c] = await sql`select count(*)::int as tasks,
      count(*) filter (where t.deleted and t.skip_reason = 'Closed for the bench')::int as skipped,
      (select count(*)::int from app.task_changes h join app.tasks x on x.id = h.task_id
        where x.org_id = ${orgId} and x.due_date between ${from} and ${to}
          and h.by_person_id = ${admin.id} and h.by_name = 'Ada Admin'
          and h.changes = '[{"to": "true", "from": "false", "field": "deleted"},
                            {"to": "Closed for the bench", "from": null, "field": "skipReason"}]'
      ) as entries,
      (select count(*)::int from app.task_changes h join app.tasks x on x.id = h.task_id
        where x.org_id = ${orgId} and x.due_date between ${from} and ${to}) as all_entries
    from app.tasks t where t.org_id = ${orgId} and t.due_date between ${from} and ${to}`;
  const ok = c!.tasks === size && c!.skipped === size && c!.entries === size &&
    c!.all_entries === size;
  if (!ok) console.log(`  CHECK FAILED: ${JSON.stringify(c)}`);
  return ok;
}

async function run(kind: string): Promise<boolean> {
  const db = await prepareDatabase(kind, "routinely_bench_skip");
  let passed = true;
  try {
    // On PostgreSQL one connection that counts the time of PL functions, so the counts read
    // back are this connection's own (pg_stat_force_next_flush), not delayed.
    const sql = "databaseUrl" in db.serve
      ? postgres(db.serve.databaseUrl, {
        max: 1,
        onnotice: () => {},
        connection: { track_functions: FUNCTIONS ? "pl" : "none" },
      })
      : db.sql;
    const { org, admin, daily } = await seed(sql);
    const handler = createGraphqlHandler({ sql, jwtSecret: TEST_SECRET });
    console.log(`${kind}: ${PER_DAY} occurrences a day, none stored`);
    let from = "2026-01-05";
    for (const size of SIZES) {
      const to = addDays(from, Math.ceil(size / PER_DAY) - 1);
      const before = kind === "postgres" && FUNCTIONS ? await functionMs(sql) : undefined;
      const start = performance.now();
      const r = await gql(handler, SKIP, {
        variables: { from, to, q: [`process:${daily}`], reason: "Closed for the bench" },
        token: admin.token,
        tenant: org.prefix,
      });
      const ms = performance.now() - start;
      if (r.errors) throw new Error(JSON.stringify(r.errors));
      if (r.data.skipTasks !== size) throw new Error(`skipped ${r.data.skipTasks}, not ${size}`);
      const triggers = before ? await functionMs(sql) : undefined;
      const checked = await checkHistory(sql, org.id, admin, from, to, size);
      const raw = await rawInsert(sql, org.id, from, to);
      const target = size >= 10_000 ? TARGET_MS[kind]! : Infinity;
      const met = ms <= target && checked;
      passed &&= met;
      console.log(
        `  skipTasks of ${size}: ${(ms / 1000).toFixed(2)} s; raw insert ${
          (raw / 1000).toFixed(3)
        } s; ratio ${(ms / raw).toFixed(1)}×; history ${checked ? "one entry each" : "WRONG"}` +
          (target < Infinity ? ` (target ≤ ${target / 1000} s: ${met ? "met" : "MISSED"})` : ""),
      );
      if (before && triggers) {
        const spent = [...triggers].map(([f, t]) => [f, t - (before.get(f) ?? 0)] as const)
          .filter(([, t]) => t >= 1).sort((a, b) => b[1] - a[1]);
        console.log(
          `    backend time in trigger functions: ${
            spent.map(([f, t]) => `${f} ${t.toFixed(0)} ms`).join(", ") || "none over 1 ms"
          }`,
        );
      }
      from = addDays(to, 1);
    }
    if (sql !== db.sql) await sql.end();
  } finally {
    await db.release();
    await db.cleanup();
  }
  return passed;
}

let failed = false;
for (const kind of KINDS) failed = !(await run(kind)) || failed;
const [load] = (await Deno.readTextFile("/proc/loadavg")).split(" ");
console.log(`load average (1 min) after the run: ${load}`);
if (failed) Deno.exit(1);
