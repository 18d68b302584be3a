import { strict as assert } from "node:assert";
import { createTestDatabase } from "../testing/test-database.ts";
import { seedDemoIfAbsent } from "./seed-demo.ts";
import { latestDemoRuns, sendDemoReminders } from "./demo-reminders.ts";
import { createMailboxMailer } from "../mailbox/mailbox-mailer.ts";
import { createMailboxSmsSender } from "../mailbox/mailbox-sms.ts";
import { latestMessageTo } from "../mailbox/local-mailbox.ts";
import { enqueueDueReminders } from "../../supabase/functions/_shared/db/reminders/outbox.ts";

// The demo is at GMT+01:00: its Monday 07:00 is 06:00 UTC.
Deno.test({
  name:
    "a freshly seeded demo gets its latest Monday's weekly reminder and its latest daily SMS in the mailbox, once, and the schedule does not send them again",
  fn: async () => {
    const db = await createTestDatabase();
    try {
      // No demo yet: nothing to send.
      assert.deepEqual(await latestDemoRuns(db.sql, new Date()), { email: null, sms: null });

      const wednesday = new Date("2026-11-25T10:00:00Z");
      await seedDemoIfAbsent(db.sql, { password: "demo-reminders-pass", now: wednesday });
      const run = (await latestDemoRuns(db.sql, wednesday)).email;
      assert.equal(run?.period, "2026-W48");
      assert.equal(run?.at.toISOString(), "2026-11-23T06:00:00.000Z");
      // Monday 06:30 local is before that week's 07:00: the week before is the latest.
      const early = (await latestDemoRuns(db.sql, new Date("2026-11-23T05:30:00Z"))).email;
      assert.deepEqual(
        [early?.period, early?.at.toISOString()],
        ["2026-W47", "2026-11-16T06:00:00.000Z"],
      );

      // Wednesday 11:00 local is past 08:00: that day's SMS; 07:30 is before: the day before's.
      const sms = (await latestDemoRuns(db.sql, wednesday)).sms;
      assert.deepEqual(
        [sms?.period, sms?.at.toISOString()],
        ["2026-11-25", "2026-11-25T07:00:00.000Z"],
      );
      const dawn = (await latestDemoRuns(db.sql, new Date("2026-11-25T06:30:00Z"))).sms;
      assert.equal(dawn?.period, "2026-11-24");

      const sender = {
        sql: db.sql,
        mailer: createMailboxMailer(db.sql, "reminders@demo.test"),
        sms: createMailboxSmsSender(db.sql, "Routinely"),
        appBase: "http://localhost:54321",
        functionsBase: "http://localhost:54321",
        mailFrom: "reminders@demo.test",
      };
      const [report, smsReport] = await sendDemoReminders(sender, wednesday);
      assert.ok(report && report.sent >= 1, JSON.stringify(report));
      // The demo User has a mobile and late tasks: one text, the count and the oldest task.
      assert.ok(smsReport && smsReport.sent >= 1, JSON.stringify(smsReport));
      const text = await latestMessageTo(db.sql, "+447700900123");
      assert.match(text?.text ?? "", /late/);
      const mail = await latestMessageTo(db.sql, "user@demo.test");
      assert.match(mail?.subject ?? "", /^Your week at Demo Manufacturing Co: /);
      const rows = await db.sql<{ status: string; sent_at: Date | null }[]>`
        select status, sent_at from app.reminder_outbox
        where period = '2026-W48' and channel = 'email' and status = 'sent'`;
      assert.equal(rows.length, report!.sent);
      assert.ok(rows.every((r) => r.sent_at?.toISOString() === "2026-11-23T06:00:00.000Z"));

      // Again, and the schedule's own run that Monday: nothing more.
      const again = await sendDemoReminders(sender, wednesday);
      assert.deepEqual(again.map((r) => [r.claimed, r.sent]), [[0, 0], [0, 0]]);
      assert.equal(await enqueueDueReminders(db.sql, new Date("2026-11-23T06:05:00Z")), 0);
      assert.equal(await enqueueDueReminders(db.sql, new Date("2026-11-25T07:05:00Z")), 0);
    } finally {
      await db.close();
    }
  },
});
