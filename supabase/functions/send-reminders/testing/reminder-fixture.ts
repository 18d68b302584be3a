/** An organisation whose people receive weekly reminders, and a sender over a loopback SMTP sink. */
import type postgres from "postgres";
import {
  createMember,
  createRole,
  type Member,
  type Org,
} from "../../graphql/testing/api-fixture.ts";
import { createScheduledProcess, fillRole } from "../../graphql/testing/task-fixture.ts";
import { createSmtpMailer } from "../../_shared/mail/mod.ts";
import type { Mailer } from "../../_shared/mail/message.ts";
import { type SenderOptions } from "../../_shared/reminders/send-due.ts";
import type { Sql } from "../../_shared/db/client.ts";

export const APP = "https://app.example.test";
export const FUNCTIONS = "https://api.example.test";
export const MAIL_FROM = "Routinely <reminders@routinely.test>";

let orgCounter = 0;

/** An organisation in `timezone` sending weekly email (its own prefix). */
export async function createReminderOrg(
  sql: postgres.Sql,
  timezone = "GMT+00:00",
): Promise<Org> {
  const prefix = `rem${Date.now().toString(36)}${++orgCounter}`;
  const [org] = await sql`insert into app.organizations (prefix, name)
    values (${prefix}, ${"Acme " + orgCounter}) returning id`;
  await sql`insert into app.settings (org_id, timezone, send_weekly_reminders_via_email)
    values (${org.id}, ${timezone}, true)`;
  return { id: Number(org.id), prefix };
}

/** A person receiving weekly reminders who holds a role with a process due on the 23rd. */
export async function subscribedMember(
  sql: postgres.Sql,
  org: Org,
  options: { name?: string; compact?: string; scheduledFrom?: string } = {},
): Promise<Member> {
  const member = await createMember(sql, org, { name: options.name });
  await sql`update app.people set receive_weekly_reminders = true where id = ${member.id}`;
  const role = await createRole(sql, org);
  await fillRole(sql, org, role, member.id);
  await createScheduledProcess(sql, org, {
    compact: options.compact ?? "*:23",
    roleIds: [role],
    scheduledFrom: options.scheduledFrom ?? "2026-11-01",
    name: `Monthly check ${member.id}`,
  });
  return member;
}

export function senderOptions(
  sql: Sql,
  mailer: Mailer,
  now: () => Date,
  extra: Partial<SenderOptions> = {},
): SenderOptions {
  return {
    sql,
    mailer,
    now,
    appBase: APP,
    functionsBase: FUNCTIONS,
    mailFrom: MAIL_FROM,
    ...extra,
  };
}

export function smtpMailer(url: string): Mailer {
  return createSmtpMailer({ url, from: MAIL_FROM });
}

/** A clock the test moves. */
export function clock(start: string) {
  let t = new Date(start).getTime();
  return {
    now: () => new Date(t),
    set(iso: string) {
      t = new Date(iso).getTime();
    },
    advance(ms: number) {
      t += ms;
    },
  };
}

export async function outboxRows(sql: postgres.Sql, orgId: number) {
  return await sql`select person_id, channel, period, status, attempts, last_error, next_attempt_at,
                          sent_at, payload
                     from app.reminder_outbox where org_id = ${orgId} order by person_id`;
}
