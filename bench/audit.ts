/**
 * What the audit trail costs (migration 20260112000400_audit_trail.sql), on PostgreSQL:
 *
 *   ./node_modules/.bin/deno run -A bench/audit.ts [--runs 200] [--lines 10000] [--entries 1000000]
 *                                                  [--only update,import,list]
 *
 * A fresh database `routinely_bench_audit` on BENCH_DATABASE_URL's server (default
 * postgres://postgres@127.0.0.1:5432/test), migrated as the local stack migrates, served by
 * the real GraphQL handler in this process with a minted token, as the web app calls it.
 *
 * - updateProcess of one field (the name), by an Admin: rounds of 40 timed calls with the
 *   trail and 40 without, alternating, after a warm-up (so drift of a shared machine falls
 *   on both alike); p95 of each side. "Without" disables exactly the audit triggers
 *   (ALTER TABLE … DISABLE TRIGGER on the triggers of app.audit_rows_* and
 *   app.audit_auth_change), which only a benchmark database may do.
 * - importProcesses of a 10,000-line file (bench/import.ts's), into a fresh organisation
 *   each time (removed afterwards), in ABBA order; the median of each side, and the share
 *   of the import's time spent in the audit triggers (pg_stat_user_functions), which no
 *   other load on the machine inflates.
 * - The newest page (50 entries, no filter) of an organisation with 1,000,000 entries, as
 *   the Audit screen asks for it (with its capped total), and the same filtered by person;
 *   the entries are inserted directly and sealed. Target p95 ≤ 50 ms.
 * Targets: the trail adds at most 15 % to both p95s; exit code 1 when one is missed.
 */
import postgres from "postgres";
import { migrate } from "../local/db/migrate.ts";
import {
  createGraphqlHandler,
  type Handler,
} from "../supabase/functions/graphql/server/create-handler.ts";
import {
  createMember,
  createOrg,
  gql,
  type Member,
  type Org,
  TEST_SECRET,
} from "../supabase/functions/graphql/testing/api-fixture.ts";
import { IMPORT_HEADER } from "../supabase/functions/graphql/server/large-body.ts";
import { onServer, SERVER_URL } from "./bench-database.ts";
import { benchFile } from "./import.ts";
import { formatTimings, measure, percentiles } from "./measure.ts";

const args = Deno.args.join(" ");
const RUNS = Number(args.match(/--runs[= ](\d+)/)?.[1] ?? 200);
const LINES = Number(args.match(/--lines[= ](\d+)/)?.[1] ?? 10_000);
const ENTRIES = Number(args.match(/--entries[= ](\d+)/)?.[1] ?? 1_000_000);
/** --only update,import,list runs only those parts. */
const ONLY = args.match(/--only[= ](\S+)/)?.[1]?.split(",") ?? ["update", "import", "list"];
const DB_NAME = "routinely_bench_audit";
const MAX_OVERHEAD = 0.15;
const LIST_TARGET_MS = 50;

const UPDATE = `mutation($p: UpdateProcessInput!) { updateProcess(process: $p) { id name } }`;
const IMPORT = `mutation($csv: String!) {
  importProcesses(csvText: $csv) { created { line } errors { line message } } }`;
const PAGE = `query($personId: Int) { auditEntries(personId: $personId, limit: 50) {
  totalCount totalCountCapped
  nodes { id at personId personName sessionId actor clientAddress entity entityId action
    before after seq hash } } }`;

async function call(
  handler: Handler,
  member: Member,
  query: string,
  variables = {},
  headers: Record<string, string> = {},
) {
  const r = await gql(handler, query, {
    variables,
    token: member.token,
    tenant: member.org.prefix,
    headers,
  });
  if (r.errors) throw new Error(JSON.stringify(r.errors));
  return r.data;
}

/** Turns the audit triggers (and only them) off or on again. */
async function setTrail(sql: postgres.Sql, on: boolean) {
  const statements = await sql`
    select format('alter table %I.%I %s trigger %I', n.nspname, c.relname,
                  ${on ? "enable" : "disable"}::text, t.tgname) as statement
      from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_namespace n on n.oid = c.relnamespace
      join pg_proc p on p.oid = t.tgfoid
     where p.pronamespace = 'app'::regnamespace
       and p.proname in ('audit_rows_inserted', 'audit_rows_updated', 'audit_rows_deleted',
                         'audit_organization_change', 'audit_auth_change')`;
  for (const { statement } of statements) await sql.unsafe(statement as string);
}

