import { join } from "node:path";

/** The refusal a second stack gets for a data directory another stack has open. */
export class DataDirInUseError extends Error {
  constructor(readonly dataDir: string, readonly pid: number | undefined) {
    super(
      `The data directory ${dataDir} is in use by another Routinely stack (pid ${
        pid ?? "unknown"
      }); stop it first, or set DATA_DIR to another directory`,
    );
    this.name = "DataDirInUseError";
  }
}

export interface DataDirLock {
  /** Releases the lock (idempotent); call after the database is closed. */
  release(): void;
}

export const LOCK_FILE = ".lock";

/**
 * Takes an exclusive advisory lock (flock) on `<dataDir>/.lock`, or refuses at once
 * with DataDirInUseError when another process (or another open in this one) holds it.
 * PGlite keeps no lock of its own, and two PGlites on one directory corrupt it.
 *
 * The lock lives as long as the open file: the operating system drops it when the
 * process ends however it ends (kill -9 included), so a crash leaves nothing stale
 * behind. The file keeps the holder's pid only to name it in the refusal.
 */
export function lockDataDir(dataDir: string): DataDirLock {
  Deno.mkdirSync(dataDir, { recursive: true });
  const path = join(dataDir, LOCK_FILE);
  const file = Deno.openSync(path, { read: true, write: true, create: true });
  let locked: boolean;
  try {
    locked = file.tryLockSync(true);
  } catch (error) {
    file.close();
    throw error;
  }
  if (!locked) {
    const holder = readPid(path);
    file.close();
    throw new DataDirInUseError(dataDir, holder);
  }
  file.truncateSync(0);
  file.writeSync(new TextEncoder().encode(`${Deno.pid}\n`));
  let released = false;
  return {
    release() {
      if (released) return;
      released = true;
      try {
        file.unlockSync();
      } finally {
        file.close();
      }
    },
  };
}

function readPid(path: string): number | undefined {
  try {
    const pid = Number.parseInt(Deno.readTextFileSync(path), 10);
    return Number.isSafeInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}
