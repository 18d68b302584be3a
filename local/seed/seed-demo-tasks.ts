/**
 * Writes the demo's task plan (demo-tasks.ts) into a freshly seeded organisation, inside
 * the seed's transaction.
 *
 * Who wrote what: app.tasks stamps updated_by (and the history its writer) with
 * app.current_person_id(), which the seed — a superuser with no request — leaves null,
 * shown as "System". Where the writer is a demo account (it has an auth user), the seed
 * sets the request claims and tenant that make it that person, so the demo User's own
 * changes read as theirs. The claims are transaction-local and cleared at the end.
 */
import type postgres from "postgres";
import {
  type DemoTaskPlan,
  planDemoTasks,
  type TaskChange,
  type TaskValues,
} from "./demo-tasks.ts";
import type { DemoIds } from "./demo-task-source.ts";

const CHUNK = 500;

export async function insertDemoTasks(
  tx: postgres.TransactionSql,
  org: { id: string; prefix: string },
  ids: DemoIds,
  /** Auth user ids of the demo accounts, by people handle. */
  accounts: ReadonlyMap<string, string>,
  now: Date,
): Promise<DemoTaskPlan> {
  const plan = planDemoTasks({ ids, now });
  const personId = (handle: string | null) => handle === null ? null : ids.people.get(handle)!;

  for (const { rule, by } of plan.rules) {
    await tx`
      insert into app.task_series_rules (org_id, process_id, person_id, from_date, from_handle,
                                         assignee_id, name, description, updated_by)
      values (${org.id}, ${rule.processId}, ${rule.personId}, ${rule.fromDate}, ${rule.fromHandle},
              ${rule.assigneeId}, ${rule.name}, ${rule.description}, ${personId(by)})`;
  }

  let writer: string | null | undefined;
  const actAs = async (handle: string | null) => {
    const account = handle === null ? undefined : accounts.get(handle);
    const next = account === undefined ? null : handle;
    if (next === writer) return;
    const claims = account === undefined
      ? ""
      : JSON.stringify({ sub: account, role: "authenticated" });
    await tx`select set_config('request.jwt.claims', ${claims}, true),
                    set_config('app.tenant', ${account === undefined ? "" : org.prefix}, true)`;
    writer = next;
  };

  // Rows without a story go in bulk, grouped by the writer they can be attributed to.
  const byWriter = new Map<string | null, ReturnType<typeof row>[]>();
  for (const task of plan.tasks) {
    if (task.updates.length) continue;
    const key = task.by !== null && accounts.has(task.by) ? task.by : null;
    byWriter.set(key, [...(byWriter.get(key) ?? []), row(org.id, task.insert, now)]);
  }
  for (const [by, rows] of byWriter) {
    await actAs(by);
    for (let i = 0; i < rows.length; i += CHUNK) {
      await tx`insert into app.tasks ${tx(rows.slice(i, i + CHUNK))}`;
    }
  }

  // Tasks with a history: inserted as generated, then changed one update at a time.
  for (const task of plan.tasks) {
    if (!task.updates.length) continue;
    await actAs(task.by);
    await tx`insert into app.tasks ${tx(row(org.id, task.insert, now))}`;
    for (const { set, by } of task.updates) {
      await actAs(by);
      await tx`update app.tasks set ${tx(columns(set))}
               where org_id = ${org.id} and handle = ${task.insert.handle}`;
    }
  }
  await actAs(null);
  return plan;
}

function row(orgId: string, t: TaskValues & { updatedAt: string | null }, now: Date) {
  return {
    org_id: orgId,
    ...columns(t),
    handle: t.handle,
    init_handle: t.initHandle,
    name: t.name,
    description: t.description,
    process_id: t.processId,
    person_id: t.personId,
    is_manually_created: t.isManuallyCreated,
    // Null: written when the seed runs (a multi-row insert cannot mix in the default).
    updated_at: t.updatedAt ?? now,
  };
}

/** The changeable columns present in `t`, by their SQL names. */
function columns(t: Partial<TaskValues> & TaskChange) {
  const out: Record<string, string | boolean> = {};
  if (t.status !== undefined) out.status = t.status;
  if (t.dueDate !== undefined) out.due_date = t.dueDate;
  if (t.deleted !== undefined) out.deleted = t.deleted;
  if (t.skipReason !== undefined) out.skip_reason = t.skipReason;
  return out;
}
