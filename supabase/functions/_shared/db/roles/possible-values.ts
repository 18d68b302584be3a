import { badInput } from "../../http/app-error.ts";
import type { Tx } from "../client.ts";
import type { PossibleValue } from "../people/possible-values.ts";

/** At most this many values are offered. */
const LIMIT = 1000;

const TEXT_FIELDS = {
  roleHandle: "role_handle",
  name: "name",
  description: "description",
} as const;

export const ROLE_VALUE_FIELDS = Object.keys(TEXT_FIELDS);

/**
 * Relations of a role → the records they point to. The ids are those the query
 * language takes: filledBy → user:<id>, assignedProcesses → process:<id>.
 */
export const ROLE_RELATIONS = ["filledBy", "reportsTo", "assignedProcesses"] as const;

/** The distinct values a text field of the organisation's roles takes, for filter builders. */
export async function roleFieldValues(
  tx: Tx,
  orgId: number,
  field: string,
): Promise<PossibleValue[]> {
  if (!(field in TEXT_FIELDS)) {
    throw badInput(
      `Unknown field "${field}"; use one of ${ROLE_VALUE_FIELDS.join(", ")}`,
      "field",
    );
  }
  const column = TEXT_FIELDS[field as keyof typeof TEXT_FIELDS];
  const rows = await tx`
    select distinct ${tx(column)} as value from app.roles
    where org_id = ${orgId} and ${tx(column)} <> ''
    order by 1 limit ${LIMIT}`;
  return rows.map((r) => ({ id: r.value, name: r.value }));
}

/** The records a relation of roles can point to. */
export async function roleRelationValues(
  tx: Tx,
  orgId: number,
  relation: string,
): Promise<PossibleValue[]> {
  let rows;
  switch (relation) {
    case "filledBy":
      rows = await tx`select id, name from app.people where org_id = ${orgId}
                      order by lower(name), id limit ${LIMIT}`;
      break;
    case "reportsTo":
      rows = await tx`select id, name from app.roles where org_id = ${orgId}
                      order by lower(name), id limit ${LIMIT}`;
      break;
    case "assignedProcesses":
      rows = await tx`select id, name from app.processes where org_id = ${orgId}
                      order by lower(name), id limit ${LIMIT}`;
      break;
    default:
      throw badInput(
        `Unknown relation "${relation}"; use one of ${ROLE_RELATIONS.join(", ")}`,
        "relation",
      );
  }
  return rows.map((r) => ({ id: String(r.id), name: r.name }));
}
