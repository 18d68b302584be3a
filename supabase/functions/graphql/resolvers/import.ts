import { cancelImport, importProgress } from "../../_shared/commands/imports/import-jobs.ts";
import { IMPORTS } from "../../_shared/commands/imports/import-kinds.ts";
import { runImport } from "../../_shared/commands/imports/run-import.ts";
import type { ImportResultEntry } from "../../_shared/domain/import/import-result.ts";
import type {
  ImportKind,
  MutationImportProcessesArgs,
  MutationImportUsersArgs,
  QueryImportProgressArgs,
} from "../schema/generated-types.ts";
import { type GraphqlContext as Ctx, inSavepoint, jobOf, memberOf } from "../server/context.ts";

/** The three imports take the same arguments; people also the day their role changes take effect. */
const importOf = (kind: ImportKind) =>
(
  _: unknown,
  args: MutationImportProcessesArgs & Partial<Pick<MutationImportUsersArgs, "effectiveOn">>,
  ctx: Ctx,
) =>
  runImport(jobOf(ctx), IMPORTS[kind], args.csvText, {
    dryRun: args.dryRun ?? false,
    blanks: args.blankCellsClear ? "clear" : "keep",
    effectiveOn: args.effectiveOn ?? undefined,
  });

const cancelOf = (kind: ImportKind) => (_: unknown, __: unknown, ctx: Ctx) =>
  inSavepoint(ctx, (m) => cancelImport(m, kind));

export const importResolvers = {
  // Only updated lines carry changes and warnings; the other entries have none.
  ImportResultEntry: {
    changes: (entry: ImportResultEntry) => entry.changes ?? [],
    warnings: (entry: ImportResultEntry) => entry.warnings ?? [],
  },
  Query: {
    importProgress: (_: unknown, args: QueryImportProgressArgs, ctx: Ctx) =>
      importProgress(memberOf(ctx), args.kind),
  },
  Mutation: {
    importUsers: importOf("USERS"),
    importRoles: importOf("ROLES"),
    importProcesses: importOf("PROCESSES"),
    cancelUsersImport: cancelOf("USERS"),
    cancelRolesImport: cancelOf("ROLES"),
    cancelProcessesImport: cancelOf("PROCESSES"),
  },
};
