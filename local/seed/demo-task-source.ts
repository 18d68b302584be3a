/**
 * The demo plan as the task engine sees it (domain/tasks TaskSource), built in memory
 * from the same data the seed inserts, with the ids the database gave the rows — so the
 * occurrences the seed stores are the ones the API will compute. It mirrors what
 * db/tasks/task-source.ts loads: scheduled processes that yield dates, their roles'
 * people as series members on the days they held the role (dated from `today`, the seeding
 * day), the schedule a process had before its change (pastSchedules), no rules and nothing
 * stored yet.
 */
import type { Frequency } from "../../supabase/functions/_shared/domain/frequency/index.ts";
import type {
  PersonFacts,
  ProcessFacts,
  SeriesMember,
  TaskSource,
} from "../../supabase/functions/_shared/domain/tasks/types.ts";
import { DEMO_PEOPLE, demoHoldings } from "./demo-people.ts";
import { DEMO_SCHEDULED_FROM, planDemoCatalogue, scheduleChangeDays } from "./demo-catalogue.ts";

/** Database ids of the seeded rows, by handle. */
export interface DemoIds {
  /** By process handle (e.g. `SAF-001`). */
  processes: ReadonlyMap<string, number>;
  /** By people handle (e.g. `staylor`). */
  people: ReadonlyMap<string, number>;
}

export function demoTaskSource(ids: DemoIds, today: string): TaskSource {
  const processes = new Map<number, ProcessFacts>();
  const members: SeriesMember[] = [];
  const holdings = demoHoldings(today, DEMO_SCHEDULED_FROM);
  for (const { process, handle, stored, former } of planDemoCatalogue().processes) {
    const pastSchedules = former && process.formerSchedule
      ? [{
        until: scheduleChangeDays(today, process.formerSchedule.changedDaysAgo).inForceUntil,
        frequency: former.hasDates ? former.frequency as unknown as Frequency : null,
        scheduledFrom: DEMO_SCHEDULED_FROM,
        compactFrequency: former.compactFrequency,
      }]
      : [];
    // As db/tasks/task-source.ts: a process loads when any schedule it had yields dates.
    const dated = (stored.frequencyType === "Scheduled" && stored.hasDates) ||
      pastSchedules.some((s) => s.frequency !== null);
    if (!dated) continue;
    const id = idOf(ids.processes, handle, "process");
    processes.set(id, {
      id,
      name: process.name,
      processHandle: handle,
      frequency: stored.frequency as unknown as Frequency,
      scheduledFrom: DEMO_SCHEDULED_FROM,
      compactFrequency: stored.compactFrequency,
      labels: process.labels,
      roleHandles: process.roles,
      unfinishedRule: process.unfinishedRule ?? "StaysLate",
      ...(pastSchedules.length > 0 ? { pastSchedules } : {}),
    });
    for (const h of holdings) {
      if (!process.roles.includes(h.role)) continue;
      const personId = idOf(ids.people, h.person, "person");
      members.push({
        processId: id,
        personId,
        from: h.from,
        ...(h.until ? { until: h.until } : {}),
      });
    }
  }
  const people = new Map<number, PersonFacts>();
  for (const person of DEMO_PEOPLE) {
    const id = idOf(ids.people, person.handle, "person");
    people.set(id, { id, name: person.name, roleHandles: person.roles });
  }
  return { processes, people, members, rules: [], stored: [] };
}

function idOf(map: ReadonlyMap<string, number>, handle: string, what: string): number {
  const id = map.get(handle);
  if (id === undefined) throw new Error(`demo seed: no id for ${what} "${handle}"`);
  return id;
}
