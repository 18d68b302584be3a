/**
 * Benchmark of the CSV import, on PostgreSQL and on PGlite:
 *
 *   ./node_modules/.bin/deno run -A bench/import.ts [--db postgres,pglite] [--lines 10000]
 *
 * A fresh database (bench-database.ts) with two organisations, each with 30 roles. The
 * file: 10,000 processes, each with three labels (Dept, Site, Priority: 68 distinct, all
 * new), two assigned roles, an owning role, a frequency (three schedules and as needed, in
 * turn), a scheduledFrom and two documents. Measured in the same run:
 * - COPY: the same rows (as the import's own line reader types them) loaded into the
 *   second organisation with COPY — processes, labels, their links, roles and documents —
 *   the raw floor the import's time is compared with. PostgreSQL: COPY … FROM STDIN;
 *   PGlite (whose wire server refuses COPY FROM STDIN): PGlite's COPY … FROM '/dev/blob',
 *   in this process, before the stack starts.
 * - importProcesses over HTTP against the local stack in its own process (as `npm start`
 *   runs it), while a second client asks for the processes list's first page again and
 *   again (each answer timed) and the stack's resident memory is sampled every 50 ms.
 * - The same file imported again (nothing to create or change).
 * Targets: the import ≤ 10 s on PostgreSQL, ≤ 30 s on PGlite; the stack under 500 MB
 * resident; every list request during the import under 1 s.
 */
import postgres from "postgres";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { type StackUnderTest, startStackProcess } from "./load-stack.ts";
import { prepareDatabase } from "./bench-database.ts";
import { percentile } from "./measure.ts";
import {
  createMember,
  createOrg,
  type Org,
  TEST_SECRET,
} from "../supabase/functions/graphql/testing/api-fixture.ts";
import { openCsv } from "../supabase/functions/_shared/domain/import/read-csv.ts";
import { PROCESSES_FORMAT } from "../supabase/functions/_shared/domain/import/formats.ts";
import {
  type ProcessLine,
  readProcessLine,
} from "../supabase/functions/_shared/domain/import/process-fields.ts";

const args = Deno.args.join(" ");
const dbs = (args.match(/--db[= ](\S+)/)?.[1] ?? "postgres,pglite").split(",");
const LINES = Number(args.match(/--lines[= ](\d+)/)?.[1] ?? 10_000);
const ROLES = 30;
const TARGET_S: Record<string, number> = { postgres: 10, pglite: 30 };
const FREQUENCIES = ["*:25", "Mar,Jun,Sep,Dec:1#1", "W4:Fri@2026-01-09", ""];

const role = (n: number) => `R${String((n % ROLES) + 1).padStart(2, "0")}`;

export function benchFile(lines: number): string {
  const rows = [PROCESSES_FORMAT.columns.join(",")];
  for (let i = 1; i <= lines; i++) {
    const n = String(i).padStart(5, "0");
    rows.push([
      `P-${n}`,
      `Process ${n}`,
      `Step-by-step procedure number ${n}`,
      "",
      `Dept:Dept ${i % 40};Site:Site ${i % 25};Priority:P${i % 3}`,
      `${role(i)};${role(i * 7 + 3)}`,
      role(i * 11),
      FREQUENCIES[i % FREQUENCIES.length]!.includes(",")
        ? `"${FREQUENCIES[i % FREQUENCIES.length]}"`
        : FREQUENCIES[i % FREQUENCIES.length],
      "2026-01-01",
      `Guide|https://example.com/guide/${n};Form|https://example.com/form/${n}`,
    ].join(","));
  }
  return rows.join("\n") + "\n";
}

/** The file's lines as the import types them (the COPY loads exactly these). */
function typedLines(text: string): ProcessLine[] {
  const opened = openCsv(text, PROCESSES_FORMAT);
  if (!opened.ok) throw new Error(opened.error);
  const lines: ProcessLine[] = [];
  for (const batch of opened.file.batches(1000)) {
    for (const record of batch) {
      const read = readProcessLine(record);
      if (!read.ok) throw new Error(JSON.stringify(read.errors));
      lines.push(read.value);
    }
  }
  return lines;
}

