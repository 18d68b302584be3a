/**
 * CSV exports (docs/csv.md#export): each export holds exactly the rows of its list, in the
 * list's order, for the same q and sort, under the list's own access; formula cells are
 * neutralised; people, roles and processes re-import unchanged (the pure import check run
 * on the text against the stored rows finds no error and no difference); another
 * organisation's rows never appear; more rows than the cap is refused.
 */
import { strict as assert } from "node:assert";
import Papa from "papaparse";
import type postgres from "postgres";
import { restoreCell } from "../_shared/domain/import/formula-guard.ts";
import {
  preparePeopleImport,
  prepareProcessesImport,
  prepareRolesImport,
} from "../_shared/domain/import/prepare-import.ts";
import { createGraphqlHandler } from "./server/create-handler.ts";
import {
  as,
  createMember,
  createOrg,
  type GqlResult,
  type Member,
  TEST_SECRET,
  withApi,
} from "./testing/api-fixture.ts";

type Ask = (query: string, variables?: Record<string, unknown>) => Promise<GqlResult>;

/** The cells of an export, header first, as a spreadsheet shows them (guards taken off). */
function cellsOf(text: string): string[][] {
  const parsed = Papa.parse<string[]>(text, { skipEmptyLines: true });
  assert.deepEqual(parsed.errors, []);
  return parsed.data.map((row) => row.map(restoreCell));
}

/** The export's records keyed by its header. */
function recordsOf(text: string): Record<string, string>[] {
  const [header, ...rows] = cellsOf(text);
  return rows.map((row) => Object.fromEntries(header!.map((h, i) => [h, row[i]!])));
}

async function ok(ask: Ask, query: string, variables: Record<string, unknown> = {}) {
  const r = await ask(query, variables);
  assert.equal(r.errors, undefined, JSON.stringify(r.errors));
  return r.data;
}

async function refused(
  ask: Ask,
  query: string,
  variables: Record<string, unknown>,
  code: string,
): Promise<string> {
  const r = await ask(query, variables);
  assert.equal(r.errors?.[0]?.extensions?.code, code, JSON.stringify(r));
  return r.errors![0]!.message;
}

const sorted = <T>(items: readonly T[]) => [...items].sort();

const CREATE_ROLE = `mutation($r: CreateRoleInput!) { createRole(role: $r) { id } }`;
const CREATE_USER = `mutation($u: CreateUserInput!) { createUser(user: $u) { id } }`;
const CREATE_LABEL = `mutation($l: CreateLabelInput!) { createLabel(label: $l) { id } }`;
const CREATE_CATEGORY = `mutation($c: CreateProcessCategoryInput!) {
  createProcessCategory(processCategory: $c) { id } }`;
const CREATE_PROCESS = `mutation($p: CreateProcessInput!) { createProcess(process: $p) { id } }`;
const MAKE_MATRIX = `mutation($row: String!, $col: String!, $name: String!, $privacy: Boolean) {
  makeMatrix(row: $row, col: $col, name: $name, privacy: $privacy) { id } }`;

const LIST = "$q: [String!], $sortBy: String, $isDesc: Boolean";
const PASS = "q: $q, sortBy: $sortBy, isDesc: $isDesc";
const USERS = `query($q: [String!], $userType: UserType, $sortBy: String, $isDesc: Boolean) {
  users(q: $q, userType: $userType, sortBy: $sortBy, isDesc: $isDesc) { nodes { peopleHandle } } }`;
const EXPORT_USERS = `query($q: [String!], $userType: UserType, $sortBy: String, $isDesc: Boolean) {
  exportUsers(q: $q, userType: $userType, sortBy: $sortBy, isDesc: $isDesc) }`;
