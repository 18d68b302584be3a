import * as processes from "../commands/processes.ts";
import * as writes from "../commands/write-processes.ts";
import type { ProcessRecord } from "../../_shared/db/processes/process-row.ts";
import { describeFrequency } from "../../_shared/domain/frequency/index.ts";
import { type GraphqlContext, inSavepoint, memberOf } from "../server/context.ts";
import { JsonScalar } from "./json-scalar.ts";

type Args = Record<string, unknown>;

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
    labelIds: async (p: ProcessRecord, _: Args, ctx: GraphqlContext) =>
      (await p.page.list(memberOf(ctx).tx, "labels", p.id)).map((l) => l.id),
    assignedRoleIds: async (p: ProcessRecord, _: Args, ctx: GraphqlContext) =>
      (await p.page.list(memberOf(ctx).tx, "assignedRoles", p.id)).map((r) => r.id),
    nextDates: (p: ProcessRecord, args: { count?: number; from?: string }, ctx: GraphqlContext) =>
      processes.processNextDates(memberOf(ctx), p, args),
  },
  Query: {
    processes: (_: unknown, args: Args, ctx: GraphqlContext) =>
      processes.listAllProcesses(memberOf(ctx), args),
    currentUserProcesses: (_: unknown, args: Args, ctx: GraphqlContext) =>
      processes.listMyProcesses(memberOf(ctx), args),
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
