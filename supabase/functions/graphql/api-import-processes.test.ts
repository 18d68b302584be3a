/**
 * importProcesses, importProgress and cancelProcessesImport over HTTP (docs/csv.md#import):
 * the preview changes nothing, the import stores what the process form stores, a
 * re-import changes nothing, a cancel or a failure in the middle of the apply applies
 * nothing, new processes stay hidden until the apply, another organisation's same
 * handles are never touched, a User is refused.
 */
import { strict as assert } from "node:assert";
import { importTestHooks, STAGE_CHUNK } from "../_shared/commands/imports/run-import.ts";
import { IMPORT_HEADER } from "./server/large-body.ts";
import {
  as,
  createMember,
  createOrg,
  createRole,
  endSession,
  gql,
  withApi,
} from "./testing/api-fixture.ts";
import { importSnapshot } from "./testing/import-snapshot.ts";

const IMPORT = `mutation($csv: String!, $dry: Boolean) {
  importProcesses(csvText: $csv, dryRun: $dry) {
    created { line message record } updated { line message record }
    errors { line message record } messages { line message } dryRun cancelled } }`;
const PROGRESS = `query { importProgress(kind: PROCESSES) {
  kind phase dryRun linesTotal linesChecked linesWritten } }`;
const CANCEL = "mutation { cancelProcessesImport }";

const HEADER = "processHandle,name,description,category,labels,assignedRoles,owningRole," +
  "frequency,scheduledFrom,docs";
const FILE = [
  HEADER,
  "HR-001,Monthly payroll check,Compare exports,hr,Dept:HR;Risk:High,office-lead;reception," +
  "office-lead,*:25,2026-01-01,Guide|https://example.com/guide;Index|https://example.com/i",
  "HR-002,Order supplies,,HR,dept:hr,reception,,,,",
  "HR-003,Bad one,,NOPE,,,,,,",
  "",
].join("\n");

const messages = (entries: { message: string }[]) => entries.map((e) => e.message);

