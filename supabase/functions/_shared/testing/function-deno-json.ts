/**
 * Supabase bundles each function from its index.ts with its own deno.json import map: the
 * map must name the same versions as package.json, which the local stack and the tests
 * use, and cover every package the function's code imports; and the bundle must hold
 * nothing of local/ (the embedded database, the mailbox), which Supabase does not have.
 * Each function's deno-json.test.ts registers these tests for its folder.
 */
import { strict as assert } from "node:assert";

const root = new URL("../../../../", import.meta.url);

/**
 * `functionDir`: the function's folder (with a trailing slash); `sample`: packages its
 * module graph must import, to prove the graph was read.
 */
export function testFunctionDenoJson(functionDir: URL, sample: readonly string[]): void {
  Deno.test("deno.json pins exactly the versions of package.json", async () => {
    const denoJson = await readJson(new URL("deno.json", functionDir));
    const packageJson = await readJson(new URL("package.json", root));
    const pinned: Record<string, string> = {
      ...packageJson.dependencies,
      ...packageJson.devDependencies,
    };
    for (const [name, target] of Object.entries(denoJson.imports as Record<string, string>)) {
      const match = /^npm:(@?[^@]+)@(.+)$/.exec(target);
      assert.ok(match, `${name} must map to an npm: specifier with a version, got ${target}`);
      assert.equal(match[1], name, `${name} maps to another package`);
      assert.ok(pinned[name], `${name} is not a dependency in package.json`);
      assert.equal(
        match[2],
        pinned[name],
        `${name}: deno.json has ${match[2]}, package.json has ${pinned[name]}`,
      );
    }
  });

  Deno.test("every package the function imports is in its deno.json", async () => {
    const denoJson = await readJson(new URL("deno.json", functionDir));
    const imports = await bareImportsOfFunction(new URL("index.ts", functionDir));
    for (const name of sample) assert.ok(imports.has(name), "the module graph was not read");
    const missing = [...imports].filter(([name]) => !(name in denoJson.imports))
      .map(([n, f]) => `${f}: ${n}`);
    assert.deepEqual(missing, []);
  });

  Deno.test("the function's module graph holds no file of local/", async () => {
    const graph = await moduleGraph(new URL("index.ts", functionDir));
    const local = new URL("local/", root).href;
    const files = graph.modules.map((m) => m.specifier);
    assert.ok(files.some((f) => f.includes("/supabase/functions/_shared/")), "graph not read");
    assert.deepEqual(files.filter((f) => f.startsWith(local)), []);
  });
}

interface ModuleGraph {
  modules: { specifier: string; dependencies?: { specifier: string }[] }[];
}

/** `deno info --json` of the function's entry point. */
async function moduleGraph(entry: URL): Promise<ModuleGraph> {
  const out = await new Deno.Command(Deno.execPath(), {
    args: ["info", "--json", entry.pathname],
    cwd: root.pathname,
  }).output();
  assert.equal(out.code, 0, new TextDecoder().decode(out.stderr));
  return JSON.parse(new TextDecoder().decode(out.stdout));
}

// deno-lint-ignore no-explicit-any
async function readJson(url: URL): Promise<any> {
  return JSON.parse(await Deno.readTextFile(url));
}

/** Bare specifiers imported by the function's own files (its module graph, not node_modules). */
async function bareImportsOfFunction(entry: URL): Promise<Map<string, string>> {
  const graph = await moduleGraph(entry);
  const found = new Map<string, string>();
  for (const module of graph.modules) {
    if (!module.specifier.includes("/supabase/functions/")) continue;
    for (const { specifier } of module.dependencies ?? []) {
      if (/^(\.|\/|node:|npm:|file:)/.test(specifier)) continue;
      const name = specifier.startsWith("@")
        ? specifier.split("/").slice(0, 2).join("/")
        : specifier.split("/")[0];
      found.set(name, module.specifier.split("/functions/")[1]);
    }
  }
  return found;
}
