/**
 * One stack's scheduler tick in its own process, for the two-process test: runs the SQL
 * entry point and the sender against DATABASE (argv 0) with the SMTP server at argv 1 and
 * the clock at argv 2, and prints what it did as JSON.
 */
import { createSql } from "../../_shared/db/client.ts";
import { runReminders } from "../../_shared/reminders/send-due.ts";
import { senderOptions, smtpMailer } from "./reminder-fixture.ts";

const [databaseUrl, smtpUrl, now] = Deno.args;
const sql = createSql(databaseUrl, 3);
const mailer = smtpMailer(smtpUrl);
try {
  const at = new Date(now);
  const report = await runReminders(
    senderOptions(sql, mailer, () => at, { worker: `pid-${Deno.pid}`, batch: 2 }),
  );
  console.log(JSON.stringify(report));
} finally {
  await mailer.close();
  await sql.end();
}
