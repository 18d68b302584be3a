/**
 * How the task engine's cost grows with the organisation, cold and warm:
 *
 *   ./node_modules/.bin/deno run -A bench/tasks-scale.ts [--scale 1,4,10] [--db postgres]
 *     [--runs 20] [--no-naive] [--calls "first page,organisation statistics"]
 *
 * For each scale N, a fresh database holds seed-task-org.ts's organisation times N (2,000·N
 * processes, 1,000·N people, 300·N roles, 20,000·N stored tasks; about 855,000·N tasks in
 * 2026). Each call is then measured twice against the local stack in its own process, as
 * `npm start` serves it: **cold**, the first call after the stack has booted (a new
 * edge-function worker is the normal case on Supabase, whose workers are recycled within
 * minutes), and **warm**, `--runs` calls after a warm-up. For each: wall time, the stack
 * process's CPU per call and its resident memory (Linux /proc). The stack is restarted before
 * every call's cold measurement, and its **boot** is reported apart: from the spawn until it
 * listens and its functions are loaded (Supabase limits a request's CPU; a worker's boot is
 * logged apart). Beside it, the naive expansion (load the organisation, make every task of the
 * year, sort, slice) on the same data, in this process.
 *
 * Targets (docs/task-engine.md#paging-and-counting): warm p95 ≤ 50 ms on PostgreSQL; cold
 * ≤ 1 s wall and ≤ 500 ms of the stack's CPU; resident memory ≤ 200 MB — at every scale.
 * Exit code 1 when one is missed.
 */
import { prepareDatabase } from "./bench-database.ts";
import { type StackUnderTest, startStackProcess } from "./load-stack.ts";
import { measure } from "./measure.ts";
import { naiveTaskList } from "./naive-task-list.ts";
import { FROM, seedTaskOrg, TO } from "./seed-task-org.ts";
import {
  createMember,
  createOrg,
  TEST_SECRET,
} from "../supabase/functions/graphql/testing/api-fixture.ts";
import { loadTaskSource } from "../supabase/functions/_shared/db/tasks/task-source.ts";

const args = Deno.args.join(" ");
const scales = (args.match(/--scale[= ](\S+)/)?.[1] ?? "1,4,10").split(",").map(Number);
const dbs = (args.match(/--db[= ](\S+)/)?.[1] ?? "postgres").split(",");
const runs = Number(args.match(/--runs[= ](\d+)/)?.[1] ?? 20);
const withNaive = !/--no-naive\b/.test(args);
const only = Deno.args.find((a, i) => Deno.args[i - 1] === "--calls")?.split(",");
const TODAY = "2026-11-23";
const TARGET = { warmP95: 50, coldWall: 1000, coldCpu: 500, residentMb: 200 };

const PAGE = `query($q: [String!], $offset: Int, $limit: Int, $from: String, $to: String,
  $sortBy: String) {
  tasks(q: $q, offset: $offset, limit: $limit, from: $from, to: $to, sortBy: $sortBy) {
    totalCount nodes { id handle name dueDate status is_late userId } } }`;
const MINE = `query($from: String, $to: String) {
  myTasks(from: $from, to: $to, limit: 25) { totalCount nodes { id handle dueDate } } }`;
const ORG_STATISTICS = `{ organizationStatistics {
  lateTasks { allLate all inProgress notStarted } tasksByWeek { weekStart notStarted complete }
  lateTasksByRole { roleId count } } }`;
const MY_STATISTICS = `{ personalStatistics { lateTasks { allLate all } } }`;

/**
 * Waits until the stack has booted: it listens, and its CPU stops growing (the functions'
 * modules are loaded in the background once it listens, as a new edge-function worker loads
 * them before its first request). Wall time from the spawn, and the CPU used by then.
 */
