/**
 * The weekly email (docs/reminders.md#weekly-mail) through the real database, the real sender and a
 * real SMTP server on loopback: exact tasks (late first, then by day), links, both
 * unsubscribe headers; then the unsubscribe link through the function's HTTP handler.
 */
import { strict as assert } from "node:assert";
import { createTestDatabase } from "../../../local/testing/migrated-database.ts";
import { startSmtpSink } from "../_shared/testing/smtp-sink.ts";
import { runReminders } from "../_shared/reminders/send-due.ts";
import { createMember, createRole } from "../graphql/testing/api-fixture.ts";
import { createScheduledProcess, fillRole } from "../graphql/testing/task-fixture.ts";
import { createSendRemindersHandler } from "./create-handler.ts";
import {
  APP,
  clock,
  createReminderOrg,
  FUNCTIONS,
  outboxRows,
  senderOptions,
  smtpMailer,
} from "./testing/reminder-fixture.ts";

// Monday 23 November 2026, 07:05 in the organisation (UTC).
const MONDAY = "2026-11-23T07:05:00Z";

function link(handle: string, date: string): string {
  return `${APP}/myTasks?${new URLSearchParams([["q", handle], ["from", date], ["to", date]])}`;
}

Deno.test("the weekly email lists late tasks first, then the week by day, with both unsubscribe headers", async () => {
  const db = await createTestDatabase();
  const sink = await startSmtpSink();
  const mailer = smtpMailer(sink.url);
  try {
    const { sql } = db;
    const org = await createReminderOrg(sql);
    const ann = await createMember(sql, org, { name: "Ann Smith" });
    await sql`update app.people set receive_weekly_reminders = true where id = ${ann.id}`;
    const quiet = await createMember(sql, org, { name: "Quiet Person" });
    await sql`update app.people set receive_weekly_reminders = true where id = ${quiet.id}`;
    const notSubscribed = await createMember(sql, org, { name: "No Mail" });
    const role = await createRole(sql, org);
    await fillRole(sql, org, role, ann.id);
    await fillRole(sql, org, role, notSubscribed.id);
    // Mondays from 9 Nov: 9 (completed), 16 (late), 23 (today), 30 (outside the week).
    const weekly = await createScheduledProcess(sql, org, {
      compact: "W1:Mon@2026-11-09",
      roleIds: [role],
      scheduledFrom: "2026-11-09",
      name: "Fire drill",
    });
    // The 25th (Wednesday) and the 1st (Tuesday 1 Dec, the eighth day: not listed).
    await createScheduledProcess(sql, org, {
      compact: "*:25",
      roleIds: [role],
      scheduledFrom: "2026-11-01",
      name: "Stock count",
    });
    await createScheduledProcess(sql, org, {
      compact: "*:1",
      roleIds: [role],
      scheduledFrom: "2026-11-20",
      name: "Monthly report",
    });
    const h = (date: string) => `${weekly}-${ann.id}-${date}`;
    await sql`insert into app.tasks (org_id, handle, init_handle, name, process_id, person_id, due_date, status)
      values (${org.id}, ${h("2026-11-09")}, ${
      h("2026-11-09")
    }, 'Fire drill task', ${weekly}, ${ann.id}, '2026-11-09', 'Complete')`;
    await sql`insert into app.tasks (org_id, handle, init_handle, name, person_id, due_date, status, is_manually_created)
      values (${org.id}, 'call-1', 'call-1', 'Call the <auditor>', ${ann.id}, '2026-11-26', 'InProgress', true)`;

    const time = clock(MONDAY);
    const report = await runReminders(senderOptions(sql, mailer, time.now));
    assert.deepEqual(report, {
      enqueued: 2,
      claimed: 2,
      sent: 1,
      skipped: 1,
      retried: 0,
      failed: 0,
    });
    const [mail] = await sink.waitFor(1);
    assert.equal(sink.received.length, 1);
    assert.deepEqual(sink.envelopes[0], [ann.email]);
    assert.equal(mail.subject, "Your week at Acme " + mail.subject!.split("Acme ")[1]);
    assert.match(mail.subject!, /: 1 late task and 3 tasks due this week$/);

    const stockHandle =
      (await sql`select id from app.processes where org_id = ${org.id} and name = 'Stock count'`)[0]
        .id;
    const stock = `${stockHandle}-${ann.id}-2026-11-25`;
    const body = mail.text!;
    const orgName = mail.subject!.split("Your week at ")[1].split(":")[0];
    const expected = [
      "Hello Ann Smith,",
      `Here is what is on your plate at ${orgName} from Monday 23 November to Sunday 29 November: 1 late task and 3 tasks due this week.`,
      "Late\n----",
      `- Fire drill task — was due Monday 16 November: ${link(h("2026-11-16"), "2026-11-16")}`,
      "Today, Monday 23 November\n-------------------------",
      `- Fire drill task: ${link(h("2026-11-23"), "2026-11-23")}`,
      "Wednesday 25 November\n---------------------",
      `- Stock count task: ${link(stock, "2026-11-25")}`,
      "Thursday 26 November\n--------------------",
      `- Call the <auditor> (In Progress): ${link("call-1", "2026-11-26")}`,
      `Open my tasks: ${APP}/myTasks`,
      "",
    ].join("\n\n");
    assert.ok(body.startsWith(expected), `text part:\n${body}`);
    assert.doesNotMatch(body, /2026-11-09|Monthly report|2026-11-30/);
    // The HTML says the same, escaped, with the same links.
    assert.match(mail.html as string, /<h2[^>]*>Late<\/h2>/);
    assert.match(mail.html as string, /Call the &#60;auditor&#62; \(In Progress\)/);
    assert.ok(
      (mail.html as string).includes(link(h("2026-11-16"), "2026-11-16").replaceAll("&", "&#38;")),
    );

    const headers = new Map(
      mail.headerLines.map((
        l,
      ) => [l.key, l.line.slice(l.key.length + 1).replace(/\r?\n[ \t]+/g, " ").trim()]),
    );
    const listUnsubscribe = headers.get("list-unsubscribe")!;
    const match = new RegExp(
      `^<(${FUNCTIONS}/functions/v1/send-reminders/unsubscribe\\?token=[A-Za-z0-9_-]{43})>, <mailto:reminders@routinely\\.test\\?subject=unsubscribe%20${org.id}-${ann.id}>$`,
    ).exec(listUnsubscribe);
    assert.ok(match, listUnsubscribe);
    assert.equal(headers.get("list-unsubscribe-post"), "List-Unsubscribe=One-Click");
    assert.equal(mail.messageId, `<reminder.${org.id}.${ann.id}.email.2026-W48@routinely.test>`);

    const rows = await outboxRows(sql, org.id);
    assert.deepEqual(rows.map((r) => [Number(r.person_id), r.status, r.attempts]), [
      [ann.id, "sent", 1],
      [quiet.id, "skipped", 1],
    ]);
    const [run] = await sql`select * from app.reminder_runs where org_id = ${org.id}`;
    assert.deepEqual([run.period, run.enqueued, run.sent, run.skipped, run.failed], [
      "2026-W48",
      2,
      1,
      1,
      0,
    ]);
    assert.ok(run.finished_at);

    // Run again in the same week: nothing new is enqueued or sent.
    time.advance(60 * 60_000);
    assert.deepEqual(await runReminders(senderOptions(sql, mailer, time.now)), {
      enqueued: 0,
      claimed: 0,
      sent: 0,
      skipped: 0,
      retried: 0,
      failed: 0,
    });
    assert.equal(sink.received.length, 1);

    // ---- Unsubscribe through the function, as a mail client and a person would.
    const handler = createSendRemindersHandler({ sql, appBase: APP, runSecrets: [] });
    const url = new URL(match[1]);
    const token = url.searchParams.get("token")!;
    const local = (path: string) => `http://localhost/functions/v1/send-reminders${path}`;
    const subscribed = async (id: number) =>
      (await sql`select receive_weekly_reminders as on from app.people where id = ${id}`)[0].on;

    // GET changes nothing and leads to the confirmation page.
    const get = await handler(new Request(local(`/unsubscribe?token=${token}`)));
    assert.equal(get.status, 303);
    assert.equal(get.headers.get("location"), `${APP}/unsubscribe?token=${token}`);
    assert.equal(await subscribed(ann.id), true);
    const subject = await handler(new Request(local(`/unsubscribe/subject?token=${token}`)));
    assert.equal(subject.status, 200);
    const shown = await subject.json();
    assert.equal(shown.personName, "Ann Smith");
    assert.equal(shown.email, ann.email);
    assert.equal(shown.isSubscribed, true);
    assert.match(shown.orgName, /^Acme /);

    // A token that is not one, or not stored: 404, nothing changes.
    const forged = "A".repeat(43);
    for (const bad of [forged, "short", ""]) {
      const res = await handler(
        new Request(local(`/unsubscribe?token=${bad}`), { method: "POST" }),
      );
      assert.equal(res.status, 404);
      await res.body?.cancel();
    }
    assert.equal(await subscribed(ann.id), true);

    // RFC 8058 one click: POST, no session, no cookies.
    const post = await handler(
      new Request(local(`/unsubscribe?token=${token}`), {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: "List-Unsubscribe=One-Click",
      }),
    );
    assert.equal(post.status, 200);
    assert.deepEqual(await post.json(), { unsubscribed: true });
    assert.equal(await subscribed(ann.id), false);
    assert.equal(await subscribed(notSubscribed.id), false);
    assert.equal(await subscribed(quiet.id), true, "only the token's person is unsubscribed");

    // Back on from the profile; the replayed link changes nothing now.
    await sql`update app.people set receive_weekly_reminders = true where id = ${ann.id}`;
    const replay = await handler(
      new Request(local(`/unsubscribe?token=${token}`), { method: "POST" }),
    );
    assert.equal(replay.status, 404);
    await replay.body?.cancel();
    assert.equal(await subscribed(ann.id), true);
    const spent = await handler(new Request(local(`/unsubscribe/subject?token=${token}`)));
    assert.equal(spent.status, 404);
    await spent.body?.cancel();
    // Only the hash is stored.
    const stored = await sql`select token_hash from app.reminder_tokens where org_id = ${org.id}`;
    assert.equal(stored.length, 1);
    assert.notEqual(stored[0].token_hash, token);
  } finally {
    await mailer.close();
    await sink.close();
    await db.close();
  }
});
