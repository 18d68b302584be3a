/**
 * The reminders' outbox (docs/reminders.md#scheduling) against the real database (PGlite, or
 * PostgreSQL with TEST_DATABASE_URL) and a real SMTP server on loopback, with a clock the test
 * moves: each organisation's Monday morning in its own time zone, two concurrent senders, a sender
 * killed after its claim, and retries with backoff until failed with a reason.
 */
import { strict as assert } from "node:assert";
import { createSql } from "../_shared/db/client.ts";
import { claimDueReminders, enqueueDueReminders } from "../_shared/db/reminders/outbox.ts";
import { LEASE_MS, MAX_ATTEMPTS } from "../_shared/domain/reminders/retry-policy.ts";
import { runReminders, sendDueReminders } from "../_shared/reminders/send-due.ts";
import { closedPort, startSmtpSink } from "../_shared/testing/smtp-sink.ts";
import { createTestDatabase } from "../../../local/testing/migrated-database.ts";
import {
  clock,
  createReminderOrg,
  outboxRows,
  senderOptions,
  smtpMailer,
  subscribedMember,
} from "./testing/reminder-fixture.ts";

Deno.test("GMT-10:00 and GMT+13:00 get their Monday mail on their own Monday at 07:00", async () => {
  const db = await createTestDatabase();
  const sink = await startSmtpSink();
  const mailer = smtpMailer(sink.url);
  try {
    const { sql } = db;
    const east = await createReminderOrg(sql, "GMT+13:00");
    const west = await createReminderOrg(sql, "GMT-10:00");
    const eastMember = await subscribedMember(sql, east);
    const westMember = await subscribedMember(sql, west);
    const time = clock("2026-11-22T17:59:00Z"); // Mon 06:59 at +13, Sun 07:59 at -10
    const tick = () => runReminders(senderOptions(sql, mailer, time.now));

    assert.equal((await tick()).sent, 0);
    time.set("2026-11-22T18:00:00Z"); // Monday 07:00 at +13
    assert.equal((await tick()).sent, 1);
    await sink.waitFor(1);
    assert.deepEqual(sink.envelopes[0], [eastMember.email]);
    assert.match(sink.received[0].text!, /from Monday 23 November to Sunday 29 November/);
    assert.match(sink.received[0].text!, /Today, Monday 23 November/);

    time.set("2026-11-23T16:59:00Z"); // Monday 06:59 at -10
    assert.equal((await tick()).sent, 0);
    time.set("2026-11-23T17:00:00Z"); // Monday 07:00 at -10
    assert.equal((await tick()).sent, 1);
    await sink.waitFor(2);
    assert.deepEqual(sink.envelopes[1], [westMember.email]);
    assert.match(sink.received[1].text!, /Today, Monday 23 November/);

    // Both in ISO week 48 of their own calendar; later that week nothing more is sent.
    assert.deepEqual((await outboxRows(sql, east.id)).map((r) => r.period), ["2026-W48"]);
    assert.deepEqual((await outboxRows(sql, west.id)).map((r) => r.period), ["2026-W48"]);
    time.set("2026-11-25T12:00:00Z");
    assert.deepEqual(await tick(), {
      enqueued: 0,
      claimed: 0,
      sent: 0,
      skipped: 0,
      retried: 0,
      failed: 0,
    });
    // The next Monday is the next week's mail.
    time.set("2026-11-29T18:00:00Z");
    const next = await tick();
    assert.equal(next.enqueued, 1);
    assert.deepEqual((await outboxRows(sql, east.id)).map((r) => r.period), [
      "2026-W48",
      "2026-W49",
    ]);
  } finally {
    await mailer.close();
    await sink.close();
    await db.close();
  }
});

Deno.test("two senders on one database send each reminder exactly once", async () => {
  const db = await createTestDatabase();
  const sink = await startSmtpSink();
  const mailers = [smtpMailer(sink.url), smtpMailer(sink.url)];
  // Each sender has its own pool, as two stack processes would.
  const pools = [createSql(db.url, 3), createSql(db.url, 3)];
  try {
    const { sql } = db;
    const org = await createReminderOrg(sql);
    const members = [];
    for (let i = 0; i < 12; i++) members.push(await subscribedMember(sql, org));
    const time = clock("2026-11-23T07:00:00Z");
    // Both schedulers run the SQL entry point at the same moment, then both send.
    const reports = await Promise.all(
      [0, 1].map((i) =>
        runReminders(senderOptions(pools[i], mailers[i], time.now, { worker: `w${i}`, batch: 2 }))
      ),
    );
    assert.equal(reports[0].enqueued + reports[1].enqueued, 12);
    assert.equal(reports[0].sent + reports[1].sent, 12);
    await sink.waitFor(12);
    assert.equal(sink.received.length, 12);
    assert.deepEqual(
      sink.envelopes.map(([to]) => to).sort(),
      members.map((m) => m.email).sort(),
    );
    const rows = await outboxRows(sql, org.id);
    assert.equal(rows.length, 12);
    assert.ok(rows.every((r) => r.status === "sent" && r.attempts === 1));
    const [run] = await sql`select * from app.reminder_runs where org_id = ${org.id}`;
    assert.deepEqual([run.enqueued, run.sent, run.failed], [12, 12, 0]);
  } finally {
    for (const m of mailers) await m.close();
    for (const p of pools) await p.end();
    await sink.close();
    await db.close();
  }
});