async function booted(stack: StackUnderTest, spawned: number) {
  let cpu = (await stack.cpuMs()) ?? 0;
  let settled = performance.now();
  for (let polls = 0; polls < 60; polls++) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    const now = (await stack.cpuMs()) ?? 0;
    if (now - cpu <= 10) break;
    cpu = now;
    settled = performance.now();
  }
  return { wall: settled - spawned, cpu };
}

async function residentMb(pid: number): Promise<number> {
  const status = await Deno.readTextFile(`/proc/${pid}/status`);
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)![1]) / 1024;
}

interface Row {
  scale: number;
  call: string;
  bootWall: number;
  bootCpu: number;
  coldWall: number;
  coldCpu: number;
  warmP95: number;
  warmCpu: number;
  residentMb: number;
}

async function atScale(kind: string, scale: number): Promise<Row[]> {
  const db = await prepareDatabase(kind, `routinely_bench_scale_${scale}`);
  let stack: StackUnderTest | undefined;
  const rows: Row[] = [];
  try {
    const org = await createOrg(db.sql, { timezone: "GMT+01:00" });
    const admin = await createMember(db.sql, org, { userType: "Admin", name: "Bench Admin" });
    const start = performance.now();
    const { counts, series } = await seedTaskOrg(db.sql, org, scale);
    const user = await createMember(db.sql, org, { userType: "User", name: "Bench User" });
    await db.sql`insert into app.role_members (org_id, role_id, person_id, held_from)
      select org_id, role_id, ${user.id}, null from app.role_members
      where org_id = ${org.id} and person_id = (select min(person_id) from app.role_members
        where org_id = ${org.id})`;
    // As autovacuum would leave it, before the measurements rather than during them.
    await db.sql`vacuum analyze`;
    console.log(
      `[${kind} ${scale}×] seeded in ${Math.round(performance.now() - start)} ms: ` +
        `${counts.processes} processes, ${counts.people} people, ${counts.roles} roles, ` +
        `${series} series, ${counts.stored} stored tasks`,
    );
    if (withNaive) {
      const t0 = performance.now();
      const source = await db.sql.begin((tx) => loadTaskSource(tx, org.id, { from: FROM, to: TO }));
      const page = naiveTaskList(source, {
        terms: [],
        from: FROM,
        to: TO,
        today: TODAY,
        sortBy: "dueDate",
        isDesc: false,
        offset: 0,
        limit: 25,
      });
      console.log(
        `[${kind} ${scale}×] naive first page: ${page.totalCount} tasks expanded, sorted and ` +
          `sliced in ${Math.round(performance.now() - t0)} ms`,
      );
    }
    await db.release();

    const calls: [string, { token: string }, string, Record<string, unknown>][] = [
      ["first page", admin, PAGE, { from: FROM, to: TO, offset: 0, limit: 25 }],
      ["is:late", admin, PAGE, { from: FROM, to: TO, offset: 0, limit: 25, q: ["is:late"] }],
      ["exact total", admin, PAGE, { from: FROM, to: TO, offset: 0, limit: 0 }],
      // A page in the middle of the year: half the organisation's tasks before it.
      ["deep page", admin, PAGE, { from: FROM, to: TO, offset: 427_500 * scale, limit: 25 }],
      ["by name", admin, PAGE, { from: FROM, to: TO, offset: 0, limit: 25, sortBy: "name" }],
      ["by status", admin, PAGE, { from: FROM, to: TO, offset: 0, limit: 25, sortBy: "status" }],
      ["by assignee", admin, PAGE, {
        from: FROM,
        to: TO,
        offset: 0,
        limit: 25,
        sortBy: "assignee",
      }],
      // The people before it: half the organisation's tasks, some 500·N people.
      ["deep page by assignee", admin, PAGE, {
        from: FROM,
        to: TO,
        offset: 427_500 * scale,
        limit: 25,
        sortBy: "assignee",
      }],
      ["user:", admin, PAGE, { from: FROM, to: TO, offset: 0, limit: 25, q: [`user:${user.id}`] }],
      ["one person's tasks", user, MINE, { from: FROM, to: TO }],
      ["organisation statistics", admin, ORG_STATISTICS, {}],
      ["personal statistics", user, MY_STATISTICS, {}],
      // An admin's own dashboard: their part of the organisation, read by someone who may read it all.
      ["an admin's own statistics", admin, MY_STATISTICS, {}],
    ];
    for (const [name, member, query, variables] of calls) {
      if (only && !only.includes(name)) continue;
      const spawned = performance.now();
      stack = await startStackProcess({
        root: new URL("..", import.meta.url).pathname,
        jwtSecret: TEST_SECRET,
        demoPassword: "bench-demo-password",
        ...db.serve,
      });
      const served = stack;
      const call = async () => {
        const res = await fetch(`${served.url}/functions/v1/graphql`, {
          method: "POST",
          headers: {
            "content-type": "application/json",
            authorization: `Bearer ${member.token}`,
            "x-tenant": org.prefix,
          },
          body: JSON.stringify({ query, variables }),
        });
        const body = await res.json();
        if (body.errors || res.status !== 200) {
          throw new Error(`${name}: ${JSON.stringify(body.errors ?? res.status)}`);
        }
      };
      const boot = await booted(served, spawned);
      const cpuBefore = (await served.cpuMs()) ?? 0;
      const t0 = performance.now();
      await call();
      const coldWall = performance.now() - t0;
      const coldCpu = ((await served.cpuMs()) ?? 0) - cpuBefore;
      const warm = await measure(call, runs, 3, served.pid);
      const row = {
        scale,
        call: name,
        bootWall: boot.wall,
        bootCpu: boot.cpu,
        coldWall,
        coldCpu,
        warmP95: warm.p95,
        warmCpu: warm.backendCpu ?? NaN,
        residentMb: await residentMb(served.pid),
      };
      rows.push(row);
      console.log(
        `[${kind} ${scale}×] ${name}: boot ${boot.wall.toFixed(0)} ms wall, ` +
          `${boot.cpu.toFixed(0)} ms CPU; cold ${coldWall.toFixed(0)} ms wall, ` +
          `${coldCpu.toFixed(0)} ms CPU; warm p95 ${warm.p95.toFixed(1)} ms, ` +
          `${row.warmCpu.toFixed(1)} ms CPU per call; resident ${row.residentMb.toFixed(0)} MB`,
      );
      await stack.stop();
      stack = undefined;
    }
    return rows;
  } finally {
    await stack?.stop();
    await db.release();
    await db.cleanup().catch(() => {});
  }
}

