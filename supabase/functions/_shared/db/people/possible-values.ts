import { USER_TYPES } from "../../domain/people/user-input.ts";
import { badInput } from "../../http/app-error.ts";
import type { Tx } from "../client.ts";

export interface PossibleValue {
  id: string;
  name: string;
}

/** At most this many distinct values are offered for a free-text field. */
const LIMIT = 1000;

const TEXT_FIELDS = {
  name: "name",
  peopleHandle: "people_handle",
  description: "description",
  email: "email",
} as const;
const BOOLEAN_FIELDS = {
  isAuthEnabled: "is_auth_enabled",
  receiveWeeklyReminders: "receive_weekly_reminders",
} as const;

export const USER_VALUE_FIELDS = [
  "userType",
  ...Object.keys(TEXT_FIELDS),
  ...Object.keys(BOOLEAN_FIELDS),
];
export const USER_RELATIONS = ["roles"];

/** The values a field of the people of this organisation takes, for filter builders. */
export async function userFieldValues(
  tx: Tx,
  orgId: number,
  field: string,
): Promise<PossibleValue[]> {
  if (field === "userType") return USER_TYPES.map((t) => ({ id: t, name: t }));
  if (field in BOOLEAN_FIELDS) {
    return [{ id: "true", name: "Yes" }, { id: "false", name: "No" }];
  }
  if (field in TEXT_FIELDS) {
    const column = TEXT_FIELDS[field as keyof typeof TEXT_FIELDS];
    const rows = await tx`
      select distinct ${tx(column)} as value from app.people
      where org_id = ${orgId} and ${tx(column)} is not null and ${tx(column)} <> ''
      order by 1 limit ${LIMIT}`;
    return rows.map((r) => ({ id: r.value, name: r.value }));
  }
  throw badInput(
    `Unknown field "${field}"; use one of ${USER_VALUE_FIELDS.join(", ")}`,
    "field",
  );
}

/** The records a relation of people can point to: the organisation's roles. */
export async function userRelationValues(
  tx: Tx,
  orgId: number,
  relation: string,
): Promise<PossibleValue[]> {
  if (relation !== "roles") {
    throw badInput(
      `Unknown relation "${relation}"; use one of ${USER_RELATIONS.join(", ")}`,
      "relation",
    );
  }
  const rows =
    await tx`select id, name from app.roles where org_id = ${orgId} order by lower(name), id limit ${LIMIT}`;
  return rows.map((r) => ({ id: String(r.id), name: r.name }));
}
