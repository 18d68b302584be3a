import { strict as assert } from "node:assert";
import { CLOSURE_REASON } from "./demo-tasks.ts";
import bcrypt from "bcryptjs";
import { createTestDatabase } from "../testing/test-database.ts";
import { seedDemoIfAbsent } from "./seed-demo.ts";
import { addDays } from "../../supabase/functions/_shared/domain/dates/calendar.ts";
import { todayInOffset } from "../../supabase/functions/_shared/domain/dates/org-timezone.ts";
import { TaskLister } from "../../supabase/functions/_shared/domain/tasks/task-list.ts";
import type { QueryTerm } from "../../supabase/functions/_shared/domain/query/terms.ts";
import { loadTaskSource } from "../../supabase/functions/_shared/db/tasks/task-source.ts";
import { DEMO_SCHEDULED_FROM } from "./demo-catalogue.ts";
import { HANDOVER, UPCOMING_DAYS } from "./demo-tasks.ts";
import { parseOccurrenceHandle } from "../../supabase/functions/_shared/domain/tasks/handle.ts";
import { listPastSchedules } from "../../supabase/functions/_shared/db/processes/schedule-history.ts";
import { changedProcess, engineDatesOf, expectedChangedDates } from "./schedule-change-check.ts";

async function counts(sql: Awaited<ReturnType<typeof createTestDatabase>>["sql"]) {
  const [row] = await sql`
    select (select count(*) from app.organizations)::int as orgs,
           (select count(*) from app.people)::int as people,
           (select count(*) from app.roles)::int as roles,
           (select count(*) from app.role_members)::int as members,
           (select count(*) from app.process_categories)::int as categories,
           (select count(*) from app.labels)::int as labels,
           (select count(*) from app.processes)::int as processes,
           (select count(*) from app.process_roles)::int as process_roles,
           (select count(*) from app.process_labels)::int as process_labels,
           (select count(*) from app.process_docs)::int as docs,
           (select count(*) from app.tasks)::int as tasks,
           (select count(*) from app.task_series_rules)::int as rules,
           (select count(*) from auth.users)::int as users`;
  return row;
}

Deno.test({
  name: "the demo is seeded once; a second run seeds nothing",
  fn: async () => {
    const db = await createTestDatabase();
    try {
      assert.equal(await seedDemoIfAbsent(db.sql, { password: "seed-test-pass" }), true);
      const first = await counts(db.sql);
      assert.equal(first.orgs, 1);
      assert.equal(first.people, 30);
      assert.equal(first.roles, 12);
      assert.equal(first.categories, 5);
      assert.equal(first.labels, 20);
      assert.equal(first.processes, 40);
      assert.equal(first.users, 3);
      assert.ok(
        first.members >= 30 && first.process_roles > 40 && first.process_labels > 60 &&
          first.docs > 20,
      );

      assert.equal(await seedDemoIfAbsent(db.sql, { password: "seed-test-pass" }), false);
      assert.deepEqual(await counts(db.sql), first);
    } finally {
      await db.close();
    }
  },
});

Deno.test({
  name: "seeded rows: accounts linked with the demo password, handles, increments, schedules",
  fn: async () => {
    const db = await createTestDatabase();
    try {
      await seedDemoIfAbsent(db.sql, { password: "seed-test-pass" });
      const accounts = await db.sql`
      select p.email, p.user_type, u.encrypted_password, u.email_confirmed_at
        from app.people p join auth.users u on u.id = p.auth_user_id order by p.email`;
      assert.deepEqual(accounts.map((a) => [a.email, a.user_type]), [
        ["admin@demo.test", "Admin"],
        ["manager@demo.test", "Manager"],
        ["user@demo.test", "User"],
      ]);
      for (const a of accounts) {
        assert.ok(await bcrypt.compare("seed-test-pass", a.encrypted_password));
        assert.ok(a.email_confirmed_at);
      }
      const [user] = await db.sql`
      select count(*)::int as n from app.role_members m join app.people p on p.id = m.person_id
       where p.email = 'user@demo.test'`;
      assert.ok(user.n >= 2);

      const [settings] = await db
        .sql`select timezone from app.settings s join app.organizations o on o.id = s.org_id
                                     where o.prefix = 'demo'`;
      assert.equal(settings.timezone, "GMT+01:00");
      const handles = await db
        .sql`select process_handle from app.processes where process_handle like 'QA-%' order by 1`;
      assert.equal(handles[0].process_handle, "QA-001");
      const cats = await db.sql`
      select c.prefix, c.increment, count(p.id)::int as n from app.process_categories c
        left join app.processes p on p.category_id = c.id group by c.id`;
      for (const c of cats) assert.equal(c.increment, c.n + 1, c.prefix);

      const [tree] = await db
        .sql`select count(*)::int as n from app.roles where reports_to_id is null`;
      assert.equal(tree.n, 1);
      const [noDates] = await db.sql`
      select count(*)::int as n from app.processes where frequency_type = 'Scheduled' and not has_dates`;
      assert.equal(noDates.n, 1);
      const [payroll] = await db
        .sql`select frequency, compact_frequency from app.processes where name = 'Payroll run'`;
      assert.equal(
        payroll.compact_frequency,
        "Jan,Feb,Apr,May,Jul,Aug,Oct,Nov:1,15;Mar,Jun,Sep,Dec:1,15,5#L",
      );
      assert.deepEqual(payroll.frequency.Mar.fri, ["Last"]);
      assert.equal(payroll.frequency.Mar.flags.fri, true);
      const [asNeeded] = await db.sql`
      select count(*)::int as n from app.processes where frequency_type = 'AsNeeded' and frequency is null and compact_frequency = ''`;
      assert.ok(asNeeded.n >= 5);
    } finally {
      await db.close();
    }
  },
});

