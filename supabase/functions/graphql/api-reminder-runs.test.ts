/** reminderRuns (docs/reminders.md#scheduling): the last runs and their failures, for Admins of the organisation only. */
import { strict as assert } from "node:assert";
import { as, createMember, createOrg, withApi } from "./testing/api-fixture.ts";

const RUNS = `query($limit: Int) { reminderRuns(limit: $limit) {
  channel period startedAt finishedAt enqueued sent skipped failed
  failures { personId personName reason } } }`;

Deno.test("reminderRuns: Admins see their organisation's runs and failures; others are refused", async () => {
  await withApi(async ({ sql, handler }) => {
    const org = await createOrg(sql);
    const other = await createOrg(sql);
    const admin = await createMember(sql, org, { userType: "Admin" });
    const manager = await createMember(sql, org, { userType: "Manager" });
    const user = await createMember(sql, org, { name: "Failing Person" });
    const [run] = await sql`insert into app.reminder_runs
        (org_id, channel, period, started_at, finished_at, enqueued, sent, skipped, failed)
      values (${org.id}, 'email', '2026-W48', '2026-11-23T07:00:00Z', '2026-11-23T07:20:00Z', 3, 1, 1, 1)
      returning id`;
    await sql`insert into app.reminder_runs (org_id, channel, period, started_at, enqueued)
      values (${org.id}, 'email', '2026-W47', '2026-11-16T07:00:00Z', 0)`;
    await sql`insert into app.reminder_outbox (org_id, run_id, person_id, channel, period, status, attempts, last_error)
      values (${org.id}, ${run.id}, ${user.id}, 'email', '2026-W48', 'failed', 5, 'connection refused')`;
    await sql`insert into app.reminder_runs (org_id, channel, period, enqueued)
      values (${other.id}, 'email', '2026-W48', 7)`;

    const answer = await as(handler, admin)(RUNS);
    assert.equal(answer.errors, undefined);
    assert.deepEqual(answer.data.reminderRuns, [
      {
        channel: "email",
        period: "2026-W48",
        startedAt: "2026-11-23T07:00:00.000Z",
        finishedAt: "2026-11-23T07:20:00.000Z",
        enqueued: 3,
        sent: 1,
        skipped: 1,
        failed: 1,
        failures: [{
          personId: user.id,
          personName: "Failing Person",
          reason: "connection refused",
        }],
      },
      {
        channel: "email",
        period: "2026-W47",
        startedAt: "2026-11-16T07:00:00.000Z",
        finishedAt: null,
        enqueued: 0,
        sent: 0,
        skipped: 0,
        failed: 0,
        failures: [],
      },
    ]);
    assert.equal((await as(handler, admin)(RUNS, { limit: 1 })).data.reminderRuns.length, 1);
    const bad = await as(handler, admin)(RUNS, { limit: 0 });
    assert.equal(bad.errors?.[0].extensions?.code, "BAD_USER_INPUT");
    for (const member of [manager, user]) {
      const refused = await as(handler, member)(RUNS);
      assert.equal(refused.errors?.[0].extensions?.code, "FORBIDDEN");
    }
  });
});
