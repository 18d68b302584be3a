/**
 * The local stack's reminder schedule (docs/reminders.md#scheduling) end to end in one process: the
 * demo organisation (GMT+01:00) on its Monday at 07:05, the tick the scheduler runs each minute,
 * the mail kept in the local mailbox, and its unsubscribe link followed over HTTP (GET → the
 * confirmation page, POST → unsubscribed). A second tick sends nothing.
 */
import { strict as assert } from "node:assert";
import { createTestDatabase } from "../testing/test-database.ts";
import { launch } from "../testing/stack-process.ts";
import { latestMessageTo } from "../mailbox/local-mailbox.ts";

// The stack runs as a process of its own: the reminder settings it is given here
// (REMINDERS_SECRET, REMINDERS_ALLOW_CLOCK) are read from the process's environment, which
// the test files running in parallel share.
const SECRET = "reminders-test-run-secret-0123456789";

Deno.test({
  name:
    "local stack: the weekly reminder on the demo's Monday, kept in the mailbox, unsubscribed by its link",
  fn: async () => {
    const db = await createTestDatabase();
    const dataDir = await Deno.makeTempDir({ prefix: "routinely-reminders-" });
    const stack = await launch(dataDir, {
      DATABASE_URL: db.url,
      DEMO_PASSWORD: "routinely-demo",
      JWT_SECRET: "reminders-test-secret-0123456789-0123456789",
      REMINDERS_ALLOW_CLOCK: "1",
      REMINDERS_SECRET: SECRET,
      REMINDERS_SCHEDULE: "off",
    });
    // Links name the stack as its banner does.
    const site = stack.url.replace("127.0.0.1", "localhost");
    const tick = async (now: string) => {
      const res = await fetch(`${stack.url}/functions/v1/send-reminders`, {
        method: "POST",
        headers: { authorization: `Bearer ${SECRET}`, "content-type": "application/json" },
        body: JSON.stringify({ now }),
      });
      assert.equal(res.status, 200);
      return await res.json();
    };
    try {
      const sunday = await tick("2026-11-23T05:59:00Z");
      assert.equal(sunday?.enqueued, 0, "06:59 in GMT+01:00 is before 07:00");
      const monday = await tick("2026-11-23T06:05:00Z");
      assert.ok(monday && monday.enqueued >= 1 && monday.sent >= 1, JSON.stringify(monday));
      const mail = await latestMessageTo(db.sql, "user@demo.test");
      assert.ok(mail, "the demo User got the weekly email");
      assert.match(mail.subject, /^Your week at Demo Manufacturing Co: /);
      assert.equal(mail.headers["List-Unsubscribe-Post"], "List-Unsubscribe=One-Click");
      assert.match(mail.text, new RegExp(`${site}/myTasks\\?q=`));
      const link = /<(http[^>]+)>/.exec(mail.headers["List-Unsubscribe"])![1];
      assert.ok(link.startsWith(`${site}/functions/v1/send-reminders/unsubscribe?token=`));

      const again = await tick("2026-11-23T06:06:00Z");
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
      stack.child.kill("SIGTERM");
      await stack.child.status;
      await db.close();
      await Deno.remove(dataDir, { recursive: true });
    }
  },
});
