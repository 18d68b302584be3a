import * as exports from "../../_shared/commands/exports/index.ts";
import type {
  QueryExportCurrentUserProcessesArgs,
  QueryExportCurrentUserRolesArgs,
  QueryExportMatrixArgs,
  QueryExportMyTasksArgs,
  QueryExportProcessesArgs,
  QueryExportRolesArgs,
  QueryExportSavedMatricesArgs,
  QueryExportTasksArgs,
  QueryExportUsersArgs,
} from "../schema/generated-types.ts";
import { exportLimitsOf, type GraphqlContext as Ctx, memberOf } from "../server/context.ts";

/** CSV exports of the lists and the matrix (schema/export.ts). */
export const exportResolvers = {
  Query: {
    exportUsers: (_: unknown, args: QueryExportUsersArgs, ctx: Ctx) =>
      exports.exportUsers(memberOf(ctx), args, exportLimitsOf(ctx)),
    exportRoles: (_: unknown, args: QueryExportRolesArgs, ctx: Ctx) =>
      exports.exportRoles(memberOf(ctx), args, exportLimitsOf(ctx)),
    exportCurrentUserRoles: (_: unknown, args: QueryExportCurrentUserRolesArgs, ctx: Ctx) =>
      exports.exportCurrentUserRoles(memberOf(ctx), args, exportLimitsOf(ctx)),
    exportProcesses: (_: unknown, args: QueryExportProcessesArgs, ctx: Ctx) =>
      exports.exportProcesses(memberOf(ctx), args, exportLimitsOf(ctx)),
    exportCurrentUserProcesses: (
      _: unknown,
      args: QueryExportCurrentUserProcessesArgs,
      ctx: Ctx,
    ) => exports.exportCurrentUserProcesses(memberOf(ctx), args, exportLimitsOf(ctx)),
    exportTasks: (_: unknown, args: QueryExportTasksArgs, ctx: Ctx) =>
      exports.exportTasks(memberOf(ctx), args, exportLimitsOf(ctx)),
    exportMyTasks: (_: unknown, args: QueryExportMyTasksArgs, ctx: Ctx) =>
      exports.exportMyTasks(memberOf(ctx), args, exportLimitsOf(ctx)),
    exportSavedMatrices: (_: unknown, args: QueryExportSavedMatricesArgs, ctx: Ctx) =>
      exports.exportSavedMatrices(memberOf(ctx), args, exportLimitsOf(ctx)),
    exportMatrix: (_: unknown, args: QueryExportMatrixArgs, ctx: Ctx) =>
      exports.exportMatrix(memberOf(ctx), { ...args }, exportLimitsOf(ctx)),
  },
};
