import { strict as assert } from "node:assert";
import { requestUrl } from "./context.ts";

const onSocket = (headers: Record<string, string>) =>
  new Request("http+unix://%2Ftmp%2Fhttp.sock/auth/v1/authorize?provider=google", { headers });

Deno.test("behind the guard's Unix socket the Host header names the address", () => {
  const url = requestUrl(onSocket({ host: "localhost:54321" }));
  assert.equal(url.href, "http://localhost:54321/auth/v1/authorize?provider=google");
  assert.equal(requestUrl(onSocket({ host: "[::1]:8080" })).origin, "http://[::1]:8080");
});

Deno.test("a malformed Host is not used; forwarded headers only behind a trusted proxy", () => {
  assert.equal(requestUrl(onSocket({ host: "evil.example/x?" })).origin, "null");
  const proxied = onSocket({
    host: "127.0.0.1:54321",
    "x-forwarded-host": "app.example.com",
    "x-forwarded-proto": "https",
  });
  assert.equal(requestUrl(proxied).origin, "http://127.0.0.1:54321");
  assert.equal(requestUrl(proxied, true).origin, "https://app.example.com");
  const direct = new Request("http://127.0.0.1:9/auth/v1/settings");
  assert.equal(requestUrl(direct).href, "http://127.0.0.1:9/auth/v1/settings");
});
