/**
 * The residual window of the exactly-once argument (send-due.ts), closed where the
 * transport allows it: a sender that handed its reminder to the local mailbox and was
 * killed before writing 'sent' leaves the row in 'sending'; when its lease expires the
 * next sender sends it again with the same Message-ID, and the mailbox keeps one copy.
 */
import { strict as assert } from "node:assert";
import { createTestDatabase } from "../testing/test-database.ts";
import { listMessages } from "../mailbox/local-mailbox.ts";
import {
  claimDueReminders,
  enqueueDueReminders,
} from "../../supabase/functions/_shared/db/reminders/outbox.ts";
import {
  LEASE_MS,
  MAX_ATTEMPTS,
} from "../../supabase/functions/_shared/domain/reminders/retry-policy.ts";
import { createMailboxMailer } from "../mailbox/mailbox-mailer.ts";
import { renderWeeklyReminder } from "../../supabase/functions/_shared/reminders/render-weekly.ts";
import { sendDueReminders } from "../../supabase/functions/_shared/reminders/send-due.ts";
import {
  clock,
  createReminderOrg,
  MAIL_FROM,
  outboxRows,
  senderOptions,
  subscribedMember,
} from "../../supabase/functions/send-reminders/testing/reminder-fixture.ts";

Deno.test("killed after the mailbox took the message: retried after the lease, kept once", async () => {
  const db = await createTestDatabase();
  try {
    const { sql } = db;
    const mailer = createMailboxMailer(sql, MAIL_FROM);
    const org = await createReminderOrg(sql);
    const member = await subscribedMember(sql, org);
    const time = clock("2026-11-23T07:00:00Z");
    await enqueueDueReminders(sql, time.now());
    const [row] = await claimDueReminders(sql, {
      now: time.now(),
      worker: "killed",
      leaseMs: LEASE_MS,
      limit: 1,
      maxAttempts: MAX_ATTEMPTS,
    });
    // What the killed sender did before dying: render and hand the message over.
    const message = await renderWeeklyReminder(
      senderOptions(sql, mailer, time.now),
      row,
      time.now(),
    );
    assert.ok(message);
    await mailer.sendMail(message);
    assert.equal((await listMessages(sql, { recipient: member.email })).length, 1);

    time.advance(LEASE_MS + 1000);
    const report = await sendDueReminders(senderOptions(sql, mailer, time.now));
    assert.deepEqual([report.claimed, report.sent], [1, 1]);
    assert.equal((await listMessages(sql, { recipient: member.email })).length, 1);
    const [after] = await outboxRows(sql, org.id);
    assert.deepEqual([after.status, after.attempts], ["sent", 2]);
  } finally {
    await db.close();
  }
});