Deno.test({
  name: "an existing auth user with a demo email is reused, not duplicated",
  fn: async () => {
    const db = await createTestDatabase();
    try {
      await db
        .sql`insert into auth.users (id, email, encrypted_password) values (gen_random_uuid(), 'ADMIN@demo.test', 'x')`;
      assert.equal(await seedDemoIfAbsent(db.sql, { password: "seed-test-pass" }), true);
      const [row] = await db
        .sql`select count(*)::int as n from auth.users where lower(email) = 'admin@demo.test'`;
      assert.equal(row.n, 1);
      const [linked] = await db
        .sql`select count(*)::int as n from app.people where auth_user_id is not null`;
      assert.equal(linked.n, 3);
    } finally {
      await db.close();
    }
  },
});

Deno.test({
  name: "seeded tasks, read back through the API's loader and the engine: real occurrences, " +
    "late and on-time work for the demo User, a hand-over, skips, manual tasks, history",
  fn: async () => {
    const db = await createTestDatabase();
    try {
      const now = new Date();
      await seedDemoIfAbsent(db.sql, { password: "seed-test-pass", now });
      const today = todayInOffset("GMT+01:00", now);
      const [org] = await db.sql`select id from app.organizations where prefix = 'demo'`;
      const person = async (handle: string) => {
        const [row] = await db.sql`select id from app.people where people_handle = ${handle}`;
        return Number(row.id);
      };
      const source = await db.sql.begin((tx) =>
        loadTaskSource(tx, Number(org.id), { from: DEMO_SCHEDULED_FROM, to: addDays(today, 60) })
      );
      const lister = new TaskLister(source);
      assert.ok(source.stored.length > 100, `${source.stored.length} stored`);
      for (const t of source.stored.filter((t) => !t.isManuallyCreated)) {
        const occurrence = lister.occurrence(t.handle);
        assert.ok(occurrence, `${t.handle} is no occurrence`);
        assert.equal(t.initHandle, occurrence.initHandle, t.handle);
        assert.equal(t.personId, occurrence.personId, t.handle);
      }

      const list = (terms: QueryTerm[], from: string, to: string, assigneeId?: number) =>
        lister.list({
          terms,
          from,
          to,
          today,
          assigneeId,
          sortBy: "dueDate",
          isDesc: false,
          offset: 0,
          limit: 1000,
        });
      const late: QueryTerm = { kind: "is", value: "late", negated: false };
      const user = await person("staylor");
      assert.ok(list([late], DEMO_SCHEDULED_FROM, today, user).totalCount >= 3);
      assert.ok(
        list([{ ...late, negated: true }], today, addDays(today, 14), user).totalCount >= 3,
      );
      const orgLate = list([late], DEMO_SCHEDULED_FROM, today).totalCount;
      assert.ok(orgLate >= 5 && orgLate <= 40, `${orgLate} late in the organisation`);
      // The forklift check lapses (loaded from the database): its undone days are missed.
      const missed = list(
        [{ kind: "is", value: "missed", negated: false }],
        DEMO_SCHEDULED_FROM,
        today,
      );
      assert.ok(missed.totalCount >= 3, `${missed.totalCount} missed in the organisation`);

      const [rule] = await db.sql`select * from app.task_series_rules`;
      assert.equal(Number(rule.person_id), await person(HANDOVER.from));
      assert.equal(Number(rule.assignee_id), await person(HANDOVER.to));
      assert.equal(Number(rule.updated_by), await person("pshah"));
      const handed = source.stored.filter((t) => t.initHandle === rule.from_handle);
      assert.ok(handed.length >= 1);
      assert.ok(handed.every((t) => t.personId === Number(rule.assignee_id)));

      const [kinds] = await db.sql`
        select count(*) filter (where deleted and skip_reason is null)::int as skipped,
               count(*) filter (where is_manually_created)::int as manual,
               count(*) filter (where not is_manually_created
                                and due_date <> right(handle, 10)::date)::int as moved,
               count(*) filter (where deleted and skip_reason = ${CLOSURE_REASON})::int as closed
        from app.tasks`;
      const { closed, ...others } = kinds;
      assert.deepEqual(others, { skipped: 2, manual: 3, moved: 2 });
      assert.ok(closed >= 3, `${closed} skipped on the closure day`);

      // History: the demo User's own steps are theirs; the manager's changes hers.
      const history = await db.sql`
        select c.by_person_id, c.by_name, c.changes from app.task_changes c order by c.id`;
      const steps = history.filter((c) => Number(c.by_person_id) === user);
      assert.ok(steps.length >= 4);
      assert.ok(steps.every((c) => c.by_name === "Sam Taylor" && c.changes[0].field === "status"));
      assert.ok(
        history.some((c) => c.by_name === "Priya Shah" && c.changes[0].field === "deleted"),
      );
      // Completed work is stamped by its assignee when they have an account.
      const [stamped] = await db.sql`
        select count(*)::int as n from app.tasks where person_id = ${user} and updated_by = ${user}`;
      assert.ok(stamped.n >= 3);
    } finally {
      await db.close();
    }
  },
});

