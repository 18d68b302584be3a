import { strict as assert } from "node:assert";
import { anySignInMethod, isProviderAllowed } from "./sign-in-methods.ts";

const only = (email: boolean, google: boolean, microsoft: boolean) => ({
  isEmailAuthEnabled: email,
  isGoogleAuthEnabled: google,
  isMicrosoftAuthEnabled: microsoft,
});

Deno.test("a provider is accepted only when its setting is on", () => {
  assert.equal(isProviderAllowed("email", only(true, false, false)), true);
  assert.equal(isProviderAllowed("email", only(false, true, true)), false);
  assert.equal(isProviderAllowed("google", only(false, true, false)), true);
  assert.equal(isProviderAllowed("azure", only(false, false, true)), true);
  assert.equal(isProviderAllowed("azure", only(true, true, false)), false);
  assert.equal(isProviderAllowed("github", only(true, true, true)), false);
  assert.equal(isProviderAllowed(undefined, only(true, true, true)), false);
});

Deno.test("anySignInMethod is false only when all three are off", () => {
  assert.equal(anySignInMethod(only(false, false, false)), false);
  assert.equal(anySignInMethod(only(false, false, true)), true);
});
