import {
  auditRetentionDays,
  updateAuditRetention,
} from "../../_shared/commands/audit/audit-retention.ts";
import { exportAuditEntries } from "../../_shared/commands/audit/export-audit.ts";
import { auditEntries } from "../../_shared/commands/audit/read-audit.ts";
import type {
  MutationUpdateAuditRetentionArgs,
  QueryAuditEntriesArgs,
  QueryExportAuditEntriesArgs,
} from "../schema/generated-types.ts";
import { exportLimitsOf, type GraphqlContext as Ctx, memberOf } from "../server/context.ts";

/** The audit trail (schema/audit.ts). */
export const auditResolvers = {
  Query: {
    auditEntries: (_: unknown, args: QueryAuditEntriesArgs, ctx: Ctx) =>
      auditEntries(memberOf(ctx), args),
    exportAuditEntries: (_: unknown, args: QueryExportAuditEntriesArgs, ctx: Ctx) =>
      exportAuditEntries(memberOf(ctx), args, exportLimitsOf(ctx)),
    auditRetentionDays: (_: unknown, _args: unknown, ctx: Ctx) => auditRetentionDays(memberOf(ctx)),
  },
  Mutation: {
    updateAuditRetention: (_: unknown, args: MutationUpdateAuditRetentionArgs, ctx: Ctx) =>
      updateAuditRetention(memberOf(ctx), args.days),
  },
};
