import { strict as assert } from "node:assert";
import { join } from "node:path";
import { createStaticHandler } from "./static-files.ts";
import { isHashedAsset } from "./content-types.ts";

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
