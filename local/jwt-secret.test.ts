import { strict as assert } from "node:assert";
import { join } from "node:path";
import { loadConfig } from "./config.ts";
import { resolveJwtSecret } from "./jwt-secret.ts";

async function inTempDir(fn: (dir: string) => Promise<void>) {
  const dir = await Deno.makeTempDir({ prefix: "routinely-secret-" });
  try {
    await fn(dir);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
}

const modeOf = async (file: string) => (await Deno.stat(file)).mode! & 0o777;

Deno.test("JWT_SECRET wins; nothing is written", async () => {
  await inTempDir(async (dir) => {
    const secret = "an-operator-chosen-secret-0123456789-abcdef";
    const config = loadConfig({ DATA_DIR: dir, JWT_SECRET: secret });
    assert.deepEqual(await resolveJwtSecret(config), { secret, file: null, created: false });
    assert.deepEqual([...Deno.readDirSync(dir)], []);
  });
});

Deno.test("without JWT_SECRET: generated once (random, owner-only), then read back", async () => {
  await inTempDir(async (dir) => {
    const dataDir = join(dir, "not-yet-there");
    const config = loadConfig({ DATA_DIR: dataDir });
    const first = await resolveJwtSecret(config);
    const file = join(dataDir, "jwt-secret");
    assert.equal(first.file, file);
    assert.equal(first.created, true);
    assert.ok(first.secret.length >= 64, "48 random bytes, base64url");
    assert.match(first.secret, /^[A-Za-z0-9_-]+$/);
    if (Deno.build.os !== "windows") assert.equal(await modeOf(file), 0o600);
    const again = await resolveJwtSecret(config);
    assert.deepEqual(again, { secret: first.secret, file, created: false });
    const elsewhere = await resolveJwtSecret(loadConfig({ DATA_DIR: join(dir, "other") }));
    assert.notEqual(elsewhere.secret, first.secret, "each data directory its own secret");
    assert.deepEqual([...Deno.readDirSync(dataDir)].map((e) => e.name), ["jwt-secret"]);
  });
});

Deno.test("processes starting at once agree on one secret", async () => {
  await inTempDir(async (dir) => {
    const config = loadConfig({ DATA_DIR: dir });
    const all = await Promise.all(Array.from({ length: 8 }, () => resolveJwtSecret(config)));
    assert.equal(new Set(all.map((s) => s.secret)).size, 1);
    assert.equal(all.filter((s) => s.created).length, 1);
    assert.deepEqual([...Deno.readDirSync(dir)].map((e) => e.name), ["jwt-secret"]);
  });
});

Deno.test("a too-short secret file is refused; a readable one is made owner-only", async () => {
  await inTempDir(async (dir) => {
    const config = loadConfig({ DATA_DIR: dir });
    const file = join(dir, "jwt-secret");
    await Deno.writeTextFile(file, "short\n");
    await assert.rejects(resolveJwtSecret(config), /fewer than 32 characters; delete it/);
    const long = "x".repeat(40);
    await Deno.writeTextFile(file, `${long}\n`, { mode: 0o644 });
    await Deno.chmod(file, 0o644);
    assert.equal((await resolveJwtSecret(config)).secret, long);
    if (Deno.build.os !== "windows") assert.equal(await modeOf(file), 0o600);
  });
});
