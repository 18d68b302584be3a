/**
 * A page of the organisation's task list in due-date order without loading the
 * organisation's tasks (docs/task-engine.md#counting-in-the-database): the tasks per day are
 * the catalogue's dates times the people per span (domain/tasks/span-counts.ts), corrected
 * per day by the stored tasks in the database; only the days the page touches are listed,
 * each by one query for its slice. Also a name group's tasks (span-orders.ts).
 */
import { answerOnce, daysOf, type LoadedCatalogue } from "../../db/tasks/span-catalogue.ts";
import { meanwhile } from "../../db/meanwhile.ts";
import { dayTasks } from "../../db/tasks/span-pages.ts";
import { storedDayCorrections, storedTerms } from "../../db/tasks/stored-corrections.ts";
import { type DayNumber, fromDayNumber, toDayNumber } from "../../domain/dates/calendar.ts";
import { occurrenceTask } from "../../domain/tasks/occurrence-tasks.ts";
import type { ProcessDays } from "../../domain/tasks/process-days.ts";
import {
  generatedDayCounts,
  generatedValues,
  processesOn,
  spanLanes,
} from "../../domain/tasks/span-counts.ts";
import { needlesMatch } from "../../domain/tasks/task-lanes.ts";
import type { TaskListQuery, TaskListResult } from "../../domain/tasks/task-list.ts";
import type { Task } from "../../domain/tasks/types.ts";
import type { Tx } from "../../db/client.ts";
import { correctionContext } from "../statistics/span-counter.ts";

/** A list in due-date order, or its tasks of one name exactly (a group in name order). */
export type DueDateQuery = TaskListQuery & { name?: string };

/**
 * A page kept while the catalogue is (the organisation's version stands): a page read again
 * is the same page.
 */
export async function kept(
  catalogue: LoadedCatalogue,
  query: TaskListQuery & { name?: string },
  page: () => Promise<TaskListResult | null>,
): Promise<TaskListResult | null> {
  const key = `page|${JSON.stringify(query)}`;
  const known = catalogue.answers.get(key) as TaskListResult | undefined;
  if (known) return known;
  const result = await page();
  if (catalogue.answers.size > 1000) catalogue.answers.clear();
  if (result && query.limit <= 100) catalogue.answers.set(key, result);
  return result;
}

/** The page in due-date order (kept), or null when a term needs each occurrence's person. */
export async function dueDatePage(
  tx: Tx,
  orgId: number,
  catalogue: LoadedCatalogue,
  query: DueDateQuery,
): Promise<TaskListResult | null> {
  return await kept(catalogue, query, () => dueDateListed(tx, orgId, catalogue, query));
}

/** The days' counts, then the slices of the days the page touches. */
async function dueDateListed(
  tx: Tx,
  orgId: number,
  catalogue: LoadedCatalogue,
  query: DueDateQuery,
): Promise<TaskListResult | null> {
  const range = { from: query.from, to: query.to };
  const days = daysOf(catalogue, range);
  if (query.terms.some((t) => t.kind === "role")) await catalogue.withRoleSpans(tx);
  const all = spanLanes(catalogue, { ...range, terms: query.terms, today: query.today }, days);
  if (!all) return null;
  const lanes = query.name === undefined ? all : all.filter((l) => l.lane.name === query.name);
  const perDay = await dayCounts(tx, orgId, catalogue, query, lanes, days);
  const total = perDay.reduce((n, [, c]) => n + c, 0);
  // A descending page is the mirror of an ascending one.
  const start = query.isDesc ? Math.max(0, total - query.offset - query.limit) : query.offset;
  const end = query.isDesc ? total - query.offset : Math.min(total, query.offset + query.limit);
  const role = query.terms.find((t) => t.kind === "role");
  const ctx = await correctionContext(tx, orgId, catalogue, query.today, range);
  const storedWhere = query.name === undefined
    ? storedTerms(tx, "t", query.terms, ctx)
    : tx`${storedTerms(tx, "t", query.terms, ctx)} and t.name = ${query.name}`;
  const nodes: Task[] = [];
  let pos = 0;
  for (const [day, count] of perDay) {
    if (pos >= end) break;
    if (pos + count > start) {
      const from = Math.max(0, start - pos);
      const on = processesOn(lanes, days, day);
      const handed = on.flatMap(({ lane, segment }) =>
        segment && needlesMatch(lane, segment.originId, day)
          ? [{
            process_id: lane.process.id,
            origin: segment.originId,
            assignee: segment.assigneeId,
          }]
          : []
      );
      const rows = await dayTasks(tx, orgId, {
        day: fromDayNumber(day),
        processIds: on.filter((l) => !l.segment).map((l) => l.lane.process.id),
        handed,
        roleHandle: role?.kind === "role" ? role.value.toLowerCase() : null,
        storedWhere,
        offset: from,
        limit: Math.min(count, end - pos) - from,
        dayTotal: count,
      });
      for (const row of rows) {
        if (row.kind === "stored") {
          nodes.push(row.task);
          continue;
        }
        const process = catalogue.processes.get(row.processId)!;
        // A rule's segment, if one lists it (the series' own occurrences stop at its first rule).
        const segment = on.find((l) =>
          l.segment?.originId === row.originId && l.lane.process.id === process.id
        )?.segment;
        const values = segment ?? generatedValues(process);
        nodes.push(occurrenceTask(process, row.originId, row.personId, values, day));
      }
    }
    pos += count;
  }
  return { totalCount: total, nodes: query.isDesc ? nodes.reverse() : nodes };
}

/** The list's tasks per day, ascending, days without any left out; kept per query. */
async function dayCounts(
  tx: Tx,
  orgId: number,
  catalogue: LoadedCatalogue,
  query: DueDateQuery,
  lanes: NonNullable<ReturnType<typeof spanLanes>>,
  days: ProcessDays,
): Promise<[DayNumber, number][]> {
  const key = `day counts|${
    JSON.stringify([query.terms, query.from, query.to, query.today, query.name])
  }`;
  return await answerOnce(catalogue, key, async () => {
    const range = { from: query.from, to: query.to };
    const ctx = await correctionContext(tx, orgId, catalogue, query.today, range);
    const [stored, counts] = await meanwhile(
      storedDayCorrections(tx, orgId, { terms: query.terms, ...range, name: query.name }, ctx),
      () => generatedDayCounts(lanes, days),
    );
    for (const [date, n] of stored) {
      const day = toDayNumber(date);
      counts.set(day, (counts.get(day) ?? 0) + n);
    }
    return [...counts].filter(([, n]) => n > 0).sort((a, b) => a[0] - b[0]);
  });
}
