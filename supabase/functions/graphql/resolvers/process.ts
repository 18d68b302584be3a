import * as processes from "../../_shared/commands/processes/read-processes.ts";
import * as writes from "../../_shared/commands/processes/write-processes.ts";
import { scheduleHistoryOf } from "../../_shared/commands/processes/schedule-history.ts";
import type { PastScheduleRecord } from "../../_shared/db/processes/schedule-history.ts";
import type { GraphQLResolveInfo } from "graphql";
import type { ProcessRecord } from "../../_shared/db/processes/process-row.ts";
import { LIST_OF_FIELD, type ListName } from "../../_shared/db/processes/process-lists.ts";
import { describeFrequency } from "../../_shared/domain/frequency/index.ts";
import type {
  MutationCreateProcessArgs,
  MutationRemoveProcessArgs,
  MutationRemoveProcessesArgs,
  MutationUpdateProcessArgs,
  ProcessNextDatesArgs,
  QueryCurrentUserProcessesArgs,
  QueryGetPossibleValuesForFieldFromProcessEntityArgs as FieldArgs,
  QueryGetPossibleValuesForRelationFromProcessEntityArgs as RelationArgs,
  QueryProcessArgs,
  QueryProcessesArgs,
} from "../schema/generated-types.ts";
import { type GraphqlContext as Ctx, inSavepoint, loadersOf, memberOf } from "../server/context.ts";
import { JsonScalar } from "./json-scalar.ts";
import { selectedFieldNames } from "./selection.ts";

type Info = GraphQLResolveInfo;

/** The ids of a list, at once when the list is loaded. */
function ids(list: { id: number }[] | Promise<{ id: number }[]>) {
  return Array.isArray(list) ? list.map((x) => x.id) : list.then((l) => l.map((x) => x.id));
}

/** The lists the nodes of a process list ask for, loaded with the page (no N+1). */
export function requestedLists(info: Info): ListName[] {
  return [...selectedFieldNames(info, ["nodes"])].flatMap((f) =>
    LIST_OF_FIELD[f] ? [LIST_OF_FIELD[f]] : []
  );
}

/** A list of the process, from the request's loaders (one query for the whole answer). */
function list<K extends ListName>(name: K) {
  return (p: ProcessRecord, _: unknown, ctx: Ctx) => loadersOf(ctx).processList(name, p.id);
}

export const processResolvers = {
  JSON: JsonScalar,
  Process: {
    frequencyDescription: (p: ProcessRecord) => describeFrequency(p.frequencyType, p.frequency),
    labels: list("labels"),
    assignedRoles: list("assignedRoles"),
    docs: list("docs"),
    users: list("users"),
    labelIds: (p: ProcessRecord, _: unknown, ctx: Ctx) =>
      ids(loadersOf(ctx).processList("labels", p.id)),
    assignedRoleIds: (p: ProcessRecord, _: unknown, ctx: Ctx) =>
      ids(loadersOf(ctx).processList("assignedRoles", p.id)),
    nextDates: (p: ProcessRecord, args: ProcessNextDatesArgs, ctx: Ctx) =>
      processes.processNextDates(memberOf(ctx), p, args),
    scheduleHistory: (p: ProcessRecord, _: unknown, ctx: Ctx) =>
      scheduleHistoryOf(memberOf(ctx), p.id),
  },
  ProcessSchedule: {
    frequencyDescription: (s: PastScheduleRecord) =>
      describeFrequency(s.frequencyType, s.frequency),
  },
  Query: {
    processes: async (_: unknown, args: QueryProcessesArgs, ctx: Ctx, info: Info) =>
      loadersOf(ctx).primeLists(
        await processes.listAllProcesses(memberOf(ctx), args, requestedLists(info)),
      ),
    currentUserProcesses: async (
      _: unknown,
      args: QueryCurrentUserProcessesArgs,
      ctx: Ctx,
      info: Info,
    ) =>
      loadersOf(ctx).primeLists(
        await processes.listMyProcesses(memberOf(ctx), args, requestedLists(info)),
      ),
    process: (_: unknown, args: QueryProcessArgs, ctx: Ctx) =>
      processes.getProcess(memberOf(ctx), args.id),
    getPossibleValuesForFieldFromProcessEntity: (_: unknown, args: FieldArgs, ctx: Ctx) =>
      processes.possibleProcessFieldValues(memberOf(ctx), args.field),
    getPossibleValuesForRelationFromProcessEntity: (_: unknown, args: RelationArgs, ctx: Ctx) =>
      processes.possibleProcessRelationValues(memberOf(ctx), args.relation),
  },
  Mutation: {
    createProcess: (_: unknown, args: MutationCreateProcessArgs, ctx: Ctx) =>
      inSavepoint(ctx, (m) => writes.createProcess(m, { ...args.process })),
    updateProcess: (_: unknown, args: MutationUpdateProcessArgs, ctx: Ctx) =>
      inSavepoint(ctx, (m) => writes.updateProcess(m, { ...args.process })),
    removeProcess: (_: unknown, args: MutationRemoveProcessArgs, ctx: Ctx) =>
      inSavepoint(ctx, (m) => writes.removeProcesses(m, [args.id])),
    removeProcesses: (_: unknown, args: MutationRemoveProcessesArgs, ctx: Ctx) =>
      inSavepoint(ctx, (m) => writes.removeProcesses(m, args.ids)),
  },
};
