/**
 * With no SMS provider configured, the local stack keeps text messages in its mailbox and
 * shows them beside the emails: through localSmsSenderFromEnv, the stack's real router and
 * database.
 */
import { strict as assert } from "node:assert";
import { createTestDatabase } from "../../testing/test-database.ts";
import { startTestServer } from "../../testing/test-server.ts";
import { localSmsSenderFromEnv } from "../../mailbox/transports.ts";
import { latestMessageTo } from "../../mailbox/local-mailbox.ts";

Deno.test("an SMS sent with no provider is kept and listed at /mailbox with its text", async () => {
  const db = await createTestDatabase();
  const server = startTestServer({ sql: db.sql, mailbox: true });
  try {
    const sender = localSmsSenderFromEnv({ LOCAL_MAILBOX: "1" }, db.sql);
    assert.equal(sender.transport, "mailbox");
    const body = "Routinely: 3 late tasks. Oldest: Monthly payroll check (due 12 Nov). " +
      "Open http://127.0.0.1:8000/tasks?q=is%3Alate";
    const sent = await sender.sendSms({ to: "+14155550123", body });
    assert.match(sent.messageId, /^local-sms-\d+$/);
    const kept = await latestMessageTo(db.sql, "+14155550123");
    assert.equal(kept?.channel, "sms");
    assert.equal(kept?.text, body);
    assert.equal(kept?.html, null);
    assert.equal(kept?.sender, "Routinely");

    const list = await (await fetch(`${server.url}/mailbox?to=%2B14155550123`)).text();
    assert.match(list, /<td class="channel">sms<\/td>/);
    assert.match(
      list,
      /Routinely: 3 late tasks\. Oldest: Monthly payroll check/,
      "the text itself",
    );
    const page = await (await fetch(`${server.url}/mailbox/${kept!.id}`)).text();
    assert.match(page, /Text message to \+14155550123/);
    assert.match(page, /Monthly payroll check \(due 12 Nov\)/);
    assert.match(page, /<a href="http:\/\/127\.0\.0\.1:8000\/tasks\?q=is%3Alate"/);

    // What no provider would take is refused before anything is kept.
    await assert.rejects(sender.sendSms({ to: "0415 555 0123", body: "x" }), /E\.164/);
    assert.equal(await latestMessageTo(db.sql, "0415 555 0123"), null);
  } finally {
    await server.close();
    await db.close();
  }
});
