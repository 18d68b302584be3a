import { strict as assert } from "node:assert";
import { databaseTestFiles, embeddedTestFiles } from "../../scripts/database-test-files.mjs";

/** Writes `files` (path → source) under a new temporary root. */
async function tree(files: Record<string, string>): Promise<string> {
  const root = await Deno.makeTempDir({ prefix: "routinely-db-files-" });
  for (const [path, source] of Object.entries(files)) {
    const full = `${root}/${path}`;
    await Deno.mkdir(full.slice(0, full.lastIndexOf("/")), { recursive: true });
    await Deno.writeTextFile(full, source);
  }
  return root;
}

Deno.test("the PostgreSQL layer gets the test files that read TEST_DATABASE_URL, or import what does", async () => {
  const root = await tree({
    "local/testing/migrated-database.ts": 'export const url = Deno.env.get("TEST_DATABASE_URL");\n',
    "supabase/functions/graphql/fixture.ts":
      'import { db } from "../../../local/testing/migrated-database.ts";\nexport { db };\n',
    // Through a fixture, through an import cycle, and through a dynamic import.
    "supabase/functions/graphql/api.test.ts": 'import { db } from "./fixture.ts";\n',
    "supabase/functions/a.ts": 'import "./b.ts";\nexport * from "./graphql/fixture.ts";\n',
    "supabase/functions/b.ts": 'import "./a.ts";\n',
    "supabase/functions/cycle.test.ts": 'import "./b.ts";\n',
    "local/late.test.ts": 'const m = await import("../supabase/functions/graphql/fixture.ts");\n',
    "local/direct.test.ts": 'Deno.test({ ignore: !Deno.env.get("TEST_DATABASE_URL") }, f);\n',
    // Pure code, a bare import and a missing file do not.
    "supabase/functions/_shared/domain/pure.test.ts":
      'import { strict } from "node:assert";\nimport "./missing.ts";\n',
    "local/other.test.ts": 'import postgres from "postgres";\n',
  });
  try {
    assert.deepEqual(databaseTestFiles(root, ["supabase/functions", "local"]), [
      "local/direct.test.ts",
      "local/late.test.ts",
      "supabase/functions/cycle.test.ts",
      "supabase/functions/graphql/api.test.ts",
    ]);
  } finally {
    await Deno.remove(root, { recursive: true });
  }
});

Deno.test("the PGlite layer keeps the files with tests of the embedded database, wherever they import it from", async () => {
  const root = await tree({
    "local/testing/embedded-only.ts": "export const embeddedOnly = {};\n",
    "local/stack.test.ts": 'import { embeddedOnly } from "./testing/embedded-only.ts";\n',
    "local/db/lock.test.ts": "import { embeddedOnly } from '../testing/embedded-only.ts';\n",
    // A file that only mentions the helper, or imports a namesake, is not one.
    "local/auth/sign-in.test.ts": "// not an embedded-only test\n",
    "local/other.test.ts": 'import { x } from "./not-embedded-only.ts";\n',
    "supabase/functions/pure.test.ts": 'import { strict } from "node:assert";\n',
  });
  try {
    assert.deepEqual(embeddedTestFiles(root, ["supabase/functions", "local"]), [
      "local/db/lock.test.ts",
      "local/stack.test.ts",
    ]);
  } finally {
    await Deno.remove(root, { recursive: true });
  }
});
