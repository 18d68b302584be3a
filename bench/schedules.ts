import type postgres from "postgres";
import { parseCompactFrequency } from "../supabase/functions/_shared/domain/frequency/compact.ts";
import { compactFor } from "./seed-tasks.ts";

/**
 * `changes` schedule changes over `year`, written as history (the trigger that would date them
 * today is off for the transaction; docs/task-engine.md#schedule-changes): processes spread
 * over the catalogue each get another schedule of the mix from a day of the year on, and the
 * schedule they had decides the days before. Returns how many processes changed.
 */
export async function changeSchedules(
  sql: postgres.Sql,
  orgId: number,
  year: number,
  changes: number,
): Promise<number> {
  return await sql.begin(async (tx) => {
    await tx`set local session_replication_role = replica`;
    const processes = await tx`select id, process_handle from app.processes
      where org_id = ${orgId} and frequency_type = 'Scheduled' order by id`;
    const every = Math.max(1, Math.floor(processes.length / changes));
    const picked = processes.filter((_, k) => k % every === 0).slice(0, changes);
    const rows = picked.map((p, k) => {
      const n = Number(String(p.process_handle).replace(/\D/g, "")) + 1 + (k % 5);
      const compact = compactFor(n);
      const parsed = parseCompactFrequency(compact);
      if (!parsed.ok || !parsed.frequency) throw new Error(compact);
      const until = new Date(Date.UTC(year, 0, 1 + ((k * 37) % 330)));
      return {
        id: Number(p.id),
        compact,
        frequency: parsed.frequency as unknown as postgres.JSONValue,
        until: until.toISOString().slice(0, 10),
      };
    });
    for (const r of rows) {
      await tx`insert into app.process_schedules_ended (org_id, process_id, frequency_type,
          frequency, compact_frequency, has_dates, scheduled_from, in_force_until)
        select org_id, id, frequency_type, frequency, compact_frequency, has_dates,
               scheduled_from, ${r.until}::date
        from app.processes where org_id = ${orgId} and id = ${r.id}`;
      await tx`update app.processes set frequency = ${tx.json(r.frequency)},
          compact_frequency = ${r.compact}
        where org_id = ${orgId} and id = ${r.id}`;
    }
    return rows.length;
  });
}
