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
    tx`
      select s.process_id, lower(r.role_handle) as role,
             to_char(s.held_from, 'YYYY-MM-DD') as held_from,
             to_char(s.held_until, 'YYYY-MM-DD') as held_until, s.holders
      from app.series_spans s
      left join app.roles r on r.org_id = s.org_id and r.id = s.role_id
      where s.org_id = ${orgId}`,
    tx`select exists (select 1 from app.task_series_rules r where r.org_id = ${orgId}) as any`,
  ]);
  const spans = new Map<string, SeriesSpan[]>();
  for (const r of spanRows) {
    const key = `${r.process_id}|${r.role ?? ""}`;
    const list = spans.get(key);
    const span = toSpan(r as never);
    if (list) list.push(span);
    else spans.set(key, [span]);
  }
  return {
    processes: new Map<number, ProcessFacts>(processes.map((p) => [p.id, p])),
    spans: (processId, roleHandle) => spans.get(`${processId}|${roleHandle ?? ""}`) ?? [],
    hasRules: Boolean(rules[0]?.any),
    answers: new Map(),
  };
}
