/**
 * The demo organisation's task state, relative to the day the seed runs, so the demo looks
 * like a team that works: past occurrences almost all Complete (the older, the surer), a
 * few recent ones In Progress or not started (late) — some of them the demo User's — a few
 * upcoming ones already In Progress, skipped occurrences, moved due dates, manual tasks and
 * one series handed on "this and following".
 *
 * Pure: occurrences come from the task engine (domain/tasks) over the demo plan
 * (demo-task-source.ts), so every stored row is a real occurrence. Randomness is a hash of
 * the occurrence's process handle, person handle and date — not of database ids — so a
 * given day always plans the same demo. seed-demo-tasks.ts writes the plan.
 */
import { addDays, daysBetween } from "../../supabase/functions/_shared/domain/dates/calendar.ts";
import {
  startOfDayInOffset,
  todayInOffset,
} from "../../supabase/functions/_shared/domain/dates/org-timezone.ts";
import {
  generatedTaskName,
  manualHandle,
  occurrenceHandle,
  parseOccurrenceHandle,
} from "../../supabase/functions/_shared/domain/tasks/handle.ts";
import { TaskLister } from "../../supabase/functions/_shared/domain/tasks/task-list.ts";
import type {
  SeriesRule,
  Task,
  TaskSource,
} from "../../supabase/functions/_shared/domain/tasks/types.ts";
import type { TaskStatus } from "../../supabase/functions/_shared/domain/query/terms.ts";
import { DEMO_ORGANIZATION } from "./demo-people.ts";
import { DEMO_SCHEDULED_FROM, planDemoCatalogue } from "./demo-catalogue.ts";
import { type DemoIds, demoTaskSource } from "./demo-task-source.ts";

/** Occurrences due this many days back or fewer may still be open; older ones are done. */
export const RECENT_DAYS = 14;
/** Upcoming occurrences are planned this far ahead (some already In Progress). */
export const UPCOMING_DAYS = 21;
/** Of the recent past occurrences: Complete below the first, In Progress below the second. */
const RECENT_COMPLETE = 0.88;
const RECENT_IN_PROGRESS = 0.94;
/** Of the upcoming ones: already In Progress below this. */
const UPCOMING_IN_PROGRESS = 0.05;
/** The demo User's dashboard shows at least this many late tasks. */
export const DEMO_USER_LATE = 3;

export const DEMO_USER = "staylor";
export const DEMO_MANAGER = "pshah";
/** Left the warehouse three weeks before the seeding day (demo-people.ts). */
export const DEMO_LEAVER = "fobrien";
/** Daily checks left undone before the latest one: missed, as their process lapses. */
export const LAPSED = { process: "Forklift daily pre-use check", person: "tadeyemi", days: 3 };
/** The series handed on: Giulia's fire alarm tests go to Laura, the new starter. */
export const HANDOVER = { process: "Fire alarm test", from: "grossi", to: "lmartin" } as const;

export interface TaskValues {
  handle: string;
  initHandle: string;
  name: string;
  description: string;
  processId: number | null;
  personId: number | null;
  /** YYYY-MM-DD */
  dueDate: string;
  status: TaskStatus;
  deleted: boolean;
  isManuallyCreated: boolean;
}

export type TaskChange =
  & Partial<Pick<TaskValues, "status" | "dueDate" | "deleted">>
  & { skipReason?: string };

export interface PlannedTask {
  /** The row as inserted; `updatedAt` null: when the seed runs. */
  insert: TaskValues & { updatedAt: string | null };
  /**
   * Then changed by UPDATE, in order: the history trigger records updates (and manual
   * inserts), so these are the tasks whose history shows. Each by a person's handle.
   */
  updates: { set: TaskChange; by: string }[];
  /** Handle of the person who wrote the insert (the assignee who did the work, or the manager). */
  by: string | null;
}

export interface PlannedRule {
  rule: SeriesRule;
  /** Handle of the person who made it. */
  by: string;
}

export interface DemoTaskPlan {
  /** The organisation's calendar day the plan is relative to. */
  today: string;
  rules: PlannedRule[];
  tasks: PlannedTask[];
}