async function seedRoles(sql: postgres.Sql, org: Org) {
  await sql`insert into app.roles (org_id, role_handle, name)
    select ${org.id}::bigint, 'R' || lpad(g::text, 2, '0'), 'Role ' || g from generate_series(1, 30) g`;
}

async function benchUpdate(sql: postgres.Sql, handler: Handler) {
  const org = await createOrg(sql);
  const admin = await createMember(sql, org, { userType: "Admin" });
  const [proc] = await sql`insert into app.processes (org_id, process_handle, name)
    values (${org.id}, 'BENCH-1', 'Bench 0') returning id`;
  let n = 0;
  const once = () =>
    call(handler, admin, UPDATE, { p: { id: Number(proc.id), name: `Bench ${++n}` } });
  for (let i = 0; i < 40; i++) await once();
  const times: Record<"on" | "off", number[]> = { on: [], off: [] };
  for (let round = 0; round < Math.ceil(RUNS / 40); round++) {
    for (const side of ["on", "off"] as const) {
      await setTrail(sql, side === "on");
      for (let i = 0; i < 40; i++) {
        const start = performance.now();
        await once();
        times[side].push(performance.now() - start);
      }
    }
  }
  await setTrail(sql, true);
  const on = percentiles(times.on);
  const off = percentiles(times.off);
  const [written] = await sql`select count(*)::int as n from app.audit_entries
    where org_id = ${org.id} and entity = 'processes' and action = 'update'`;
  console.log(`updateProcess, one field (${times.on.length} + ${times.off.length} calls):`);
  console.log(`  with the trail:    p50 ${on.p50.toFixed(1)} ms, p95 ${on.p95.toFixed(1)} ms`);
  console.log(`  without the trail: p50 ${off.p50.toFixed(1)} ms, p95 ${off.p95.toFixed(1)} ms`);
  console.log(`  entries written by the calls with the trail: ${written.n}`);
  return on.p95 / off.p95 - 1;
}

/**
 * Milliseconds the audit trigger functions have run so far (pg_stat_user_functions, with
 * track_functions = pl on the database). Backends report their counts about once a
 * second, so this waits that long first.
 */
async function triggerMs(sql: postgres.Sql): Promise<number> {
  await new Promise((resolve) => setTimeout(resolve, 1500));
  const [row] = await sql`
    select coalesce(sum(total_time), 0)::float8 as ms from pg_stat_user_functions
     where schemaname = 'app'
       and funcname in ('audit_rows_inserted', 'audit_rows_updated', 'audit_rows_deleted',
                        'audit_organization_change', 'audit_auth_change')`;
  return Number(row.ms);
}

async function benchImport(sql: postgres.Sql, handler: Handler) {
  const text = benchFile(LINES);
  const times: Record<"on" | "off", number[]> = { on: [], off: [] };
  let triggerShare = 0;
  // ABBA order, and each organisation removed again afterwards, so that neither side
  // always meets the bigger tables or the warmer caches.
  for (const side of ["on", "off", "off", "on", "on", "off"] as const) {
    await setTrail(sql, side === "on");
    const org = await createOrg(sql);
    await seedRoles(sql, org);
    const admin = await createMember(sql, org, { userType: "Admin" });
    const triggersBefore = side === "on" ? await triggerMs(sql) : 0;
    const start = performance.now();
    // As the web app sends an import: its body may exceed the ordinary limit.
    const result = (await call(handler, admin, IMPORT, { csv: text }, { [IMPORT_HEADER]: "1" }))
      .importProcesses;
    const ms = performance.now() - start;
    const inTriggers = side === "on" ? (await triggerMs(sql)) - triggersBefore : 0;
    if (result.errors.length || result.created.length !== LINES) {
      throw new Error(`import: ${result.created.length} created, ${result.errors.length} errors`);
    }
    const [written] =
      await sql`select count(*)::int as n from app.audit_entries where org_id = ${org.id}`;
    console.log(
      `  import ${side === "on" ? "with" : "without"} the trail: ${
        (ms / 1000).toFixed(2)
      } s (${written.n} entries${
        side === "on" ? `, ${inTriggers.toFixed(0)} ms of it in the audit triggers` : ""
      })`,
    );
    times[side].push(ms);
    if (side === "on") triggerShare = Math.max(triggerShare, inTriggers / ms);
    await sql`delete from app.organizations where id = ${org.id}`;
  }
  await setTrail(sql, true);
  const on = percentiles(times.on).p50;
  const off = percentiles(times.off).p50;
  console.log(
    `  median with ${(on / 1000).toFixed(2)} s, without ${(off / 1000).toFixed(2)} s; ` +
      `at most ${
        (triggerShare * 100).toFixed(1)
      } % of an import's time was spent in the audit triggers`,
  );
  return on / off - 1;
}

