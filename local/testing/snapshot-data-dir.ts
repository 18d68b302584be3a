/**
 * A PGlite data directory on disk that starts as the migrated test snapshot, for tests that
 * run a stack over a data directory but do not test its first start: a fresh directory costs
 * PGlite's initdb (seconds of CPU) and every migration, the snapshot only unpacking.
 * The stack then finds a migrated database ("found DB, resuming"), applies nothing and still
 * seeds the demo as on any start.
 */
import { dirname, join } from "node:path";
import { pgliteSnapshot } from "./migrated-database.ts";
import { MIGRATION_DIRS } from "../db/migrate.ts";

/** Unpacks the snapshot of `migrationDirs` into `pgliteDir` (created; must not hold a database). */
export async function snapshotDataDir(
  pgliteDir: string,
  migrationDirs: URL[] = MIGRATION_DIRS,
): Promise<void> {
  const archive = new Uint8Array(await (await pgliteSnapshot(migrationDirs)).arrayBuffer());
  await Deno.mkdir(pgliteDir, { recursive: true, mode: 0o700 });
  for (const entry of tarEntries(archive)) {
    const path = join(pgliteDir, entry.name);
    if (entry.type === "directory") {
      await Deno.mkdir(path, { recursive: true, mode: 0o700 });
    } else {
      await Deno.mkdir(dirname(path), { recursive: true, mode: 0o700 });
      await Deno.writeFile(path, entry.data, { mode: 0o600 });
    }
  }
}

interface TarEntry {
  name: string;
  type: "file" | "directory";
  data: Uint8Array;
}

/**
 * The entries of a ustar archive as PGlite's dumpDataDir("none") writes it: regular files and
 * directories, named relative to the data directory with a leading "/". Their modes are not
 * read: the caller writes PostgreSQL's own (0700 directories, 0600 files).
 */
export function* tarEntries(archive: Uint8Array): Generator<TarEntry> {
  const decoder = new TextDecoder();
  const text = (start: number, length: number) => {
    const field = archive.subarray(start, start + length);
    const end = field.indexOf(0);
    return decoder.decode(end < 0 ? field : field.subarray(0, end));
  };
  const octal = (start: number, length: number) =>
    Number.parseInt(text(start, length).trim() || "0", 8);
  for (let offset = 0; offset + 512 <= archive.length;) {
    const name = text(offset, 100);
    if (!name) break; // the two zero blocks that end the archive
    const prefix = text(offset + 345, 155);
    const size = octal(offset + 124, 12);
    const flag = String.fromCharCode(archive[offset + 156]);
    const fullName = (prefix ? `${prefix}/${name}` : name).replace(/^\/+/, "");
    const data = archive.subarray(offset + 512, offset + 512 + size);
    offset += 512 + Math.ceil(size / 512) * 512;
    if (fullName.split("/").includes("..")) throw new Error(`unsafe tar entry ${fullName}`);
    if (flag === "5") {
      yield { name: fullName, type: "directory", data };
    } else if (flag === "0" || flag === "\0") {
      yield { name: fullName, type: "file", data };
    } else {
      throw new Error(`unsupported tar entry type "${flag}" for ${fullName}`);
    }
  }
}
