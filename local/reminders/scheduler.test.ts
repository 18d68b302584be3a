/**
 * The local stack's reminder schedule (issue 12 §3) end to end in one process: the demo
 * organisation (GMT+01:00) on its Monday at 07:05, the tick the scheduler runs each
 * minute, the mail kept in the local mailbox, and its unsubscribe link followed over HTTP
 * (GET → the confirmation page, POST → unsubscribed). A second tick sends nothing.
 */
import { strict as assert } from "node:assert";
import { loadConfig } from "../config.ts";
import { startStack } from "../stack.ts";
import { createTestDatabase } from "../testing/test-database.ts";
import { latestMessageTo } from "../../supabase/functions/_shared/db/mail/local-mailbox.ts";

Deno.test({
  name:
    "local stack: the weekly reminder on the demo's Monday, kept in the mailbox, unsubscribed by its link",
  sanitizeOps: false,
  sanitizeResources: false,
  fn: async () => {
    const db = await createTestDatabase();
    const stack = await startStack(
      loadConfig({
        PORT: "0",
        DATABASE_URL: db.url,
        JWT_SECRET: "reminders-test-secret-0123456789-0123456789",
      }),
      { warmUp: false, reminders: false },
    );
    try {
      const sunday = await stack.reminders.tick(new Date("2026-11-23T05:59:00Z"));
      assert.equal(sunday?.enqueued, 0, "06:59 in GMT+01:00 is before 07:00");
      const monday = await stack.reminders.tick(new Date("2026-11-23T06:05:00Z"));
      assert.ok(monday && monday.enqueued >= 1 && monday.sent >= 1, JSON.stringify(monday));
      const mail = await latestMessageTo(db.sql, "user@demo.test");
      assert.ok(mail, "the demo User got the weekly email");
      assert.match(mail.subject, /^Your week at Demo Manufacturing Co: /);
      assert.equal(mail.headers["List-Unsubscribe-Post"], "List-Unsubscribe=One-Click");
      assert.match(mail.text, new RegExp(`${stack.url}/myTasks\\?q=`));
      const link = /<(http[^>]+)>/.exec(mail.headers["List-Unsubscribe"])![1];
      assert.ok(link.startsWith(`${stack.url}/functions/v1/send-reminders/unsubscribe?token=`));

      const again = await stack.reminders.tick(new Date("2026-11-23T06:06:00Z"));
      assert.deepEqual([again?.enqueued, again?.claimed], [0, 0]);

      const get = await fetch(link, { redirect: "manual" });
      await get.body?.cancel();
      assert.equal(get.status, 303);
      const page = new URL(get.headers.get("location")!);
      assert.equal(page.pathname, "/unsubscribe");
      const subject = await fetch(
        `${stack.url}/functions/v1/send-reminders/unsubscribe/subject?${page.searchParams}`,
      );
      const concerns = await subject.json();
      assert.equal(concerns.personName, "Sam Taylor", JSON.stringify(concerns));
      const post = await fetch(link, { method: "POST" });
      assert.deepEqual(await post.json(), { unsubscribed: true });
      const [person] = await db.sql`select receive_weekly_reminders from app.people
                                     where lower(email) = 'user@demo.test'`;
      assert.equal(person.receive_weekly_reminders, false);
    } finally {
      await stack.close();
      await db.close();
    }
  },
});
