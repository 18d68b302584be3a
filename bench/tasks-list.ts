/**
 * Benchmark of the task lists, on PostgreSQL and on PGlite:
 *
 *   ./node_modules/.bin/deno run -A bench/tasks-list.ts [--db postgres,pglite] [--runs 60]
 *     [--holding-changes | --changes]
 *
 * Seeds its own organisation into a fresh database (a database of BENCH_DATABASE_URL's
 * server, or an embedded PGlite data directory): 2,000 scheduled processes (weekly,
 * every 2–4 weeks, monthly days, nth and last weekdays), 1,000 people, 300 roles (each
 * person in 3, each process assigned 2) and 20,000 stored tasks (status changes, skipped
 * and moved occurrences) — about a million tasks in the year 2026. Then serves it with the
 * local stack in its own process (`local/main.ts`, as `npm start` runs it; bench/load-stack.ts)
 * and calls its GraphQL endpoint over HTTP as the web app does, each answer with its exact
 * totalCount:
 * the first page of 25; a deep page (offset at 90 % of the total); the organisation's
 * is:late list; one person's myTasks page. Targets: p95 ≤ 50 ms on PostgreSQL, ≤ 150 ms on
 * PGlite, the serving process's resident memory (/proc VmRSS) under 300 MB. Before the stack
 * starts, the same run times the naive way on the same data (load, expand every task, sort,
 * slice) and prints the ratio (target ≥ 20×). --holding-changes adds 5,000 holding changes
 * spread over the year; --changes adds those and 500 schedule changes.
 */
import { changeHoldings, undateHoldings } from "./holdings.ts";
import { changeSchedules } from "./schedules.ts";
import postgres from "postgres";
import { type StackUnderTest, startStackProcess } from "./load-stack.ts";
import { prepareDatabase } from "./bench-database.ts";
import { FROM, seedTaskOrg, TO } from "./seed-task-org.ts";
import {
  createMember,
  createOrg,
  TEST_SECRET,
} from "../supabase/functions/graphql/testing/api-fixture.ts";
import { loadTaskSource } from "../supabase/functions/_shared/db/tasks/task-source.ts";
import { TaskLister } from "../supabase/functions/_shared/domain/tasks/task-list.ts";
import { naiveTaskList } from "./naive-task-list.ts";
import { formatTimings, measure, type Timings } from "./measure.ts";

const args = Deno.args.join(" ");
const dbs = (args.match(/--db[= ](\S+)/)?.[1] ?? "postgres,pglite").split(",");
const runs = Number(args.match(/--runs[= ](\d+)/)?.[1] ?? 60);
/**
 * --changes: 5,000 holding changes (staff join, leave and return over the year, changeHoldings)
 * and 500 schedule changes (changeSchedules). --holding-changes: the holding changes alone.
 */
const withChanges = /--(holding-)?changes\b/.test(args);
const withScheduleChanges = /--changes\b/.test(args);

const PAGE_QUERY = `query($q: [String!], $offset: Int, $limit: Int, $from: String, $to: String) {
  tasks(q: $q, offset: $offset, limit: $limit, from: $from, to: $to) {
    totalCount nodes { id handle name dueDate status is_late userId assignee { id name } process { id name } } } }`;
const MY_QUERY = `query($offset: Int, $limit: Int, $from: String, $to: String) {
  myTasks(offset: $offset, limit: $limit, from: $from, to: $to) {
    totalCount nodes { id handle name dueDate status is_late userId } } }`;

type Call = (vars: Record<string, unknown>) => Promise<{ totalCount: number }>;

const DB_NAME = "routinely_bench_tasks";

/** Resident memory of a process (Linux /proc), in MB. */
async function residentMb(pid: number): Promise<number> {
  const status = await Deno.readTextFile(`/proc/${pid}/status`);
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)![1]) / 1024;
}

