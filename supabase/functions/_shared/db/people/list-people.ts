import type { UserType } from "../../domain/abilities.ts";
import type { Tx } from "../client.ts";
import { personColumns, toUserRecord, type UserRecord } from "./person-row.ts";
import { type Fragment, queryWhere, selectPage, sortOrder } from "../query/index.ts";

/** sortBy values of the users list → the column they order by. */
export const USER_SORT_COLUMNS = {
  id: "p.id",
  name: "lower(p.name)",
  peopleHandle: "lower(p.people_handle)",
  description: "lower(p.description)",
  email: "lower(p.email)",
  mobile: "p.mobile",
  userType: "p.user_type",
  isAuthEnabled: "p.is_auth_enabled",
  receiveWeeklyReminders: "p.receive_weekly_reminders",
} as const;

export type UserSortKey = keyof typeof USER_SORT_COLUMNS;

/**
 * q: the shared query language (docs/query-language.md#fields); for people, text and
 * role:<roleHandle>.
 */
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
  const query = queryWhere(tx, "user", args.q, { alias: "p" });
  const { rows, totalCount } = await selectPage(tx, {
    columns: personColumns(tx),
    from: tx`app.people p`,
    where: tx`p.org_id = ${orgId}
      ${args.userType ? tx`and ${userTypeIs(tx, args.userType)}` : tx``} and ${query.where}`,
    order: sortOrder(tx, USER_SORT_COLUMNS, args, "p.id", { nullsLast: true }),
  }, args);
  return { nodes: rows.map(toUserRecord), totalCount };
}

/** The users list's userType filter on the person `p`; the statistics count with it. */
export function userTypeIs(tx: Tx, userType: UserType): Fragment {
  return tx`p.user_type = ${userType}`;
}
