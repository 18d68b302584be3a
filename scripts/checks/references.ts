/**
 * References the repository can follow. A clone holds the code and docs/, nothing else, so a
 * comment that cites a section of a specification or design kept elsewhere, or an issue
 * by its number, tells a reader nothing, and a citation of a docs/ heading that was renamed points nowhere.
 *
 *   node_modules/.bin/deno run -A scripts/checks/references.ts [path prefix …]
 *
 * lists what is left (all of it, or under the given prefixes) and exits 1 when anything is.
 * The test (references.test.ts) runs the same check in `npm test`.
 */

/** A tracked file and its text. */
export interface RepoFile {
  path: string;
  text: string;
}

/** Dated benchmark figures are records of their day and may name what they measured then. */
const HISTORY = ["bench/results/"];

// Built from parts so that this file does not match itself.
const SECTION = "\u00a7";
const OUTSIDE = new RegExp(
  `\\b(?:spec|design) ?${SECTION}|\\bissues? #?\\d+`,
  "gi",
);

/** `docs/<path>.md#<anchor>` wherever it is written (a comment, a string, a link). */
const CITATION = /(?<![\w-])docs\/([\w./-]+?\.md)#([\w-]*)/g;

/** `[text](target)` and `![alt](target)`, with an optional title. */
const LINK = /\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g;

/**
 * GitHub's anchor of a heading: lower case, markup and punctuation dropped (letters,
 * digits, spaces, hyphens and underscores stay), each space a hyphen.
 */
export function slugOf(heading: string): string {
  return heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, "")
    .replace(/ /g, "-");
}

/** The lines of a markdown text outside fenced code blocks, with their numbers. */
function proseLines(text: string): { line: number; text: string }[] {
  const out: { line: number; text: string }[] = [];
  let fence: string | null = null;
  text.split("\n").forEach((raw, i) => {
    const open = raw.match(/^\s*(`{3,}|~{3,})/);
    if (fence) {
      if (open && open[1][0] === fence[0] && open[1].length >= fence.length) fence = null;
      return;
    }
    if (open) {
      fence = open[1];
      return;
    }
    out.push({ line: i + 1, text: raw });
  });
  return out;
}

/** The anchors of a markdown file's headings; a repeated heading gets -1, -2 … as on GitHub. */
export function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const { text } of proseLines(markdown)) {
    const heading = text.match(/^ {0,3}#{1,6}\s+(.*?)(?:\s+#+)?\s*$/);
    if (!heading) continue;
    const slug = slugOf(heading[1]);
    const n = seen.get(slug) ?? 0;
    seen.set(slug, n + 1);
    anchors.add(n === 0 ? slug : `${slug}-${n}`);
  }
  return anchors;
}

/** `a/b/../c/./d` → `a/c/d`; null when it climbs out of the repository. */
function normalise(path: string): string | null {
  const parts: string[] = [];
  for (const part of path.split("/")) {
    if (part === "" || part === ".") continue;
    if (part === "..") {
      if (parts.length === 0) return null;
      parts.pop();
    } else parts.push(part);
  }
  return parts.join("/");
}

const isMarkdownDoc = (path: string) =>
  path === "README.md" ||
  (/^(docs|bench)\//.test(path) && path.endsWith(".md"));

/**
 * What is wrong with the references of these files, one line each as `path:line: problem`.
 * `files` is the whole tracked tree: a link resolves only to a file (or folder) among them.
 */
export function referenceProblems(files: readonly RepoFile[]): string[] {
  const byPath = new Map(files.map((f) => [f.path, f.text]));
  const anchorCache = new Map<string, Set<string>>();
  const anchors = (path: string) => {
    let set = anchorCache.get(path);
    if (!set) anchorCache.set(path, set = anchorsOf(byPath.get(path) ?? ""));
    return set;
  };
  const exists = (path: string) =>
    byPath.has(path) || files.some((f) => f.path.startsWith(path.replace(/\/?$/, "/")));

  /** Why `target` (a repository path and an anchor, maybe empty) does not resolve, or null. */
  const unresolved = (path: string, anchor: string | null): string | null => {
    if (!exists(path)) return `${path} does not exist`;
    if (anchor === null || !path.endsWith(".md") || !byPath.has(path)) return null;
    if (!anchors(path).has(anchor)) return `${path} has no heading #${anchor}`;
    return null;
  };

  const problems: string[] = [];
  for (const file of files) {
    const lines = file.text.split("\n");
    if (!HISTORY.some((prefix) => file.path.startsWith(prefix))) {
      lines.forEach((text, i) => {
        for (const m of text.matchAll(OUTSIDE)) {
          problems.push(
            `${file.path}:${i + 1}: cites a document outside the repository: "${m[0]}"`,
          );
        }
      });
    }
    const markdown = isMarkdownDoc(file.path);
    lines.forEach((line, i) => {
      // In README.md and docs/, links are checked below, relative to their file.
      const text = markdown ? line.replace(LINK, "") : line;
      for (const m of text.matchAll(CITATION)) {
        const why = unresolved(`docs/${m[1]}`, m[2]);
        if (why) problems.push(`${file.path}:${i + 1}: ${m[0]}: ${why}`);
      }
    });
    if (!markdown) continue;
    const dir = file.path.includes("/") ? file.path.slice(0, file.path.lastIndexOf("/") + 1) : "";
    for (const { line, text } of proseLines(file.text)) {
      // Code spans are code, not links.
      const prose = text.replace(/(`+)(?:(?!\1).)*?\1/g, "");
      for (const m of prose.matchAll(LINK)) {
        const target = m[1];
        if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue; // https:, mailto: …
        const hash = target.indexOf("#");
        const pathPart = hash < 0 ? target : target.slice(0, hash);
        const anchor = hash < 0 ? null : decodeURIComponent(target.slice(hash + 1));
        const path = pathPart === "" ? file.path : normalise(dir + decodeURIComponent(pathPart));
        const why = path === null ? `${target} leaves the repository` : unresolved(path, anchor);
        if (why) problems.push(`${file.path}:${line}: link ${target}: ${why}`);
      }
    }
  }
  return problems;
}

/** The tracked files of the repository at `root`, with their text (none for a binary file). */
export async function readTrackedFiles(root: URL): Promise<RepoFile[]> {
  const listed = await new Deno.Command("git", {
    args: ["ls-files", "-z"],
    cwd: root,
    stdout: "piped",
  }).output();
  if (!listed.success) throw new Error("git ls-files failed");
  const paths = new TextDecoder().decode(listed.stdout).split("\0").filter(Boolean);
  const files: RepoFile[] = [];
  for (const path of paths) {
    let bytes: Uint8Array;
    try {
      bytes = await Deno.readFile(new URL(path, root));
    } catch {
      continue; // tracked but deleted in the work tree
    }
    const binary = bytes.subarray(0, 8000).includes(0);
    files.push({ path, text: binary ? "" : new TextDecoder().decode(bytes) });
  }
  return files;
}

if (import.meta.main) {
  const root = new URL("../../", import.meta.url);
  const prefixes = Deno.args;
  const problems = referenceProblems(await readTrackedFiles(root))
    .filter((p) => prefixes.length === 0 || prefixes.some((prefix) => p.startsWith(prefix)));
  for (const problem of problems) console.log(problem);
  const files = new Set(problems.map((p) => p.slice(0, p.indexOf(":"))));
  console.log(`${problems.length} reference problem(s) in ${files.size} file(s)`);
  if (problems.length > 0) Deno.exit(1);
}
