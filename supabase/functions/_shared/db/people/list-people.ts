import type { UserType } from "../../domain/abilities.ts";
import type { Tx } from "../client.ts";
import { personColumns, toUserRecord, type UserRecord } from "./person-row.ts";
import { queryWhere } from "../query/index.ts";

/** sortBy values of the users list → the column they order by. */
export const USER_SORT_COLUMNS = {
  id: "p.id",
  name: "lower(p.name)",
  peopleHandle: "lower(p.people_handle)",
  description: "lower(p.description)",
  email: "lower(p.email)",
  userType: "p.user_type",
  isAuthEnabled: "p.is_auth_enabled",
  receiveWeeklyReminders: "p.receive_weekly_reminders",
} as const;

export type UserSortKey = keyof typeof USER_SORT_COLUMNS;

/** q: the shared query language (design §5); for people, text and role:<roleHandle>. */
export interface ListPeopleArgs {
  q: string[];
  userType?: UserType;
  offset: number;
  limit: number;
  sortBy: UserSortKey;
  isDesc: boolean;
}

export async function listPeople(
  tx: Tx,
  orgId: number,
  args: ListPeopleArgs,
): Promise<{ nodes: UserRecord[]; totalCount: number }> {
  const where = tx`p.org_id = ${orgId}
    ${args.userType ? tx`and p.user_type = ${args.userType}` : tx``}
    and ${queryWhere(tx, "user", args.q, { alias: "p" }).where}`;
  // The column comes from the fixed map above, never from the request text.
  const direction = args.isDesc ? "desc" : "asc";
  const order = tx.unsafe(
    `${USER_SORT_COLUMNS[args.sortBy]} ${direction} nulls last, p.id ${direction}`,
  );
  const [rows, [count]] = await Promise.all([
    tx`select ${personColumns(tx)} from app.people p where ${where}
       order by ${order} limit ${args.limit} offset ${args.offset}`,
    tx`select count(*)::int as total from app.people p where ${where}`,
  ]);
  return { nodes: rows.map(toUserRecord), totalCount: count.total };
}
