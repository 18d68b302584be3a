/** The demo's task plan, checked against the task engine it is made from. */
import { strict as assert } from "node:assert";
import { addDays, daysBetween } from "../../supabase/functions/_shared/domain/dates/calendar.ts";
import { parseOccurrenceHandle } from "../../supabase/functions/_shared/domain/tasks/handle.ts";
import { isLate } from "../../supabase/functions/_shared/domain/tasks/late.ts";
import { TaskLister } from "../../supabase/functions/_shared/domain/tasks/task-list.ts";
import type {
  StoredTask,
  TaskSource,
} from "../../supabase/functions/_shared/domain/tasks/types.ts";
import type { QueryTerm } from "../../supabase/functions/_shared/domain/query/terms.ts";
import { planDemoCatalogue, scheduleChangeDays } from "./demo-catalogue.ts";
import { changedProcess, expectedChangedDates } from "./schedule-change-check.ts";
import { DEMO_PEOPLE } from "./demo-people.ts";
import { type DemoIds, demoTaskSource } from "./demo-task-source.ts";
import {
  CLOSURE_REASON,
  closureDay,
  DEMO_LEAVER,
  DEMO_USER,
  type DemoTaskPlan,
  finalValues,
  HANDOVER,
  LAPSED,
  planDemoTasks,
  RECENT_DAYS,
  UPCOMING_DAYS,
} from "./demo-tasks.ts";

/** How long before the seeding day the leaver gave up her role (demo-people.ts). */
const LEAVER_LEFT_DAYS_AGO = DEMO_PEOPLE.find((p) => p.handle === DEMO_LEAVER)!.formerRoles!.WH!;

/** Ids as a database might hand them out (`offset` makes another database's). */
function idsFrom(offset: number): DemoIds {
  return {
    processes: new Map(planDemoCatalogue().processes.map((p, i) => [p.handle, offset + 3 * i + 1])),
    people: new Map(DEMO_PEOPLE.map((p, i) => [p.handle, offset + 2 * i + 1])),
  };
}
const IDS = idsFrom(100);
const person = (handle: string) => IDS.people.get(handle)!;
const DAYS = ["2026-03-16T09:00:00Z", "2026-11-23T03:00:00Z", "2027-06-30T23:30:00Z"];

/** The source the API would load once the plan is stored. */
function storedSource(plan: DemoTaskPlan, ids = IDS): TaskSource {
  const stored: StoredTask[] = plan.tasks.map((t, i) => ({
    ...finalValues(t),
    id: i + 1,
    updatedAt: t.insert.updatedAt ?? "2026-01-01T00:00:00Z",
    updatedById: null,
  }));
  return { ...demoTaskSource(ids, plan.today), rules: plan.rules.map((r) => r.rule), stored };
}

function list(
  plan: DemoTaskPlan,
  terms: QueryTerm[],
  from: string,
  to: string,
  assigneeId?: number,
) {
  return new TaskLister(storedSource(plan)).list({
    terms,
    from,
    to,
    today: plan.today,
    assigneeId,
    sortBy: "dueDate",
    isDesc: false,
    offset: 0,
    limit: 100_000,
  });
}
const LATE: QueryTerm = { kind: "is", value: "late", negated: false };
const NOT_LATE: QueryTerm = { kind: "is", value: "late", negated: true };
const MISSED: QueryTerm = { kind: "is", value: "missed", negated: false };