async function benchDatabase(kind: string) {
  const db = await prepareDatabase(kind, DB_NAME);
  let stack: StackUnderTest | undefined;
  try {
    const org = await createOrg(db.sql, { timezone: "GMT+01:00" });
    const admin = await createMember(db.sql, org, { userType: "Admin", name: "Bench Admin" });
    let start = performance.now();
    const { counts: COUNTS, series: seriesCount } = await seedTaskOrg(db.sql, org);
    // One User who fills three roles, for myTasks.
    const [someone] = await db.sql`select person_id from app.role_members where org_id = ${org.id}
      group by person_id order by person_id limit 1`;
    const user = await createMember(db.sql, org, { userType: "User", name: "Bench User" });
    await db.sql`insert into app.role_members (org_id, role_id, person_id)
      select org_id, role_id, ${user.id} from app.role_members
      where org_id = ${org.id} and person_id = ${someone!.person_id}`;
    await undateHoldings(db.sql, org.id);
    // People join, leave and come back over the year (docs/task-engine.md#who-held-a-role-when).
    const changes = withChanges ? await changeHoldings(db.sql, org.id, 2026, 5000) : 0;
    const scheduleChanges = withScheduleChanges
      ? await changeSchedules(db.sql, org.id, 2026, 500)
      : 0;
    console.log(
      `[${kind}] seeded in ${Math.round(performance.now() - start)} ms: ` +
        `${COUNTS.processes} processes, ${COUNTS.people} people, ${COUNTS.roles} roles, ` +
        `${seriesCount} series, ${COUNTS.stored} stored tasks, ${changes} holding changes, ${scheduleChanges} schedule changes`,
    );

    // The naive way, on the same data: load as the API does, expand every task, sort, slice;
    // and the engine from scratch on the same loaded source (no kept source).
    const query = {
      terms: [],
      from: FROM,
      to: TO,
      today: "2026-11-23",
      sortBy: "dueDate" as const,
      isDesc: false,
      offset: 0,
      limit: 25,
    };
    const loadTimes: number[] = [], naiveTimes: number[] = [], engineTimes: number[] = [];
    const total = await db.sql.begin(async (tx) =>
      new TaskLister(await loadTaskSource(tx, org.id, { from: FROM, to: TO })).list(query)
        .totalCount
    );
    const naiveRuns = async () => {
      for (let i = 0; i < 3; i++) {
        let t0 = performance.now();
        const source = await db.sql.begin((tx) =>
          loadTaskSource(tx, org.id, { from: FROM, to: TO })
        );
        loadTimes.push(performance.now() - t0);
        const deep = { ...query, offset: Math.floor(total * 0.9) };
        t0 = performance.now();
        const page = naiveTaskList(source, deep);
        naiveTimes.push(performance.now() - t0);
        t0 = performance.now();
        const fast = new TaskLister(source).list(deep);
        engineTimes.push(performance.now() - t0);
        if (
          page.totalCount !== total ||
          fast.nodes.map((n) => n.handle).join() !== page.nodes.map((n) => n.handle).join()
        ) {
          throw new Error("the engine's deep page differs from the naive one");
        }
      }
    };
    // The naive run happens before the stack starts: its million tasks stay in this
    // process's memory, never in the serving process's.
    await naiveRuns();
    const median = (xs: number[]) => xs.sort((a, b) => a - b)[1]!;
    const deepOffset = Math.floor(total * 0.9);

    // Both databases are served as `npm start` serves them: the local stack in its own
    // process (on PGlite, the stack opens the data directory this process has let go of).
    await db.release();
    start = performance.now();
    stack = await startStackProcess({
      root: new URL("..", import.meta.url).pathname,
      jwtSecret: TEST_SECRET,
      demoPassword: "bench-demo-password",
      ...db.serve,
    });
    const url = stack.url;
    const servingPid = stack.pid;
    console.log(
      `[${kind}] stack process ${stack.pid} serving at ${stack.url} (started in ${
        Math.round(performance.now() - start)
      } ms, resident ${(await residentMb(stack.pid)).toFixed(0)} MB)`,
    );
    const call = (member: { token: string }, q: string, field: string): Call => async (vars) => {
      const res = await fetch(`${url}/functions/v1/graphql`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          authorization: `Bearer ${member.token}`,
          "x-tenant": org.prefix,
        },
        body: JSON.stringify({ query: q, variables: vars }),
      });
      const body = await res.json();
      if (body.errors || res.status !== 200) {
        throw new Error(JSON.stringify(body.errors ?? res.status));
      }
      return body.data[field];
    };
    const tasks = call(admin, PAGE_QUERY, "tasks");
    const myTasks = call(user, MY_QUERY, "myTasks");
    const range = { from: FROM, to: TO, limit: 25 };
    const cases: [string, Call, Record<string, unknown>][] = [
      ["first page", tasks, { ...range, offset: 0 }],
      ["deep page (90 %)", tasks, { ...range, offset: deepOffset }],
      ["is:late", tasks, { ...range, offset: 0, q: ["is:late"] }],
      ["myTasks", myTasks, { ...range, offset: 0 }],
    ];
    const results: [string, number, Timings][] = [];
    for (const [name, fn, vars] of cases) {
      const { totalCount } = await fn(vars);
      const t = await measure(() => fn(vars), runs, 5, servingPid);
      results.push([name, totalCount, t]);
      console.log(
        `[${kind}] ${name}: totalCount ${totalCount}, ${formatTimings(t, "stack process")}`,
      );
    }
    const rss = await residentMb(servingPid);

    const naive = median(loadTimes) + median(naiveTimes);
    const deep = results[1]![2].p50;
    const limit = kind === "postgres" ? 50 : 150;
    console.log(
      `[${kind}] naive deep page: load ${median(loadTimes).toFixed(0)} ms + expand ${total} ` +
        `tasks, sort, slice ${median(naiveTimes).toFixed(0)} ms = ${
          naive.toFixed(0)
        } ms per request, ` +
        `against the API's p50 ${deep.toFixed(1)} ms over HTTP: ratio ${
          (naive / deep).toFixed(1)
        }×. ` +
        `Without loading: naive ${
          median(naiveTimes).toFixed(0)
        } ms, engine from scratch (index + page) ` +
        `${median(engineTimes).toFixed(0)} ms: ${
          (median(naiveTimes) / median(engineTimes)).toFixed(1)
        }×`,
    );
    const worst = Math.max(...results.map(([, , t]) => t.p95));
    console.log(
      `[${kind}] targets: p95 ≤ ${limit} ms ${worst <= limit ? "met" : "MISSED"} (worst ${
        worst.toFixed(1)
      } ms); serving process resident ${rss.toFixed(0)} MB ${
        rss < 300 ? "< 300 MB met" : "MISSED"
      }; ratio ${naive / deep >= 20 ? "≥ 20× met" : "MISSED"}`,
    );
    if (worst > limit || rss >= 300 || naive / deep < 20) Deno.exitCode = 1;
  } finally {
    await stack?.stop();
    await db.release();
    await db.cleanup().catch(() => {});
  }
}

for (const kind of dbs) await benchDatabase(kind);
console.log(
  `load average: ${
    Deno.loadavg().map((l) => l.toFixed(1)).join(" ")
  } on ${navigator.hardwareConcurrency} CPUs`,
);
