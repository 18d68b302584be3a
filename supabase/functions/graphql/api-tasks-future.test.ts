/**
 * "This and following" through the real handler (docs/task-engine.md#series-and-overrides): one rule
 * for a series from an occurrence on; later occurrences move to the other person and
 * carry the occurrence's handle as init_handle, stored ones included; earlier ones stay;
 * repeating the edit changes nothing; a rule from an earlier occurrence supersedes later
 * ones.
 */
import type postgres from "postgres";
import type { Handler } from "./server/create-handler.ts";
import { strict as assert } from "node:assert";
import { as, createMember, createOrg, createRole, withApi } from "./testing/api-fixture.ts";
import {
  createScheduledProcess,
  fillRole,
  TASK_FIELDS,
  taskWriteCounts as counts,
} from "./testing/task-fixture.ts";

const UPDATE = `mutation($t: UpdateTaskInput!) { updateTask(task: $t) { ${TASK_FIELDS} } }`;
const FUTURE = `mutation($t: FutureTaskInput!) { updateFutureTask(task: $t) { ${TASK_FIELDS} } }`;
const TASKS = `query($q: [String!], $from: String, $to: String) {
  tasks(q: $q, from: $from, to: $to) { totalCount nodes { ${TASK_FIELDS} } } }`;
const MY_TASKS = `query($q: [String!], $from: String, $to: String) {
  myTasks(q: $q, from: $from, to: $to) { totalCount nodes { handle status is_late } } }`;

type Node = {
  id: number | null;
  handle: string;
  userId: number;
  name: string;
  description: string;
  init_handle: string;
  dueDate: string;
  status: string;
  history: unknown[];
};

async function arrange(sql: postgres.Sql, handler: Handler) {
  const org = await createOrg(sql);
  const admin = await createMember(sql, org, { userType: "Admin" });
  const user = await createMember(sql, org, { userType: "User" });
  // Holds no role of the process: only the rule gives them its tasks.
  const colleague = await createMember(sql, org, { userType: "User" });
  const asAdmin = as(handler, admin);
  const asUser = as(handler, user);

  const reviewers = await createRole(sql, org);
  await fillRole(sql, org, reviewers, user.id);
  // Mondays from 5 January 2026, for user only.
  const review = await createScheduledProcess(sql, org, {
    compact: "W1:Mon@2026-01-05",
    roleIds: [reviewers],
    name: "Review",
  });
  const h = (date: string) => `${review}-${user.id}-${date}`;
  const from = h("2026-02-02");
  // The edit the first test makes; the later ones make it first, too.
  const handOver = { handle: from, userId: colleague.id, name: "Review (handed over)" };
  const range = { q: [`process:${review}`], from: "2026-01-01", to: "2026-03-31" };
  const store = async (who: typeof asUser, task: Record<string, unknown>) =>
    (await who(UPDATE, { t: task })).data.updateTask;
  const early = await store(asUser, { handle: h("2026-01-12"), status: "InProgress" });
  const later = await store(asUser, { handle: h("2026-03-02"), status: "InProgress" });
  const custom = await store(asAdmin, { handle: h("2026-03-09"), name: "Custom" });

  return {
    org,
    admin,
    user,
    colleague,
    asAdmin,
    asUser,
    reviewers,
    review,
    h,
    from,
    handOver,
    range,
    store,
    early,
    later,
    custom,
  };
}

Deno.test("API updateFutureTask: later occurrences move to the other person; earlier ones stay", () =>
  withApi(async ({ sql, handler }) => {
    const { user, colleague, asAdmin, review, from, handOver, range, early, later, custom } =
      await arrange(sql, handler);
    const r = await asAdmin(FUTURE, { t: handOver });
    assert.equal(r.errors, undefined, JSON.stringify(r.errors));
    const answer = r.data.updateFutureTask;
    assert.equal(answer.id, null);
    assert.equal(answer.handle, from);
    assert.equal(answer.userId, colleague.id);
    assert.equal(answer.name, "Review (handed over)");
    assert.equal(answer.init_handle, from);

    const nodes: Node[] = (await asAdmin(TASKS, range)).data.tasks.nodes;
    assert.equal(nodes.length, 13);
    for (const n of nodes) {
      if (n.dueDate < "2026-02-02") {
        assert.equal(n.userId, user.id, n.handle);
        assert.equal(n.init_handle, n.handle);
        assert.equal(n.name, "Review task");
      } else {
        assert.equal(n.userId, colleague.id, n.handle);
        assert.equal(n.init_handle, from, n.handle);
        // A name set on one task is kept; the rest take the rule's.
        assert.equal(n.name, n.handle === custom.handle ? "Custom" : "Review (handed over)");
      }
    }
    // The earlier stored occurrence is as the User left it: theirs, one change.
    const early2 = nodes.find((n) => n.handle === early.handle)!;
    assert.equal(early2.status, "InProgress");
    assert.equal(early2.history.length, 1);
    // The later stored one follows the rule and keeps its status.
    const later2 = nodes.find((n) => n.handle === later.handle)!;
    assert.equal(later2.id, later.id);
    assert.equal(later2.status, "InProgress");
    assert.equal(later2.history.length, 2);
    const theirsNow = await as(handler, colleague)(MY_TASKS, {
      q: [`process:${review}`],
      from: "2026-02-01",
      to: "2026-02-28",
    });
    assert.equal(theirsNow.data.myTasks.totalCount, 4);
  }));

