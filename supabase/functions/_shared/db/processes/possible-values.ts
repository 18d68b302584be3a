import { badInput } from "../../http/app-error.ts";
import type { Tx } from "../client.ts";
import type { PossibleValue } from "../people/possible-values.ts";

/** At most this many values are offered for one field or relation. */
const LIMIT = 1000;

const TEXT_FIELDS = {
  name: "name",
  processHandle: "process_handle",
  description: "description",
  compactFrequency: "compact_frequency",
} as const;

export const PROCESS_VALUE_FIELDS = ["frequencyType", ...Object.keys(TEXT_FIELDS)];
export const PROCESS_RELATIONS = ["labels", "assignedRoles", "role", "cat"];

/** The values a field of this organisation's processes takes, for filter builders. */
export async function processFieldValues(
  tx: Tx,
  orgId: number,
  field: string,
): Promise<PossibleValue[]> {
  if (field === "frequencyType") {
    return [{ id: "Scheduled", name: "Scheduled" }, { id: "AsNeeded", name: "As needed" }];
  }
  if (field in TEXT_FIELDS) {
    const column = TEXT_FIELDS[field as keyof typeof TEXT_FIELDS];
    const rows = await tx`
      select distinct ${tx(column)} as value from app.processes
      where org_id = ${orgId} and ${tx(column)} <> ''
      order by 1 limit ${LIMIT}`;
    return rows.map((r) => ({ id: r.value, name: r.value }));
  }
  throw badInput(
    `Unknown field "${field}"; use one of ${PROCESS_VALUE_FIELDS.join(", ")}`,
    "field",
  );
}

/** The records a relation of processes can point to. */
export async function processRelationValues(
  tx: Tx,
  orgId: number,
  relation: string,
): Promise<PossibleValue[]> {
  let rows;
  switch (relation) {
    case "labels":
      rows = await tx`select id, label as name from app.labels where org_id = ${orgId}
        order by lower(label), id limit ${LIMIT}`;
      break;
    case "assignedRoles":
    case "role":
      rows = await tx`select id, name from app.roles where org_id = ${orgId}
        order by lower(name), id limit ${LIMIT}`;
      break;
    case "cat":
      rows = await tx`select id, prefix as name from app.process_categories where org_id = ${orgId}
        order by lower(prefix), id limit ${LIMIT}`;
      break;
    default:
      throw badInput(
        `Unknown relation "${relation}"; use one of ${PROCESS_RELATIONS.join(", ")}`,
        "relation",
      );
  }
  return rows.map((r) => ({ id: String(r.id), name: r.name }));
}