for (const kind of dbs) {
  const rows: Row[] = [];
  for (const scale of scales) rows.push(...await atScale(kind, scale));
  console.log(
    `\n${kind}: | scale | call | boot wall ms | boot CPU ms | cold wall ms | cold CPU ms | ` +
      `warm p95 ms | warm CPU ms/call | resident MB |`,
  );
  for (const r of rows) {
    console.log(
      `| ${r.scale}× | ${r.call} | ${r.bootWall.toFixed(0)} | ${r.bootCpu.toFixed(0)} | ` +
        `${r.coldWall.toFixed(0)} | ${r.coldCpu.toFixed(0)} | ` +
        `${r.warmP95.toFixed(1)} | ${r.warmCpu.toFixed(1)} | ${r.residentMb.toFixed(0)} |`,
    );
  }
  const missed = rows.filter((r) =>
    r.coldWall > TARGET.coldWall || r.coldCpu > TARGET.coldCpu ||
    r.residentMb > TARGET.residentMb ||
    (kind === "postgres" && r.warmP95 > TARGET.warmP95)
  );
  console.log(
    missed.length
      ? `${kind}: targets MISSED by ${missed.length} of ${rows.length} calls`
      : `${kind}: every target met`,
  );
  if (missed.length) Deno.exitCode = 1;
}
console.log(
  `load average: ${
    Deno.loadavg().map((l) => l.toFixed(1)).join(" ")
  } on ${navigator.hardwareConcurrency} CPUs`,
);
