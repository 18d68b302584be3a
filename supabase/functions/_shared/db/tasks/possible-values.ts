import { STATUS_DISPLAY_NAMES, TASK_STATUSES } from "../../domain/query/terms.ts";
import { badInput } from "../../http/app-error.ts";
import type { Tx } from "../client.ts";
import type { PossibleValue } from "../people/possible-values.ts";

/** At most this many values are offered for one field or relation. */
const LIMIT = 1000;

export const TASK_VALUE_FIELDS = ["status", "name"];
export const TASK_RELATIONS = ["process", "assignee"];

/** The values a task field takes. Status shows its display name ("Not Started"). */
export async function taskFieldValues(
  tx: Tx,
  orgId: number,
  field: string,
): Promise<PossibleValue[]> {
  if (field === "status") {
    return TASK_STATUSES.map((s) => ({ id: s, name: STATUS_DISPLAY_NAMES[s] }));
  }
  if (field === "name") {
    // A generated task is named after its process ("<process name> task"),
    // so the names are those of stored tasks and of the processes.
    const rows = await tx`
      select value from (
        select name as value from app.tasks where org_id = ${orgId}
        union
        select name || ' task' from app.processes where org_id = ${orgId}
      ) v order by 1 limit ${LIMIT}`;
    return rows.map((r) => ({ id: r.value, name: r.value }));
  }
  throw badInput(`Unknown field "${field}"; use one of ${TASK_VALUE_FIELDS.join(", ")}`, "field");
}

/** The records a task relation can point to: processes, or people (assignee). */
export async function taskRelationValues(
  tx: Tx,
  orgId: number,
  relation: string,
): Promise<PossibleValue[]> {
  let rows;
  if (relation === "process") {
    rows = await tx`select id, name from app.processes where org_id = ${orgId}
      order by lower(name), id limit ${LIMIT}`;
  } else if (relation === "assignee") {
    rows = await tx`select id, name from app.people where org_id = ${orgId}
      order by lower(name), id limit ${LIMIT}`;
  } else {
    throw badInput(
      `Unknown relation "${relation}"; use one of ${TASK_RELATIONS.join(", ")}`,
      "relation",
    );
  }
  return rows.map((r) => ({ id: String(r.id), name: r.name }));
}
