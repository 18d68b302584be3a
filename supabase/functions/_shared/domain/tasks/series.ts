/**
 * Series into segments. A series (process, person) runs from the process's scheduledFrom
 * on the days the person held one of its roles; each rule of the series starts a segment with
 * its own assignee, name and description from its date on (a rule's segment lasts even
 * when the person leaves the role: the series was handed on). Occurrences are never
 * listed here — a segment is a window of days over its process's dates, which the engine
 * counts and pages. Pure.
 */
import { type DayNumber, LATEST_DAY_NUMBER, toDayNumber } from "../dates/calendar.ts";
import { generatedTaskName } from "./handle.ts";
import { firstScheduledDay, isScheduled } from "./process-days.ts";
import type { ProcessFacts, SeriesMember, SeriesRule, TaskSource } from "./types.ts";

export interface Segment {
  process: ProcessFacts;
  /** The person whose series it is (the handle's middle part). */
  originId: number;
  assigneeId: number;
  name: string;
  description: string;
  /** The rule's handle, or null: each occurrence is its own init_handle. */
  initHandle: string | null;
  /** Inclusive day window. */
  lo: DayNumber;
  hi: DayNumber;
}

const key = (processId: number, personId: number) => `${processId}-${personId}`;

type Interval = [DayNumber, DayNumber];
const OPEN_START: DayNumber = Number.MIN_SAFE_INTEGER;

/** The days each series' person held it, by `key`: sorted, merged intervals. */
function heldDaysOfEachSeries(members: readonly SeriesMember[]): Map<string, Interval[]> {
  const raw = new Map<string, Interval[]>();
  for (const m of members) {
    const lo = m.from ? toDayNumber(m.from) : OPEN_START;
    const hi = m.until ? toDayNumber(m.until) : LATEST_DAY_NUMBER;
    if (lo > hi) continue;
    const k = key(m.processId, m.personId);
    const list = raw.get(k) ?? [];
    list.push([lo, hi]);
    raw.set(k, list);
  }
  const merged = new Map<string, Interval[]>();
  for (const [k, list] of raw) {
    list.sort((a, b) => a[0] - b[0]);
    const out: Interval[] = [];
    for (const [lo, hi] of list) {
      const last = out[out.length - 1];
      if (last && lo <= last[1] + 1) last[1] = Math.max(last[1], hi);
      else out.push([lo, hi]);
    }
    merged.set(k, out);
  }
  return merged;
}

/** Held on every day of the process (from its scheduledFrom on): the series covers it all. */
const heldAlways = (held: readonly Interval[], process: ProcessFacts) =>
  held.some(([lo, hi]) => lo <= firstScheduledDay(process) && hi === LATEST_DAY_NUMBER);

/** The rules of each series, by `key`, in the source's order. */
function rulesOfEachSeries(source: TaskSource): Map<string, SeriesRule[]> {
  const rules = new Map<string, SeriesRule[]>();
  for (const rule of source.rules) {
    const k = key(rule.processId, rule.personId);
    const list = rules.get(k) ?? [];
    list.push(rule);
    rules.set(k, list);
  }
  return rules;
}

/**
 * The segments of every series of the source, duplicates removed: one task per process,
 * person and day.
 */
export function buildSegments(source: TaskSource): Segment[] {
  const rulesBySeries = rulesOfEachSeries(source);
  const held = heldDaysOfEachSeries(source.members);
  const series = new Map<string, { processId: number; personId: number }>();
  for (const m of source.members) series.set(key(m.processId, m.personId), m);
  for (const r of source.rules) series.set(key(r.processId, r.personId), r);

  const segments: Segment[] = [];
  for (const [k, { processId, personId }] of series) {
    const process = source.processes.get(processId);
    if (!process || !isScheduled(process)) continue;
    segments.push(
      ...seriesSegments(process, personId, held.get(k) ?? [], rulesBySeries.get(k) ?? []),
    );
  }
  return withoutDuplicates(segments);
}

/** `held`: the days the person held the series (none: it exists by its rules alone). */
function seriesSegments(
  process: ProcessFacts,
  personId: number,
  held: readonly Interval[],
  rules: SeriesRule[],
): Segment[] {
  const start = firstScheduledDay(process);
  const sorted = [...rules].sort((a, b) => a.fromDate < b.fromDate ? -1 : 1);
  const out: Segment[] = [];
  const firstRule = sorted.length ? toDayNumber(sorted[0]!.fromDate) : LATEST_DAY_NUMBER + 1;
  for (const [lo, hi] of held) {
    out.push({
      process,
      originId: personId,
      assigneeId: personId,
      name: generatedTaskName(process.name),
      description: "",
      initHandle: null,
      lo: Math.max(start, lo),
      hi: Math.min(firstRule - 1, hi),
    });
  }
  sorted.forEach((rule, i) => {
    const next = sorted[i + 1];
    if (rule.assigneeId === null) return;
    out.push({
      process,
      originId: personId,
      assigneeId: rule.assigneeId,
      name: rule.name,
      description: rule.description,
      initHandle: rule.fromHandle,
      lo: Math.max(start, toDayNumber(rule.fromDate)),
      hi: next ? toDayNumber(next.fromDate) - 1 : LATEST_DAY_NUMBER,
    });
  });
  return out.filter((s) => s.lo <= s.hi);
}

