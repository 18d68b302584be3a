/** What admins see of the reminder runs on /settings, read under their row-level security. */
import type { Tx } from "../client.ts";

export interface ReminderRunFailure {
  personId: number;
  personName: string | null;
  reason: string;
}

export interface ReminderRun {
  id: number;
  channel: "email" | "sms";
  period: string;
  /** ISO 8601 */
  startedAt: string;
  finishedAt: string | null;
  enqueued: number;
  sent: number;
  skipped: number;
  failed: number;
  failures: ReminderRunFailure[];
}

/** The organisation's latest runs, newest first, with the reasons of their failed rows. */
export async function listReminderRuns(
  tx: Tx,
  orgId: number,
  limit: number,
): Promise<ReminderRun[]> {
  const runs = await tx`
    select r.*,
           coalesce((select jsonb_agg(jsonb_build_object('personId', o.person_id,
                                        'personName', p.name, 'reason', o.last_error)
                                      order by o.id)
                       from app.reminder_outbox o
                       left join app.people p on p.org_id = o.org_id and p.id = o.person_id
                      where o.org_id = r.org_id and o.run_id = r.id and o.status = 'failed'),
                    '[]'::jsonb) as failures
      from app.reminder_runs r
     where r.org_id = ${orgId}
     order by r.started_at desc, r.id desc
     limit ${limit}`;
  return runs.map((r) => ({
    id: Number(r.id),
    channel: r.channel,
    period: r.period,
    startedAt: new Date(r.started_at).toISOString(),
    finishedAt: r.finished_at ? new Date(r.finished_at).toISOString() : null,
    enqueued: Number(r.enqueued),
    sent: Number(r.sent),
    skipped: Number(r.skipped),
    failed: Number(r.failed),
    failures: (r.failures as ReminderRunFailure[]).map((f) => ({
      personId: Number(f.personId),
      personName: f.personName ?? null,
      reason: f.reason ?? "",
    })),
  }));
}
