/**
 * local/main.ts with a disk that fills on demand, for local/disk-full.test.ts: after a
 * SIGUSR2 (SIGUSR1 would open V8's inspector) writes of the process to files fail with
 * ENOSPC, as on a full disk; the next SIGUSR2 frees it again. PGlite's file system writes
 * through node:fs, so its table and index files fail as they would on a full disk.
 *
 * The write-ahead log (pg_wal) is spared: a failed log write is a PANIC, after which PGlite,
 * one backend in the stack's own thread, never answers again (PostgreSQL would restart its
 * backends); that case needs PGlite out of the stack's thread and is not covered here.
 */
import fs from "node:fs";
import { main } from "../main.ts";

let full = false;
const paths = new Map<number, string>();
const mutable = fs as unknown as Record<string, (...args: unknown[]) => unknown>;

const spared = (path: string | undefined) => path !== undefined && path.includes("/pg_wal/");
const enospc = () =>
  Object.assign(new Error(`ENOSPC: no space left on device, write`), {
    code: "ENOSPC",
    errno: -28,
  });
const openSync = mutable.openSync;
mutable.openSync = function (this: unknown, ...args: unknown[]) {
  // A full disk has no room for a new file either.
  if (full && !spared(String(args[0])) && !fs.existsSync(String(args[0]))) throw enospc();
  const fd = openSync.apply(this, args) as number;
  paths.set(fd, String(args[0]));
  return fd;
};
const closeSync = mutable.closeSync;
mutable.closeSync = function (this: unknown, ...args: unknown[]) {
  paths.delete(args[0] as number);
  return closeSync.apply(this, args);
};

for (const name of ["writeSync", "writeFileSync", "appendFileSync"] as const) {
  const original = mutable[name];
  mutable[name] = function (this: unknown, ...args: unknown[]) {
    const target = args[0];
    const path = typeof target === "number" ? paths.get(target) : String(target);
    if (full && !spared(path)) throw enospc();
    return original.apply(this, args);
  };
}
Deno.addSignalListener("SIGUSR2", () => {
  full = !full;
  console.log(full ? "disk full" : "disk free");
});

await main();