/** COPY's text format: tab-separated, \N for null, backslash escapes. */
function copyText(rows: (string | number | boolean | null)[][]): string {
  const cell = (v: string | number | boolean | null) =>
    v === null
      ? "\\N"
      : String(v).replace(/[\\\t\n\r]/g, (c) =>
        ({ "\\": "\\\\", "\t": "\\t", "\n": "\\n", "\r": "\\r" })[c]!);
  return rows.map((r) => r.map(cell).join("\t")).join("\n") + "\n";
}

/** One COPY statement with its rows, on either database. */
type Copy = (
  table: string,
  columns: string[],
  rows: (string | number | boolean | null)[][],
) => Promise<void>;
type Query = (text: string) => Promise<Record<string, unknown>[]>;

/** Loads the typed lines into organisation `org` with COPY only (plus the id lookups). */
async function copyLines(copy: Copy, query: Query, org: Org, lines: ProcessLine[]) {
  const roleIds = new Map(
    (await query(`select id, role_handle from app.roles where org_id = ${org.id}`))
      .map((r) => [String(r.role_handle).toLowerCase(), Number(r.id)]),
  );
  await copy(
    "app.processes",
    [
      "org_id",
      "process_handle",
      "name",
      "description",
      "owner_role_id",
      "frequency_type",
      "frequency",
      "compact_frequency",
      "has_dates",
      "scheduled_from",
    ],
    lines.map((l) => [
      org.id,
      l.processHandle,
      l.name,
      l.description ?? "",
      l.owningRole ? roleIds.get(l.owningRole.toLowerCase())! : null,
      l.frequency!.frequencyType,
      l.frequency!.frequency === null ? null : JSON.stringify(l.frequency!.frequency),
      l.frequency!.compactFrequency,
      l.frequency!.hasDates,
      l.scheduledFrom!,
    ]),
  );
  const labels = [...new Set(lines.flatMap((l) => l.labels ?? []))];
  await copy("app.labels", ["org_id", "label"], labels.map((label) => [org.id, label]));
  const processIds = new Map(
    (await query(`select id, process_handle from app.processes where org_id = ${org.id}`))
      .map((r) => [String(r.process_handle), Number(r.id)]),
  );
  const labelIds = new Map(
    (await query(`select id, label from app.labels where org_id = ${org.id}`))
      .map((r) => [String(r.label), Number(r.id)]),
  );
  const id = (l: ProcessLine) => processIds.get(l.processHandle)!;
  await copy(
    "app.process_labels",
    ["org_id", "process_id", "label_id"],
    lines.flatMap((l) => (l.labels ?? []).map((label) => [org.id, id(l), labelIds.get(label)!])),
  );
  await copy(
    "app.process_roles",
    ["org_id", "process_id", "role_id"],
    lines.flatMap((l) =>
      (l.assignedRoles ?? []).map((r) => [org.id, id(l), roleIds.get(r.toLowerCase())!])
    ),
  );
  await copy(
    "app.process_docs",
    ["org_id", "process_id", "name", "url"],
    lines.flatMap((l) => (l.docs ?? []).map((d) => [org.id, id(l), d.name, d.value])),
  );
}

function postgresCopy(sql: postgres.Sql): { copy: Copy; query: Query } {
  return {
    copy: async (table, columns, rows) => {
      const stream = await sql.unsafe(`copy ${table} (${columns.join(", ")}) from stdin`)
        .writable();
      await new Promise<void>((resolve, reject) => {
        stream.on("error", reject);
        stream.on("finish", resolve);
        stream.end(copyText(rows));
      });
    },
    query: (text) => sql.unsafe(text) as Promise<Record<string, unknown>[]>,
  };
}

function pgliteCopy(db: PGlite): { copy: Copy; query: Query } {
  return {
    copy: async (table, columns, rows) => {
      await db.query(`copy ${table} (${columns.join(", ")}) from '/dev/blob'`, [], {
        blob: new Blob([copyText(rows)]),
      });
    },
    query: async (text) => (await db.query<Record<string, unknown>>(text)).rows,
  };
}

async function seedRoles(sql: postgres.Sql, org: Org) {
  await sql`insert into app.roles (org_id, role_handle, name)
    select ${org.id}::bigint, 'R' || lpad(g::text, 2, '0'), 'Role ' || g
    from generate_series(1, ${ROLES}) g`;
}

