/**
 * A seam for the import fault test (local/import-crash.test.ts): with IMPORT_HOLD set, the
 * stack's imports stop for good at that point and say so on stdout, so the test can kill
 * the process there (SIGKILL) and check what a restart finds. `staging`: after the first
 * chunk (of hidden new rows, or of staged lines) has been committed; `apply`: inside the
 * apply transaction, after its writes, before its commit. The stack hands these hooks to
 * the GraphQL function, which gives them to each import's job. Unset (always, outside
 * that test): no hooks.
 */
import type { ImportHooks } from "../supabase/functions/_shared/commands/imports/import-hooks.ts";

const forever = () => new Promise<never>(() => {});

export function importHold(point: string | undefined): ImportHooks | undefined {
  if (!point) return undefined;
  if (point === "staging") {
    return {
      afterChunk: async ({ linesWritten }) => {
        console.log(`import held after staging ${linesWritten} lines`);
        await forever();
      },
    };
  }
  if (point === "apply") {
    return {
      duringApply: async () => {
        console.log("import held inside its apply transaction");
        await forever();
      },
    };
  }
  throw new Error(`IMPORT_HOLD must be staging or apply, not ${point}`);
}
