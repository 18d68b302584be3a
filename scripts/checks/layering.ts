/**
 * The server side's layers, as rules over import lines (docs/architecture.md#folders-and-layers):
 *
 * - `_shared/domain` is pure: it imports only `_shared/domain` and the pure packages below,
 *   and never touches `Deno`. Rules written there run the same in a function, the local
 *   stack, a test and a browser. Its tests run under Deno (they may read a migration to
 *   compare it with the rule) but import nothing impure either.
 * - Deployed code (everything under `supabase/` except tests and `testing/` folders) imports
 *   nothing from `local/` and no test code: Supabase bundles each function from its
 *   index.ts, and the local stack's pieces (the embedded database, the mailbox) do not exist
 *   there. Tests and test helpers under `supabase/` may import the testing package,
 *   `local/testing/`, which starts the databases they run on, and nothing else of `local/`.
 * - `_shared/commands` does not import `graphql/`: the commands serve every function.
 * - `_shared/db` imports neither `_shared/commands` nor `graphql/`: storage sits below both.
 *   These two bind the code, not its tests: a test of a command may drive it through the
 *   GraphQL API's fixtures.
 *
 * `layeringViolations` is pure (paths and sources in, findings out); `readSources` reads the tree.
 */
import ts from "typescript";

export interface SourceFile {
  /** Relative to the repository's root, with forward slashes. */
  path: string;
  source: string;
}

export interface ImportLine {
  specifier: string;
  line: number;
}

export interface FileUses {
  imports: ImportLine[];
  /** Lines that use `Deno.<member>`, with the member. */
  deno: { member: string; line: number }[];
}

const SUPABASE = "supabase/";
const FUNCTIONS = "supabase/functions/";
const DOMAIN = "supabase/functions/_shared/domain/";
const COMMANDS = "supabase/functions/_shared/commands/";
const DB = "supabase/functions/_shared/db/";
const GRAPHQL = "supabase/functions/graphql/";
const LOCAL = "local/";
const TESTING_PACKAGE = "local/testing/";

/** Packages that compute and nothing else: no I/O, no globals of a runtime. */
export const PURE_PACKAGES: ReadonlySet<string> = new Set([
  "zod",
  "papaparse",
  "date-fns",
  "@date-fns/tz",
]);

/** What the domain's own tests may use besides: assertions and property testing. */
export const DOMAIN_TEST_PACKAGES: ReadonlySet<string> = new Set(["node:assert", "fast-check"]);

const SOURCE = /\.(ts|tsx|mts|js|mjs)$/;

export function isTestCode(path: string): boolean {
  return /\.test\.(ts|tsx|mts|js|mjs)$/.test(path) || path.split("/").includes("testing");
}

/** Every module a file names: static imports and re-exports, `import type`, `import("…")`. */
export function usesOf(path: string, source: string): FileUses {
  const file = ts.createSourceFile(path, source, ts.ScriptTarget.Latest, true, scriptKind(path));
  const imports: ImportLine[] = [];
  const deno: FileUses["deno"] = [];
  const lineOf = (node: ts.Node) => file.getLineAndCharacterOfPosition(node.getStart()).line + 1;
  const note = (node: ts.Node, specifier: ts.Node | undefined) => {
    if (specifier && ts.isStringLiteralLike(specifier)) {
      imports.push({ specifier: specifier.text, line: lineOf(node) });
    }
  };
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) {
      note(node, node.moduleSpecifier);
    } else if (ts.isImportEqualsDeclaration(node)) {
      const ref = node.moduleReference;
      if (ts.isExternalModuleReference(ref)) note(node, ref.expression);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      note(node, node.arguments[0]);
    } else if (ts.isImportTypeNode(node)) {
      const arg = node.argument;
      if (ts.isLiteralTypeNode(arg)) note(node, arg.literal);
    } else if (
      ts.isPropertyAccessExpression(node) && ts.isIdentifier(node.expression) &&
      node.expression.text === "Deno"
    ) {
      deno.push({ member: node.name.text, line: lineOf(node) });
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return { imports, deno };
}

