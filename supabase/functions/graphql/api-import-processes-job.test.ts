/**
 * importProcesses as a job over HTTP (docs/csv.md#import): a cancel or a failure in the
 * middle of the apply applies nothing, one import of a kind at a time, a caller signed out
 * stops it, new processes stay hidden until the apply; another organisation's same handles
 * are never touched.
 */
import { strict as assert } from "node:assert";
import { STAGE_CHUNK } from "../_shared/commands/imports/run-import.ts";
import { as, createMember, endSession, withApi } from "./testing/api-fixture.ts";
import { importSnapshot } from "./testing/import-snapshot.ts";

import {
  arrange,
  BIG_FILE,
  CANCEL,
  FILE,
  HEADER,
  IMPORT,
  PROGRESS,
} from "./testing/import-processes-fixture.ts";

Deno.test("API importProcesses job: a cancel while the lines are staged applies nothing", () =>
  withApi(async ({ sql, handler, importHooks }) => {
    const { org, admin, asManager, other, theirs } = await arrange(sql, handler);
    // The file as the import before left it.
    await as(handler, admin)(IMPORT, { csv: FILE });
    const before = await importSnapshot(sql, org.id);
    let cancelled: unknown;
    let progress: unknown;
    importHooks.afterChunk = async () => {
      importHooks.afterChunk = undefined;
      progress = (await asManager(PROGRESS)).data.importProgress;
      const c = await as(handler, admin)(CANCEL);
      cancelled = c.data?.cancelProcessesImport;
    };
    try {
      const r = await asManager(IMPORT, { csv: BIG_FILE });
      assert.equal(r.errors, undefined, JSON.stringify(r.errors));
      assert.equal(r.data.importProcesses.cancelled, true);
      assert.deepEqual(r.data.importProcesses.created, []);
    } finally {
      importHooks.afterChunk = undefined;
    }
    assert.equal(cancelled, true);
    assert.deepEqual(progress, {
      kind: "PROCESSES",
      phase: "STAGING",
      dryRun: false,
      linesTotal: STAGE_CHUNK + 20,
      linesChecked: STAGE_CHUNK + 20,
      linesWritten: STAGE_CHUNK,
    });
    assert.equal(await importSnapshot(sql, org.id), before);
    assert.equal((await asManager(PROGRESS)).data.importProgress.phase, "CANCELLED");
    assert.equal((await asManager(CANCEL)).data.cancelProcessesImport, false);
    // Another organisation's same handles are untouched.
    assert.equal(await importSnapshot(sql, other.id), theirs);
  }));

Deno.test("API importProcesses job: a failure in the middle of the apply applies nothing", () =>
  withApi(async ({ sql, handler, importHooks }) => {
    const { org, asManager, other, theirs, admin } = await arrange(sql, handler);
    // The file as the import before left it.
    await as(handler, admin)(IMPORT, { csv: FILE });
    const before = await importSnapshot(sql, org.id);
    importHooks.duringApply = () => Promise.reject(new Error("the disk caught fire"));
    try {
      const r = await asManager(IMPORT, { csv: BIG_FILE });
      assert.equal(r.errors?.[0].extensions?.code, "INTERNAL");
    } finally {
      importHooks.duringApply = undefined;
    }
    assert.equal(await importSnapshot(sql, org.id), before);
    assert.equal((await asManager(PROGRESS)).data.importProgress.phase, "FAILED");
    // Another organisation's same handles are untouched.
    assert.equal(await importSnapshot(sql, other.id), theirs);
  }));

Deno.test("API importProcesses job: one import of a kind at a time; a dead one is cleaned up", () =>
  withApi(async ({ sql, handler }) => {
    const { org, asManager, other, theirs, admin } = await arrange(sql, handler);
    // The file as the import before left it.
    await as(handler, admin)(IMPORT, { csv: FILE });
    const [job] = await sql`insert into app.import_jobs (org_id, kind, phase)
      values (${org.id}, 'PROCESSES', 'STAGING') returning id`;
    await sql`insert into app.import_staging (org_id, job_id, line, payload)
      values (${org.id}, ${job!.id}, 2, '{}')`;
    // A process it had written, hidden.
    await sql`update app.import_jobs set hides_rows = true where id = ${job!.id}`;
    await sql`insert into app.processes (org_id, process_handle, name, import_job_id)
      values (${org.id}, 'DEAD-1', 'Never shown', ${job!.id})`;
    const busy = await asManager(IMPORT, { csv: FILE });
    assert.equal(busy.errors?.[0].extensions?.code, "BAD_USER_INPUT");
    assert.equal(busy.errors?.[0].message, "An import of processes is already running.");
    // Its stack died two minutes ago.
    await sql`update app.import_jobs set heartbeat_at = now() - interval '3 minutes'
      where id = ${job!.id}`;
    const r = await asManager(IMPORT, { csv: FILE, dry: true });
    assert.equal(r.errors, undefined, JSON.stringify(r.errors));
    const [dead] = await sql`select phase, hides_rows,
      (select count(*)::int from app.import_staging where job_id = ${job!.id}) as staged,
      (select count(*)::int from app.processes where import_job_id = ${job!.id}) as hidden
      from app.import_jobs where id = ${job!.id}`;
    assert.deepEqual({ ...dead }, { phase: "FAILED", hides_rows: false, staged: 0, hidden: 0 });
    // Another organisation's same handles are untouched.
    assert.equal(await importSnapshot(sql, other.id), theirs);
  }));

