/**
 * The people list as CSV in the people import format (formats.ts), so an export
 * re-imports unchanged: read by the `users` list's own command (its q, userType, sort
 * and access).
 */
import type { UserRecord } from "../../db/people/person-row.ts";
import { PEOPLE_FORMAT } from "../../domain/import/formats.ts";
import { personCells } from "../../domain/import/line-cells.ts";
import { listUsers, type ListUsersArgs } from "../people/read-people.ts";
import type { RequestContext } from "../context.ts";
import { exportCsv, type ExportLimits } from "./export-csv.ts";

export type ExportUsersArgs = Omit<ListUsersArgs, "offset" | "limit">;

export function personExportCells(p: UserRecord) {
  return personCells({
    peopleHandle: p.peopleHandle,
    name: p.name,
    email: p.email,
    description: p.description,
    userType: p.userType,
    isAuthEnabled: p.isAuthEnabled,
    receiveWeeklyReminders: p.receiveWeeklyReminders,
    roles: p.roles.map((r) => r.roleHandle),
    mobile: p.mobile,
  });
}

export async function exportUsers(
  ctx: RequestContext,
  args: ExportUsersArgs,
  limits?: ExportLimits,
): Promise<string> {
  return await exportCsv({
    columns: PEOPLE_FORMAT.columns,
    readPage: (page) => listUsers(ctx, { ...args, ...page }),
    cells: personExportCells,
    limits,
  });
}