for (const when of DAYS) {
  const now = new Date(when);
  const plan = planDemoTasks({ ids: IDS, now });
  const final = plan.tasks.map(finalValues);
  const generated = final.filter((t) => !t.isManuallyCreated);

  Deno.test(`${when}: every stored occurrence is one the engine makes, stored once`, () => {
    const lister = new TaskLister({ ...storedSource(plan), stored: [] });
    assert.ok(generated.length > 100);
    for (const task of plan.tasks.filter((t) => !t.insert.isManuallyCreated)) {
      const occurrence = lister.occurrence(task.insert.handle);
      assert.ok(occurrence, task.insert.handle);
      // As generated, but for its status (and, through updates only, a move or a skip).
      const { status: _, updatedAt: __, ...inserted } = task.insert;
      const { status: ___, id: _id, updatedAt: _u, updatedById: _b, ...made } = occurrence;
      assert.deepEqual(inserted, made);
      if (task.updates.length) assert.equal(task.insert.status, "NotStarted");
    }
    const handles = final.map((t) => t.handle);
    assert.equal(new Set(handles).size, handles.length);
  });

  Deno.test(`${when}: the changed process follows its old schedule before the change day, its new one after`, () => {
    const { handle, formerSchedule } = changedProcess();
    const id = IDS.processes.get(handle)!;
    const to = addDays(plan.today, UPCOMING_DAYS);
    const dateOf = (h: string) => parseOccurrenceHandle(h)!.date;
    const expected = expectedChangedDates(plan.today, to);
    // The engine, from the source the seed plans with (pastSchedules included).
    const made = list(plan, [], "2026-01-01", to).nodes.filter((t) => t.processId === id);
    assert.deepEqual([...new Set(made.map((t) => dateOf(t.handle)))].sort(), expected);
    // The stored tasks are among them, on both sides of the change where the past reaches it.
    const stored = generated.filter((t) => t.processId === id).map((t) => dateOf(t.handle));
    const expectedSet = new Set(expected);
    assert.ok(stored.every((d) => expectedSet.has(d)), stored.join(" "));
    const { changeDay } = scheduleChangeDays(plan.today, formerSchedule.changedDaysAgo);
    if (changeDay > "2026-02-02") {
      assert.ok(stored.some((d) => d < changeDay), "stored under the old schedule");
      assert.ok(stored.filter((d) => d >= changeDay && d < plan.today).length >= 4);
    }
  });

  Deno.test(`${when}: the past is done but for a handful of recent tasks`, () => {
    const past = generated.filter((t) => t.dueDate < plan.today);
    const complete = past.filter((t) => t.status === "Complete").length;
    assert.ok(complete / past.length > 0.95, `${complete} of ${past.length}`);
    const late = list(plan, [LATE], "2026-01-01", plan.today);
    assert.ok(late.totalCount >= 5 && late.totalCount <= 40, `${late.totalCount} late`);
    for (const t of late.nodes) {
      // The demo User's are reopened from their latest until they have enough; the leaver's
      // date from the month before she left (her daily check lapses, her monthly ones stay late).
      const limit = t.personId === person(DEMO_USER)
        ? 2 * RECENT_DAYS
        : t.personId === person(DEMO_LEAVER)
        ? LEAVER_LEFT_DAYS_AGO + 31
        : RECENT_DAYS;
      assert.ok(daysBetween(t.dueDate, plan.today) <= limit, `${t.handle} is old`);
    }
    assert.ok(late.nodes.some((t) => t.status === "InProgress"));
    assert.ok(late.nodes.some((t) => t.status === "NotStarted"));
  });

  Deno.test(`${when}: the leaver's undone work stays late and hers; nothing of hers after she left`, () => {
    const lastDay = addDays(plan.today, -LEAVER_LEFT_DAYS_AGO);
    const hers = list(plan, [], "2026-01-01", addDays(plan.today, 30), person(DEMO_LEAVER)).nodes;
    assert.ok(hers.length > 0);
    assert.ok(
      hers.every((t) => t.dueDate <= lastDay),
      `after ${lastDay}: ${JSON.stringify(hers.at(-1))}`,
    );
    const late = hers.filter((t) => isLate(t, plan.today));
    assert.ok(late.length >= 1, "the leaver has late work");
  });

  Deno.test(`${when}: a lapsing daily check shows missed days, none of them late`, () => {
    const missed = list(plan, [MISSED], "2026-01-01", plan.today);
    const forklift = IDS.processes.get(
      planDemoCatalogue().processes.find((p) => p.process.name === LAPSED.process)!.handle,
    );
    const his = missed.nodes.filter((t) => t.personId === person(LAPSED.person));
    assert.ok(his.length >= LAPSED.days, `${his.length} of his missed`);
    assert.ok(missed.nodes.every((t) => t.processId === forklift), "only that process lapses");
    const late = list(plan, [LATE], "2026-01-01", plan.today);
    const handles = new Set(missed.nodes.map((t) => t.handle));
    assert.ok(late.nodes.every((t) => !handles.has(t.handle)), "missed is never late");
  });

  Deno.test(`${when}: the closure day's work is all skipped, saying why`, () => {
    const day = closureDay(plan.today);
    const that = plan.tasks.filter((t) => t.insert.dueDate === day);
    assert.ok(that.length >= 3, `${that.length} tasks on ${day}`);
    for (const t of that) {
      const last = t.updates.at(-1)?.set;
      assert.equal(last?.deleted, true, t.insert.handle);
      assert.equal(last?.skipReason, CLOSURE_REASON);
    }
  });

  Deno.test(`${when}: the demo User has late tasks, on-time ones and one already started`, () => {
    const user = person(DEMO_USER);
    const late = list(plan, [LATE], "2026-01-01", plan.today, user);
    assert.ok(late.totalCount >= 3, `${late.totalCount}`);
    const ahead = list(plan, [NOT_LATE], plan.today, addDays(plan.today, 14), user).nodes;
    assert.ok(ahead.length >= 3);
    assert.ok(ahead.some((t) => t.status === "InProgress"));
    const story = plan.tasks.filter((t) =>
      t.insert.personId === user && t.updates.length === 2 &&
      t.updates.every((u) => u.by === DEMO_USER)
    );
    assert.deepEqual(story.map((t) => finalValues(t).status), ["Complete", "Complete"]);
  });

  Deno.test(`${when}: a few upcoming tasks already In Progress; skipped and moved ones`, () => {
    const upcoming = generated.filter((t) => t.dueDate >= plan.today);
    assert.ok(upcoming.filter((t) => t.status === "InProgress").length >= 3);
    const skipped = final.filter((t) => t.deleted && t.dueDate !== closureDay(plan.today));
    assert.equal(skipped.length, 2);
    assert.ok(
      skipped.some((t) => t.dueDate < plan.today) && skipped.some((t) => t.dueDate > plan.today),
    );
    assert.ok(list(plan, [LATE], "2026-01-01", plan.today).nodes.every((t) => !t.deleted));
    const moved = generated.filter((t) => t.dueDate !== parseOccurrenceHandle(t.handle)!.date);
    assert.equal(moved.length, 2);
    assert.ok(moved.some((t) => t.personId === person(DEMO_USER) && t.dueDate > plan.today));
  });

  Deno.test(`${when}: one series handed on this and following, its later occurrences the new person's`, () => {
    assert.equal(plan.rules.length, 1);
    const { rule } = plan.rules[0]!;
    assert.equal(rule.personId, person(HANDOVER.from));
    assert.equal(rule.assigneeId, person(HANDOVER.to));
    const back = daysBetween(rule.fromDate, plan.today);
    assert.ok(back >= 7 && back <= 21, `${back} days back`);
    const series = generated.filter((t) =>
      parseOccurrenceHandle(t.handle)!.personId === rule.personId && t.processId === rule.processId
    );
    const after = series.filter((t) => t.dueDate >= rule.fromDate);
    assert.ok(after.length >= 1);
    for (const t of after) {
      assert.equal(t.initHandle, rule.fromHandle);
      assert.equal(t.personId, rule.assigneeId);
    }
    for (const t of series.filter((t) => t.dueDate < rule.fromDate)) {
      assert.equal(t.initHandle, t.handle);
      assert.equal(t.personId, rule.personId);
    }
  });

  Deno.test(`${when}: three manual tasks: one late, one upcoming, one the demo User's`, () => {
    const manual = final.filter((t) => t.isManuallyCreated);
    assert.equal(manual.length, 3);
    for (const t of manual) {
      assert.match(t.handle, /^m-[0-9a-f]{16}$/);
      assert.equal(t.initHandle, t.handle);
    }
    assert.ok(manual.some((t) => isLate(t, plan.today)));
    assert.ok(manual.some((t) => t.dueDate > plan.today));
    assert.ok(manual.some((t) => t.personId === person(DEMO_USER)));
  });
}

