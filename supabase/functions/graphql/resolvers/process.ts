import * as processes from "../commands/processes.ts";
import * as writes from "../commands/write-processes.ts";
import type { GraphQLResolveInfo } from "graphql";
import type { ProcessRecord } from "../../_shared/db/processes/process-row.ts";
import { LIST_OF_FIELD, type ListName } from "../../_shared/db/processes/process-page.ts";
import { describeFrequency } from "../../_shared/domain/frequency/index.ts";
import { type GraphqlContext, inSavepoint, memberOf } from "../server/context.ts";
import { JsonScalar } from "./json-scalar.ts";
import { selectedFieldNames } from "./selection.ts";

type Args = Record<string, unknown>;

/** The ids of a list, at once when the list is loaded. */
function ids(list: { id: number }[] | Promise<{ id: number }[]>) {
  return Array.isArray(list) ? list.map((x) => x.id) : list.then((l) => l.map((x) => x.id));
}

/** The lists the nodes of a process list ask for, loaded with the page (no N+1). */
function requestedLists(info: GraphQLResolveInfo): ListName[] {
  return [...selectedFieldNames(info, ["nodes"])].flatMap((f) =>
    LIST_OF_FIELD[f] ? [LIST_OF_FIELD[f]] : []
  );
}

/** A list of the process, loaded once for the whole answer (ProcessPage). */
function list<K extends "labels" | "assignedRoles" | "docs" | "users">(name: K) {
  return (p: ProcessRecord, _: Args, ctx: GraphqlContext) =>
    p.page.list(memberOf(ctx).tx, name, p.id);
}

export const processResolvers = {
  JSON: JsonScalar,
  Process: {
    frequencyDescription: (p: ProcessRecord) => describeFrequency(p.frequencyType, p.frequency),
    labels: list("labels"),
    assignedRoles: list("assignedRoles"),
    docs: list("docs"),
    users: list("users"),
    labelIds: (p: ProcessRecord, _: Args, ctx: GraphqlContext) =>
      ids(p.page.list(memberOf(ctx).tx, "labels", p.id)),
    assignedRoleIds: (p: ProcessRecord, _: Args, ctx: GraphqlContext) =>
      ids(p.page.list(memberOf(ctx).tx, "assignedRoles", p.id)),
    nextDates: (p: ProcessRecord, args: { count?: number; from?: string }, ctx: GraphqlContext) =>
      processes.processNextDates(memberOf(ctx), p, args),
  },
  Query: {
    processes: (_: unknown, args: Args, ctx: GraphqlContext, info: GraphQLResolveInfo) =>
      processes.listAllProcesses(memberOf(ctx), args, requestedLists(info)),
    currentUserProcesses: (_: unknown, args: Args, ctx: GraphqlContext, info: GraphQLResolveInfo) =>
      processes.listMyProcesses(memberOf(ctx), args, requestedLists(info)),
    process: (_: unknown, args: { id: number }, ctx: GraphqlContext) =>
      processes.getProcess(memberOf(ctx), args.id),
    getPossibleValuesForFieldFromProcessEntity: (
      _: unknown,
      args: { field: string },
      ctx: GraphqlContext,
    ) => processes.possibleProcessFieldValues(memberOf(ctx), args.field),
    getPossibleValuesForRelationFromProcessEntity: (
      _: unknown,
      args: { relation: string },
      ctx: GraphqlContext,
    ) => processes.possibleProcessRelationValues(memberOf(ctx), args.relation),
  },
  Mutation: {
    createProcess: (_: unknown, args: { process: unknown }, ctx: GraphqlContext) =>
      inSavepoint(ctx, (m) => writes.createProcess(m, { ...(args.process as object) })),
    updateProcess: (_: unknown, args: { process: unknown }, ctx: GraphqlContext) =>
      inSavepoint(ctx, (m) => writes.updateProcess(m, { ...(args.process as object) })),
    removeProcess: (_: unknown, args: { id: number }, ctx: GraphqlContext) =>
      inSavepoint(ctx, (m) => writes.removeProcesses(m, [args.id])),
    removeProcesses: (_: unknown, args: { ids: number[] }, ctx: GraphqlContext) =>
      inSavepoint(ctx, (m) => writes.removeProcesses(m, args.ids)),
  },
};
