import { exportAuditEntries } from "../../_shared/commands/audit/export-audit.ts";
import { auditEntries } from "../../_shared/commands/audit/read-audit.ts";
import type {
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
  },
};