const ROLES = `query(${LIST}) { roles(${PASS}) { nodes { roleHandle } } }`;
const EXPORT_ROLES = `query(${LIST}) { exportRoles(${PASS}) }`;
const MY_ROLES = `query(${LIST}) { currentUserRoles(${PASS}) { nodes { roleHandle } } }`;
const EXPORT_MY_ROLES = `query(${LIST}) { exportCurrentUserRoles(${PASS}) }`;
const PROCESSES = `query(${LIST}) { processes(${PASS}) { nodes { processHandle } } }`;
const EXPORT_PROCESSES = `query(${LIST}) { exportProcesses(${PASS}) }`;
const MY_PROCESSES = `query(${LIST}) { currentUserProcesses(${PASS}) { nodes { processHandle } } }`;
const EXPORT_MY_PROCESSES = `query(${LIST}) { exportCurrentUserProcesses(${PASS}) }`;
const TASK_ARGS = `${LIST}, $from: String, $to: String`;
const TASK_PASS = `${PASS}, from: $from, to: $to`;
const TASK_NODES = `nodes { handle name dueDate status is_late process { processHandle }
  assignee { id } }`;
const TASKS = `query(${TASK_ARGS}) { tasks(${TASK_PASS}) { totalCount ${TASK_NODES} } }`;
const MY_TASKS = `query(${TASK_ARGS}) { myTasks(${TASK_PASS}) { totalCount ${TASK_NODES} } }`;
const EXPORT_TASKS = `query(${TASK_ARGS}) { exportTasks(${TASK_PASS}) }`;
const EXPORT_MY_TASKS = `query(${TASK_ARGS}) { exportMyTasks(${TASK_PASS}) }`;
const SAVED = `query($q: String, $sortBy: String, $isDesc: Boolean) {
  getSavedMatrixes(q: $q, sortBy: $sortBy, isDesc: $isDesc, perPage: 100) { nodes { name } } }`;
const EXPORT_SAVED = `query($q: String, $sortBy: String, $isDesc: Boolean) {
  exportSavedMatrices(q: $q, sortBy: $sortBy, isDesc: $isDesc) }`;
const MATRIX =
  `query($row: String!, $col: String!) { getMatrix(row: $row, col: $col) { name value } }`;
const EXPORT_MATRIX = `query($row: String!, $col: String!) { exportMatrix(row: $row, col: $col) }`;

/** What the import check needs of the organisation, read as stored. */
async function storedVocabulary(sql: postgres.Sql, orgId: number) {
  const roles = await sql`select r.role_handle, p.role_handle as parent from app.roles r
    left join app.roles p on p.org_id = r.org_id and p.id = r.reports_to_id
    where r.org_id = ${orgId}`;
  const prefixes = await sql`select prefix from app.process_categories where org_id = ${orgId}`;
  const labels = await sql`select label from app.labels where org_id = ${orgId}`;
  return {
    roles: roles.map((r) => ({ roleHandle: r.role_handle as string, reportsTo: r.parent })),
    roleHandles: roles.map((r) => r.role_handle as string),
    categoryPrefixes: prefixes.map((r) => r.prefix as string),
    labels: labels.map((r) => r.label as string),
  };
}

