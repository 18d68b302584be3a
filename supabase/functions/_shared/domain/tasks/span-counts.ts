/**
 * How many occurrences a query keeps, from counts of people instead of the people
 * (docs/task-engine.md#counting-in-the-database): holders of a process's roles share its
 * schedule, so the occurrences on a span of days are the process's dates in it times the
 * people whose series covers it (app.series_spans). The terms narrow whole processes and
 * date windows as they do for a lane (task-lanes.ts keptLane), and `role:` picks the spans
 * counted per role. Stored tasks correct this count in the database (db/tasks/
 * stored-corrections.ts). Pure.
 */
import { type DayNumber, LATEST_DAY_NUMBER, toDayNumber } from "../dates/calendar.ts";
import type { QueryTerm } from "../query/terms.ts";
import { generatedTaskName } from "./handle.ts";
import { lapseDay } from "./late.ts";
import { firstScheduledDay, isScheduled, lowerBound, type ProcessDays } from "./process-days.ts";
import { keptLane, laneDays, type LaneQuery, withDefaultTerms } from "./task-lanes.ts";
import type { ProcessFacts } from "./types.ts";

/** People whose series of the process makes its occurrences on [from, until]. */
export interface SeriesSpan {
  /** Null: open (from the process's first scheduled day; still held). */
  from: DayNumber | null;
  until: DayNumber | null;
  holders: number;
}

export interface SpanCatalogue {
  processes: ReadonlyMap<number, ProcessFacts>;
  /** All of a process's series (role null), or those of people who fill the role. */
  spans(processId: number, roleHandle: string | null): readonly SeriesSpan[];
}

export interface SpanCountQuery {
  terms: readonly QueryTerm[];
  /** YYYY-MM-DD, both included. */
  from: string;
  to: string;
  today: string;
}

/**
 * Why a query needs each occurrence's person, which counts of people cannot give: then the
 * caller counts with the engine over the loaded source.
 */
export function needsPeople(terms: readonly QueryTerm[]): boolean {
  return terms.some((t) => t.kind === "user") ||
    terms.filter((t) => t.kind === "role").length > 1;
}

/**
 * The generated occurrences the query keeps, before stored tasks replace or join them; null
 * when a term needs each occurrence's person (needsPeople, or digits only a handle holds).
 */
export function generatedCount(
  catalogue: SpanCatalogue,
  query: SpanCountQuery,
  days: ProcessDays,
): number | null {
  if (needsPeople(query.terms)) return null;
  const role = query.terms.find((t): t is QueryTerm & { kind: "role" } => t.kind === "role");
  const today = toDayNumber(query.today);
  const lanes: LaneQuery = {
    terms: withDefaultTerms(query.terms.filter((t) => t.kind !== "role")),
    lo: toDayNumber(query.from),
    hi: toDayNumber(query.to),
    today,
    todayDate: query.today,
    needsRoles: false,
    people: new Map(),
    lapseDay: (p) => lapseDay(days, p, today),
  };
  const roleHandle = role ? role.value.toLowerCase() : null;
  let total = 0;
  for (const process of catalogue.processes.values()) {
    if (!isScheduled(process)) continue;
    if (roleHandle !== null && !process.roleHandles.some((h) => h.toLowerCase() === roleHandle)) {
      continue;
    }
    const values = { name: generatedTaskName(process.name), description: "", initHandle: null };
    const lane = keptLane(
      lanes,
      process,
      [0],
      null,
      values,
      firstScheduledDay(process),
      LATEST_DAY_NUMBER,
    );
    if (!lane) continue;
    if (lane.needles.length) return null;
    const spans = catalogue.spans(process.id, roleHandle);
    if (!spans.length) continue;
    const dates = laneDays(lane, days);
    for (const span of spans) {
      total += span.holders * countWithin(dates, span.from, span.until);
    }
  }
  return total;
}

/** How many of the ascending `dates` fall in [from, until] (null: open). */
function countWithin(dates: readonly DayNumber[], from: DayNumber | null, until: DayNumber | null) {
  const a = from === null ? 0 : lowerBound(dates, from);
  const b = until === null ? dates.length : lowerBound(dates, until + 1);
  return Math.max(0, b - a);
}