Deno.test("API updateFutureTask: the new person changes the status of a handed occurrence; the old may not", () =>
  withApi(async ({ sql, handler }) => {
    const { colleague, asAdmin, asUser, h, from, handOver } = await arrange(sql, handler);
    await asAdmin(FUTURE, { t: handOver });
    const handed = h("2026-02-09");
    const gone = await asUser(UPDATE, { t: { handle: handed, status: "Complete" } });
    assert.equal(gone.errors?.[0]?.extensions?.code, "NOT_FOUND");
    const r = await as(handler, colleague)(UPDATE, {
      t: { handle: handed, status: "Complete" },
    });
    assert.equal(r.errors, undefined, JSON.stringify(r.errors));
    assert.equal(r.data.updateTask.userId, colleague.id);
    assert.equal(r.data.updateTask.init_handle, from);
    assert.equal(r.data.updateTask.status, "Complete");
    assert.equal(typeof r.data.updateTask.id, "number");
  }));

Deno.test("API updateFutureTask: repeating the same edit changes nothing", () =>
  withApi(async ({ sql, handler }) => {
    const { org, colleague, asAdmin, handOver } = await arrange(sql, handler);
    await asAdmin(FUTURE, { t: handOver });
    const snapshot = async () => ({
      ...(await counts(sql, org)),
      rules: await sql`select id, updated_at, assignee_id, name from app.task_series_rules
        where org_id = ${org.id} order by id`,
      rows: await sql`select id, updated_at from app.tasks where org_id = ${org.id} order by id`,
    });
    const once = await snapshot();
    const again = await asAdmin(FUTURE, { t: handOver });
    assert.equal(again.errors, undefined);
    assert.equal(again.data.updateFutureTask.userId, colleague.id);
    assert.deepEqual(await snapshot(), once);
  }));

Deno.test("API updateFutureTask: a rule from an earlier occurrence supersedes later rules", () =>
  withApi(async ({ sql, handler }) => {
    const { org, colleague, asAdmin, review, h, range, handOver, custom } = await arrange(
      sql,
      handler,
    );
    await asAdmin(FUTURE, { t: handOver });
    await asAdmin(FUTURE, { t: { handle: h("2026-03-16"), name: "Later" } });
    const mid = h("2026-02-16");
    const m = await asAdmin(FUTURE, { t: { handle: mid, description: "From mid February" } });
    // Unchanged fields keep what the series had there.
    assert.equal(m.data.updateFutureTask.name, "Review (handed over)");
    assert.equal(m.data.updateFutureTask.userId, colleague.id);
    const rules = await sql`select to_char(from_date, 'YYYY-MM-DD') as d
      from app.task_series_rules where org_id = ${org.id} and process_id = ${review}
      order by from_date`;
    assert.deepEqual(rules.map((x) => x.d), ["2026-02-02", "2026-02-16"]);
    const march: Node[] = (await asAdmin(TASKS, { ...range, from: "2026-03-01" })).data.tasks.nodes;
    assert.equal(march.length, 5);
    for (const n of march) {
      assert.equal(n.description, "From mid February", n.handle);
      assert.equal(n.init_handle, mid, n.handle);
      assert.equal(n.name, n.handle === custom.handle ? "Custom" : "Review (handed over)");
    }
  }));

Deno.test("API updateFutureTask: not an occurrence, refused or invalid: nothing changes", () =>
  withApi(async ({ sql, handler }) => {
    const { org, asAdmin, asUser, reviewers, h } = await arrange(sql, handler);
    const before = await counts(sql, org);
    const tuesday = await asAdmin(FUTURE, { t: { handle: h("2026-02-03"), name: "x" } });
    assert.equal(tuesday.errors?.[0]?.extensions?.code, "NOT_FOUND");
    const manual = await asAdmin(FUTURE, { t: { handle: "m-0123456789abcdef", name: "x" } });
    assert.equal(manual.errors?.[0]?.extensions?.code, "NOT_FOUND");
    const byUser = await asUser(FUTURE, { t: { handle: h("2026-01-19"), name: "x" } });
    assert.equal(byUser.errors?.[0]?.extensions?.code, "FORBIDDEN");
    const empty = await asAdmin(FUTURE, { t: { handle: h("2026-01-19"), name: " " } });
    assert.equal(empty.errors?.[0]?.extensions?.code, "BAD_USER_INPUT");
    const nobody = await asAdmin(FUTURE, { t: { handle: h("2026-01-19"), userId: 987654321 } });
    assert.equal(nobody.errors?.[0]?.extensions?.code, "NOT_FOUND");
    // Someone who fills the role too has the process on that Monday already: the handed
    // occurrence would vanish into theirs (one task per process, person and day).
    const twin = await createMember(sql, org, { userType: "User", name: "Twin Reviewer" });
    await fillRole(sql, org, reviewers, twin.id);
    const onto = await asAdmin(FUTURE, { t: { handle: h("2026-01-19"), userId: twin.id } });
    assert.equal(onto.errors?.[0]?.extensions?.code, "BAD_USER_INPUT");
    assert.equal(onto.errors?.[0]?.extensions?.field, "userId");
    assert.match(onto.errors?.[0]?.message ?? "", /Twin Reviewer already has .*2026-01-19/);
    assert.equal(onto.data?.updateFutureTask, null);
    assert.deepEqual(await counts(sql, org), before);
  }));
