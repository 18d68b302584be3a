/**
 * What task lists are computed from, kept while it stands. Loading a big organisation's
 * source (some 30,000 rows) and indexing it costs far more than listing a page from it,
 * and the same source serves every admin's and manager's list (they all read the whole
 * organisation). A User reads their own part of it under row-level security, which costs
 * about as much again (the policies filter whole tables), so their source is kept too, for
 * them alone. Its version (app.task_source_version(), see the tasks migration) changes
 * with every write to what it is made of, including what a User's policies look at (their
 * people row, role_members, process_roles), so a kept source is used only when the
 * caller's snapshot sees exactly the changes it was loaded with.
 *
 * Kept only when it is the same for everyone who would reuse it: for a catalogue manager
 * (shareable) the organisation's whole source, shared by them all; for anyone else the
 * source of that one person (app.current_person_id(): whom the policies narrow to), keyed
 * by them. Either only in a transaction that has written nothing (its own uncommitted
 * writes could still be rolled back), and with the version unchanged from before the load
 * to after it.
 */
import { TaskLister } from "../../domain/tasks/task-list.ts";
import type { TaskSource } from "../../domain/tasks/types.ts";
import type { Tx } from "../client.ts";
import { loadTaskSource, type SourceScope } from "./task-source.ts";
import { KeptSources } from "./kept-sources.ts";
import { keptWhileUnchanged, type Versioned } from "./kept-while-unchanged.ts";

export interface LoadedTasks {
  source: TaskSource;
  lister: TaskLister;
}

/**
 * A few ranges of a few organisations, within a memory budget counted in rows: a source
 * of 62,600 rows (bench/tasks-list.ts: 2,000 processes, 1,000 people, 39,604 series, 20,000
 * stored tasks) holds some 28 MB once indexed and listed, so 150,000 rows keep the stack's
 * shared sources near 70 MB however many organisations it serves. A person's sources are
 * small (their processes and tasks): many people's fit in a budget of the same size.
 */
const shared = new KeptSources<Versioned<LoadedTasks>>({ entries: 4, weight: 150_000 });
const personal = new KeptSources<Versioned<LoadedTasks>>({ entries: 200, weight: 150_000 });

/** What a source's memory grows with. */
function rowsOf(source: TaskSource): number {
  return source.processes.size + source.people.size + source.members.length +
    source.rules.length + source.stored.length;
}

export async function loadTasks(
  tx: Tx,
  orgId: number,
  scope: SourceScope,
  options: { shareable: boolean },
): Promise<LoadedTasks> {
  if (scope.processIds || (options.shareable && scope.storedOf !== undefined)) {
    return fresh(tx, orgId, scope);
  }
  // One person's part of the organisation is small, whoever reads it.
  const small = !options.shareable || scope.person !== undefined;
  return await keptWhileUnchanged(
    small ? personal : shared,
    tx,
    orgId,
    {
      shareable: options.shareable,
      key: (v) =>
        [
          v.org,
          v.viewer,
          scope.storedOf ?? "",
          scope.person === undefined ? "" : String(scope.person),
          scope.from,
          scope.to,
        ].join("|"),
      weight: (loaded) => rowsOf(loaded.source),
    },
    () => fresh(tx, orgId, scope),
  );
}

async function fresh(tx: Tx, orgId: number, scope: SourceScope): Promise<LoadedTasks> {
  const source = await loadTaskSource(tx, orgId, scope);
  return { source, lister: new TaskLister(source) };
}
