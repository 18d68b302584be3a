/**
 * What the task engine (domain/tasks) needs of one organisation, read under the caller's
 * row-level security: a User-type person reads their own processes, roles, rules and
 * stored tasks, so the engine sees exactly what they may see.
 *
 * Series members come as two small lists (which roles each scheduled process is assigned,
 * which people fill each role, each with the days it lasted) rather than their product,
 * which is some twenty times larger in a big organisation; they are joined here, a series
 * being made on the days both held (docs/task-engine.md#who-held-a-role-when).
 */
import type {
  PersonFacts,
  ProcessFacts,
  SeriesMember,
  SeriesRule,
  TaskSource,
} from "../../domain/tasks/types.ts";
import type { Tx } from "../client.ts";
import { loadScheduledProcesses } from "./schedule-facts.ts";
import { STORED_TASK_COLUMNS, toStoredTask } from "./task-rows.ts";
import { holdersOf, rolesAssignedTo } from "./role-holders.ts";

export interface SourceScope {
  /** YYYY-MM-DD: stored tasks due, or naming an occurrence, in [from, to]. */
  from: string;
  to: string;
  /** Only these processes (a write to one occurrence). */
  processIds?: readonly number[];
  /**
   * Only what this person's tasks come from (a list of one person's tasks, for a caller
   * who may read everyone's): the processes that may give them occurrences in the range
   * (personProcessIds), those processes' stored tasks and the person's own. Several people:
   * their parts together. Null: what the tasks of no one come from (tasks stored for no one:
   * a rule that hands a series to no one ends it).
   */
  person?: number | readonly number[] | null;
  /**
   * Only this person's stored tasks: for a caller whom row-level security shows no one
   * else's (a User), so that the person's index serves the read instead of a scan of the
   * organisation's tasks. Never for a caller who may read others' tasks.
   */
  storedOf?: number;
}

export async function loadTaskSource(
  tx: Tx,
  orgId: number,
  scope: SourceScope,
): Promise<TaskSource> {
  const whose = scope.person === undefined || scope.person === null
    ? scope.person
    : typeof scope.person === "number"
    ? [scope.person]
    : [...scope.person];
  const only = whose !== undefined
    ? await personProcessIds(tx, orgId, whose, scope.from)
    : scope.processIds
    ? [...scope.processIds]
    : null;
  // Narrowed to some processes: only the people who held their roles (others' names, for
  // the few tasks that name them, are read with the records: task-records.ts).
  const rolesOfOnly = only ? rolesAssignedTo(tx, orgId, only, scope.from) : null;
  const holderOfOnly = (alias: string) =>
    rolesOfOnly ? tx`and ${tx(alias)}.role_id in ${rolesOfOnly}` : tx``;
  const [
    processes,
    processRoles,
    roleMembers,
    people,
    rules,
    stored,
    endedAssignments,
    endedHoldings,
  ] = await Promise.all([
    loadScheduledProcesses(tx, orgId, scope.from, only),
    tx`
      select pr.process_id, pr.role_id, r.role_handle,
             to_char(pr.assigned_from, 'YYYY-MM-DD') as assigned_from
      from app.process_roles pr
      join app.roles r on r.org_id = pr.org_id and r.id = pr.role_id
      where pr.org_id = ${orgId} ${only ? tx`and pr.process_id = any(${only})` : tx``}`,
    tx`select rm.role_id, rm.person_id, to_char(rm.held_from, 'YYYY-MM-DD') as held_from
       from app.role_members rm where rm.org_id = ${orgId} ${holderOfOnly("rm")}`,
    tx`select p.id, p.name from app.people p where p.org_id = ${orgId}
       ${
      rolesOfOnly
        ? tx`and (p.id = any(${whose ?? []}::bigint[])
              or p.id in ${holdersOf(tx, orgId, rolesOfOnly, scope.from)})`
        : tx``
    }`,
    tx`
      select r.process_id, r.person_id, to_char(r.from_date, 'YYYY-MM-DD') as from_date,
             r.from_handle, r.assignee_id, r.name, r.description
      from app.task_series_rules r
      where r.org_id = ${orgId} ${only ? tx`and r.process_id = any(${only})` : tx``}`,
    tx`
      select ${tx.unsafe(STORED_TASK_COLUMNS)}
      from app.tasks t
      where t.org_id = ${orgId}
        ${
      whose === null
        ? tx`and (t.process_id = any(${only!}) or t.person_id is null)`
        : whose !== undefined
        ? tx`and (t.process_id = any(${only!}) or t.person_id = any(${whose}::bigint[]))`
        : only
        ? tx`and t.process_id = any(${only})`
        : tx``
    }
        ${scope.storedOf === undefined ? tx`` : tx`and t.person_id = ${scope.storedOf}`}
        and (t.due_date between ${scope.from}::date and ${scope.to}::date
             or (not t.is_manually_created
                 and right(t.handle, 10) between ${scope.from} and ${scope.to}))`,
    tx`
      select a.process_id, a.role_id, to_char(a.assigned_from, 'YYYY-MM-DD') as assigned_from,
             to_char(a.assigned_until, 'YYYY-MM-DD') as assigned_until
      from app.process_assignments_ended a
      where a.org_id = ${orgId} and a.assigned_until >= ${scope.from}::date
        ${only ? tx`and a.process_id = any(${only})` : tx``}`,
    tx`
      select h.role_id, h.person_id, to_char(h.held_from, 'YYYY-MM-DD') as held_from,
             to_char(h.held_until, 'YYYY-MM-DD') as held_until
      from app.role_holdings_ended h
      where h.org_id = ${orgId} and h.held_until >= ${scope.from}::date ${holderOfOnly("h")}`,
  ]);

  const roleHandle = new Map<number, string>();
  const assignmentsOfProcess = new Map<number, Assignment[]>();
  for (const r of processRoles) {
    roleHandle.set(Number(r.role_id), r.role_handle);
    push(assignmentsOfProcess, Number(r.process_id), {
      roleId: Number(r.role_id),
      from: r.assigned_from,
      until: null,
    });
  }
  for (const a of endedAssignments) {
    push(assignmentsOfProcess, Number(a.process_id), {
      roleId: Number(a.role_id),
      from: a.assigned_from,
      until: a.assigned_until,
    });
  }
  const holdingsOfRole = new Map<number, Holding[]>();
  const rolesOfPerson = new Map<number, number[]>();
  for (const m of roleMembers) {
    push(holdingsOfRole, Number(m.role_id), {
      personId: Number(m.person_id),
      from: m.held_from,
      until: null,
    });
    push(rolesOfPerson, Number(m.person_id), Number(m.role_id));
  }
  for (const h of endedHoldings) {
    push(holdingsOfRole, Number(h.role_id), {
      personId: Number(h.person_id),
      from: h.held_from,
      until: h.held_until,
    });
  }

  const processMap = new Map<number, ProcessFacts>();
  const members: SeriesMember[] = [];
  for (const p of processes) {
    processMap.set(p.id, p);
    members.push(...seriesMembers(p.id, assignmentsOfProcess.get(p.id) ?? [], holdingsOfRole));
  }

  const peopleMap = new Map<number, PersonFacts>();
  for (const p of people) {
    const id = Number(p.id);
    peopleMap.set(id, {
      id,
      name: p.name,
      // Only the roles that matter here (assigned to a loaded process) are known by handle.
      roleHandles: (rolesOfPerson.get(id) ?? []).flatMap((r) => roleHandle.get(r) ?? []),
    });
  }

  return {
    processes: processMap,
    people: peopleMap,
    members,
    rules: rules.map((r): SeriesRule => ({
      processId: Number(r.process_id),
      personId: Number(r.person_id),
      fromDate: r.from_date,
      fromHandle: r.from_handle,
      assigneeId: r.assignee_id === null ? null : Number(r.assignee_id),
      name: r.name,
      description: r.description,
    })),
    stored: stored.map(toStoredTask),
  };
}

