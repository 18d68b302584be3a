/**
 * The GraphQL documents the web app sends, read from its sources (web/src/**\/api/*.ts and
 * the saved-filters component): each `const NAME = /* GraphQL *\/ \`…\`` with its `${CONST}`
 * parts (PROCESS_FIELDS …) filled in from the other such constants. Tests check that the
 * API's limits leave every one of them room.
 */
const WEB_SRC = new URL("../../../../web/src/", import.meta.url);
const DOCUMENT = /const (\w+) = \/\* GraphQL \*\/ `([^`]*)`/g;

async function* sourceFiles(dir: URL): AsyncGenerator<URL> {
  for await (const entry of Deno.readDir(dir)) {
    const url = new URL(entry.name + (entry.isDirectory ? "/" : ""), dir);
    if (entry.isDirectory) yield* sourceFiles(url);
    else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) yield url;
  }
}

export interface WebDocument {
  name: string;
  /** Relative to web/src. */
  file: string;
  text: string;
}

export async function webDocuments(): Promise<WebDocument[]> {
  const parts = new Map<string, string>();
  const found: { name: string; file: string; raw: string }[] = [];
  for await (const url of sourceFiles(WEB_SRC)) {
    const source = await Deno.readTextFile(url);
    for (const [, name, raw] of source.matchAll(DOCUMENT)) {
      parts.set(name!, raw!);
      found.push({ name: name!, file: url.href.slice(WEB_SRC.href.length), raw: raw! });
    }
  }
  const fill = (text: string, depth = 0): string =>
    text.replace(/\$\{(\w+)\}/g, (_, name: string) => {
      const part = parts.get(name);
      if (part === undefined || depth > 5) throw new Error(`unknown part \${${name}}`);
      return fill(part, depth + 1);
    });
  return found
    .map(({ name, file, raw }) => ({ name, file, text: fill(raw) }))
    .filter((d) => /^\s*(query|mutation|\{)/.test(d.text));
}