Deno.test({
  name: "the demo shows one schedule change: its history row, and occurrences and stored tasks " +
    "under the old schedule before the change day and the new one after, read through the API",
  fn: async () => {
    const db = await createTestDatabase();
    try {
      const now = new Date("2026-11-25T10:00:00Z");
      await seedDemoIfAbsent(db.sql, { password: "seed-test-pass", now });
      const today = todayInOffset("GMT+01:00", now);
      const { handle, formerSchedule, process } = changedProcess();
      const [row] = await db.sql`
        select p.org_id, p.id, p.compact_frequency from app.processes p
        where p.process_handle = ${handle}`;
      const [orgId, processId] = [Number(row.org_id), Number(row.id)];
      assert.equal(row.compact_frequency, "W1:Mon@2026-01-05");

      const history = await db.sql.begin((tx) => listPastSchedules(tx, orgId, processId));
      const changeDay = addDays(today, -formerSchedule.changedDaysAgo);
      assert.deepEqual(
        history.map((h) => [h.compactFrequency, h.scheduledFrom, h.until, h.changedByName]),
        [[
          "*:1#1",
          DEMO_SCHEDULED_FROM,
          addDays(today, -formerSchedule.changedDaysAgo - 1),
          "Priya Shah",
        ]],
      );
      assert.equal(todayInOffset("GMT+01:00", new Date(history[0].changedAt)), changeDay);
      const [{ n }] = await db.sql`select count(*)::int as n from app.process_schedules_ended`;
      assert.equal(n, 1, "one change in the whole demo");

      const to = addDays(today, UPCOMING_DAYS);
      const made = await engineDatesOf(db.sql, orgId, processId, today, to);
      const expected = expectedChangedDates(today, to);
      assert.deepEqual(made, expected);
      assert.ok(expected.some((d) => d < changeDay) && expected.some((d) => d >= changeDay));

      const stored = await db.sql`select handle from app.tasks
        where org_id = ${orgId} and process_id = ${processId} and not is_manually_created`;
      const storedDates = stored.map((t) => parseOccurrenceHandle(t.handle)!.date);
      const expectedSet = new Set(expected);
      assert.ok(storedDates.every((d) => expectedSet.has(d)), storedDates.join(" "));
      assert.ok(storedDates.filter((d) => d < changeDay).length >= 5, `${process.name}: old`);
      assert.ok(storedDates.filter((d) => d >= changeDay && d < today).length >= 4);
    } finally {
      await db.close();
    }
  },
});
