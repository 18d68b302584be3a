/**
 * `user:` and `process:` terms that name a handle, given the id of the person or process
 * with that handle (any case), for code that matches terms in memory (the task engine).
 * A handle no one has keeps its handle and no id, which matches nothing
 * (docs/query-language.md#fields). Read under the caller's row-level security.
 */
import type { QueryTerm } from "../../domain/query/terms.ts";
import type { Tx } from "../client.ts";

export async function resolveTermHandles(
  tx: Tx,
  orgId: number,
  terms: readonly QueryTerm[],
): Promise<QueryTerm[]> {
  const wanted = (kind: "user" | "process") => [
    ...new Set(
      terms.flatMap((t) =>
        t.kind === kind && t.handle !== undefined ? [t.handle.toLowerCase()] : []
      ),
    ),
  ];
  const people = wanted("user");
  const processes = wanted("process");
  if (people.length === 0 && processes.length === 0) return [...terms];
  const rows = await tx<{ kind: "user" | "process"; handle: string; id: string }[]>`
    select 'user' as kind, lower(people_handle) as handle, id::text as id from app.people
      where org_id = ${orgId} and lower(people_handle) = any(${people}::text[])
    union all
    select 'process', lower(process_handle), id::text from app.processes
      where org_id = ${orgId} and lower(process_handle) = any(${processes}::text[])`;
  const ids = new Map(rows.map((r) => [`${r.kind}:${r.handle}`, Number(r.id)]));
  return terms.map((t) => {
    if ((t.kind !== "user" && t.kind !== "process") || t.handle === undefined) return t;
    const id = ids.get(`${t.kind}:${t.handle.toLowerCase()}`);
    return id === undefined ? t : { kind: t.kind, id };
  });
}
