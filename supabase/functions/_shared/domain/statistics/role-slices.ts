/**
 * The part of a task source that a `role:<handle>` query can list: the processes assigned
 * that role, with their series, rules and stored tasks. A task matches role:X only when X
 * is assigned to its process (and its assignee fills X: domain/query/match-task.ts), and
 * everything the engine computes for a process (its series, the rules handing them on, the
 * stored tasks replacing its occurrences) belongs to that process alone; so a lister over
 * the slice answers a role: query with exactly the totalCount of a lister over the whole
 * source, in a fraction of the time (the late-tasks-by-role chart asks it of every role).
 * Pure.
 */
import { TaskLister } from "../tasks/task-list.ts";
import type { SeriesMember, SeriesRule, TaskSource } from "../tasks/types.ts";

function push<V>(map: Map<number, V[]>, key: number, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

export class RoleSlices {
  readonly #source: TaskSource;
  readonly #processesOfRole = new Map<string, number[]>();
  readonly #members = new Map<number, SeriesMember[]>();
  readonly #rules = new Map<number, SeriesRule[]>();
  /** Indexes into source.stored, per process. */
  readonly #stored = new Map<number, number[]>();

  constructor(lister: TaskLister, source: TaskSource) {
    this.#source = source;
    for (const p of source.processes.values()) {
      for (const handle of new Set(p.roleHandles.map((h) => h.toLowerCase()))) {
        const list = this.#processesOfRole.get(handle);
        if (list) list.push(p.id);
        else this.#processesOfRole.set(handle, [p.id]);
      }
    }
    for (const m of source.members) push(this.#members, m.processId, m);
    for (const r of source.rules) push(this.#rules, r.processId, r);
    source.stored.forEach((t, i) => {
      // Its own process, and the process of the occurrence its handle names (if another).
      const named = lister.storedKeys[i]?.processId;
      if (t.processId !== null) push(this.#stored, t.processId, i);
      if (named !== undefined && named !== t.processId) push(this.#stored, named, i);
    });
  }

  /** A lister over the processes assigned `roleHandle` (any case). */
  listerFor(roleHandle: string): TaskLister {
    const ids = this.#processesOfRole.get(roleHandle.toLowerCase()) ?? [];
    const processes = new Map(ids.map((id) => [id, this.#source.processes.get(id)!]));
    const stored = new Set<number>();
    for (const id of ids) for (const i of this.#stored.get(id) ?? []) stored.add(i);
    return new TaskLister({
      processes,
      people: this.#source.people,
      members: ids.flatMap((id) => this.#members.get(id) ?? []),
      rules: ids.flatMap((id) => this.#rules.get(id) ?? []),
      // In the source's order, which the engine's order of equal tasks may rely on.
      stored: [...stored].sort((a, b) => a - b).map((i) => this.#source.stored[i]!),
    });
  }
}