Deno.test("the same day plans the same demo, whatever ids the database gave", () => {
  const now = new Date(DAYS[1]!);
  const described = (ids: DemoIds) => {
    const processes = new Map([...ids.processes].map(([h, id]) => [id, h]));
    const people = new Map([...ids.people].map(([h, id]) => [id, h]));
    return planDemoTasks({ ids, now }).tasks.map((t) => {
      const v = finalValues(t);
      return [processes.get(v.processId!), people.get(v.personId!), v.dueDate, v.status, v.deleted]
        .join(" ");
    }).sort();
  };
  assert.deepEqual(planDemoTasks({ ids: IDS, now }), planDemoTasks({ ids: IDS, now }));
  assert.deepEqual(described(idsFrom(5000)), described(IDS));
  // Another day, another draw.
  assert.notDeepEqual(
    planDemoTasks({ ids: IDS, now: new Date("2026-11-30T03:00:00Z") }).tasks.map(finalValues)
      .filter((t) => t.status === "InProgress").map((t) => t.handle),
    planDemoTasks({ ids: IDS, now }).tasks.map(finalValues)
      .filter((t) => t.status === "InProgress").map((t) => t.handle),
  );
});

Deno.test("just after the schedules start there is little to plan, and nothing breaks", () => {
  const plan = planDemoTasks({ ids: IDS, now: new Date("2026-01-02T12:00:00Z") });
  assert.equal(plan.today, "2026-01-02");
  assert.equal(plan.rules.length, 0, "no occurrence three weeks back to hand on");
  assert.equal(plan.tasks.filter((t) => t.insert.isManuallyCreated).length, 3);
});

Deno.test("today is the organisation's day (GMT+01:00), not UTC's", () => {
  assert.equal(
    planDemoTasks({ ids: IDS, now: new Date("2026-11-22T23:30:00Z") }).today,
    "2026-11-23",
  );
});
