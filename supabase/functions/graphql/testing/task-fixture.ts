/**
 * Scheduled processes and role members for the task API tests. Their assignments and
 * holdings date from LONG_AGO, before any process starts: each series runs over its
 * process's whole schedule (docs/task-engine.md#who-held-a-role-when). A test of dated
 * holdings writes its own dates.
 */
import type postgres from "postgres";
import { parseCompactFrequency } from "../../_shared/domain/frequency/compact.ts";
import { countRows, type Org } from "./api-fixture.ts";

let counter = 0;

/** Before every process of the tests: a holding from then counts from the process's start. */
export const LONG_AGO = "2000-01-01";

/** A scheduled process of a compact frequency, assigned to `roleIds`. */
export async function createScheduledProcess(
  sql: postgres.Sql,
  org: Org,
  options: { compact: string; roleIds?: number[]; scheduledFrom?: string; name?: string },
): Promise<number> {
  const parsed = parseCompactFrequency(options.compact);
  if (!parsed.ok || !parsed.frequency) throw new Error(`bad compact ${options.compact}`);
  const n = ++counter;
  const [row] = await sql`insert into app.processes (org_id, process_handle, name, frequency_type,
      frequency, compact_frequency, has_dates, scheduled_from)
    values (${org.id}, ${"TP-" + n}, ${options.name ?? `Process ${n}`}, 'Scheduled',
      ${sql.json(parsed.frequency as postgres.JSONValue)}, ${options.compact}, true,
      ${options.scheduledFrom ?? "2026-01-01"})
    returning id`;
  const id = Number(row.id);
  for (const roleId of options.roleIds ?? []) {
    await sql`insert into app.process_roles (org_id, process_id, role_id, assigned_from)
      values (${org.id}, ${id}, ${roleId}, ${LONG_AGO})`;
  }
  return id;
}

export async function fillRole(sql: postgres.Sql, org: Org, roleId: number, personId: number) {
  await sql`insert into app.role_members (org_id, role_id, person_id, held_from)
    values (${org.id}, ${roleId}, ${personId}, ${LONG_AGO})`;
}

export const TASK_FIELDS = `id handle init_handle name description processId userId dueDate status
  is_late deleted updated_at isManuallyCreated assignee { id name } process { id name processHandle }
  updatedBy { id name } history { at by { id name } changes { field from to } }`;

/** Rows of the organisation that task writes touch, to prove "nothing changed". */
export async function taskWriteCounts(sql: postgres.Sql, org: Org) {
  return {
    tasks: await countRows(sql, "tasks", org.id),
    rules: await countRows(sql, "task_series_rules", org.id),
    changes: await countRows(sql, "task_changes", org.id),
  };
}
