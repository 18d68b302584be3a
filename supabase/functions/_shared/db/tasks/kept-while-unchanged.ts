/**
 * Answers computed from an organisation's catalogue and tasks, kept while they stand: the
 * organisation's task source version (app.task_source_version(), see the tasks migration)
 * changes with every write to processes, their roles and labels, roles, role members,
 * people and tasks, so a kept answer is used only when the caller's snapshot sees exactly
 * the changes it was computed with. It is kept only from a transaction that has written
 * nothing (its own uncommitted writes could still be rolled back), and only when the
 * version did not move while it was computed. Used by the task sources and the matrix.
 */
import type { Tx } from "../client.ts";
import type { KeptSources } from "./kept-sources.ts";

export interface SourceVersion {
  /** The organisation's id, prefix and creation time (one process may serve several databases, as tests do). */
  org: string;
  version: string;
  /** Whether this transaction has written nothing yet. */
  clean: boolean;
  /** "*" for a caller who reads the whole organisation; else `person:<id>`, or null for no person. */
  viewer: string | null;
}

export type Versioned<T> = T & { version: string };

/**
 * `load()`'s answer, or the one kept under `key(version)` when computed at the same
 * version. `shareable`: the answer is the same for every caller who reads the whole
 * organisation; otherwise it is one person's (whom the policies narrow to), and a caller
 * who is no person gets a fresh answer, never kept.
 */
export async function keptWhileUnchanged<T extends object>(
  kept: KeptSources<Versioned<T>>,
  tx: Tx,
  orgId: number,
  options: { shareable: boolean; key: (v: SourceVersion) => string; weight: (value: T) => number },
  load: () => Promise<T>,
): Promise<T> {
  const before = await sourceVersion(tx, orgId, options.shareable);
  if (before.viewer === null) return await load();
  const key = options.key(before);
  const hit = kept.get(key);
  if (hit && hit.version === before.version) return hit;
  const loaded = await load();
  if (before.clean) {
    const after = await sourceVersion(tx, orgId, options.shareable);
    if (after.version === before.version && after.viewer === before.viewer) {
      kept.set(key, { ...loaded, version: before.version }, options.weight(loaded));
    }
  }
  return loaded;
}

async function sourceVersion(tx: Tx, orgId: number, shareable: boolean): Promise<SourceVersion> {
  const [row] = await tx`
    select o.id || ':' || o.prefix || ':' || o.created_at::text as org,
           app.task_source_version()::text as version,
           pg_current_xact_id_if_assigned() is null as clean,
           ${shareable ? tx`null` : tx`(select app.current_person_id())`}::text as viewer
    from app.organizations o where o.id = ${orgId}`;
  return {
    org: String(row?.org ?? orgId),
    version: String(row?.version ?? ""),
    clean: Boolean(row?.clean),
    viewer: shareable ? "*" : row?.viewer == null ? null : `person:${row.viewer}`,
  };
}
