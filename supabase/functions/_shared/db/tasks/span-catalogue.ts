/**
 * What organisation-wide counts are computed from in the API process
 * (docs/task-engine.md#counting-in-the-database): the processes that may have occurrences,
 * and per process the counts of people whose series make them (app.series_spans) — the
 * catalogue's size, not the people's or the tasks'. Kept while the organisation's task source
 * version stands, as the task sources are (kept-while-unchanged.ts). Read by a caller who reads
 * the whole organisation (the policies show the spans to no one else).
 */
import { toDayNumber } from "../../domain/dates/calendar.ts";
import { ProcessDays } from "../../domain/tasks/process-days.ts";
import { buildSeriesIndex, type Segment } from "../../domain/tasks/series.ts";
import type { SeriesSpan, SpanCatalogue } from "../../domain/tasks/span-counts.ts";
import type {
  PersonFacts,
  ProcessFacts,
  SeriesMember,
  SeriesRule,
} from "../../domain/tasks/types.ts";
import type { Tx } from "../client.ts";
import type { Fragment } from "../query/sql-types.ts";
import { jsonRows } from "../rows.ts";
import { KeptSources } from "./kept-sources.ts";
import { keptWhileUnchanged, type Versioned } from "./kept-while-unchanged.ts";
import { loadScheduledProcesses } from "./schedule-facts.ts";

export interface LoadedCatalogue extends SpanCatalogue {
  /** Loads the spans per role (role: terms) once, before spans() is asked for a role. */
  withRoleSpans(tx: Tx): Promise<void>;
  /** Answers computed from it (counts, doubts), while it is kept. */
  answers: Map<string, unknown>;
}

/** A catalogue of 20,000 processes and 60,000 spans holds some 15 MB. */
const kept = new KeptSources<Versioned<LoadedCatalogue>>({ entries: 8, weight: 200_000 });

export function loadCatalogue(tx: Tx, orgId: number, from: string): Promise<LoadedCatalogue> {
  return keptWhileUnchanged(
    kept,
    tx,
    orgId,
    {
      shareable: true,
      key: (v) => [v.org, v.viewer, from].join("|"),
      weight: (c) => c.processes.size * 2 + c.answers.size,
    },
    () => fresh(tx, orgId, from),
  );
}

type SpanRow = [
  processId: number,
  role: string,
  from: string | null,
  until: string | null,
  n: number,
];

const toSpan = ([, , from, until, holders]: SpanRow): SeriesSpan => ({
  from: from === null ? null : toDayNumber(from),
  until: until === null ? null : toDayNumber(until),
  holders,
});

async function fresh(tx: Tx, orgId: number, from: string): Promise<LoadedCatalogue> {
  const [processes, spanRows, rules] = await Promise.all([
    loadScheduledProcesses(tx, orgId, from),
    spanRowsOf(tx, orgId, false),
    tx`
      select r.process_id, r.person_id, r.from_date::text as from_date, r.from_handle,
             r.assignee_id, r.name, r.description
      from app.task_series_rules r where r.org_id = ${orgId}`,
  ]);
  // By role handle ("": all series), then process: asked once per process and count.
  const spans = new Map<string, Map<number, SeriesSpan[]>>();
  const add = (role: string, processId: number, span: SeriesSpan) => {
    let ofRole = spans.get(role);
    if (!ofRole) spans.set(role, ofRole = new Map());
    const list = ofRole.get(processId);
    if (list) list.push(span);
    else ofRole.set(processId, [span]);
  };
  for (const r of spanRows) add("", r[0], toSpan(r));
  const ofRole = new Map<string, ProcessFacts[]>();
  for (const p of processes) {
    for (const handle of new Set(p.roleHandles.map((h) => h.toLowerCase()))) {
      const list = ofRole.get(handle);
      if (list) list.push(p);
      else ofRole.set(handle, [p]);
    }
  }
  const byId = new Map<number, ProcessFacts>(processes.map((p) => [p.id, p]));
  const { ruleSegments, people } = await handedOn(tx, byId, rules);
  let roleSpans: Promise<void> | null = null;
  return {
    processes: byId,
    ruleSegments,
    people,
    processesOfRole: (handle) => ofRole.get(handle) ?? [],
    spans: (processId, roleHandle) => spans.get(roleHandle ?? "")?.get(processId) ?? [],
    withRoleSpans: (reader) =>
      roleSpans ??= spanRowsOf(reader, orgId, true).then((rows) => {
        for (const r of rows) add(r[1], r[0], toSpan(r));
      }),
    answers: new Map(),
  };
}