/** The row a planned task ends as, once its updates are applied. */
export function finalValues(task: PlannedTask): TaskValues {
  const { updatedAt: _, ...values } = task.insert;
  return task.updates.reduce((v, u) => ({ ...v, ...u.set }), values as TaskValues);
}

export function planDemoTasks(input: { ids: DemoIds; now: Date }): DemoTaskPlan {
  const { ids, now } = input;
  const tz = DEMO_ORGANIZATION.timezone;
  const today = todayInOffset(tz, now);
  const names = handlesById(ids);
  const processHandles = new Map(
    planDemoCatalogue().processes.map((p) => [p.process.name, p.handle]),
  );
  const processId = (name: string) => {
    const id = ids.processes.get(processHandles.get(name) ?? "");
    if (id === undefined) throw new Error(`demo seed: no process "${name}"`);
    return id;
  };
  const personId = (handle: string) => {
    const id = ids.people.get(handle);
    if (id === undefined) throw new Error(`demo seed: no person "${handle}"`);
    return id;
  };

  const base = demoTaskSource(ids, today);
  const handover = handoverRule(base, processId(HANDOVER.process), personId, today);
  const source: TaskSource = { ...base, rules: handover ? [handover] : [] };
  const occurrences = new TaskLister(source).list({
    terms: [],
    from: DEMO_SCHEDULED_FROM,
    to: addDays(today, UPCOMING_DAYS),
    today,
    sortBy: "dueDate",
    isDesc: false,
    offset: 0,
    limit: Number.MAX_SAFE_INTEGER,
  }).nodes;

  /** The stable key of an occurrence: process handle, series person handle, date. */
  const keyOf = (t: Task) => {
    const k = parseOccurrenceHandle(t.handle)!;
    return `${source.processes.get(k.processId)!.processHandle}/${names.get(k.personId)}/${k.date}`;
  };
  const assigneeOf = (t: Task) => names.get(t.personId!) ?? null;
  const at = (day: string, t: Task, fromHour: number, hours: number) =>
    new Date(
      startOfDayInOffset(day, tz).getTime() +
        (fromHour + unitHash(`${keyOf(t)}#at`) * hours) * 3_600_000,
    ).toISOString();

  const planned = new Map<string, PlannedTask>();
  const store = (
    t: Task,
    p: Omit<PlannedTask, "insert"> & { insert?: Partial<PlannedTask["insert"]> },
  ) =>
    planned.set(t.handle, {
      insert: { ...generatedValues(t), updatedAt: null, ...p.insert },
      updates: p.updates,
      by: p.by,
    });
  const past = occurrences.filter((t) => t.dueDate < today);
  const upcoming = occurrences.filter((t) => t.dueDate >= today);
  const first = (list: Task[], ok: (t: Task) => boolean) =>
    list.find((t) => !planned.has(t.handle) && ok(t));
  const latestFirst = [...past].reverse();
  const isUser = (t: Task) => t.personId === personId(DEMO_USER);
  const ofProcess = (name: string, person: string) => (t: Task) =>
    t.processId === processId(name) && t.personId === personId(person);

  // The demo User's history: their two latest past tasks done step by step, and their
  // next task started — each change theirs.
  for (const t of latestFirst.filter(isUser).slice(0, 2)) {
    store(t, {
      updates: [{ set: { status: "InProgress" }, by: DEMO_USER }, {
        set: { status: "Complete" },
        by: DEMO_USER,
      }],
      by: DEMO_USER,
    });
  }
  const next = first(upcoming, isUser);
  if (next) store(next, { updates: [{ set: { status: "InProgress" }, by: DEMO_USER }], by: null });

  // The manager moves the demo User's next safety walk to the Monday after, and moved an
  // accountant's payment run to the Monday after too, which she then did.
  const walk = first(
    upcoming,
    (t) => t.dueDate > today && ofProcess("Workplace safety walk", DEMO_USER)(t),
  );
  if (walk) {
    store(walk, {
      updates: [{ set: { dueDate: addDays(walk.dueDate, 3) }, by: DEMO_MANAGER }],
      by: null,
    });
  }
  const payment = first(
    latestFirst,
    (t) => daysBetween(t.dueDate, today) >= 5 && ofProcess("Supplier payment run", "ecampbell")(t),
  );
  if (payment) {
    store(payment, {
      updates: [{ set: { dueDate: addDays(payment.dueDate, 3) }, by: DEMO_MANAGER }, {
        set: { status: "Complete" },
        by: "ecampbell",
      }],
      by: null,
    });
  }

  // Skipped occurrences: a past forklift check while the seasonal worker was away, and
  // next week's machine guarding inspection.
  const skipped = [
    first(latestFirst, ofProcess("Forklift daily pre-use check", "tbaker")),
    first(
      upcoming,
      (t) => t.dueDate > today && ofProcess("Machine guarding inspection", "dbrennan")(t),
    ),
  ];
  for (const t of skipped) {
    if (t) store(t, { updates: [{ set: { deleted: true }, by: DEMO_MANAGER }], by: null });
  }

  // A closure day: the plant shut for its stock-take, so that day's work was skipped, saying why.
  const closure = closureDay(today);
  for (const t of past) {
    if (t.dueDate !== closure || planned.has(t.handle)) continue;
    store(t, {
      updates: [{ set: { deleted: true, skipReason: CLOSURE_REASON }, by: DEMO_MANAGER }],
      by: null,
    });
  }

  // The first occurrence handed on was done by its new person.
  const handed = handover && occurrences.find((t) => t.handle === handover.fromHandle);
  if (handed && handed.dueDate < today && !planned.has(handed.handle)) {
    store(handed, {
      insert: { status: "Complete", updatedAt: at(handed.dueDate, handed, 8, 9) },
      updates: [],
      by: assigneeOf(handed),
    });
  }

  // The leaver's last checks before she left were never done: they stay late, and hers
  // (of processes whose undone work stays late).
  const staysLate = (t: Task) => source.processes.get(t.processId!)?.unfinishedRule !== "Lapses";
  const leftUndone = new Set(
    latestFirst.filter((t) => t.personId === personId(DEMO_LEAVER) && staysLate(t)).slice(0, 2)
      .map((t) => t.handle),
  );
  // A few forklift checks before the latest were not done: that process lets undone work
  // lapse, so they are missed, not late (docs/task-engine.md#missed-occurrences).
  for (
    const t of latestFirst.filter(ofProcess(LAPSED.process, LAPSED.person)).slice(
      1,
      1 + LAPSED.days,
    )
  ) leftUndone.add(t.handle);

  // Everything else: the older past done, the recent past mostly done, a few upcoming started.
  for (const t of past) {
    if (planned.has(t.handle) || leftUndone.has(t.handle)) continue;
    const status = routineStatus(daysBetween(t.dueDate, today), unitHash(keyOf(t)));
    if (status === "NotStarted") continue; // late as generated: nothing to store
    store(t, {
      insert: { status, updatedAt: at(t.dueDate, t, 8, 9) },
      updates: [],
      by: assigneeOf(t),
    });
  }
  for (const t of upcoming) {
    if (planned.has(t.handle) || unitHash(keyOf(t)) >= UPCOMING_IN_PROGRESS) continue;
    store(t, {
      insert: {
        status: "InProgress",
        updatedAt: new Date(now.getTime() - (1 + unitHash(`${keyOf(t)}#at`) * 40) * 3_600_000)
          .toISOString(),
      },
      updates: [],
      by: assigneeOf(t),
    });
  }

  // The demo User's dashboard shows late tasks: reopen their latest plainly completed
  // ones (never those with a story above) until there are enough.
  const userPast = latestFirst.filter(isUser);
  const lateCount = () =>
    userPast.filter((t) => {
      const p = planned.get(t.handle);
      return !p || (finalValues(p).status !== "Complete" && !finalValues(p).deleted);
    }).length;
  for (const t of userPast) {
    if (lateCount() >= DEMO_USER_LATE) break;
    const p = planned.get(t.handle);
    if (
      p && p.updates.length === 0 && p.insert.status === "Complete" &&
      t.handle !== handover?.fromHandle
    ) {
      planned.delete(t.handle);
    }
  }

  const tasks = [...planned.values(), ...manualTasks(today, processId, personId)];
  return { today, rules: handover ? [{ rule: handover, by: DEMO_MANAGER }] : [], tasks };
}

