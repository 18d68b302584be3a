/** One stack per embedded data directory: the lock, its refusal and its release. */
import { strict as assert } from "node:assert";
import { fileURLToPath } from "node:url";
import postgres from "postgres";
import { DataDirInUseError, lockDataDir } from "./data-dir-lock.ts";
import { openDatabase } from "./open-database.ts";
import { embeddedOnly } from "../testing/embedded-only.ts";

const opts = embeddedOnly;

Deno.test({
  name: "a second open of an embedded data directory is refused until the first closes",
  ...opts,
  fn: async () => {
    const dir = await Deno.makeTempDir({ prefix: "routinely-lock-" });
    const dataDir = `${dir}/nested/pglite`;
    try {
      const first = await openDatabase({ dataDir });
      try {
        const error = await openDatabase({ dataDir }).then(
          () => assert.fail("a second open succeeded"),
          (e) => e,
        );
        assert.ok(error instanceof DataDirInUseError);
        assert.equal(error.pid, Deno.pid);
        assert.match(
          error.message,
          new RegExp(
            `The data directory ${dataDir} is in use by another Routinely stack \\(pid ${Deno.pid}\\)`,
          ),
        );
        // The refused open left the first one working.
        const sql = postgres(first.url, { max: 1, onnotice: () => {} });
        assert.deepEqual([...(await sql`select 1 as n`)], [{ n: 1 }]);
        await sql.end();
      } finally {
        await first.close();
      }
      const again = await openDatabase({ dataDir });
      await again.close();
    } finally {
      await Deno.remove(dir, { recursive: true });
    }
  },
});

Deno.test({
  name: "the lock goes with its process, even killed with SIGKILL",
  ...opts,
  fn: async () => {
    const dir = await Deno.makeTempDir({ prefix: "routinely-lock-" });
    const module = fileURLToPath(new URL("./data-dir-lock.ts", import.meta.url));
    const script = `${dir}/holder.ts`;
    await Deno.writeTextFile(
      script,
      `import { lockDataDir } from ${JSON.stringify(module)};
       lockDataDir(${JSON.stringify(dir)});
       console.log("locked");
       setInterval(() => {}, 1000);`,
    );
    const child = new Deno.Command(Deno.execPath(), {
      args: ["run", "-A", script],
      stdout: "piped",
      stderr: "inherit",
    }).spawn();
    try {
      const reader = child.stdout.getReader();
      const { value } = await reader.read();
      assert.match(new TextDecoder().decode(value), /locked/);
      assert.throws(
        () => lockDataDir(dir),
        (e) => e instanceof DataDirInUseError && e.pid === child.pid,
      );
      child.kill("SIGKILL");
      await child.status;
      reader.releaseLock();
      lockDataDir(dir).release();
    } finally {
      try {
        child.kill("SIGKILL");
      } catch {
        // already gone
      }
      await child.status;
      await Deno.remove(dir, { recursive: true });
    }
  },
});
