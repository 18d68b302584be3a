/**
 * The daily SMS about late tasks (docs/reminders.md#daily-sms) as one more producer of the outbox:
 * at 08:00 in the organisation's time zone, each person with a mobile number and a late task gets
 * one message through a Twilio-compatible API (a loopback server here); a person with nothing late
 * gets nothing; later that day nothing more; the next day again.
 */
import { strict as assert } from "node:assert";
import { runReminders } from "../_shared/reminders/send-due.ts";
import { createTwilioSender } from "../_shared/sms/mod.ts";
import { createTestDatabase } from "../../../local/testing/migrated-database.ts";
import { createMember } from "../graphql/testing/api-fixture.ts";
import {
  APP,
  clock,
  createReminderOrg,
  outboxRows,
  senderOptions,
  smtpMailer,
  subscribedMember,
} from "./testing/reminder-fixture.ts";

function startFakeTwilio() {
  const received: Record<string, string>[] = [];
  const server = Deno.serve({ hostname: "127.0.0.1", port: 0, onListen: () => {} }, async (req) => {
    const form = Object.fromEntries(new URLSearchParams(await req.text()));
    received.push(form);
    return Response.json({ sid: `SM${received.length}`, status: "queued" }, { status: 201 });
  });
  return { url: `http://127.0.0.1:${server.addr.port}`, received, close: () => server.shutdown() };
}

Deno.test("the daily SMS: 08:00 local, one message per person with a late task, once a day", async () => {
  const db = await createTestDatabase();
  const twilio = startFakeTwilio();
  const sms = createTwilioSender({
    accountSid: "AC1",
    authToken: "t",
    from: "+15005550006",
    apiUrl: twilio.url,
  });
  const mailer = smtpMailer("smtp://127.0.0.1:9"); // never used: weekly email is off
  try {
    const { sql } = db;
    const org = await createReminderOrg(sql, "GMT-10:00");
    await sql`update app.settings set send_weekly_reminders_via_email = false,
                                      send_daily_reminders_for_late_tasks_via_sms = true
              where org_id = ${org.id}`;
    // Due on the 20th: late on Monday 23 November.
    const late = await subscribedMember(sql, org, { compact: "*:20", scheduledFrom: "2026-11-01" });
    await sql`update app.people set mobile = '+14155550100' where id = ${late.id}`;
    const nothingLate = await subscribedMember(sql, org, { compact: "*:28" });
    await sql`update app.people set mobile = '+14155550101' where id = ${nothingLate.id}`;
    await createMember(sql, org); // no number: never enqueued

    const time = clock("2026-11-23T17:59:00Z"); // 07:59 at GMT-10:00
    const tick = () => runReminders(senderOptions(sql, mailer, time.now, { sms }));
    assert.equal((await tick()).enqueued, 0);
    time.set("2026-11-23T18:00:00Z");
    const report = await tick();
    assert.deepEqual([report.enqueued, report.sent, report.skipped], [2, 1, 1]);
    assert.equal(twilio.received.length, 1);
    assert.equal(twilio.received[0].To, "+14155550100");
    assert.match(
      twilio.received[0].Body,
      /^Routinely: 1 late task: Monthly check \d+ task \(due 20 Nov\)\./,
    );
    assert.ok(twilio.received[0].Body.length <= 160);
    assert.ok(twilio.received[0].Body.includes(`${APP}/myTasks?q=is:late`));
    const rows = await outboxRows(sql, org.id);
    assert.deepEqual(rows.map((r) => [r.channel, r.period, r.status]), [
      ["sms", "2026-11-23", "sent"],
      ["sms", "2026-11-23", "skipped"],
    ]);

    time.set("2026-11-24T09:59:00Z"); // 23:59 the same day
    assert.equal((await tick()).enqueued, 0);
    time.set("2026-11-24T18:00:00Z"); // the next day at 08:00
    assert.equal((await tick()).sent, 1);
    assert.equal(twilio.received.length, 2);
    const [run] = await sql`select * from app.reminder_runs
                             where org_id = ${org.id} and period = '2026-11-23'`;
    assert.deepEqual([run.channel, run.enqueued, run.sent, run.skipped], ["sms", 2, 1, 1]);
  } finally {
    await mailer.close();
    await twilio.close();
    await db.close();
  }
});