/** Resident memory of a process in MB (Linux /proc), or undefined. */
async function residentMb(pid: number): Promise<number | undefined> {
  try {
    const status = await Deno.readTextFile(`/proc/${pid}/status`);
    const kb = Number(status.match(/VmRSS:\s+(\d+) kB/)?.[1]);
    return Number.isFinite(kb) ? kb / 1024 : undefined;
  } catch {
    return undefined;
  }
}

const IMPORT = `mutation($csv: String!) {
  importProcesses(csvText: $csv) { created { line } updated { line } errors { line message } } }`;
const LIST = `{ processes(limit: 25) { totalCount nodes { id processHandle name } } }`;

/** Roles (a tree of three children each, children listed before their parents) and people
 * holding two of them each. */
const OTHER_IMPORTS = [
  {
    field: "importRoles",
    mutation: `mutation($csv: String!) { importRoles(csvText: $csv) { created { line } } }`,
    file: (lines: number) =>
      [
        "roleHandle,name,description,reportsTo",
        ...Array.from({ length: lines }, (_, n) => {
          const i = lines - 1 - n;
          const parent = i === 0 ? "" : `BR-${Math.floor((i - 1) / 3)}`;
          return `BR-${i},Bench role ${i},Imported for the bench,${parent}`;
        }),
      ].join("\n"),
  },
  {
    field: "importUsers",
    mutation: `mutation($csv: String!) { importUsers(csvText: $csv) { created { line } } }`,
    file: (lines: number) =>
      [
        "peopleHandle,name,email,description,userType,isAuthEnabled,receiveWeeklyReminders,roles",
        ...Array.from(
          { length: lines },
          (_, i) =>
            `bp-${i},Bench Person ${i},bp-${i}@bench.test,,User,true,true,BR-${i};BR-${
              (i * 13) % lines
            }`,
        ),
      ].join("\n"),
  },
] as const;