Deno.test("two sender processes on one database send each reminder exactly once", async () => {
  const db = await createTestDatabase();
  const sink = await startSmtpSink();
  try {
    const { sql } = db;
    const org = await createReminderOrg(sql);
    const members = [];
    for (let i = 0; i < 10; i++) members.push(await subscribedMember(sql, org));
    const script = new URL("./testing/sender-process.ts", import.meta.url).pathname;
    const spawn = () =>
      new Deno.Command(Deno.execPath(), {
        args: ["run", "-A", "--no-check", script, db.url, sink.url, "2026-11-23T07:00:00Z"],
        stdout: "piped",
        stderr: "piped",
      }).output();
    const outputs = await Promise.all([spawn(), spawn()]);
    const reports = outputs.map((o) => {
      assert.equal(o.code, 0, new TextDecoder().decode(o.stderr));
      return JSON.parse(new TextDecoder().decode(o.stdout).trim().split("\n").pop()!);
    });
    assert.equal(reports[0].enqueued + reports[1].enqueued, 10);
    assert.equal(reports[0].sent + reports[1].sent, 10);
    await sink.waitFor(10);
    assert.equal(sink.received.length, 10);
    assert.deepEqual(sink.envelopes.map(([to]) => to).sort(), members.map((m) => m.email).sort());
    const rows = await outboxRows(sql, org.id);
    assert.ok(rows.every((r) => r.status === "sent" && r.attempts === 1));
  } finally {
    await sink.close();
    await db.close();
  }
});

Deno.test("a sender killed after its claim: the row is retried once its lease expires, and sent once", async () => {
  const db = await createTestDatabase();
  const sink = await startSmtpSink();
  const mailer = smtpMailer(sink.url);
  try {
    const { sql } = db;
    const org = await createReminderOrg(sql);
    const member = await subscribedMember(sql, org);
    const time = clock("2026-11-23T07:01:00Z");
    assert.equal(await enqueueDueReminders(sql, time.now()), 1);
    // The first sender claims the row and dies before sending (its claim is committed).
    const [claimed] = await claimDueReminders(sql, {
      now: time.now(),
      worker: "killed",
      leaseMs: LEASE_MS,
      limit: 10,
      maxAttempts: MAX_ATTEMPTS,
    });
    assert.equal(claimed.personId, member.id);
    let [row] = await outboxRows(sql, org.id);
    assert.deepEqual([row.status, row.attempts], ["sending", 1]);

    // While the lease runs, another sender leaves the row alone.
    time.advance(LEASE_MS - 1000);
    assert.equal((await sendDueReminders(senderOptions(sql, mailer, time.now))).claimed, 0);
    assert.equal(sink.received.length, 0);

    // After it, the row is taken over and sent, once.
    time.advance(2000);
    const report = await sendDueReminders(
      senderOptions(sql, mailer, time.now, { worker: "restarted" }),
    );
    assert.deepEqual([report.claimed, report.sent], [1, 1]);
    await sink.waitFor(1);
    [row] = await outboxRows(sql, org.id);
    assert.deepEqual([row.status, row.attempts], ["sent", 2]);
    // The dead sender cannot report on a row it no longer holds, and nothing is sent twice.
    time.advance(LEASE_MS * 3);
    assert.equal((await runReminders(senderOptions(sql, mailer, time.now))).claimed, 0);
    assert.equal(sink.received.length, 1);
  } finally {
    await mailer.close();
    await sink.close();
    await db.close();
  }
});

Deno.test("a failing mail server: retried with backoff, then failed with the reason", async () => {
  const db = await createTestDatabase();
  const mailer = smtpMailer(`smtp://127.0.0.1:${closedPort()}`);
  try {
    const { sql } = db;
    const org = await createReminderOrg(sql);
    await subscribedMember(sql, org);
    const start = new Date("2026-11-23T07:00:00Z").getTime();
    const time = clock("2026-11-23T07:00:00Z");
    const send = () => runReminders(senderOptions(sql, mailer, time.now));

    const waits: number[] = [];
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      const report = await send();
      assert.equal(report.claimed, 1, `attempt ${attempt}`);
      const [row] = await outboxRows(sql, org.id);
      assert.equal(row.attempts, attempt);
      assert.match(row.last_error, /connection refused/);
      if (attempt < MAX_ATTEMPTS) {
        assert.equal(row.status, "queued");
        const wait = new Date(row.next_attempt_at).getTime() - time.now().getTime();
        waits.push(wait);
        // Not before its time…
        time.advance(wait - 1000);
        assert.equal((await send()).claimed, 0);
        time.advance(1000);
      } else {
        assert.equal(row.status, "failed");
      }
    }
    assert.deepEqual(waits, [60_000, 120_000, 240_000, 480_000]);
    assert.ok(time.now().getTime() - start >= 900_000);
    const [run] = await sql`select * from app.reminder_runs where org_id = ${org.id}`;
    assert.deepEqual([run.sent, run.failed], [0, 1]);
    assert.ok(run.finished_at);
    time.advance(24 * 3600_000);
    assert.equal((await send()).claimed, 0, "a failed row is not tried again");
  } finally {
    await mailer.close();
    await db.close();
  }
});
