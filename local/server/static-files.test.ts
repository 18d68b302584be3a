import { strict as assert } from "node:assert";
import { join } from "node:path";
import { createStaticHandler } from "./static-files.ts";
import { isHashedAsset } from "./content-types.ts";
import { inlineScripts, sha256Source } from "./content-security-policy.ts";

async function webDir() {
  const dir = await Deno.makeTempDir({ prefix: "routinely-web-" });
  await Deno.mkdir(join(dir, "assets"));
  await Deno.writeTextFile(join(dir, "index.html"), "<!doctype html><div id=root></div>");
  await Deno.writeTextFile(join(dir, "assets", "index-B7x9kQ2a.js"), "console.log(1)");
  await Deno.writeTextFile(join(dir, "assets", "index-Cd3fG8hJ.css"), "body{}");
  await Deno.writeTextFile(join(dir, "favicon.svg"), "<svg/>");
  return dir;
}

const get = (
  serve: ReturnType<typeof createStaticHandler>,
  path: string,
  init: RequestInit = {},
) => {
  const req = new Request(`http://localhost${path}`, init);
  return serve(req, new URL(req.url));
};

Deno.test("files are served with their content type and cache policy", async () => {
  const dir = await webDir();
  try {
    const serve = createStaticHandler(dir);
    const js = await get(serve, "/assets/index-B7x9kQ2a.js");
    assert.equal(js.status, 200);
    assert.equal(js.headers.get("content-type"), "text/javascript; charset=utf-8");
    assert.equal(js.headers.get("cache-control"), "public, max-age=31536000, immutable");
    assert.equal(await js.text(), "console.log(1)");
    const css = await get(serve, "/assets/index-Cd3fG8hJ.css");
    assert.equal(css.headers.get("content-type"), "text/css; charset=utf-8");
    await css.body?.cancel();
    const svg = await get(serve, "/favicon.svg");
    assert.equal(svg.headers.get("content-type"), "image/svg+xml");
    assert.equal(svg.headers.get("cache-control"), "no-cache");
    await svg.body?.cancel();
    const root = await get(serve, "/");
    assert.equal(root.headers.get("content-type"), "text/html; charset=utf-8");
    assert.equal(root.headers.get("cache-control"), "no-cache");
    assert.match(await root.text(), /id=root/);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("SPA fallback: app routes get index.html, missing files get 404", async () => {
  const dir = await webDir();
  try {
    const serve = createStaticHandler(dir);
    for (const path of ["/people", "/login/demo", "/people/12", "/process/QA-001/edit"]) {
      const res = await get(serve, path);
      assert.equal(res.status, 200, path);
      assert.match(await res.text(), /id=root/);
    }
    const missing = await get(serve, "/assets/gone-12345678.js");
    assert.equal(missing.status, 404);
    await missing.body?.cancel();
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("paths cannot escape the web directory", async () => {
  const dir = await webDir();
  const secret = `${dir}-secret.txt`;
  await Deno.writeTextFile(secret, "secret");
  try {
    const serve = createStaticHandler(dir);
    const name = secret.split("/").pop();
    for (
      const path of [
        `/../${name}`,
        `/%2e%2e/${name}`,
        `/..%2F${name}`,
        `/assets/..%2F..%2F${name}`,
        `/assets/%2e%2e/%2e%2e/${name}`,
        "/%00.js",
      ]
    ) {
      const res = await get(serve, path);
      const body = await res.text();
      assert.notEqual(body, "secret", path);
    }
    const bad = await get(serve, "/%E0%A4%A");
    assert.equal(bad.status, 400);
    await bad.body?.cancel();
  } finally {
    await Deno.remove(dir, { recursive: true });
    await Deno.remove(secret);
  }
});

Deno.test("conditional GET answers 304; HEAD has no body; POST is refused", async () => {
  const dir = await webDir();
  try {
    const serve = createStaticHandler(dir);
    const first = await get(serve, "/assets/index-B7x9kQ2a.js");
    await first.body?.cancel();
    const etag = first.headers.get("etag")!;
    const again = await get(serve, "/assets/index-B7x9kQ2a.js", {
      headers: { "if-none-match": etag },
    });
    assert.equal(again.status, 304);
    const head = await get(serve, "/", { method: "HEAD" });
    assert.equal(head.status, 200);
    assert.equal(head.body, null);
    const post = await get(serve, "/", { method: "POST" });
    assert.equal(post.status, 405);
    await post.body?.cancel();
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("without a build, a clear text page says how to build", async () => {
  const serve = createStaticHandler("/nonexistent/web/dist");
  const res = await get(serve, "/people");
  assert.equal(res.status, 503);
  assert.equal(res.headers.get("content-type"), "text/plain; charset=utf-8");
  assert.match(await res.text(), /npm run build:web/);
});

Deno.test("only Vite's hashed assets are cached forever", () => {
  assert.equal(isHashedAsset("assets/index-B7x9kQ2a.js"), true);
  assert.equal(isHashedAsset("assets/people-route-DpQ1_x-Z.js"), true);
  assert.equal(isHashedAsset("index.html"), false);
  assert.equal(isHashedAsset("favicon.svg"), false);
  assert.equal(isHashedAsset("assets/logo.svg"), false);
});

Deno.test("the web app is sent with a CSP that allows its inline script by hash", async () => {
  const dir = await webDir();
  try {
    const skin = `\n      try { document.documentElement.classList.add("x"); } catch (_) {}\n    `;
    await Deno.writeTextFile(
      join(dir, "index.html"),
      `<!doctype html><head><script>${skin}</script>` +
        `<script type="module" src="/assets/index-B7x9kQ2a.js"></script></head><div id=root></div>`,
    );
    const serve = createStaticHandler(dir, { connectSources: ["https://abc.supabase.co"] });
    const expected = await sha256Source(skin);
    for (const path of ["/", "/people/12"]) {
      const page = await get(serve, path);
      await page.body?.cancel();
      const csp = page.headers.get("content-security-policy") ?? "";
      const directives = new Map(
        csp.split(";").map((d) => d.trim().split(/\s+/)).map(([k, ...v]) => [k, v]),
      );
      assert.deepEqual(directives.get("default-src"), ["'self'"]);
      assert.deepEqual(directives.get("script-src"), ["'self'", expected]);
      assert.deepEqual(directives.get("frame-ancestors"), ["'none'"]);
      assert.deepEqual(directives.get("object-src"), ["'none'"]);
      assert.deepEqual(directives.get("base-uri"), ["'self'"]);
      assert.deepEqual(directives.get("connect-src"), ["'self'", "https://abc.supabase.co"]);
      assert.equal(page.headers.get("x-frame-options"), "DENY");
      assert.equal(page.headers.get("referrer-policy"), "strict-origin-when-cross-origin");
      assert.equal(page.headers.get("x-content-type-options"), "nosniff");
    }
    const js = await get(serve, "/assets/index-B7x9kQ2a.js");
    await js.body?.cancel();
    assert.equal(js.headers.get("x-content-type-options"), "nosniff");
    assert.equal(js.headers.get("x-frame-options"), "DENY");

    // Edit the inline script (as a rebuild would): the hash follows, it does not go stale.
    const edited = `console.log("edited")`;
    await Deno.writeTextFile(join(dir, "index.html"), `<!doctype html><script>${edited}</script>`);
    const after = await get(serve, "/");
    await after.body?.cancel();
    assert.match(
      after.headers.get("content-security-policy") ?? "",
      new RegExp(`script-src 'self' ${(await sha256Source(edited)).replace(/[+/]/g, "\\$&")};`),
    );
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("the hash is the one a browser computes for the skin script of web/index.html", async () => {
  // The well-known value: sha256 of "alert(1)" as CSP writes it.
  assert.equal(
    await sha256Source("alert(1)"),
    "'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='",
  );
  const html = await Deno.readTextFile(new URL("../../web/index.html", import.meta.url));
  const scripts = inlineScripts(html);
  assert.equal(scripts.length, 1);
  assert.match(scripts[0], /localStorage\.getItem\("skin"\)/);
});
