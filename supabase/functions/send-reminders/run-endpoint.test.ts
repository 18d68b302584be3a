/**
 * POST /functions/v1/send-reminders: one scheduler tick for whoever holds the run secret
 * (the Supabase cron job); anyone else is refused before anything runs. The clock in the
 * body counts only where REMINDERS_ALLOW_CLOCK=1 (an end-to-end test's stack).
 */
import { strict as assert } from "node:assert";
import { startSmtpSink } from "../_shared/testing/smtp-sink.ts";
import { createTestDatabase } from "../../../local/testing/migrated-database.ts";
import { createSendRemindersHandler } from "./create-handler.ts";
import {
  APP,
  createReminderOrg,
  FUNCTIONS,
  MAIL_FROM,
  outboxRows,
  smtpMailer,
  subscribedMember,
} from "./testing/reminder-fixture.ts";

const SECRET = "reminders-run-secret-0123456789";

Deno.test("the run endpoint: refused without the secret, one tick with it, at the chosen clock only when allowed", async () => {
  const db = await createTestDatabase();
  const sink = await startSmtpSink();
  const mailer = smtpMailer(sink.url);
  try {
    const { sql } = db;
    const org = await createReminderOrg(sql);
    await subscribedMember(sql, org);
    const handler = createSendRemindersHandler({
      sql,
      mailer,
      appBase: APP,
      functionsBase: FUNCTIONS,
      mailFrom: MAIL_FROM,
      runSecrets: [SECRET],
    });
    const run = (auth: string | null, body: unknown = {}) =>
      handler(
        new Request("http://localhost/functions/v1/send-reminders", {
          method: "POST",
          headers: {
            "content-type": "application/json",
            ...(auth ? { authorization: auth } : {}),
          },
          body: JSON.stringify(body),
        }),
      );
    // A Monday morning far from the real clock: ISO week 9 of 2027.
    const monday = { now: "2027-03-01T07:05:00Z" };
    for (const auth of [null, "Bearer wrong-secret-0123456789-xx", `Bearer ${SECRET}x`]) {
      const refused = await run(auth, monday);
      assert.equal(refused.status, 401);
      await refused.body?.cancel();
    }
    assert.equal((await outboxRows(sql, org.id)).length, 0);

    // Without REMINDERS_ALLOW_CLOCK the body's clock is ignored: the real time decides.
    Deno.env.delete("REMINDERS_ALLOW_CLOCK");
    const real = await run(`Bearer ${SECRET}`, monday);
    assert.equal(real.status, 200);
    await real.json();
    const periods = async () => (await outboxRows(sql, org.id)).map((r) => r.period);
    assert.ok(!(await periods()).includes("2027-W09"));

    Deno.env.set("REMINDERS_ALLOW_CLOCK", "1");
    try {
      const chosen = await run(`Bearer ${SECRET}`, monday);
      assert.equal(chosen.status, 200);
      const report = await chosen.json();
      assert.equal(report.sent, 1);
      assert.ok((await periods()).includes("2027-W09"));
    } finally {
      Deno.env.delete("REMINDERS_ALLOW_CLOCK");
    }
  } finally {
    await mailer.close();
    await sink.close();
    await db.close();
  }
});
