import { extname, join, resolve, sep } from "node:path";
import { contentSecurityPolicy, SECURITY_HEADERS } from "./content-security-policy.ts";
import { contentTypeOf, isHashedAsset } from "./content-types.ts";

const NOT_BUILT_PAGE = `Routinely: the web app has not been built yet.

Run "npm run build:web" (or start the stack with "npm start", which builds it) and reload this page.
The API is running: /auth/v1 and /functions/v1 answer as usual.
`;

/**
 * Serves the built single-page app. A path that is not a file falls back to
 * index.html (history-mode routing) unless it names a file by extension, which is
 * then a plain 404, so a missing script does not come back as HTML.
 */
export function createStaticHandler(
  webDir: string,
  options: { connectSources?: readonly string[] } = {},
) {
  const root = resolve(webDir);
  const index = join(root, "index.html");
  // Recomputed whenever index.html changes (a rebuild while the stack runs).
  let policy: { stamp: string; value: Promise<string> } | undefined;
  const policyFor = async (): Promise<string> => {
    const info = await Deno.stat(index);
    const stamp = `${info.size}-${info.mtime?.getTime()}`;
    if (policy?.stamp !== stamp) {
      const value = Deno.readTextFile(index).then((html) =>
        contentSecurityPolicy(html, options.connectSources)
      );
      policy = { stamp, value };
      value.catch(() => (policy = undefined));
    }
    return await policy.value;
  };

  return async function serveStatic(req: Request, url: URL): Promise<Response> {
    const res = await answer(req, url);
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.headers.set(name, value);
    if (res.headers.get("content-type")?.startsWith("text/html")) {
      res.headers.set("content-security-policy", await policyFor());
    }
    return res;
  };

  async function answer(req: Request, url: URL): Promise<Response> {
    if (req.method !== "GET" && req.method !== "HEAD") {
      return text(405, "Method not allowed\n", { allow: "GET, HEAD" });
    }
    if (!(await isFile(index))) return text(503, NOT_BUILT_PAGE);

    let relative: string;
    try {
      relative = decodeURIComponent(url.pathname).replace(/^\/+/, "");
    } catch {
      return text(400, "Bad request path\n");
    }
    const candidate = resolve(root, relative);
    const inside = candidate === root || candidate.startsWith(root + sep);
    if (inside && !relative.includes("\0")) {
      if (await isFile(candidate)) return await serveFile(req, candidate, relative);
      const dirIndex = join(candidate, "index.html");
      if (relative && (await isFile(dirIndex))) {
        return await serveFile(req, dirIndex, `${relative}/index.html`);
      }
    }
    if (extname(relative) && extname(relative) !== ".html") return text(404, "Not found\n");
    return await serveFile(req, index, "index.html");
  }
}

async function serveFile(req: Request, path: string, relative: string): Promise<Response> {
  const info = await Deno.stat(path);
  const etag = `W/"${info.size.toString(16)}-${(info.mtime?.getTime() ?? 0).toString(16)}"`;
  const headers = new Headers({
    "content-type": contentTypeOf(extname(path)),
    "cache-control": isHashedAsset(relative) ? "public, max-age=31536000, immutable" : "no-cache",
    etag,
  });
  if (req.headers.get("if-none-match") === etag) {
    return new Response(null, { status: 304, headers });
  }
  headers.set("content-length", String(info.size));
  if (req.method === "HEAD") return new Response(null, { status: 200, headers });
  const file = await Deno.open(path, { read: true });
  return new Response(file.readable, { status: 200, headers });
}

async function isFile(path: string): Promise<boolean> {
  try {
    return (await Deno.stat(path)).isFile;
  } catch {
    return false;
  }
}

function text(status: number, body: string, extra: Record<string, string> = {}): Response {
  return new Response(body, {
    status,
    headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-cache", ...extra },
  });
}