async function benchListing(sql: postgres.Sql, handler: Handler) {
  const org = await createOrg(sql);
  const admin = await createMember(sql, org, { userType: "Admin" });
  const other = await createMember(sql, org, { userType: "User" });
  let start = performance.now();
  // A realistic mix: one entry in twenty is the other person's; before/after of a field.
  await sql`insert into app.audit_entries
      (org_id, at, person_id, person_name, actor, client_address, entity, entity_id, action, before, after)
    select ${org.id}, now() - make_interval(secs => ${ENTRIES} - g), 
           case when g % 20 = 0 then ${other.id}::bigint else ${admin.id}::bigint end,
           'Bench person', 'person', '198.51.100.1', 'processes', (g % 5000)::text, 'update',
           json_build_object('name', 'Process ' || g), json_build_object('name', 'Process ' || g || ' renamed')
      from generate_series(1, ${ENTRIES}) g`;
  console.log(
    `  ${ENTRIES} entries inserted in ${((performance.now() - start) / 1000).toFixed(1)} s`,
  );
  start = performance.now();
  const [sealed] = await sql`select app.seal_audit_entries(${ENTRIES + 100}) as n`;
  console.log(
    `  ${sealed.n} entries sealed in ${((performance.now() - start) / 1000).toFixed(1)} s`,
  );
  await sql`vacuum analyze app.audit_entries`;
  const page = await measure(() => call(handler, admin, PAGE), RUNS, 20);
  console.log(`newest page of ${ENTRIES} entries: ${formatTimings(page, "handler")}`);
  const byPerson = await measure(
    () => call(handler, admin, PAGE, { personId: other.id }),
    RUNS,
    20,
  );
  console.log(`newest page of one person's entries: ${formatTimings(byPerson, "handler")}`);
  start = performance.now();
  const [check] = await sql`select app.audit_chain_first_break(${org.id}) as id`;
  console.log(
    `  chain check of ${ENTRIES} entries: ${
      ((performance.now() - start) / 1000).toFixed(1)
    } s (first break: ${check.id})`,
  );
  return Math.max(page.p95, byPerson.p95);
}

async function main() {
  await onServer(`drop database if exists ${DB_NAME} with (force)`);
  await onServer(`create database ${DB_NAME}`);
  const url = new URL(SERVER_URL);
  url.pathname = `/${DB_NAME}`;
  const setup = postgres(url.toString(), { max: 1, onnotice: () => {} });
  await migrate(setup);
  // Counts the time spent in PL/pgSQL functions (the audit triggers), for the connections
  // opened from now on.
  await setup.unsafe(`alter database ${DB_NAME} set track_functions = 'pl'`);
  await setup.end();
  const sql = postgres(url.toString(), { max: 10, onnotice: () => {} });
  let failed = false;
  try {
    const handler = createGraphqlHandler({ sql, jwtSecret: TEST_SECRET });
    if (ONLY.includes("update")) {
      const update = await benchUpdate(sql, handler);
      console.log(`  the trail adds ${(update * 100).toFixed(1)} % to the p95 (target ≤ 15 %)`);
      failed ||= update > MAX_OVERHEAD;
    }
    if (ONLY.includes("import")) {
      console.log(`importProcesses, ${LINES} lines:`);
      const imp = await benchImport(sql, handler);
      console.log(`  the trail adds ${(imp * 100).toFixed(1)} % to the median (target ≤ 15 %)`);
      failed ||= imp > MAX_OVERHEAD;
    }
    if (ONLY.includes("list")) {
      const list = await benchListing(sql, handler);
      console.log(`  worst listing p95 ${list.toFixed(1)} ms (target ≤ ${LIST_TARGET_MS} ms)`);
      failed ||= list > LIST_TARGET_MS;
    }
  } finally {
    await sql.end();
    if (!Deno.env.get("BENCH_KEEP")) {
      await onServer(`drop database if exists ${DB_NAME} with (force)`);
    }
  }
  console.log(
    `load average: ${
      Deno.loadavg().map((l) => l.toFixed(1)).join(" ")
    } on ${navigator.hardwareConcurrency} CPUs`,
  );
  if (failed) Deno.exit(1);
}

if (import.meta.main) await main();
