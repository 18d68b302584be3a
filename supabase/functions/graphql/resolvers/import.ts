import { cancelImport, importProgress } from "../../_shared/commands/imports/import-jobs.ts";
import { IMPORTS } from "../../_shared/commands/imports/import-kinds.ts";
import { runImport } from "../../_shared/commands/imports/run-import.ts";
import type {
  ImportKind,
  MutationImportProcessesArgs,
  QueryImportProgressArgs,
} from "../schema/generated-types.ts";
import { type GraphqlContext as Ctx, inSavepoint, jobOf, memberOf } from "../server/context.ts";

/** The three imports take the same arguments. */
const importOf = (kind: ImportKind) => (_: unknown, args: MutationImportProcessesArgs, ctx: Ctx) =>
  runImport(jobOf(ctx), IMPORTS[kind], args.csvText, args.dryRun ?? false);

const cancelOf = (kind: ImportKind) => (_: unknown, __: unknown, ctx: Ctx) =>
  inSavepoint(ctx, (m) => cancelImport(m, kind));

export const importResolvers = {
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
