/**
 * Applies a processes import from its staged lines (inside the one apply transaction),
 * storing exactly what the process form stores (db/processes/write-processes.ts): the
 * frequency as resolved by the domain (type, canonical JSON, compact form, has_dates),
 * scheduledFrom defaulting to the organisation's today, references by id. Missing labels
 * are created first (labels are free tags). Lists (labels, assigned roles) become exactly
 * the file's for lines whose file had the column; docs are replaced only for the lines
 * in `docsChanged` (unchanged docs keep their ids). The task lists notice the change
 * through the tables' statement triggers, as for the forms' writes.
 *
 * The new processes of a large import are written earlier, a chunk at a time, as hidden
 * rows of the job (writeHiddenProcesses, pending-rows.ts); the apply then shows them.
 */
import { PROCESSES } from "../../domain/import/process-fields.ts";
import type { Tx } from "../client.ts";
import { insertedColumns, updatedColumns } from "./field-columns.ts";
import {
  createdTargets,
  givenSource,
  type LineSource,
  refsByKey,
  stagedSource,
  type Target,
} from "./staged-targets.ts";

export interface ProcessWrites {
  created: { line: number; handle: string }[];
  updated: Target[];
  docsChanged: ReadonlySet<number>;
  today: string;
}

/** Inside the apply transaction, from the job's staged lines. */
export function applyProcesses(
  tx: Tx,
  orgId: number,
  jobId: number,
  lines: ProcessWrites,
): Promise<void> {
  return writeProcesses(tx, orgId, stagedSource(tx, orgId, jobId), null, lines);
}

/**
 * New processes of a chunk (the typed lines at hand) as hidden rows of the job, with
 * their labels, links and documents (after pending-rows.ts writeHidden).
 */
export function writeHiddenProcesses(
  tx: Tx,
  orgId: number,
  jobId: number,
  chunk: readonly { line: number }[],
  lines: Omit<ProcessWrites, "updated">,
): Promise<void> {
  return writeProcesses(tx, orgId, givenSource(tx, chunk), jobId, { ...lines, updated: [] });
}

/** `hiddenFor`: the job whose hidden rows these are, or null for shown rows. */
async function writeProcesses(
  tx: Tx,
  orgId: number,
  source: LineSource,
  hiddenFor: number | null,
  lines: ProcessWrites,
): Promise<void> {
  const { created, updated, docsChanged, today } = lines;
  await tx`
    insert into app.labels (org_id, label, import_job_id)
    select distinct on (lower(l)) ${orgId}::bigint, l, ${hiddenFor}::bigint
    from (${source.lines([...created.map((c) => c.line), ...updated.map((u) => u.line)])}) s,
      jsonb_array_elements_text(s.p->'labels') l
    order by lower(l), l
    on conflict (org_id, lower(label)) do nothing`;
  const refs = (from: ReturnType<LineSource["lines"]>) =>
    tx`with c as materialized (${refsByKey(tx, orgId, "process_categories", "prefix")}),
         o as materialized (${refsByKey(tx, orgId, "roles", "role_handle")})
       select s.*, c.id as category_id, o.id as owner_id
       from (${from}) s
       left join c on c.k = lower(s.p->>'category')
       left join o on o.k = lower(s.p->>'owningRole')`;
  // A new process without a date starts the day it is created.
  const plain = insertedColumns(tx, PROCESSES, { scheduledFrom: today });
  const inserted = await tx`
    insert into app.processes (org_id, ${plain.names}, category_id, owner_role_id,
      frequency_type, frequency, compact_frequency, has_dates, import_job_id)
    select ${orgId}::bigint, ${plain.values}, category_id, owner_id,
      coalesce(p->'frequency'->>'frequencyType', 'AsNeeded'),
      nullif(p->'frequency'->'frequency', 'null'::jsonb),
      coalesce(p->'frequency'->>'compactFrequency', ''),
      coalesce((p->'frequency'->>'hasDates')::boolean, false), ${hiddenFor}::bigint
    from (${refs(source.lines(created.map((c) => c.line)))}) s
    returning id, lower(process_handle) as k`;
  await tx`
    update app.processes t set ${updatedColumns(tx, PROCESSES)},
      category_id = case when p ? 'category' then s.category_id else t.category_id end,
      owner_role_id = case when p ? 'owningRole' then s.owner_id else t.owner_role_id end,
      frequency_type = case when p ? 'frequency' then p->'frequency'->>'frequencyType' else t.frequency_type end,
      frequency = case when p ? 'frequency' then nullif(p->'frequency'->'frequency', 'null'::jsonb) else t.frequency end,
      compact_frequency = case when p ? 'frequency' then p->'frequency'->>'compactFrequency' else t.compact_frequency end,
      has_dates = case when p ? 'frequency' then (p->'frequency'->>'hasDates')::boolean else t.has_dates end
    from (${refs(source.targets(updated))}) s
    where t.org_id = ${orgId} and t.id = s.id`;
  const targets = [...createdTargets(created, inserted as never), ...updated];
  await replaceList(tx, orgId, source, hiddenFor, targets, "labels");
  await replaceList(tx, orgId, source, hiddenFor, targets, "assignedRoles");
  const docTargets = targets.filter((t) => docsChanged.has(t.line));
  await tx`
    with target as (${source.targets(docTargets)}),
    removed as (
      delete from app.process_docs d using target
      where d.org_id = ${orgId} and d.process_id = target.id
    )
    insert into app.process_docs (org_id, process_id, name, url, import_job_id)
    select ${orgId}::bigint, target.id, doc->>'name', doc->>'value', ${hiddenFor}::bigint
    from target, jsonb_array_elements(target.p->'docs') with ordinality as x(doc, n)
    order by target.id, x.n`;
}

const LISTS = {
  labels: { table: "process_labels", column: "label_id", refTable: "labels", refColumn: "label" },
  assignedRoles: {
    table: "process_roles",
    column: "role_id",
    refTable: "roles",
    refColumn: "role_handle",
  },
} as const;

/** The process's list becomes exactly the line's, for lines that have the column. */
async function replaceList(
  tx: Tx,
  orgId: number,
  source: LineSource,
  hiddenFor: number | null,
  targets: Target[],
  key: keyof typeof LISTS,
): Promise<void> {
  const { table, column, refTable, refColumn } = LISTS[key];
  await tx`
    with refs as materialized (${refsByKey(tx, orgId, refTable, refColumn)}),
    wanted as (
      select s.id as process_id, ref.id as ref_id
      from (${source.targets(targets)}) s
      left join lateral jsonb_array_elements_text(s.p->${key}::text) item on true
      left join refs ref on ref.k = lower(item)
      where s.p ? ${key}::text
    ), removed as (
      delete from ${tx("app")}.${tx(table)} x
      where x.org_id = ${orgId} and x.process_id in (select process_id from wanted)
        and not exists (select 1 from wanted w
                        where w.process_id = x.process_id and w.ref_id = x.${tx(column)})
    )
    insert into ${tx("app")}.${tx(table)} (org_id, process_id, ${tx(column)}, import_job_id)
    select distinct ${orgId}::bigint, process_id, ref_id, ${hiddenFor}::bigint
    from wanted where ref_id is not null
    on conflict do nothing`;
}