function scriptKind(path: string): ts.ScriptKind {
  if (path.endsWith(".tsx")) return ts.ScriptKind.TSX;
  if (/\.m?js$/.test(path)) return ts.ScriptKind.JS;
  return ts.ScriptKind.TS;
}

/** The repository path a relative specifier names, or null for a package or a URL. */
export function resolveSpecifier(from: string, specifier: string): string | null {
  if (!specifier.startsWith("./") && !specifier.startsWith("../")) return null;
  const parts = from.split("/").slice(0, -1);
  for (const part of specifier.split("/")) {
    if (part === "..") parts.pop();
    else if (part !== ".") parts.push(part);
  }
  return parts.join("/");
}

/** `npm:@scope/name@1/sub` → `@scope/name`; `node:fs` stays; a path is null. */
export function packageOf(specifier: string): string | null {
  if (specifier.startsWith(".") || specifier.startsWith("/") || specifier.startsWith("file:")) {
    return null;
  }
  if (specifier.startsWith("node:")) return specifier;
  const bare = specifier.replace(/^(npm|jsr):/, "");
  const parts = bare.split("/");
  const name = bare.startsWith("@") ? parts.slice(0, 2).join("/") : parts[0];
  return name.replace(/(.)@.*$/, "$1");
}

/** One finding per offending line: `path:line: what is wrong`. */
export function layeringViolations(files: readonly SourceFile[]): string[] {
  const found: string[] = [];
  for (const { path, source } of files) {
    if (!SOURCE.test(path)) continue;
    const uses = usesOf(path, source);
    const test = isTestCode(path);
    const report = (line: number, message: string) => found.push(`${path}:${line}: ${message}`);
    for (const { specifier, line } of uses.imports) {
      const target = resolveSpecifier(path, specifier);
      const pkg = packageOf(specifier);
      if (path.startsWith(DOMAIN)) {
        if (target !== null && !target.startsWith(DOMAIN)) {
          report(line, `the domain imports only the domain, not ${target}`);
        } else if (
          pkg !== null && !PURE_PACKAGES.has(pkg) && !(test && DOMAIN_TEST_PACKAGES.has(pkg))
        ) {
          report(line, `the domain imports only pure packages, not ${pkg}`);
        }
      }
      if (target === null || !path.startsWith(SUPABASE)) continue;
      if (target.startsWith(LOCAL) && !(test && target.startsWith(TESTING_PACKAGE))) {
        report(
          line,
          test
            ? `tests under supabase/ import only local/testing/ of local/, not ${target}`
            : `deployed code imports nothing from local/ (${target})`,
        );
      }
      if (!test && target.startsWith(FUNCTIONS) && isTestCode(target)) {
        report(line, `deployed code imports no test code (${target})`);
      }
      if (test) continue;
      if (path.startsWith(COMMANDS) && target.startsWith(GRAPHQL)) {
        report(line, `_shared/commands does not import graphql/ (${target})`);
      }
      if (path.startsWith(DB) && (target.startsWith(COMMANDS) || target.startsWith(GRAPHQL))) {
        report(line, `_shared/db imports neither commands nor graphql/ (${target})`);
      }
    }
    if (path.startsWith(DOMAIN) && !test) {
      for (const { member, line } of uses.deno) {
        report(line, `the domain does not use Deno.${member}`);
      }
    }
  }
  return found;
}

/** The sources under `dirs` of the repository at `root` (a directory URL). */
export async function readSources(root: URL, dirs: readonly string[]): Promise<SourceFile[]> {
  const files: SourceFile[] = [];
  const walk = async (dir: string): Promise<void> => {
    for await (const entry of Deno.readDir(new URL(dir, root))) {
      const path = `${dir}${entry.name}`;
      if (entry.isDirectory && entry.name !== "node_modules" && !entry.name.startsWith(".")) {
        await walk(`${path}/`);
      } else if (entry.isFile && SOURCE.test(entry.name)) {
        files.push({ path, source: await Deno.readTextFile(new URL(path, root)) });
      }
    }
  };
  for (const dir of dirs) await walk(dir.endsWith("/") ? dir : `${dir}/`);
  return files.sort((a, b) => a.path.localeCompare(b.path));
}