Deno.test("API importProcesses job: a caller signed out mid-import stops it; nothing is applied", () =>
  withApi(async ({ sql, handler, importHooks }) => {
    const { org, asManager, other, theirs, admin } = await arrange(sql, handler);
    // The file as the import before left it.
    await as(handler, admin)(IMPORT, { csv: FILE });
    const leaving = await createMember(sql, org, { userType: "Manager" });
    const before = await importSnapshot(sql, org.id);
    importHooks.afterChunk = async () => {
      importHooks.afterChunk = undefined;
      await endSession(sql, leaving.sessionId);
    };
    try {
      const r = await as(handler, leaving)(IMPORT, { csv: BIG_FILE });
      assert.equal(r.errors?.[0].extensions?.code, "UNAUTHENTICATED");
    } finally {
      importHooks.afterChunk = undefined;
    }
    assert.equal(await importSnapshot(sql, org.id), before);
    // Recorded as failed at once (by the system actor), so the next import may start.
    assert.equal((await asManager(PROGRESS)).data.importProgress.phase, "FAILED");
    // Another organisation's same handles are untouched.
    assert.equal(await importSnapshot(sql, other.id), theirs);
  }));

Deno.test("API importProcesses job: new processes are written early, hidden until the apply shows them", () =>
  withApi(async ({ sql, handler, importHooks }) => {
    const { org, asManager, other, theirs, admin } = await arrange(sql, handler);
    // The file as the import before left it.
    await as(handler, admin)(IMPORT, { csv: FILE });
    const COUNTS = "query { processes { totalCount } labels { totalCount } }";
    const counts = async () => {
      const r = await asManager(COUNTS);
      assert.equal(r.errors, undefined, JSON.stringify(r.errors));
      return [r.data.processes.totalCount, r.data.labels.totalCount];
    };
    const shown = [HEADER];
    for (let i = 1; i <= STAGE_CHUNK + 20; i++) {
      shown.push(
        `SHOWN-${i},Shown ${i},,HR,Shown:Label,reception,,*:25,,Guide|https://example.com/${i}`,
      );
    }
    const before = await counts();
    let during: number[] = [];
    let written = -1;
    importHooks.afterChunk = async () => {
      importHooks.afterChunk = undefined;
      during = await counts();
      const [row] = await sql`select count(*)::int as n from app.processes
        where org_id = ${org.id} and import_job_id is not null and process_handle like 'SHOWN-%'`;
      written = row!.n;
    };
    try {
      const r = await asManager(IMPORT, { csv: shown.join("\n") });
      assert.equal(r.errors, undefined, JSON.stringify(r.errors));
      assert.equal(r.data.importProcesses.created.length, STAGE_CHUNK + 20);
    } finally {
      importHooks.afterChunk = undefined;
    }
    // The first chunk was in the table, and nobody saw it or its new label.
    assert.equal(written, STAGE_CHUNK);
    assert.deepEqual(during, before);
    assert.deepEqual(await counts(), [before[0]! + STAGE_CHUNK + 20, before[1]! + 1]);
    const [links] =
      await sql`with job as (select max(id) as id from app.import_jobs where org_id = ${org.id})
      select
      (select count(*)::int from app.process_labels, job where import_job_id = job.id) as labels,
      (select count(*)::int from app.process_docs, job where import_job_id = job.id) as docs,
      (select count(*)::int from app.import_jobs where org_id = ${org.id} and hides_rows) as hiding`;
    assert.deepEqual({ ...links }, {
      labels: STAGE_CHUNK + 20,
      docs: STAGE_CHUNK + 20,
      hiding: 0,
    });
    // Another organisation's same handles are untouched.
    assert.equal(await importSnapshot(sql, other.id), theirs);
  }));
