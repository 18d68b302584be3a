import { strict as assert } from "node:assert";
import { loadConfig } from "../config.ts";
import { allowedRedirect, parseRedirectUrls, publicOrigin, siteOf } from "./redirect-allow-list.ts";

const options = {
  siteUrl: "https://app.example.test",
  publicUrl: () => "http://localhost:54321",
  redirectUrls: ["https://preview-*.example.test/**", "myapp://done", "http://localhost:3000"],
};
const allowed = (raw: string) => allowedRedirect(options, raw)?.href ?? null;

Deno.test("redirect targets: the site, the stack and the listed URLs only", () => {
  assert.equal(
    allowed("https://app.example.test/login/acme"),
    "https://app.example.test/login/acme",
  );
  assert.equal(allowed("http://localhost:54321/x?y=1"), "http://localhost:54321/x?y=1");
  assert.equal(
    allowed("https://preview-42.example.test/a/b"),
    "https://preview-42.example.test/a/b",
  );
  assert.equal(allowed("http://localhost:3000/any/page"), "http://localhost:3000/any/page");
  for (
    const refused of [
      "http://evil.test/steal",
      "https://preview-42.evil.test.example.test/a",
      "https://preview-1.example.test.evil.test/a",
      "https://user:pw@app.example.test/",
      "javascript:alert(1)",
      "myapp://done",
      "not a url",
      "",
    ]
  ) {
    assert.equal(allowed(refused), null, refused);
  }
});

Deno.test("the site defaults to the stack's configured address", () => {
  assert.equal(siteOf({ publicUrl: "http://localhost:9/" }).href, "http://localhost:9/");
  assert.equal(publicOrigin({ publicUrl: () => "http://127.0.0.1:5/x" }), "http://127.0.0.1:5");
});

Deno.test("ADDITIONAL_REDIRECT_URLS: http(s) URLs or patterns, else a configuration error", () => {
  assert.deepEqual(parseRedirectUrls(" https://a.example/**, http://b:3000 "), [
    "https://a.example/**",
    "http://b:3000",
  ]);
  assert.deepEqual(loadConfig({}).redirectUrls, []);
  for (const bad of ["a.example", "ftp://a.example", "https://", "https:// x"]) {
    assert.throws(
      () => loadConfig({ ADDITIONAL_REDIRECT_URLS: bad }),
      /ADDITIONAL_REDIRECT_URLS/,
      bad,
    );
  }
});
