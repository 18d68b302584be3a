/**
 * What organisation-wide counts are computed from in the API process
 * (docs/task-engine.md#counting-in-the-database): the processes that may have occurrences,
 * and per process the counts of people whose series make them (app.series_spans) — the
 * catalogue's size, not the people's or the tasks'. Kept while the organisation's task source
 * version stands, as the task sources are (kept-while-unchanged.ts). Read by a caller who reads
 * the whole organisation (the policies show the spans to no one else).
 */
import { toDayNumber } from "../../domain/dates/calendar.ts";
import type { SeriesSpan, SpanCatalogue } from "../../domain/tasks/span-counts.ts";
import type { ProcessFacts } from "../../domain/tasks/types.ts";
import type { Tx } from "../client.ts";
import { KeptSources } from "./kept-sources.ts";
import { keptWhileUnchanged, type Versioned } from "./kept-while-unchanged.ts";
import { loadScheduledProcesses } from "./schedule-facts.ts";

export interface LoadedCatalogue extends SpanCatalogue {
  /** Loads the spans per role (role: terms) once, before spans() is asked for a role. */
  withRoleSpans(tx: Tx): Promise<void>;
  /** Whether any series has a "this and following" rule: the engine counts those. */
  hasRules: boolean;
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

const toSpan = (r: { held_from: string | null; held_until: string | null; holders: number }) => ({
  from: r.held_from === null ? null : toDayNumber(r.held_from),
  until: r.held_until === null ? null : toDayNumber(r.held_until),
  holders: Number(r.holders),
});

async function fresh(tx: Tx, orgId: number, from: string): Promise<LoadedCatalogue> {
  const [processes, spanRows, rules] = await Promise.all([
    loadScheduledProcesses(tx, orgId, from),
    spanRowsOf(tx, orgId, false),
    tx`select exists (select 1 from app.task_series_rules r where r.org_id = ${orgId}) as any`,
  ]);
  const spans = new Map<string, SeriesSpan[]>();
  const add = (key: string, span: SeriesSpan) => {
    const list = spans.get(key);
    if (list) list.push(span);
    else spans.set(key, [span]);
  };
  for (const r of spanRows) add(`${r.process_id}|`, toSpan(r as never));
  const ofRole = new Map<string, ProcessFacts[]>();
  for (const p of processes) {
    for (const handle of new Set(p.roleHandles.map((h) => h.toLowerCase()))) {
      const list = ofRole.get(handle);
      if (list) list.push(p);
      else ofRole.set(handle, [p]);
    }
  }
  let roleSpans: Promise<void> | null = null;
  return {
    processes: new Map<number, ProcessFacts>(processes.map((p) => [p.id, p])),
    processesOfRole: (handle) => ofRole.get(handle) ?? [],
    spans: (processId, roleHandle) => spans.get(`${processId}|${roleHandle ?? ""}`) ?? [],
    withRoleSpans: (reader) =>
      roleSpans ??= spanRowsOf(reader, orgId, true).then((rows) => {
        for (const r of rows) add(`${r.process_id}|${r.role}`, toSpan(r as never));
      }),
    hasRules: Boolean(rules[0]?.any),
    answers: new Map(),
  };
}

/** The spans of all series (role null), or of those per role (with the role's handle). */
function spanRowsOf(tx: Tx, orgId: number, perRole: boolean) {
  return perRole
    ? tx`
      select s.process_id, lower(r.role_handle) as role, s.held_from::text as held_from,
             s.held_until::text as held_until, s.holders
      from app.series_spans s
      join app.roles r on r.org_id = s.org_id and r.id = s.role_id
      where s.org_id = ${orgId}`
    : tx`
      select s.process_id, s.held_from::text as held_from, s.held_until::text as held_until,
             s.holders
      from app.series_spans s
      where s.org_id = ${orgId} and s.role_id is null`;
}
