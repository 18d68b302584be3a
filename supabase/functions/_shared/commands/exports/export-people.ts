/**
 * The people list as CSV in the people import format (formats.ts), so an export
 * re-imports unchanged: read by the `users` list's own command (its q, userType, sort
 * and access).
 */
import type { UserRecord } from "../../db/people/person-row.ts";
import { exportedCells } from "../../domain/import/fields.ts";
import { PEOPLE_FORMAT } from "../../domain/import/formats.ts";
import { PEOPLE } from "../../domain/import/people-fields.ts";
import { listUsers } from "../people/read-people.ts";
import { listExport } from "./export-csv.ts";

export const personExportCells = (p: UserRecord) => exportedCells(PEOPLE, p);

export const exportUsers = listExport(PEOPLE_FORMAT.columns, listUsers, personExportCells);
