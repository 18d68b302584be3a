/**
 * importProcesses over HTTP (docs/csv.md#import): the preview changes nothing, the import
 * stores what the process form stores, a re-import changes nothing, a file without a column
 * or over the limits, a User is refused; another organisation's same handles are never
 * touched. The import as a job (cancel, failure, progress) is api-import-processes-job.test.ts.
 */
import { strict as assert } from "node:assert";
import { IMPORT_HEADER } from "./server/large-body.ts";
import { as, gql, withApi } from "./testing/api-fixture.ts";
import { importSnapshot } from "./testing/import-snapshot.ts";

import {
  arrange,
  CANCEL,
  FILE,
  IMPORT,
  messages,
  PROGRESS,
} from "./testing/import-processes-fixture.ts";

Deno.test("API importProcesses: a User may not import, preview, cancel or read progress", () =>
  withApi(async ({ sql, handler }) => {
    const { org, user, other, theirs } = await arrange(sql, handler);
    const before = await importSnapshot(sql, org.id);
    for (const query of [IMPORT, PROGRESS, CANCEL]) {
      const r = await as(handler, user)(query, { csv: FILE, dry: true });
      assert.equal(r.errors?.[0].extensions?.code, "FORBIDDEN", query);
    }
    assert.equal(await importSnapshot(sql, org.id), before);
    // Another organisation's same handles are untouched.
    assert.equal(await importSnapshot(sql, other.id), theirs);
  }));

Deno.test("API importProcesses: an import beside another field is refused", () =>
  withApi(async ({ sql, handler }) => {
    const { asManager, other, theirs } = await arrange(sql, handler);
    const r = await asManager(
      `mutation($csv: String!) { importProcesses(csvText: $csv) { dryRun } cancelRolesImport }`,
      { csv: FILE },
    );
    assert.equal(r.errors?.[0].extensions?.code, "BAD_USER_INPUT");
    assert.match(r.errors![0].message, /only field/);
    // Another organisation's same handles are untouched.
    assert.equal(await importSnapshot(sql, other.id), theirs);
  }));

Deno.test("API importProcesses: the preview reports what would happen and changes nothing", () =>
  withApi(async ({ sql, handler }) => {
    const { org, asManager, other, theirs } = await arrange(sql, handler);
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
    // Another organisation's same handles are untouched.
    assert.equal(await importSnapshot(sql, other.id), theirs);
  }));

Deno.test("API importProcesses: the import stores what the process form stores", () =>
  withApi(async ({ sql, handler }) => {
    const { org, admin, other, theirs, asManager } = await arrange(sql, handler);
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
    // Another organisation's same handles are untouched.
    assert.equal(await importSnapshot(sql, other.id), theirs);
  }));

Deno.test("API importProcesses: re-importing the same file creates and changes nothing", () =>
  withApi(async ({ sql, handler }) => {
    const { org, asManager, other, theirs, admin } = await arrange(sql, handler);
    // The file as the import before left it.
    await as(handler, admin)(IMPORT, { csv: FILE });
    const before = await importSnapshot(sql, org.id);
    const r = await asManager(IMPORT, { csv: FILE });
    assert.equal(r.errors, undefined, JSON.stringify(r.errors));
    assert.deepEqual(r.data.importProcesses.created, []);
    assert.deepEqual(r.data.importProcesses.updated, []);
    assert.equal(await importSnapshot(sql, org.id), before);
    // Another organisation's same handles are untouched.
    assert.equal(await importSnapshot(sql, other.id), theirs);
  }));

Deno.test("API importProcesses: a file without a column leaves that field unchanged", () =>
  withApi(async ({ sql, handler }) => {
    const { org, asManager, other, theirs, admin } = await arrange(sql, handler);
    // The file as the import before left it.
    await as(handler, admin)(IMPORT, { csv: FILE });
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
    // Another organisation's same handles are untouched.
    assert.equal(await importSnapshot(sql, other.id), theirs);
  }));

Deno.test("API importProcesses: a file over the limits is one line-0 error and changes nothing", () =>
  withApi(async ({ sql, handler }) => {
    const { org, manager, other, theirs, admin } = await arrange(sql, handler);
    // The file as the import before left it.
    await as(handler, admin)(IMPORT, { csv: FILE });
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
    // Another organisation's same handles are untouched.
    assert.equal(await importSnapshot(sql, other.id), theirs);
  }));