/**
 * One task per process, person and day (docs/task-engine.md#series-and-overrides): a series handed
 * to someone who has that process's series already (or to whom another series was handed first)
 * yields nothing on the days they already have. A person's own series comes first, then the handed
 * ones by their original person.
 */
function withoutDuplicates(segments: Segment[]): Segment[] {
  const rank = (s: Segment) => (s.originId === s.assigneeId ? 0 : 1);
  const ordered = [...segments].sort((a, b) =>
    rank(a) - rank(b) || a.originId - b.originId || a.lo - b.lo
  );
  const covered = new Map<string, Array<[DayNumber, DayNumber]>>();
  const out: Segment[] = [];
  for (const seg of ordered) {
    const k = key(seg.process.id, seg.assigneeId);
    const taken = covered.get(k) ?? [];
    for (const [lo, hi] of subtract([seg.lo, seg.hi], taken)) out.push({ ...seg, lo, hi });
    taken.push([seg.lo, seg.hi]);
    covered.set(k, taken);
  }
  return out;
}

/** The parts of `window` outside every interval of `taken`. */
function subtract(
  window: [DayNumber, DayNumber],
  taken: ReadonlyArray<[DayNumber, DayNumber]>,
): Array<[DayNumber, DayNumber]> {
  let parts: Array<[DayNumber, DayNumber]> = [window];
  for (const [tlo, thi] of taken) {
    parts = parts.flatMap(([lo, hi]): Array<[DayNumber, DayNumber]> => {
      if (thi < lo || tlo > hi) return [[lo, hi]];
      const left: Array<[DayNumber, DayNumber]> = tlo > lo ? [[lo, tlo - 1]] : [];
      const right: Array<[DayNumber, DayNumber]> = thi < hi ? [[thi + 1, hi]] : [];
      return [...left, ...right];
    });
  }
  return parts;
}

/**
 * The series of one process as the engine walks them: `plain` are the people whose
 * series has no rule and who held it on every day (each one segment from scheduledFrom on,
 * origin = assignee: the common case, kept as ids only), `specials` the de-duplicated
 * segments of the series that have rules or were held for some days only. Equal to buildSegments, without one object per person and process.
 */
export interface ProcessSeries {
  process: ProcessFacts;
  /** Ascending person ids. */
  plain: number[];
  plainSet: Set<number>;
  specials: Segment[];
}

export function buildSeriesIndex(source: TaskSource): Map<number, ProcessSeries> {
  const ruled = rulesOfEachSeries(source);
  const held = heldDaysOfEachSeries(source.members);
  const index = new Map<number, ProcessSeries>();
  const entry = (process: ProcessFacts) => {
    let e = index.get(process.id);
    if (!e) {
      e = { process, plain: [], plainSet: new Set(), specials: [] };
      index.set(process.id, e);
    }
    return e;
  };
  // Segments of ruled series, per process, before de-duplication.
  const pending = new Map<number, Segment[]>();
  const seen = new Set<string>();
  for (const m of source.members) {
    const process = source.processes.get(m.processId);
    if (!process || !isScheduled(process)) continue;
    const k = key(m.processId, m.personId);
    if (seen.has(k)) continue;
    seen.add(k);
    const rules = ruled.get(k);
    const days = held.get(k) ?? [];
    if (!rules && heldAlways(days, process)) {
      const e = entry(process);
      e.plain.push(m.personId);
      e.plainSet.add(m.personId);
    } else {
      pending.set(
        process.id,
        [
          ...(pending.get(process.id) ?? []),
          ...seriesSegments(process, m.personId, days, rules ?? []),
        ],
      );
    }
  }
  for (const [k, rules] of ruled) {
    if (seen.has(k)) continue;
    const { processId, personId } = rules[0]!;
    const process = source.processes.get(processId);
    if (!process || !isScheduled(process)) continue;
    pending.set(
      processId,
      [...(pending.get(processId) ?? []), ...seriesSegments(process, personId, [], rules)],
    );
  }
  for (const e of index.values()) e.plain.sort((a, b) => a - b);
  for (const [processId, segments] of pending) {
    const e = entry(segments[0]?.process ?? source.processes.get(processId)!);
    // A plain series covers its whole process: anything handed to its person duplicates it.
    e.specials = withoutDuplicates(segments.filter((s) => !e.plainSet.has(s.assigneeId)));
  }
  return index;
}