/** The spans of all series (role null), or of those per role (with the role's handle). */
function spanRowsOf(tx: Tx, orgId: number, perRole: boolean): Promise<SpanRow[]> {
  const columns = (role: Fragment) =>
    tx`s.process_id, ${role}, s.held_from::text, s.held_until::text, s.holders`;
  return perRole
    ? jsonRows(
      tx,
      columns(tx`lower(r.role_handle)`),
      tx`from app.series_spans s
         join app.roles r on r.org_id = s.org_id and r.id = s.role_id
         where s.org_id = ${orgId}`,
    )
    : jsonRows(
      tx,
      columns(tx`''`),
      tx`from app.series_spans s where s.org_id = ${orgId} and s.role_id is null`,
    );
}

/**
 * The segments of the series handed on by a rule, as the engine makes them (series.ts): from
 * the rules and the days every series of those processes was held, so that a segment handed
 * to someone who has the process's series already yields nothing on those days. Few: rules
 * are edits of single series.
 */
async function handedOn(
  tx: Tx,
  processes: ReadonlyMap<number, ProcessFacts>,
  // deno-lint-ignore no-explicit-any
  ruleRows: readonly Record<string, any>[],
): Promise<{ ruleSegments: Segment[]; people: Map<number, PersonFacts> }> {
  const rules: SeriesRule[] = ruleRows
    .filter((r) => processes.has(Number(r.process_id)))
    .map((r) => ({
      processId: Number(r.process_id),
      personId: Number(r.person_id),
      fromDate: r.from_date,
      fromHandle: r.from_handle,
      assigneeId: r.assignee_id === null ? null : Number(r.assignee_id),
      name: r.name,
      description: r.description,
    }));
  if (!rules.length) return { ruleSegments: [], people: new Map() };
  const ids = [...new Set(rules.map((r) => r.processId))];
  const assignees = [...new Set(rules.flatMap((r) => r.assigneeId ?? []))];
  const [held, roles] = await Promise.all([
    tx`select process_id, person_id, held_from::text as held_from, held_until::text as held_until
       from app.series_held(${ids}::bigint[])`,
    tx`select rm.person_id, r.role_handle from app.role_members rm
       join app.roles r on r.org_id = rm.org_id and r.id = rm.role_id
       where rm.person_id = any(${assignees}::bigint[])`,
  ]);
  const members: SeriesMember[] = held.map((h) => ({
    processId: Number(h.process_id),
    personId: Number(h.person_id),
    ...(h.held_from === null ? {} : { from: h.held_from }),
    ...(h.held_until === null ? {} : { until: h.held_until }),
  }));
  const index = buildSeriesIndex({
    processes: new Map(ids.map((id) => [id, processes.get(id)!])),
    people: new Map(),
    members,
    rules,
    stored: [],
  });
  const ruleSegments = [...index.values()].flatMap((s) =>
    s.specials.filter((seg) => seg.initHandle !== null)
  );
  const people = new Map<number, PersonFacts>();
  for (const id of assignees) people.set(id, { id, name: "", roleHandles: [] });
  for (const r of roles) {
    (people.get(Number(r.person_id))!.roleHandles as string[]).push(r.role_handle);
  }
  return { ruleSegments, people };
}

/**
 * What is computed from the catalogue under `key`, computed once while the catalogue is kept
 * (the organisation's version stands).
 */
export async function answerOnce<T>(
  catalogue: LoadedCatalogue,
  key: string,
  compute: () => Promise<T>,
): Promise<T> {
  if (catalogue.answers.has(key)) return catalogue.answers.get(key) as T;
  const value = await compute();
  catalogue.answers.set(key, value);
  return value;
}

/** The catalogue's dates over a range, computed once while the catalogue is kept. */
export function daysOf(catalogue: LoadedCatalogue, range: { from: string; to: string }) {
  const key = `days|${range.from}|${range.to}`;
  let days = catalogue.answers.get(key) as ProcessDays | undefined;
  if (!days) {
    days = new ProcessDays(toDayNumber(range.from), toDayNumber(range.to));
    catalogue.answers.set(key, days);
  }
  return days;
}
