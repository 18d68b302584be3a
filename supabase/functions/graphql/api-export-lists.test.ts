/**
 * CSV exports of people, roles and processes (docs/csv.md#export): each holds exactly the
 * rows of its list, in the list's order, for the same q and sort; formula cells are
 * neutralised; each re-imports unchanged (the pure import check run on the text against
 * the stored rows finds no error and no difference). Every test arranges its own
 * organisation (testing/export-fixture.ts).
 */
import { strict as assert } from "node:assert";
import {
  preparePeopleImport,
  prepareProcessesImport,
  prepareRolesImport,
} from "../_shared/domain/import/prepare-import.ts";
import { withApi } from "./testing/api-fixture.ts";
import {
  arrangeExportOrg,
  EXPORT_PROCESSES,
  EXPORT_ROLES,
  EXPORT_USERS,
  ok,
  PROCESSES,
  recordsOf,
  ROLES,
  sorted,
  storedVocabulary,
  USERS,
} from "./testing/export-fixture.ts";

Deno.test("API CSV exports: people: the rows and order of users for the same q and sort", () =>
  withApi(async ({ sql, handler }) => {
    const { asAdmin } = await arrangeExportOrg(sql, handler);
    for (
      const args of [
        {},
        { sortBy: "peopleHandle", isDesc: true },
        { q: ["role:clerk"] },
        { q: ["doe"], userType: "Manager" },
      ]
    ) {
      const list = (await ok(asAdmin, USERS, args)).users.nodes.map(
        (n: { peopleHandle: string }) => n.peopleHandle,
      );
      const text = (await ok(asAdmin, EXPORT_USERS, args)).exportUsers;
      assert.deepEqual(recordsOf(text).map((r) => r.peopleHandle), list, JSON.stringify(args));
    }
  }));

