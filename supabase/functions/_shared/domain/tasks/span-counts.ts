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
import { keptLane, type Lane, laneHolds, type LaneQuery, withDefaultTerms } from "./task-lanes.ts";
import type { OccurrenceValues } from "./occurrence-tasks.ts";
import type { Segment } from "./series.ts";
import type { PersonFacts, ProcessFacts } from "./types.ts";

/** People whose series of the process makes its occurrences on [from, until]. */
export interface SeriesSpan {
  /** Null: open (from the process's first scheduled day; still held). */
  from: DayNumber | null;
  until: DayNumber | null;
  holders: number;
}

export interface SpanCatalogue {
  processes: ReadonlyMap<number, ProcessFacts>;
  /** The processes a role (lower case) is assigned to. */
  processesOfRole(roleHandle: string): readonly ProcessFacts[];
  /** All of a process's series (role null), or those of people who fill the role. */
  spans(processId: number, roleHandle: string | null): readonly SeriesSpan[];
  /**
   * The segments series handed on by a rule make (series.ts, without the days their new
   * person has already): the spans count a ruled series only up to its first rule.
   */
  ruleSegments: readonly Segment[];
  /** The people rule segments go to, with their roles (role:). */
  people: ReadonlyMap<number, PersonFacts>;
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

const ONE: readonly SeriesSpan[] = [{ from: null, until: null, holders: 1 }];

/** The processes' lanes the query keeps, and the spans that multiply each. */
export interface SpanLane {
  lane: Lane;
  /** The rule's segment the lane lists (one person), or absent: the process's own series. */
  segment?: Segment;
  spans: readonly SeriesSpan[];
}

/**
 * The lanes of a query over the catalogue; null when a term needs each occurrence's person
 * (needsPeople, or digits only a handle holds).
 */
export function spanLanes(
  catalogue: SpanCatalogue,
  query: SpanCountQuery,
  days: ProcessDays,
): SpanLane[] | null {
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
  const out: SpanLane[] = [];
  const processes = roleHandle === null
    ? catalogue.processes.values()
    : catalogue.processesOfRole(roleHandle);
  if (keepsNoGenerated(lanes.terms)) return [];
  for (const process of processes) {
    if (!isScheduled(process)) continue;
    const lane = keptLane(
      lanes,
      process,
      [0],
      null,
      generatedValues(process),
      firstScheduledDay(process),
      LATEST_DAY_NUMBER,
    );
    if (!lane) continue;
    if (lane.needles.length) return null;
    const spans = catalogue.spans(process.id, roleHandle);
    if (spans.length) out.push({ lane, spans });
  }
  // A rule's segment is one person's: the terms as for any lane, role: by their roles.
  const perPerson: LaneQuery = {
    ...lanes,
    terms: withDefaultTerms(query.terms),
    needsRoles: roleHandle !== null,
    people: catalogue.people,
  };
  for (const segment of catalogue.ruleSegments) {
    const lane = keptLane(
      perPerson,
      segment.process,
      [segment.assigneeId],
      segment.originId,
      segment,
      segment.lo,
      segment.hi,
    );
    if (lane) out.push({ lane, spans: ONE, segment });
  }
  return out;
}

/**
 * Whether the terms leave out every occurrence never stored, whatever its process: it is not
 * started and not deleted (as keptLane decides for each lane).
 */
function keepsNoGenerated(terms: readonly QueryTerm[]): boolean {
  return terms.some((t) =>
    (t.kind === "status" && !t.values.includes("NotStarted")) ||
    (t.kind === "is" && t.value === "deleted" && !t.negated)
  );
}

/** A process's generated occurrences' name and description, made once per process. */
export function generatedValues(process: ProcessFacts) {
  let values = valuesOf.get(process);
  if (!values) {
    values = { name: generatedTaskName(process.name), description: "", initHandle: null };
    valuesOf.set(process, values);
  }
  return values;
}

const valuesOf = new WeakMap<ProcessFacts, OccurrenceValues>();

/**
 * The generated occurrences the query keeps in each of `ranges` (YYYY-MM-DD, both included),
 * before stored tasks replace or join them: the lanes are worked out once, over the ranges'
 * span. Null when a term needs each occurrence's person.
 */
export function generatedCounts(
  catalogue: SpanCatalogue,
  query: Omit<SpanCountQuery, "from" | "to">,
  ranges: readonly { from: string; to: string }[],
  days: ProcessDays,
): number[] | null {
  const windows = ranges.map((r) => [toDayNumber(r.from), toDayNumber(r.to)] as const);
  const lanes = spanLanes(catalogue, {
    ...query,
    from: ranges.map((r) => r.from).reduce((a, b) => (a < b ? a : b)),
    to: ranges.map((r) => r.to).reduce((a, b) => (a > b ? a : b)),
  }, days);
  if (!lanes) return null;
  const totals = windows.map(() => 0);
  for (const lane of lanes) {
    const dates = days.of(lane.lane.process);
    for (let w = 0; w < windows.length; w++) {
      totals[w]! += laneCount(lane, dates, windows[w]![0], windows[w]![1]);
    }
  }
  return totals;
}

/**
 * The generated occurrences the query keeps in the range, by their name (as spanLanes makes
 * the lanes: a process's, or a rule segment's); null when a term needs each occurrence's
 * person.
 */
export function generatedCountsByName(
  catalogue: SpanCatalogue,
  query: SpanCountQuery,
  days: ProcessDays,
): Map<string, number> | null {
  const lanes = spanLanes(catalogue, query, days);
  if (!lanes) return null;
  const [lo, hi] = [toDayNumber(query.from), toDayNumber(query.to)];
  const out = new Map<string, number>();
  for (const lane of lanes) {
    const n = laneCount(lane, days.of(lane.lane.process), lo, hi);
    if (n) out.set(lane.lane.name, (out.get(lane.lane.name) ?? 0) + n);
  }
  return out;
}

/** What one person's series of a process makes over a span of days, in a range. */
export interface SpanWorth {
  processId: number;
  from: DayNumber | null;
  until: DayNumber | null;
  occurrences: number;
}

/**
 * The generated occurrences the lanes keep in [lo, hi], per person: what one series of each
 * process's spans makes (a person's total is what their series' spans make, summed in the
 * database: db/tasks/series-people.ts), and what the rules' segments give their people.
 */
export function perPersonWorth(
  lanes: readonly SpanLane[],
  days: ProcessDays,
  range: { from: string; to: string },
): { spans: SpanWorth[]; segments: Map<number, number> } {
  const [lo, hi] = [toDayNumber(range.from), toDayNumber(range.to)];
  const spans: SpanWorth[] = [];
  const segments = new Map<number, number>();
  for (const { lane, spans: laneSpans, segment } of lanes) {
    const dates = days.of(lane.process);
    if (segment) {
      const n = laneCount({ lane, spans: ONE }, dates, lo, hi);
      const person = segment.assigneeId;
      if (n) segments.set(person, (segments.get(person) ?? 0) + n);
      continue;
    }
    for (const span of laneSpans) {
      const n = laneCount({ lane, spans: [{ ...span, holders: 1 }] }, dates, lo, hi);
      if (n) {
        spans.push({
          processId: lane.process.id,
          from: span.from,
          until: span.until,
          occurrences: n,
        });
      }
    }
  }
  return { spans, segments };
}

/** A lane's occurrences in [lo, hi]: its days in the window and each span, less its gap's. */
function laneCount(
  { lane, spans }: SpanLane,
  dates: readonly DayNumber[],
  lo: DayNumber,
  hi: DayNumber,
): number {
  let total = 0;
  for (const span of spans) {
    const a = Math.max(lo, lane.lo, span.from ?? lo);
    const b = Math.min(hi, lane.hi, span.until ?? hi);
    let n = countWithin(dates, a, b);
    if (lane.gap) n -= countWithin(dates, Math.max(a, lane.gap[0]), Math.min(b, lane.gap[1]));
    total += span.holders * n;
  }
  return total;
}

/**
 * The generated occurrences of the lanes per day (lanes without needles, as spanLanes makes
 * them): counted into an array over the lanes' days, without copying any process's dates.
 */
export function generatedDayCounts(
  lanes: readonly SpanLane[],
  days: ProcessDays,
): Map<DayNumber, number> {
  const counts = new Map<DayNumber, number>();
  if (!lanes.length) return counts;
  let lo = Infinity, hi = -Infinity;
  for (const { lane } of lanes) {
    lo = Math.min(lo, lane.lo);
    hi = Math.max(hi, lane.hi);
  }
  const perDay = new Float64Array(hi - lo + 1);
  for (const { lane, spans } of lanes) {
    const dates = days.of(lane.process);
    for (const span of spans) {
      const a = Math.max(lane.lo, span.from ?? lane.lo);
      const b = Math.min(lane.hi, span.until ?? lane.hi);
      for (let i = lowerBound(dates, a); i < dates.length && dates[i]! <= b; i++) {
        const day = dates[i]!;
        if (lane.gap && lane.gap[0] <= day && day <= lane.gap[1]) continue;
        perDay[day - lo]! += span.holders;
      }
    }
  }
  perDay.forEach((n, i) => {
    if (n) counts.set(lo + i, n);
  });
  return counts;
}

/** The processes whose lane makes occurrences on `day`. */
export function processesOn(
  lanes: readonly SpanLane[],
  days: ProcessDays,
  day: DayNumber,
): SpanLane[] {
  return lanes.filter(({ lane }) => laneHolds(lane, day) && days.has(lane.process, day));
}

/** How many of the ascending `dates` fall in [lo, hi]. */
function countWithin(dates: readonly DayNumber[], lo: DayNumber, hi: DayNumber) {
  return lo > hi ? 0 : lowerBound(dates, hi + 1) - lowerBound(dates, lo);
}