/** What became of a past occurrence `age` days old, by its draw `r` in [0, 1). */
function routineStatus(age: number, r: number): TaskStatus {
  if (age > RECENT_DAYS || r < RECENT_COMPLETE) return "Complete";
  return r < RECENT_IN_PROGRESS ? "InProgress" : "NotStarted";
}

/** A generated occurrence as the engine makes it, to be stored. */
function generatedValues(t: Task): TaskValues {
  return {
    handle: t.handle,
    initHandle: t.initHandle,
    name: t.name,
    description: t.description,
    processId: t.processId,
    personId: t.personId,
    dueDate: t.dueDate,
    status: t.status,
    deleted: t.deleted,
    isManuallyCreated: false,
  };
}

/**
 * Giulia's fire alarm tests go to Laura from the first one three weeks back, so the list
 * shows both sides of the hand-over; null if the series has no occurrence there.
 */
function handoverRule(
  source: TaskSource,
  processId: number,
  personId: (handle: string) => number,
  today: string,
): SeriesRule | null {
  const from = personId(HANDOVER.from);
  const occurrence = new TaskLister(source).list({
    terms: [{ kind: "user", id: from }, { kind: "process", id: processId }],
    from: addDays(today, -21),
    to: today,
    today,
    sortBy: "dueDate",
    isDesc: false,
    offset: 0,
    limit: 1,
  }).nodes[0];
  if (!occurrence) return null;
  return {
    processId,
    personId: from,
    fromDate: occurrence.dueDate,
    fromHandle: occurrenceHandle(processId, from, occurrence.dueDate),
    assigneeId: personId(HANDOVER.to),
    name: generatedTaskName(source.processes.get(processId)!.name),
    description: "",
  };
}