/**
 * The processes that may give the people occurrences from `from` on: assigned (then or now)
 * to a role they held (then or now), handed to them by a rule, or of a task stored for them.
 * Null: those of tasks stored for no one.
 */
async function personProcessIds(
  tx: Tx,
  orgId: number,
  people: readonly number[] | null,
  from: string,
): Promise<number[]> {
  if (people === null) {
    const rows = await tx`
      select distinct process_id from app.tasks
      where org_id = ${orgId} and person_id is null and process_id is not null
        and (due_date >= ${from}::date or occurrence_day >= ${from}::date)`;
    return rows.map((r) => Number(r.process_id));
  }
  const ids = [...people];
  const rows = await tx`
    with held as (
      select role_id from app.role_members
      where org_id = ${orgId} and person_id = any(${ids}::bigint[])
      union
      select role_id from app.role_holdings_ended
      where org_id = ${orgId} and person_id = any(${ids}::bigint[])
        and held_until >= ${from}::date
    )
    select process_id from app.process_roles
    where org_id = ${orgId} and role_id in (select role_id from held)
    union
    select process_id from app.process_assignments_ended
    where org_id = ${orgId} and role_id in (select role_id from held)
      and assigned_until >= ${from}::date
    union
    select process_id from app.task_series_rules
    where org_id = ${orgId} and assignee_id = any(${ids}::bigint[])
    union
    select process_id from app.tasks
    where org_id = ${orgId} and person_id = any(${ids}::bigint[]) and process_id is not null
      and (due_date >= ${from}::date or occurrence_day >= ${from}::date)`;
  return rows.map((r) => Number(r.process_id));
}

/** A role's assignment to a process, or a person's holding of a role: null bounds are open. */
interface Assignment {
  roleId: number;
  from: string | null;
  until: string | null;
}
interface Holding {
  personId: number;
  from: string | null;
  until: string | null;
}

const later = (
  a: string | null,
  b: string | null,
) => (a === null ? b : b === null || a > b ? a : b);
const earlier = (a: string | null, b: string | null) =>
  a === null ? b : b === null || a < b ? a : b;

/**
 * The series of one process: a person's on the days they held a role while it was assigned
 * to the process. A person who held one of its roles on every day (both bounds open: the
 * common case) is one member, whatever else they held.
 */
function seriesMembers(
  processId: number,
  assignments: readonly Assignment[],
  holdingsOfRole: ReadonlyMap<number, readonly Holding[]>,
): SeriesMember[] {
  const spans = new Map<number, Array<{ from: string | null; until: string | null }> | "always">();
  for (const a of assignments) {
    for (const h of holdingsOfRole.get(a.roleId) ?? []) {
      if (spans.get(h.personId) === "always") continue;
      const from = later(a.from, h.from);
      const until = earlier(a.until, h.until);
      if (from === null && until === null) {
        spans.set(h.personId, "always");
        continue;
      }
      if (from !== null && until !== null && from > until) continue;
      const list = spans.get(h.personId);
      if (Array.isArray(list)) list.push({ from, until });
      else spans.set(h.personId, [{ from, until }]);
    }
  }
  const members: SeriesMember[] = [];
  for (const [personId, list] of spans) {
    if (list === "always") {
      members.push({ processId, personId });
      continue;
    }
    for (const { from, until } of list) {
      members.push({
        processId,
        personId,
        ...(from === null ? {} : { from }),
        ...(until === null ? {} : { until }),
      });
    }
  }
  return members;
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}