Deno.test("API CSV exports: formula cells are neutralised with a leading quote, nothing else", () =>
  withApi(async ({ sql, handler }) => {
    const { asAdmin } = await arrangeExportOrg(sql, handler);
    const roles = (await ok(asAdmin, EXPORT_ROLES)).exportRoles as string;
    assert.ok(roles.startsWith("roleHandle,name,description,reportsTo\r\n"));
    assert.match(roles, /\r\nlead,'=SUM\(A1\),"'-5 items, then \+3",\r\n/);
    assert.ok(roles.includes(`\r\narchive,Archivist,"'@mention, ""quoted""",\r\n`), roles);
    const people = (await ok(asAdmin, EXPORT_USERS, { q: ["jdoe"] })).exportUsers as string;
    assert.ok(people.includes(`"'=HYPERLINK(""http://evil"")\nsecond line"`), people);
    // The mobile number leads with "+": quoted, so a spreadsheet keeps it as text.
    assert.match(people, /,'\+14155550123\r\n/);
    const processes = (await ok(asAdmin, EXPORT_PROCESSES)).exportProcesses as string;
    assert.ok(processes.includes(`"'+1 call\r\nthen file"`), processes);
    assert.ok(processes.includes("Guide|https://example.com/guide;jsessionid=1;=Index|"));
  }));

Deno.test("API CSV exports: people re-import unchanged: no error, every line as stored", () =>
  withApi(async ({ sql, handler }) => {
    const { org, asAdmin } = await arrangeExportOrg(sql, handler);
    const text = (await ok(asAdmin, EXPORT_USERS)).exportUsers;
    const stored = await storedVocabulary(sql, org.id);
    const prepared = preparePeopleImport(text, stored, undefined, "clear");
    assert.ok(prepared.ok, JSON.stringify(prepared));
    assert.deepEqual(prepared.errors, []);
    assert.deepEqual(prepared.messages, []);
    const rows = await sql`select p.people_handle, p.name, p.email, p.description,
        p.user_type, p.is_auth_enabled, p.receive_weekly_reminders, p.mobile,
        coalesce(array_agg(r.role_handle || coalesce('@' || m.held_from::text, ''))
                 filter (where r.id is not null), '{}') as roles
      from app.people p
      left join app.role_members m on m.org_id = p.org_id and m.person_id = p.id
      left join app.roles r on r.org_id = m.org_id and r.id = m.role_id
      where p.org_id = ${org.id} group by p.id`;
    assert.equal(prepared.lines.length, rows.length);
    const byHandle = new Map(prepared.lines.map(({ line: _, ...p }) => [p.peopleHandle, p]));
    for (const row of rows) {
      const line = byHandle.get(row.people_handle)!;
      assert.deepEqual({ ...line, roles: sorted(line.roles!) }, {
        peopleHandle: row.people_handle,
        name: row.name,
        email: row.email,
        description: row.description,
        userType: row.user_type,
        isAuthEnabled: row.is_auth_enabled,
        receiveWeeklyReminders: row.receive_weekly_reminders,
        roles: sorted(row.roles),
        mobile: row.mobile,
      });
    }
  }));

Deno.test("API CSV exports: roles: list order, q, and a re-import that changes nothing", () =>
  withApi(async ({ sql, handler }) => {
    const { org, asAdmin } = await arrangeExportOrg(sql, handler);
    for (const args of [{}, { sortBy: "name", isDesc: true }, { q: ["lea"] }]) {
      const list = (await ok(asAdmin, ROLES, args)).roles.nodes.map(
        (n: { roleHandle: string }) => n.roleHandle,
      );
      const text = (await ok(asAdmin, EXPORT_ROLES, args)).exportRoles;
      assert.deepEqual(recordsOf(text).map((r) => r.roleHandle), list, JSON.stringify(args));
    }
    const text = (await ok(asAdmin, EXPORT_ROLES)).exportRoles;
    const stored = await storedVocabulary(sql, org.id);
    // As downloaded: the web puts a byte-order mark in front for spreadsheet apps.
    const prepared = prepareRolesImport(`\uFEFF${text}`, stored, undefined, "clear");
    assert.ok(prepared.ok, JSON.stringify(prepared));
    assert.deepEqual(prepared.errors, []);
    const rows = await sql`select r.role_handle, r.name, r.description, p.role_handle as parent
      from app.roles r left join app.roles p on p.org_id = r.org_id and p.id = r.reports_to_id
      where r.org_id = ${org.id} order by r.id`;
    assert.deepEqual(
      prepared.lines.map(({ line: _, ...r }) => r),
      rows.map((r) => ({
        roleHandle: r.role_handle,
        name: r.name,
        description: r.description,
        reportsTo: r.parent,
      })),
    );
  }));

Deno.test("API CSV exports: processes: list order, q, and a re-import that changes nothing", () =>
  withApi(async ({ sql, handler }) => {
    const { org, asAdmin } = await arrangeExportOrg(sql, handler);
    for (
      const args of [{}, { sortBy: "processHandle", isDesc: true }, { q: ["label:Dept:Ops"] }]
    ) {
      const list = (await ok(asAdmin, PROCESSES, args)).processes.nodes.map(
        (n: { processHandle: string }) => n.processHandle,
      );
      const text = (await ok(asAdmin, EXPORT_PROCESSES, args)).exportProcesses;
      assert.deepEqual(recordsOf(text).map((r) => r.processHandle), list, JSON.stringify(args));
    }
    const text = (await ok(asAdmin, EXPORT_PROCESSES)).exportProcesses;
    const stored = await storedVocabulary(sql, org.id);
    const prepared = prepareProcessesImport(text, stored, undefined, "clear");
    assert.ok(prepared.ok, JSON.stringify(prepared));
    assert.deepEqual(prepared.errors, []);
    assert.deepEqual(prepared.messages, [], "no label would be created");
    const rows = await sql`select p.id, p.process_handle, p.name, p.description,
        c.prefix, o.role_handle as owner, p.frequency_type, p.frequency, p.compact_frequency,
        p.has_dates, to_char(p.scheduled_from, 'YYYY-MM-DD') as scheduled_from, p.unfinished_rule,
        coalesce((select array_agg(l.label) from app.process_labels pl
          join app.labels l on l.org_id = pl.org_id and l.id = pl.label_id
          where pl.org_id = p.org_id and pl.process_id = p.id), '{}') as labels,
        coalesce((select array_agg(r.role_handle) from app.process_roles pr
          join app.roles r on r.org_id = pr.org_id and r.id = pr.role_id
          where pr.org_id = p.org_id and pr.process_id = p.id), '{}') as roles,
        coalesce((select json_agg(json_build_object('name', d.name, 'value', d.url)
            order by d.id)
          from app.process_docs d where d.org_id = p.org_id and d.process_id = p.id),
          '[]') as docs
      from app.processes p
      left join app.process_categories c on c.org_id = p.org_id and c.id = p.category_id
      left join app.roles o on o.org_id = p.org_id and o.id = p.owner_role_id
      where p.org_id = ${org.id}`;
    assert.equal(prepared.lines.length, rows.length);
    const byHandle = new Map(prepared.lines.map(({ line: _, ...p }) => [p.processHandle, p]));
    for (const row of rows) {
      const line = byHandle.get(row.process_handle)!;
      assert.deepEqual({
        ...line,
        labels: sorted(line.labels!),
        assignedRoles: sorted(line.assignedRoles!),
      }, {
        processHandle: row.process_handle,
        name: row.name,
        description: row.description,
        category: row.prefix,
        labels: sorted(row.labels),
        assignedRoles: sorted(row.roles),
        owningRole: row.owner,
        frequency: {
          frequencyType: row.frequency_type,
          frequency: row.frequency_type === "AsNeeded" ? null : row.frequency,
          compactFrequency: row.compact_frequency,
          hasDates: row.has_dates,
        },
        scheduledFrom: row.scheduled_from,
        docs: row.docs,
        unfinishedRule: row.unfinished_rule,
      }, row.process_handle);
    }
  }));
