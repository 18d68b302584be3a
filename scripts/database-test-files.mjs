// The Deno test files whose outcome can depend on TEST_DATABASE_URL: those that read it,
// themselves or through their own imports (relative ones, followed file by file), as the
// test database helper does. The PostgreSQL layer of `npm test` runs only these; the rest
// (pure domain code, parsers, wire framing) gives the same answer whatever the database,
// and the PGlite layer runs it.
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";

/** Static `from "./x"`, side-effect `import "./x"` and dynamic `import("./x")` specifiers. */
const RELATIVE_IMPORT = /(?:\bfrom|\bimport)\s*\(?\s*["'](\.{1,2}\/[^"']+)["']/g;

/** Test files under `dirs` (relative to `root`) that may read TEST_DATABASE_URL, sorted. */
export function databaseTestFiles(root, dirs) {
  const tests = dirs.flatMap((dir) => testFiles(resolve(root, dir)));
  // The import graph of the test files, then every file that leads to one that reads the
  // variable (walking the edges backwards, so import cycles need no special care).
  const importers = new Map(); // file → files that import it
  const readers = [];
  const seen = new Set(tests);
  for (const queue = [...tests]; queue.length;) {
    const file = queue.pop();
    const source = read(file);
    if (source.includes("TEST_DATABASE_URL")) readers.push(file);
    for (const imported of relativeImports(file, source)) {
      if (!importers.has(imported)) importers.set(imported, []);
      importers.get(imported).push(file);
      if (!seen.has(imported)) {
        seen.add(imported);
        queue.push(imported);
      }
    }
  }
  const leads = new Set(readers);
  for (const queue = [...readers]; queue.length;) {
    for (const importer of importers.get(queue.pop()) ?? []) {
      if (!leads.has(importer)) {
        leads.add(importer);
        queue.push(importer);
      }
    }
  }
  return tests.filter((file) => leads.has(file)).map((file) => relative(root, file)).sort();
}

function read(file) {
  try {
    return readFileSync(file, "utf8");
  } catch {
    return ""; // not a file of ours; a missing import fails in the test run itself
  }
}

function relativeImports(file, source) {
  return [...source.matchAll(RELATIVE_IMPORT)].map((m) => resolve(dirname(file), m[1]));
}

/**
 * The test files under `dirs` with tests of the embedded database itself: those that import
 * local/testing/embedded-only.ts. Only PGlite can answer them, whatever TEST_DATABASE_URL says.
 */
export function embeddedTestFiles(root, dirs) {
  return allTestFiles(root, dirs).filter((file) =>
    /["'][./]*(?:[\w-]+\/)*embedded-only\.ts["']/.test(read(resolve(root, file)))
  );
}

/** Every test file under `dirs` (relative to `root`), sorted. */
export function allTestFiles(root, dirs) {
  return dirs.flatMap((dir) => testFiles(resolve(root, dir))).map((file) => relative(root, file))
    .sort();
}

function testFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : testFiles(path);
    return /\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}
