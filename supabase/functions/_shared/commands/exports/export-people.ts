/**
 * The people list as CSV in the people import format (formats.ts), so an export
 * re-imports unchanged: read by the `users` list's own command (its q, userType, sort
 * and access).
 */
import type { UserRecord } from "../../db/people/person-row.ts";
import { exportedCells } from "../../domain/import/fields.ts";
import { PEOPLE_FORMAT } from "../../domain/import/formats.ts";
import { PEOPLE } from "../../domain/import/people-fields.ts";
import { listUsers, type ListUsersArgs } from "../people/read-people.ts";
import type { RequestContext } from "../context.ts";
import { exportCsv, type ExportLimits } from "./export-csv.ts";

export type ExportUsersArgs = Omit<ListUsersArgs, "offset" | "limit">;

export const personExportCells = (p: UserRecord) => exportedCells(PEOPLE, p);

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
