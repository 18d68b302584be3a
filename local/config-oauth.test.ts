import { strict as assert } from "node:assert";
import { DEFAULT_ISSUERS, loadConfig } from "./config.ts";

Deno.test("a provider is on with a client id and secret, on the real issuer by default", () => {
  assert.deepEqual(loadConfig({}).oauthProviders, {});
  const config = loadConfig({
    GOOGLE_CLIENT_ID: "g-id",
    GOOGLE_CLIENT_SECRET: "g-secret",
    AZURE_ISSUER: "https://login.microsoftonline.com/0000-tenant/v2.0",
    AZURE_CLIENT_ID: "a-id",
    AZURE_CLIENT_SECRET: "a-secret",
  });
  assert.deepEqual(config.oauthProviders.google, {
    issuer: DEFAULT_ISSUERS.google,
    clientId: "g-id",
    clientSecret: "g-secret",
  });
  assert.equal(DEFAULT_ISSUERS.google, "https://accounts.google.com");
  assert.equal(
    config.oauthProviders.azure?.issuer,
    "https://login.microsoftonline.com/0000-tenant/v2.0",
  );
});

Deno.test("half a provider configuration or a bad issuer stops the start", () => {
  assert.throws(
    () => loadConfig({ GOOGLE_CLIENT_ID: "g-id" }),
    /GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must both be set/,
  );
  assert.throws(
    () => loadConfig({ AZURE_ISSUER: "https://login.microsoftonline.com/common/v2.0" }),
    /AZURE_CLIENT_ID and AZURE_CLIENT_SECRET/,
  );
  assert.throws(
    () =>
      loadConfig({ GOOGLE_ISSUER: "ftp://x", GOOGLE_CLIENT_ID: "a", GOOGLE_CLIENT_SECRET: "b" }),
    /Invalid environment variable GOOGLE_ISSUER/,
  );
});
