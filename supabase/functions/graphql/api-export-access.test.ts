/**
 * CSV exports of tasks, saved matrices and the matrix (docs/csv.md#export), and what every
 * export refuses: each holds exactly the rows of its list under the list's own access;
 * another organisation's rows never appear; more rows than the cap is refused. Every test
 * arranges its own organisation (testing/export-fixture.ts).
 */
import { strict as assert } from "node:assert";
import { createGraphqlHandler } from "./server/create-handler.ts";
import { as, type Member, TEST_SECRET, withApi } from "./testing/api-fixture.ts";
import {
  arrangeExportOrg,
  type Ask,
  cellsOf,
  EXPORT_MATRIX,
  EXPORT_MY_PROCESSES,
  EXPORT_MY_ROLES,
  EXPORT_MY_TASKS,
  EXPORT_PROCESSES,
  EXPORT_ROLES,
  EXPORT_SAVED,
  EXPORT_TASKS,
  EXPORT_USERS,
  handleOf,
  MATRIX,
  MY_PROCESSES,
  MY_ROLES,
  MY_TASKS,
  ok,
  range,
  recordsOf,
  refused,
  SAVED,
  sorted,
  TASKS,
} from "./testing/export-fixture.ts";

Deno.test("API CSV exports: tasks: the list's rows, order, late and handles", () =>
  withApi(async ({ sql, handler }) => {
    const { user, asAdmin } = await arrangeExportOrg(sql, handler);
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
        missed: n.is_missed ? "yes" : "no",
      }));
      assert.deepEqual(records.map(({ peopleHandle: _, ...r }) => r), expected);
    }
    const all = recordsOf((await ok(asAdmin, EXPORT_TASKS, range)).exportTasks);
    assert.ok(all.length > 0, "the fixture makes tasks");
    assert.deepEqual(
      sorted([...new Set(all.map((r) => r.peopleHandle))]),
      sorted(["jdoe", "kpatel", await handleOf(sql, user.id)]),
    );
  }));

Deno.test("API CSV exports: a User's exports hold what their lists show, the rest is refused", () =>
  withApi(async ({ sql, handler }) => {
    const { user, asUser } = await arrangeExportOrg(sql, handler);
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
  }));

Deno.test("API CSV exports: saved matrices: the caller's and the public ones, in the list's order", () =>
  withApi(async ({ sql, handler }) => {
    const { asAdmin } = await arrangeExportOrg(sql, handler);
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
  }));

Deno.test("API CSV exports: the matrix: rows × columns with the totals, as getMatrix counts", () =>
  withApi(async ({ sql, handler }) => {
    const { asAdmin } = await arrangeExportOrg(sql, handler);
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
  }));

Deno.test("API CSV exports: another organisation's rows never appear", () =>
  withApi(async ({ sql, handler }) => {
    const { outsider, asAdmin } = await arrangeExportOrg(sql, handler);
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
  }));

Deno.test("API CSV exports: more rows than the cap is refused; a narrower list exports", () =>
  withApi(async ({ sql, handler }) => {
    const { admin } = await arrangeExportOrg(sql, handler);
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
  }));
