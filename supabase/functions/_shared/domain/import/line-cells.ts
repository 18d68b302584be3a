/**
 * A person, role or process back into the cells of its import format: what exports
 * write and what the import result shows as a line's record. Fields not given stay
 * out. Pure.
 */
import { formatBooleanCell, formatDocsCell, formatListCell } from "./cells.ts";
import type { PeopleColumn, ProcessColumn, RoleColumn } from "./formats.ts";
import type { PersonLine } from "./people-lines.ts";
import type { ProcessLine } from "./process-lines.ts";
import type { RoleLine } from "./role-lines.ts";

type Cells<C extends string> = Partial<Record<C, string>>;

const text = (value: string | null | undefined) => value ?? "";

export function personCells(p: Omit<PersonLine, "line">): Cells<PeopleColumn> {
  const cells: Cells<PeopleColumn> = { peopleHandle: p.peopleHandle, name: p.name };
  if (p.email !== undefined) cells.email = text(p.email);
  if (p.description !== undefined) cells.description = p.description;
  if (p.userType !== undefined) cells.userType = p.userType;
  if (p.isAuthEnabled !== undefined) cells.isAuthEnabled = formatBooleanCell(p.isAuthEnabled);
  if (p.receiveWeeklyReminders !== undefined) {
    cells.receiveWeeklyReminders = formatBooleanCell(p.receiveWeeklyReminders);
  }
  if (p.roles !== undefined) cells.roles = formatListCell(p.roles);
  if (p.mobile !== undefined) cells.mobile = text(p.mobile);
  return cells;
}

export function roleCells(r: Omit<RoleLine, "line">): Cells<RoleColumn> {
  const cells: Cells<RoleColumn> = { roleHandle: r.roleHandle, name: r.name };
  if (r.description !== undefined) cells.description = r.description;
  if (r.reportsTo !== undefined) cells.reportsTo = text(r.reportsTo);
  return cells;
}

export function processCells(p: Omit<ProcessLine, "line">): Cells<ProcessColumn> {
  const cells: Cells<ProcessColumn> = { processHandle: p.processHandle, name: p.name };
  if (p.description !== undefined) cells.description = p.description;
  if (p.category !== undefined) cells.category = text(p.category);
  if (p.labels !== undefined) cells.labels = formatListCell(p.labels);
  if (p.assignedRoles !== undefined) cells.assignedRoles = formatListCell(p.assignedRoles);
  if (p.owningRole !== undefined) cells.owningRole = text(p.owningRole);
  if (p.frequency !== undefined) cells.frequency = p.frequency.compactFrequency;
  if (p.scheduledFrom !== undefined) cells.scheduledFrom = p.scheduledFrom;
  if (p.docs !== undefined) cells.docs = formatDocsCell(p.docs);
  return cells;
}
