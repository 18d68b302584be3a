/**
 * A seam for the import fault test (local/import-crash.test.ts): with IMPORT_HOLD set, the
 * stack's imports stop for good at that point and say so on stdout, so the test can kill
 * the process there (SIGKILL) and check what a restart finds. `staging`: after the first
 * chunk (of hidden new rows, or of staged lines) has been committed; `apply`: inside the apply transaction, after its
 * writes, before its commit. Unset (always, outside that test): no effect.
 */
import { importTestHooks } from "../supabase/functions/_shared/commands/imports/run-import.ts";

const forever = () => new Promise<never>(() => {});

export function installImportHold(point: string | undefined): void {
  if (!point) return;
  if (point === "staging") {
    importTestHooks.afterChunk = async ({ linesWritten }) => {
      console.log(`import held after staging ${linesWritten} lines`);
      await forever();
    };
  } else if (point === "apply") {
    importTestHooks.duringApply = async () => {
      console.log("import held inside its apply transaction");
      await forever();
    };
  } else {
    throw new Error(`IMPORT_HOLD must be staging or apply, not ${point}`);
  }
}
