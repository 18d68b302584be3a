// The Deno test files whose outcome can depend on TEST_DATABASE_URL: those whose own
// imports (relative ones, followed file by file) reach the test database helper. The
// PostgreSQL layer of `npm test` runs only these; the rest (pure domain code, parsers,
// wire framing) gives the same answer whatever the database, and the PGlite layer runs it.
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";

const TEST_DATABASE = "supabase/functions/_shared/testing/test-database.ts";

/** Static `from "./x"`, side-effect `import "./x"` and dynamic `import("./x")` specifiers. */
const RELATIVE_IMPORT = /(?:\bfrom|\bimport)\s*\(?\s*["'](\.{1,2}\/[^"']+)["']/g;

/** Test files under `dirs` (relative to `root`) that reach the test database, sorted. */
export function databaseTestFiles(root, dirs) {
  const tests = dirs.flatMap((dir) => testFiles(resolve(root, dir)));
  // The import graph of the test files, then every file that leads to the helper
  // (walking the edges backwards, so import cycles need no special care).
  const importers = new Map(); // file → files that import it
  const seen = new Set(tests);
  for (const queue = [...tests]; queue.length;) {
    const file = queue.pop();
    for (const imported of relativeImports(file)) {
      if (!importers.has(imported)) importers.set(imported, []);
      importers.get(imported).push(file);
      if (!seen.has(imported)) {
        seen.add(imported);
        queue.push(imported);
      }
    }
  }
  const leads = new Set();
  for (const queue = [resolve(root, TEST_DATABASE)]; queue.length;) {
    for (const importer of importers.get(queue.pop()) ?? []) {
      if (!leads.has(importer)) {
        leads.add(importer);
        queue.push(importer);
      }
    }
  }
  return tests.filter((file) => leads.has(file)).map((file) => relative(root, file)).sort();
}

function relativeImports(file) {
  let source;
  try {
    source = readFileSync(file, "utf8");
  } catch {
    return []; // not a file of ours; a missing import fails in the test run itself
  }
  return [...source.matchAll(RELATIVE_IMPORT)].map((m) => resolve(dirname(file), m[1]));
}

function testFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : testFiles(path);
    return /\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}