Deno.test("API CSV exports", async (t) => {
  await withApi(async ({ sql, handler }) => {
    const org = await createOrg(sql);
    const admin = await createMember(sql, org, { userType: "Admin", name: "Ada Admin" });
    const manager = await createMember(sql, org, { userType: "Manager", name: "Max Manager" });
    const user = await createMember(sql, org, { userType: "User", name: "Uma User" });
    const asAdmin = as(handler, admin);
    const asUser = as(handler, user);

    // Another organisation with rows of its own, which no export of this one may show.
    const other = await createOrg(sql);
    const outsider = await createMember(sql, other, { userType: "Admin", handle: "zzoutsider" });
    await ok(as(handler, outsider), CREATE_ROLE, { r: { roleHandle: "zzrole", name: "Theirs" } });

    const role = async (r: Record<string, unknown>) =>
      (await ok(asAdmin, CREATE_ROLE, { r })).createRole.id as number;
    const lead = await role({
      roleHandle: "lead",
      name: "=SUM(A1)",
      description: "-5 items, then +3",
      filledBy: [user.id],
    });
    const clerk = await role({ roleHandle: "clerk", name: "Clerk", reportsToId: lead });
    await role({ roleHandle: "archive", name: "Archivist", description: '@mention, "quoted"' });

    const person = (u: Record<string, unknown>) => ok(asAdmin, CREATE_USER, { u });
    await person({
      peopleHandle: "jdoe",
      name: "John Doe",
      email: "jdoe@example.com",
      description: '=HYPERLINK("http://evil")\nsecond line',
      userType: "Manager",
      isAuthEnabled: false,
      receiveWeeklyReminders: true,
      mobile: "+1 415 555 0123",
      roleIds: [lead, clerk],
    });
    await person({ peopleHandle: "kpatel", name: "Kiran Patel", roleIds: [clerk] });

    const label = async (text: string) =>
      (await ok(asAdmin, CREATE_LABEL, { l: { label: text } })).createLabel.id as number;
    const hr = await label("Dept:HR");
    const risk = await label("Risk:High");
    const ops = await label("Dept:Ops");
    const category = (await ok(asAdmin, CREATE_CATEGORY, { c: { prefix: "HR" } }))
      .createProcessCategory.id;
    const process = (p: Record<string, unknown>) => ok(asAdmin, CREATE_PROCESS, { p });
    await process({
      processHandle: "HR-001",
      name: "Monthly payroll",
      description: "+1 call\r\nthen file",
      categoryId: category,
      labelIds: [hr, risk],
      assignedRoleIds: [clerk, lead],
      roleId: lead,
      compactFrequency: "*:25",
      scheduledFrom: "2026-01-01",
      docs: [
        { name: "Guide", value: "https://example.com/guide;jsessionid=1" },
        { name: "=Index", value: "https://example.com/index?a=1,b=2" },
      ],
    });
    await process({
      processHandle: "OPS-001",
      name: "Archive files",
      labelIds: [ops],
      assignedRoleIds: [clerk],
      compactFrequency: "Mar,Jun,Sep,Dec:1#1",
      scheduledFrom: "2026-02-01",
    });
    await process({ processHandle: "OPS-002", name: "Order supplies" });

    for (
      const [name, privacy, member] of [
        ["Departments by role", false, admin],
        ["Risks", true, admin],
        ["Manager's own", true, manager],
      ] as const
    ) {
      await ok(as(handler, member), MAKE_MATRIX, { row: "Dept", col: "Role", name, privacy });
    }

    await t.step("people: the rows and order of users for the same q and sort", async () => {
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
    });

    await t.step("formula cells are neutralised with a leading quote, nothing else", async () => {
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
    });

    await t.step("people re-import unchanged: no error, every line as stored", async () => {
      const text = (await ok(asAdmin, EXPORT_USERS)).exportUsers;
      const stored = await storedVocabulary(sql, org.id);
      const prepared = preparePeopleImport(text, stored);
      assert.ok(prepared.ok, JSON.stringify(prepared));
      assert.deepEqual(prepared.errors, []);
      assert.deepEqual(prepared.messages, []);
      const rows = await sql`select p.people_handle, p.name, p.email, p.description,
          p.user_type, p.is_auth_enabled, p.receive_weekly_reminders, p.mobile,
          coalesce(array_agg(r.role_handle) filter (where r.id is not null), '{}') as roles
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
    });

    await t.step("roles: list order, q, and a re-import that changes nothing", async () => {
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
      const prepared = prepareRolesImport(`\uFEFF${text}`, stored);
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
    });

    await t.step("processes: list order, q, and a re-import that changes nothing", async () => {
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
      const prepared = prepareProcessesImport(text, stored);
      assert.ok(prepared.ok, JSON.stringify(prepared));
      assert.deepEqual(prepared.errors, []);
      assert.deepEqual(prepared.messages, [], "no label would be created");
      const rows = await sql`select p.id, p.process_handle, p.name, p.description,
          c.prefix, o.role_handle as owner, p.frequency_type, p.frequency, p.compact_frequency,
          p.has_dates, to_char(p.scheduled_from, 'YYYY-MM-DD') as scheduled_from,
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
        }, row.process_handle);
      }
    });

    const range = { from: "2026-01-01", to: "2026-12-31" };
    await t.step("tasks: the list's rows, order, late and handles", async () => {
      for (
        const args of [
          range,
          { ...range, sortBy: "name", isDesc: true },
          { ...range, q: ["status=Not Started", "role:lead"] },
          { ...range, q: ["is:late"] },
        ]
      ) {
        const list = (await ok(asAdmin, TASKS, args)).tasks;
        const text = (await ok(asAdmin, EXPORT_TASKS, args)).exportTasks;
        const records = recordsOf(text);
        assert.equal(records.length, list.totalCount, JSON.stringify(args));
        // deno-lint-ignore no-explicit-any
        const expected = list.nodes.map((n: any) => ({
          handle: n.handle,
          name: n.name,
          processHandle: n.process?.processHandle ?? "",
          dueDate: n.dueDate,
          status: { NotStarted: "Not Started", InProgress: "In Progress" }[n.status as string] ??
            n.status,
          late: n.is_late ? "yes" : "no",
        }));
        assert.deepEqual(records.map(({ peopleHandle: _, ...r }) => r), expected);
      }
      const all = recordsOf((await ok(asAdmin, EXPORT_TASKS, range)).exportTasks);
      assert.ok(all.length > 0, "the fixture makes tasks");
      assert.deepEqual(
        sorted([...new Set(all.map((r) => r.peopleHandle))]),
        sorted(["jdoe", "kpatel", await handleOf(sql, user.id)]),
      );
    });

    await t.step("a User's exports hold what their lists show, the rest is refused", async () => {
      const mine = (await ok(asUser, MY_TASKS, range)).myTasks;
      const records = recordsOf((await ok(asUser, EXPORT_MY_TASKS, range)).exportMyTasks);
      assert.ok(mine.totalCount > 0);
      assert.deepEqual(
        records.map((r) => r.handle),
        // deno-lint-ignore no-explicit-any
        mine.nodes.map((n: any) => n.handle),
      );
      const me = await handleOf(sql, user.id);
      assert.ok(records.every((r) => r.peopleHandle === me));
      await refused(asUser, EXPORT_MY_TASKS, { ...range, q: ["d=org"] }, "FORBIDDEN");

      const myRoles = (await ok(asUser, MY_ROLES)).currentUserRoles.nodes.map(
        (n: { roleHandle: string }) => n.roleHandle,
      );
      const roleText = (await ok(asUser, EXPORT_MY_ROLES)).exportCurrentUserRoles;
      assert.deepEqual(recordsOf(roleText).map((r) => r.roleHandle), myRoles);
      assert.deepEqual(myRoles, ["lead"]);
      const myProcesses = (await ok(asUser, MY_PROCESSES)).currentUserProcesses.nodes.map(
        (n: { processHandle: string }) => n.processHandle,
      );
      const processText = (await ok(asUser, EXPORT_MY_PROCESSES)).exportCurrentUserProcesses;
      assert.deepEqual(recordsOf(processText).map((r) => r.processHandle), myProcesses);
      assert.deepEqual(myProcesses, ["HR-001"]);

      for (
        const [query, variables] of [
          [EXPORT_USERS, {}],
          [EXPORT_ROLES, {}],
          [EXPORT_PROCESSES, {}],
          [EXPORT_TASKS, range],
          [EXPORT_SAVED, {}],
          [EXPORT_MATRIX, { row: "Dept", col: "Role" }],
        ] as const
      ) {
        await refused(asUser, query, variables, "FORBIDDEN");
      }
    });

    await t.step(
      "saved matrices: the caller's and the public ones, in the list's order",
      async () => {
        for (const args of [{}, { sortBy: "name", isDesc: false }, { q: "risk" }]) {
          const list = (await ok(asAdmin, SAVED, args)).getSavedMatrixes.nodes.map(
            (n: { name: string }) => n.name,
          );
          const text = (await ok(asAdmin, EXPORT_SAVED, args)).exportSavedMatrices;
          assert.deepEqual(recordsOf(text).map((r) => r.name), list, JSON.stringify(args));
        }
        const all = recordsOf((await ok(asAdmin, EXPORT_SAVED)).exportSavedMatrices);
        assert.ok(!all.some((r) => r.name === "Manager's own"));
        assert.deepEqual(all.find((r) => r.name === "Risks"), {
          name: "Risks",
          row: "Dept",
          col: "Role",
          owner: "Ada Admin",
          private: "yes",
        });
      },
    );

    await t.step("the matrix: rows × columns with the totals, as getMatrix counts", async () => {
      const args = { row: "Dept", col: "Role" };
      const cells = (await ok(asAdmin, MATRIX, args)).getMatrix as {
        name: string;
        value: number;
      }[];
      const csv = cellsOf((await ok(asAdmin, EXPORT_MATRIX, args)).exportMatrix);
      const roles = ["archive", "clerk", "lead"];
      assert.deepEqual(csv[0], ["Dept \\ Role", ...roles, "All"]);
      assert.deepEqual(csv.map((r) => r[0]), ["Dept \\ Role", "Dept:HR", "Dept:Ops", "All"]);
      const value = (r: string, c: string) =>
        String(cells.find((cell) => cell.name === `${r}|${c}`)!.value);
      for (const [r, rowName] of ["Dept:HR", "Dept:Ops", "all"].entries()) {
        assert.deepEqual(
          csv[r + 1]!.slice(1),
          [...roles, "all"].map((c) => value(rowName, c)),
        );
      }
      assert.deepEqual(csv[1], ["Dept:HR", "0", "1", "1", "1"]);
      await refused(asAdmin, EXPORT_MATRIX, { row: "Nope", col: "Role" }, "BAD_USER_INPUT");
    });

    await t.step("another organisation's rows never appear", async () => {
      const texts = [
        (await ok(asAdmin, EXPORT_USERS)).exportUsers,
        (await ok(asAdmin, EXPORT_ROLES)).exportRoles,
        (await ok(asAdmin, EXPORT_PROCESSES)).exportProcesses,
        (await ok(asAdmin, EXPORT_TASKS, range)).exportTasks,
        (await ok(asAdmin, EXPORT_SAVED)).exportSavedMatrices,
      ];
      for (const text of texts) assert.ok(!/zz(outsider|role)/.test(text), text);
      const theirs = (await ok(as(handler, outsider), EXPORT_USERS)).exportUsers;
      assert.deepEqual(recordsOf(theirs).map((r) => r.peopleHandle), ["zzoutsider"]);
    });

    await t.step("more rows than the cap is refused; a narrower list exports", async () => {
      const capped = createGraphqlHandler({
        sql,
        jwtSecret: TEST_SECRET,
        exportLimits: { maxRows: 3 },
      });
      const ask = (member: Member): Ask => as(capped, member);
      const message = await refused(ask(admin), EXPORT_USERS, {}, "BAD_USER_INPUT");
      assert.match(message, /This list has 5 rows; an export holds at most 3\./);
      await refused(ask(admin), EXPORT_TASKS, range, "BAD_USER_INPUT");
      const narrow = (await ok(ask(admin), EXPORT_USERS, { q: ["role:clerk"] })).exportUsers;
      assert.deepEqual(sorted(recordsOf(narrow).map((r) => r.peopleHandle)), ["jdoe", "kpatel"]);
      const three = (await ok(ask(admin), EXPORT_ROLES)).exportRoles;
      assert.equal(recordsOf(three).length, 3, "exactly the cap is allowed");
      // The matrix counts its lines: Dept's two values and All.
      await ok(ask(admin), EXPORT_MATRIX, { row: "Dept", col: "Role" });
      await refused(ask(admin), EXPORT_MATRIX, { row: "Role", col: "Dept" }, "BAD_USER_INPUT");
    });
  });
});

async function handleOf(sql: postgres.Sql, id: number): Promise<string> {
  const [row] = await sql`select people_handle from app.people where id = ${id}`;
  return row!.people_handle;
}