async function benchDatabase(kind: string, text: string, lines: ProcessLine[]) {
  const db = await prepareDatabase(kind, "routinely_bench_import");
  let stack: StackUnderTest | undefined;
  try {
    const org = await createOrg(db.sql);
    const copyOrg = await createOrg(db.sql);
    const admin = await createMember(db.sql, org, { userType: "Admin", name: "Bench Admin" });
    await seedRoles(db.sql, org);
    await seedRoles(db.sql, copyOrg);

    let copyMs: number;
    if (kind === "postgres") {
      const start = performance.now();
      const { copy, query } = postgresCopy(db.sql);
      await copyLines(copy, query, copyOrg, lines);
      copyMs = performance.now() - start;
      await db.release();
    } else {
      await db.release();
      const dataDir = (db.serve as { dataDir: string }).dataDir;
      const pglite = await PGlite.create({ dataDir: `${dataDir}/pglite`, extensions: { pg_trgm } });
      const start = performance.now();
      const { copy, query } = pgliteCopy(pglite);
      await copyLines(copy, query, copyOrg, lines);
      copyMs = performance.now() - start;
      await pglite.close();
    }
    console.log(`[${kind}] COPY of the same rows: ${(copyMs / 1000).toFixed(2)} s`);

    stack = await startStackProcess({
      root: new URL("..", import.meta.url).pathname,
      jwtSecret: TEST_SECRET,
      demoPassword: "bench-demo-password",
      ...db.serve,
    });
    const pid = stack.pid;
    const call = async (query: string, variables = {}) => {
      const res = await fetch(`${stack!.url}/functions/v1/graphql`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          authorization: `Bearer ${admin.token}`,
          "x-tenant": org.prefix,
          "x-csv-import": "1",
        },
        body: JSON.stringify({ query, variables }),
      });
      const body = await res.json();
      if (body.errors || res.status !== 200) {
        throw new Error(JSON.stringify(body.errors ?? res.status));
      }
      return body.data;
    };
    await call(LIST); // warm the stack up before anything is timed
    const rssBefore = (await residentMb(pid)) ?? 0;

    /** Runs `work` while asking for the list and sampling the stack's memory. */
    const whileListing = async <R>(work: () => Promise<R>) => {
      let running = true;
      let peakMb = rssBefore;
      const sampler = (async () => {
        while (running) {
          peakMb = Math.max(peakMb, (await residentMb(pid)) ?? 0);
          await new Promise((r) => setTimeout(r, 50));
        }
      })();
      const listTimes: number[] = [];
      const lister = (async () => {
        while (running) {
          const start = performance.now();
          await call(LIST);
          listTimes.push(performance.now() - start);
          await new Promise((r) => setTimeout(r, 100));
        }
      })();
      const start = performance.now();
      try {
        const result = await work();
        return { result, ms: performance.now() - start, peakMb, listTimes };
      } finally {
        running = false;
        await Promise.all([sampler, lister]);
      }
    };
    const listFigures = (times: number[]) => {
      const sorted = [...times].sort((a, b) => a - b);
      return `${sorted.length} requests, p50 ${percentile(sorted, 50).toFixed(0)} ms, p95 ${
        percentile(sorted, 95).toFixed(0)
      } ms, max ${(sorted.at(-1) ?? 0).toFixed(0)} ms`;
    };

    const cpuBefore = (await stack.cpuMs()) ?? 0;
    const {
      result: data,
      ms: importMs,
      peakMb,
      listTimes,
    } = await whileListing(() => call(IMPORT, { csv: text }));
    const result = data.importProcesses;
    const cpuMs = ((await stack.cpuMs()) ?? 0) - cpuBefore;
    if (result.created.length !== lines.length || result.errors.length) {
      throw new Error(
        `unexpected result: ${result.created.length} created, ${
          JSON.stringify(result.errors.slice(0, 3))
        }`,
      );
    }
    const again = performance.now();
    const second = (await call(IMPORT, { csv: text })).importProcesses;
    const againMs = performance.now() - again;
    if (second.created.length || second.updated.length) {
      throw new Error("the re-import changed rows");
    }

    const sorted = [...listTimes].sort((a, b) => a - b);
    const target = TARGET_S[kind]!;
    const met = {
      time: importMs / 1000 <= target,
      memory: peakMb < 500,
      list: (sorted.at(-1) ?? 0) < 1000,
    };
    console.log(
      `[${kind}] import of ${lines.length} processes: ${(importMs / 1000).toFixed(2)} s ` +
        `(target ≤ ${target} s: ${met.time ? "met" : "MISSED"}), ${
          (importMs / copyMs).toFixed(1)
        }× the COPY; ` +
        `stack process CPU ${(cpuMs / 1000).toFixed(2)} s`,
    );
    console.log(
      `[${kind}] stack resident memory: ${rssBefore.toFixed(0)} MB before, peak ${
        peakMb.toFixed(0)
      } MB ` +
        `(target < 500 MB: ${met.memory ? "met" : "MISSED"})`,
    );
    console.log(
      `[${kind}] processes list during the import: ${listFigures(listTimes)} ` +
        `(target < 1 s: ${met.list ? "met" : "MISSED"})`,
    );
    console.log(
      `[${kind}] the same file again: ${(againMs / 1000).toFixed(2)} s, nothing created or changed`,
    );

    // The other two kinds, as large (no target of their own: the list is watched alike).
    for (const other of OTHER_IMPORTS) {
      const run = await whileListing(() => call(other.mutation, { csv: other.file(LINES) }));
      const created = run.result[other.field].created.length;
      if (created !== LINES) throw new Error(`${other.field}: ${created} created`);
      console.log(
        `[${kind}] ${other.field} of ${LINES} lines: ${(run.ms / 1000).toFixed(2)} s; ` +
          `processes list during it: ${listFigures(run.listTimes)}`,
      );
    }
    if (!met.time || !met.memory || !met.list) Deno.exitCode = 1;
  } finally {
    await stack?.stop();
    await db.release();
    await db.cleanup().catch(() => {});
  }
}

if (import.meta.main) {
  const text = benchFile(LINES);
  const lines = typedLines(text);
  console.log(
    `file: ${lines.length} lines, ${(new TextEncoder().encode(text).length / 1e6).toFixed(1)} MB`,
  );
  for (const kind of dbs) await benchDatabase(kind, text, lines);
  console.log(
    `load average: ${
      Deno.loadavg().map((l) => l.toFixed(1)).join(" ")
    } on ${navigator.hardwareConcurrency} CPUs`,
  );
}