Deno.test("API importProcesses", async (t) => {
  await withApi(async ({ sql, handler }) => {
    const org = await createOrg(sql);
    const admin = await createMember(sql, org, { userType: "Admin" });
    const manager = await createMember(sql, org, { userType: "Manager" });
    const user = await createMember(sql, org, { userType: "User" });
    await sql`insert into app.process_categories (org_id, prefix) values (${org.id}, 'HR')`;
    await createRole(sql, org, "office-lead");
    await createRole(sql, org, "reception");
    await sql`insert into app.labels (org_id, label) values (${org.id}, 'Dept:HR')`;
    // Another organisation with the same handles.
    const other = await createOrg(sql);
    await createRole(sql, other, "office-lead");
    await sql`insert into app.processes (org_id, process_handle, name, scheduled_from)
      values (${other.id}, 'HR-001', 'Theirs', '2025-01-01')`;
    const theirs = await importSnapshot(sql, other.id);
    const asManager = as(handler, manager);

    await t.step("a User may not import, preview, cancel or read progress", async () => {
      const before = await importSnapshot(sql, org.id);
      for (const query of [IMPORT, PROGRESS, CANCEL]) {
        const r = await as(handler, user)(query, { csv: FILE, dry: true });
        assert.equal(r.errors?.[0].extensions?.code, "FORBIDDEN", query);
      }
      assert.equal(await importSnapshot(sql, org.id), before);
    });

    await t.step("an import beside another field is refused", async () => {
      const r = await asManager(
        `mutation($csv: String!) { importProcesses(csvText: $csv) { dryRun } cancelRolesImport }`,
        { csv: FILE },
      );
      assert.equal(r.errors?.[0].extensions?.code, "BAD_USER_INPUT");
      assert.match(r.errors![0].message, /only field/);
    });

    await t.step("the preview reports what would happen and changes nothing", async () => {
      const before = await importSnapshot(sql, org.id);
      const r = await asManager(IMPORT, { csv: FILE, dry: true });
      assert.equal(r.errors, undefined, JSON.stringify(r.errors));
      const result = r.data.importProcesses;
      assert.equal(result.dryRun, true);
      assert.deepEqual(messages(result.created), [
        "Created process HR-001",
        "Created process HR-002",
      ]);
      assert.equal(result.created[0].record.labels, "Dept:HR;Risk:High");
      assert.deepEqual(result.updated, []);
      assert.deepEqual(result.errors.map((e: { line: number }) => e.line), [4]);
      assert.match(result.errors[0].message, /^category: There is no category/);
      assert.deepEqual(messages(result.messages), [
        "The label Risk:High is new; the import creates it.",
      ]);
      assert.equal(await importSnapshot(sql, org.id), before);
      const p = await asManager(PROGRESS);
      assert.deepEqual(p.data.importProgress, {
        kind: "PROCESSES",
        phase: "DONE",
        dryRun: true,
        linesTotal: 3,
        linesChecked: 3,
        linesWritten: 0,
      });
    });

    await t.step("the import stores what the process form stores", async () => {
      const r = await as(handler, admin)(IMPORT, { csv: FILE });
      assert.equal(r.errors, undefined, JSON.stringify(r.errors));
      const result = r.data.importProcesses;
      assert.equal(result.dryRun, false);
      assert.deepEqual(messages(result.created), [
        "Created process HR-001",
        "Created process HR-002",
      ]);
      assert.deepEqual(result.errors.map((e: { line: number }) => e.line), [4]);
      const [payroll] = await sql`
        select p.frequency_type, p.frequency, p.compact_frequency, p.has_dates,
          to_char(p.scheduled_from, 'YYYY-MM-DD') as scheduled_from, c.prefix, o.role_handle as owner,
          (select array_agg(l.label order by l.label) from app.process_labels pl
             join app.labels l on l.id = pl.label_id where pl.process_id = p.id) as labels,
          (select array_agg(r.role_handle order by r.role_handle) from app.process_roles pr
             join app.roles r on r.id = pr.role_id where pr.process_id = p.id) as roles,
          (select array_agg(d.name || '|' || d.url order by d.id) from app.process_docs d
             where d.process_id = p.id) as docs
        from app.processes p
        left join app.process_categories c on c.id = p.category_id
        left join app.roles o on o.id = p.owner_role_id
        where p.org_id = ${org.id} and p.process_handle = 'HR-001'`;
      // The form, given the same values, stores the same frequency columns.
      const roleId = Number(
        (await sql`select id from app.roles where org_id = ${org.id}
        and role_handle = 'office-lead'`)[0]!.id,
      );
      const form = await asManager(
        `mutation($p: CreateProcessInput!) { createProcess(process: $p) { id } }`,
        { p: { processHandle: "FORM-1", name: "Form", compactFrequency: "*:25", roleId } },
      );
      assert.equal(form.errors, undefined, JSON.stringify(form.errors));
      const [byForm] = await sql`select frequency_type, frequency, compact_frequency, has_dates
        from app.processes where org_id = ${org.id} and process_handle = 'FORM-1'`;
      assert.deepEqual(
        {
          frequency_type: payroll!.frequency_type,
          frequency: payroll!.frequency,
          compact_frequency: payroll!.compact_frequency,
          has_dates: payroll!.has_dates,
        },
        { ...byForm },
      );
      assert.deepEqual(
        {
          ...payroll,
          frequency_type: undefined,
          frequency: undefined,
          compact_frequency: undefined,
        },
        {
          frequency_type: undefined,
          frequency: undefined,
          compact_frequency: undefined,
          has_dates: true,
          scheduled_from: "2026-01-01",
          prefix: "HR",
          owner: "office-lead",
          labels: ["Dept:HR", "Risk:High"],
          roles: ["office-lead", "reception"],
          docs: ["Guide|https://example.com/guide", "Index|https://example.com/i"],
        },
      );
      // No scheduledFrom: the organisation's today, as the form does.
      const [supplies] = await sql`select scheduled_from::text as d, frequency_type
        from app.processes where org_id = ${org.id} and process_handle = 'HR-002'`;
      const [today] = await sql`select (now() at time zone s.timezone)::date::text as d
        from app.settings s where s.org_id = ${org.id}`;
      assert.deepEqual({ ...supplies }, { d: today!.d, frequency_type: "AsNeeded" });
      assert.equal(await importSnapshot(sql, other.id), theirs);
      const [staged] =
        await sql`select count(*)::int as n from app.import_staging where org_id = ${org.id}`;
      assert.equal(staged!.n, 0);
    });

    await t.step("re-importing the same file creates and changes nothing", async () => {
      const before = await importSnapshot(sql, org.id);
      const r = await asManager(IMPORT, { csv: FILE });
      assert.equal(r.errors, undefined, JSON.stringify(r.errors));
      assert.deepEqual(r.data.importProcesses.created, []);
      assert.deepEqual(r.data.importProcesses.updated, []);
      assert.equal(await importSnapshot(sql, org.id), before);
    });

    await t.step("a file without a column leaves that field unchanged", async () => {
      const r = await asManager(IMPORT, {
        csv: "processHandle,name,labels\nhr-001,Monthly payroll check,Dept:HR;Risk:High\n" +
          "HR-002,Order office supplies,Dept:HR\n",
      });
      assert.equal(r.errors, undefined, JSON.stringify(r.errors));
      assert.deepEqual(messages(r.data.importProcesses.updated), [
        "Updated process hr-001",
        "Updated process HR-002",
      ]);
      const [row] = await sql`select p.name, p.compact_frequency,
          (select count(*)::int from app.process_docs d where d.process_id = p.id) as docs
        from app.processes p where org_id = ${org.id} and process_handle = 'HR-002'`;
      assert.deepEqual({ ...row }, {
        name: "Order office supplies",
        compact_frequency: "",
        docs: 0,
      });
      const [payroll] = await sql`select compact_frequency,
        (select count(*)::int from app.process_docs d where d.process_id = p.id) as docs
        from app.processes p where org_id = ${org.id} and process_handle = 'hr-001'`;
      assert.deepEqual({ ...payroll }, { compact_frequency: "*:25", docs: 2 });
    });

    await t.step("a file over the limits is one line-0 error and changes nothing", async () => {
      const before = await importSnapshot(sql, org.id);
      // Over 1 MB too: an import may bring a larger body (server/large-body.ts).
      const csv = "processHandle,name\n" + "x,yyyyyyyyyyyyyyyyyy\n".repeat(50_001);
      assert.ok(csv.length > 1024 * 1024);
      const send = (query: string, token = manager.token) =>
        gql(handler, query, {
          variables: { csv },
          token,
          tenant: org.prefix,
          headers: { [IMPORT_HEADER]: "1" },
        });
      // Another operation may not use the import's larger body.
      const label = await send(
        `mutation($csv: String!) { createLabel(label: { label: $csv }) { id } }`,
      );
      assert.equal(label.errors?.[0].extensions?.code, "BAD_USER_INPUT");
      assert.match(label.errors![0].message, /too large/);
      // Nor may a request without a valid token.
      assert.equal((await send(IMPORT, "not-a-token")).status, 413);
      const r = await send(IMPORT);
      assert.equal(r.errors, undefined, JSON.stringify(r.errors));
      const result = r.data.importProcesses;
      assert.equal(result.errors.length, 1);
      assert.equal(result.errors[0].line, 0);
      assert.match(result.errors[0].message, /more than 50,000 lines/);
      assert.deepEqual([result.created, result.updated], [[], []]);
      assert.equal(await importSnapshot(sql, org.id), before);
    });

    const bigFile = [HEADER];
    for (let i = 1; i <= STAGE_CHUNK + 20; i++) {
      bigFile.push(`BIG-${i},Big ${i},,HR,New:Label,reception,,*:25,,`);
    }
    const big = bigFile.join("\n");

    await t.step("a cancel while the lines are staged applies nothing", async () => {
      const before = await importSnapshot(sql, org.id);
      let cancelled: unknown;
      let progress: unknown;
      importTestHooks.afterChunk = async () => {
        importTestHooks.afterChunk = undefined;
        progress = (await asManager(PROGRESS)).data.importProgress;
        const c = await as(handler, admin)(CANCEL);
        cancelled = c.data?.cancelProcessesImport;
      };
      try {
        const r = await asManager(IMPORT, { csv: big });
        assert.equal(r.errors, undefined, JSON.stringify(r.errors));
        assert.equal(r.data.importProcesses.cancelled, true);
        assert.deepEqual(r.data.importProcesses.created, []);
      } finally {
        importTestHooks.afterChunk = undefined;
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
    });

    await t.step("a failure in the middle of the apply applies nothing", async () => {
      const before = await importSnapshot(sql, org.id);
      importTestHooks.duringApply = () => Promise.reject(new Error("the disk caught fire"));
      try {
        const r = await asManager(IMPORT, { csv: big });
        assert.equal(r.errors?.[0].extensions?.code, "INTERNAL");
      } finally {
        importTestHooks.duringApply = undefined;
      }
      assert.equal(await importSnapshot(sql, org.id), before);
      assert.equal((await asManager(PROGRESS)).data.importProgress.phase, "FAILED");
    });

    await t.step("one import of a kind at a time; a dead one is cleaned up", async () => {
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
    });

    await t.step("a caller signed out mid-import stops it; nothing is applied", async () => {
      const leaving = await createMember(sql, org, { userType: "Manager" });
      const before = await importSnapshot(sql, org.id);
      importTestHooks.afterChunk = async () => {
        importTestHooks.afterChunk = undefined;
        await endSession(sql, leaving.sessionId);
      };
      try {
        const r = await as(handler, leaving)(IMPORT, { csv: big });
        assert.equal(r.errors?.[0].extensions?.code, "UNAUTHENTICATED");
      } finally {
        importTestHooks.afterChunk = undefined;
      }
      assert.equal(await importSnapshot(sql, org.id), before);
      // Recorded as failed at once (by the system actor), so the next import may start.
      assert.equal((await asManager(PROGRESS)).data.importProgress.phase, "FAILED");
    });

    await t.step("new processes are written early, hidden until the apply shows them", async () => {
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
      importTestHooks.afterChunk = async () => {
        importTestHooks.afterChunk = undefined;
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
        importTestHooks.afterChunk = undefined;
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
    });

    assert.equal(await importSnapshot(sql, other.id), theirs);
  });
});
