/**
 * The three imports (docs/csv.md#import): people, roles and processes, each its format, line
 * reader, file checks (the form's rules, domain/import), stored rows and apply.
 */
import type { Actor, RequestContext } from "../context.ts";
import { orgToday } from "../org-today.ts";
import {
  checkPeopleFile,
  checkProcessesFile,
  checkRolesFile,
  withoutRefused,
} from "../../domain/import/file-checks.ts";
import type { LineResult } from "../../domain/import/cells.ts";
import type { BlankCells, ImportEntity } from "../../domain/import/fields.ts";
import type { ImportRecord } from "../../domain/import/import-result.ts";
import { IMPORT_FORMATS } from "../../domain/import/formats.ts";
import { PEOPLE, type PersonLine } from "../../domain/import/people-fields.ts";
import { peopleStoredErrors } from "../../domain/import/people-stored-checks.ts";
import { PROCESSES, type ProcessLine } from "../../domain/import/process-fields.ts";
import { type RoleLine, ROLES } from "../../domain/import/role-fields.ts";
import {
  handleKey,
  personChanges,
  processChanges,
  processDocsChange,
  roleChanges,
  sortByChange,
  type StoredPerson,
  type StoredRoleRow,
} from "../../domain/import/stored-rows.ts";
import { personPreview, processPreview, rolePreview } from "../../domain/import/update-preview.ts";
import { applyPeople, writeHiddenPeople } from "../../db/imports/apply-people.ts";
import { applyProcesses, writeHiddenProcesses } from "../../db/imports/apply-processes.ts";
import { applyRoles } from "../../db/imports/apply-roles.ts";
import {
  loadStoredCatalogue,
  loadStoredPeople,
  loadStoredRoles,
  type StoredCatalogue,
} from "../../db/imports/stored-rows.ts";
import type { ImportKind } from "../../db/imports/import-jobs.ts";
import type { Resource } from "../../domain/abilities.ts";
import type { CsvRecord } from "../../domain/import/read-csv.ts";
import type { ImportKindSpec } from "./import-spec.ts";

/** A kind's names, and what it takes from its entity's field list: the format, the reader, the cells. */
function fromFields<T extends { line: number }, H extends string>(
  kind: ImportKind,
  noun: string,
  resource: Resource,
  entity: {
    entity: ImportEntity;
    handle: H;
    readLine(record: CsvRecord, blanks?: BlankCells): LineResult<T>;
    cells(line: T): ImportRecord;
  },
) {
  return {
    kind,
    plural: entity.entity,
    noun,
    resource,
    format: IMPORT_FORMATS[entity.entity],
    readLine: entity.readLine,
    cellsOf: entity.cells,
    handleOf: (line: T) => (line as unknown as Record<H, string>)[entity.handle],
  };
}

/** The created lines with their handles, and the updated ones with their stored rows' ids. */
function targetsOf<T extends { line: number }>(
  sorted: { created: T[]; updated: T[] },
  handleOf: (line: T) => string,
  idOf: (handle: string) => number | undefined,
) {
  return {
    created: sorted.created.map((l) => ({ line: l.line, handle: handleOf(l) })),
    updated: sorted.updated.map((l) => ({ line: l.line, id: idOf(handleKey(handleOf(l)))! })),
  };
}

interface StoredPeopleAndRoles {
  people: Map<string, StoredPerson>;
  roleHandles: string[];
}