/** Work that is no schedule's: one late, one upcoming, one the demo User's. */
function manualTasks(
  today: string,
  processId: (name: string) => number,
  personId: (handle: string) => number,
): PlannedTask[] {
  const manual = (
    name: string,
    description: string,
    person: string,
    process: string | null,
    dueDate: string,
    status: TaskStatus,
  ): PlannedTask => {
    const handle = manualHandle(() => hex16(name));
    return {
      insert: {
        handle,
        initHandle: handle,
        name,
        description,
        processId: process === null ? null : processId(process),
        personId: personId(person),
        dueDate,
        status,
        deleted: false,
        isManuallyCreated: true,
        updatedAt: null,
      },
      updates: [],
      by: DEMO_MANAGER,
    };
  };
  return [
    manual(
      "Fix hydraulic leak on press 3",
      "Oil under press 3 at the start of the shift: replace the hose and clean the floor.",
      "dbrennan",
      "Breakdown repair",
      addDays(today, -3),
      "InProgress",
    ),
    manual(
      "Get quotes for new pallet racking",
      "Three quotes for aisle 4, including installation and the load signs.",
      "tadeyemi",
      null,
      addDays(today, 10),
      "NotStarted",
    ),
    manual(
      "Prepare toolbox talk on manual handling",
      "Ten minutes for the start of each shift, with the new lifting poster.",
      DEMO_USER,
      "Workplace safety walk",
      addDays(today, 4),
      "NotStarted",
    ),
  ];
}

function handlesById(ids: DemoIds): Map<number, string> {
  return new Map([...ids.people].map(([handle, id]) => [id, handle]));
}

/** FNV-1a of the text, as a number in [0, 1): the same text always draws the same. */
export function unitHash(text: string, seed = 0x811c9dc5): number {
  let h = seed;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0) / 2 ** 32;
}

/** Sixteen hex digits drawn from the text (a manual handle that is the same every run). */
function hex16(text: string): string {
  const part = (seed: number) =>
    Math.floor(unitHash(text, seed) * 2 ** 32).toString(16).padStart(8, "0");
  return part(0x811c9dc5) + part(0x050c5d1f);
}

export const CLOSURE_REASON = "Plant closed for the annual stock-take";

/** The weekday 12 to 16 days before `today` that is a Wednesday: the demo's closure day. */
export function closureDay(today: string): string {
  for (let back = 12;; back++) {
    const day = addDays(today, -back);
    if (new Date(`${day}T00:00:00Z`).getUTCDay() === 3) return day;
  }
}