export const PEOPLE_IMPORT: ImportKindSpec<PersonLine, StoredPeopleAndRoles> = {
  ...fromFields<PersonLine, "peopleHandle">("USERS", "person", "user", PEOPLE),
  async load(ctx: RequestContext) {
    const people = await loadStoredPeople(ctx.tx, ctx.orgId);
    const roles = await loadStoredRoles(ctx.tx, ctx.orgId);
    return { people, roleHandles: [...roles.values()].map((r) => r.roleHandle) };
  },
  checkFile(lines, stored, actor: Actor) {
    const file = checkPeopleFile(lines, stored);
    const principal = actor.kind === "system" ? "system" : actor.appRole;
    const more = peopleStoredErrors(withoutRefused(lines, file.errors), stored.people, principal);
    return { errors: [...file.errors, ...more], messages: file.messages };
  },
  sort: (lines, stored) =>
    sortByChange(lines, (l) => stored.people.get(handleKey(l.peopleHandle)), personChanges),
  preview: (line, stored) => personPreview(line, stored.people.get(handleKey(line.peopleHandle))!),
  writeCreated: (ctx, jobId, lines, _stored, chunk) =>
    writeHiddenPeople(
      ctx.tx,
      ctx.orgId,
      jobId,
      lines,
      lines.map((l) => ({ line: l.line, handle: l.peopleHandle })),
      chunk,
    ),
  apply: (ctx, jobId, sorted, stored) =>
    applyPeople(
      ctx.tx,
      ctx.orgId,
      jobId,
      targetsOf(sorted, (l) => l.peopleHandle, (k) => stored.people.get(k)?.id),
    ),
};

export const ROLES_IMPORT: ImportKindSpec<RoleLine, Map<string, StoredRoleRow>> = {
  ...fromFields<RoleLine, "roleHandle">("ROLES", "role", "role", ROLES),
  load: (ctx) => loadStoredRoles(ctx.tx, ctx.orgId),
  checkFile: (lines, stored) => checkRolesFile(lines, { roles: stored.values() }),
  sort: (lines, stored) =>
    sortByChange(lines, (l) => stored.get(handleKey(l.roleHandle)), roleChanges),
  preview: (line, stored) => rolePreview(line, stored.get(handleKey(line.roleHandle))!),
  apply: (ctx, jobId, sorted, stored) =>
    applyRoles(ctx.tx, ctx.orgId, jobId, {
      ...targetsOf(sorted, (l) => l.roleHandle, (k) => stored.get(k)?.id),
      storedIds: new Map([...stored].map(([k, role]) => [k, role.id])),
      reportsTo: [...sorted.created, ...sorted.updated]
        .filter((l) => l.reportsTo !== undefined)
        .map((l) => ({ line: l.line, parent: l.reportsTo ?? null })),
    }),
};

export const PROCESSES_IMPORT: ImportKindSpec<ProcessLine, StoredCatalogue> = {
  ...fromFields<ProcessLine, "processHandle">("PROCESSES", "process", "process", PROCESSES),
  load: (ctx) => loadStoredCatalogue(ctx.tx, ctx.orgId),
  checkFile: (lines, stored) => checkProcessesFile(lines, stored),
  sort: (lines, stored) =>
    sortByChange(lines, (l) => stored.processes.get(handleKey(l.processHandle)), processChanges),
  preview: (line, stored) =>
    processPreview(line, stored.processes.get(handleKey(line.processHandle))!),
  writeCreated: async (ctx, jobId, lines) =>
    writeHiddenProcesses(ctx.tx, ctx.orgId, jobId, lines, {
      created: lines.map((l) => ({ line: l.line, handle: l.processHandle })),
      docsChanged: new Set(lines.filter((l) => processDocsChange(l, undefined)).map((l) => l.line)),
      today: await orgToday(ctx),
    }),
  async apply(ctx, jobId, sorted, stored) {
    const changed = [...sorted.created, ...sorted.updated];
    const docsChanged = changed.filter((l) =>
      processDocsChange(l, stored.processes.get(handleKey(l.processHandle)))
    );
    await applyProcesses(ctx.tx, ctx.orgId, jobId, {
      ...targetsOf(sorted, (l) => l.processHandle, (k) => stored.processes.get(k)?.id),
      docsChanged: new Set(docsChanged.map((l) => l.line)),
      today: await orgToday(ctx),
    });
  },
};

// deno-lint-ignore no-explicit-any
export const IMPORTS: Readonly<Record<ImportKind, ImportKindSpec<any, any>>> = {
  USERS: PEOPLE_IMPORT,
  ROLES: ROLES_IMPORT,
  PROCESSES: PROCESSES_IMPORT,
};
