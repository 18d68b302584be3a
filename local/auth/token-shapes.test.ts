import { strict as assert } from "node:assert";
import { signAccessToken, verifyAccessToken } from "./jwt.ts";
import { accessTokenClaims, sessionJson, userJson } from "./token-shapes.ts";
import { AuthError } from "./errors.ts";

const user = {
  id: "0b6c4f2e-6a53-4d8f-9d7e-2f1a7f9f0c11",
  email: "ada@example.test",
  email_confirmed_at: new Date("2026-01-02T03:04:05Z"),
  last_sign_in_at: null,
  raw_app_meta_data: { provider: "email", providers: ["email"] },
  raw_user_meta_data: { full_name: "Ada" },
  created_at: new Date("2026-01-01T00:00:00Z"),
  updated_at: new Date("2026-01-01T00:00:00Z"),
};
const secret = "unit-test-secret-0123456789-0123456789";

const claims = accessTokenClaims({
  user,
  sessionId: "5a9f7a4e-0000-4000-8000-000000000001",
  issuer: "http://localhost:54321/auth/v1",
  nowSeconds: 1_800_000_000,
  expiresInSeconds: 3600,
  signedInAtSeconds: 1_799_999_000,
});

Deno.test("access-token claims follow the team contract", () => {
  assert.equal(claims.sub, user.id);
  assert.equal(claims.role, "authenticated");
  assert.equal(claims.aud, "authenticated");
  assert.equal(claims.email, user.email);
  assert.deepEqual(claims.app_metadata, { provider: "email", providers: ["email"] });
  assert.deepEqual(claims.user_metadata, { full_name: "Ada" });
  assert.equal(claims.iat, 1_800_000_000);
  assert.equal(claims.exp, 1_800_003_600);
  assert.equal(claims.iss, "http://localhost:54321/auth/v1");
  assert.equal(claims.session_id, "5a9f7a4e-0000-4000-8000-000000000001");
});

Deno.test("the session answer has the fields supabase-js requires", () => {
  const s = sessionJson({
    accessToken: "a",
    refreshToken: "r",
    claims,
    expiresInSeconds: 3600,
    user,
  });
  assert.equal(s.token_type, "bearer");
  assert.equal(s.expires_in, 3600);
  assert.equal(s.expires_at, claims.exp);
  assert.equal(s.user.id, user.id);
  assert.equal(s.user.aud, "authenticated");
});

Deno.test("the user JSON has GoTrue's fields with ISO timestamps", () => {
  const u = userJson(user);
  assert.equal(u.email_confirmed_at, "2026-01-02T03:04:05.000Z");
  assert.equal(u.last_sign_in_at, undefined);
  assert.equal(u.identities[0].provider, "email");
  assert.equal(u.is_anonymous, false);
});

Deno.test("tokens round-trip and are refused with another secret, expired or tampered", async () => {
  const now = Math.floor(Date.now() / 1000);
  const live = { ...claims, iat: now, exp: now + 60 };
  const token = await signAccessToken(live, secret);
  assert.equal((await verifyAccessToken(token, secret)).sub, user.id);

  await assert.rejects(
    verifyAccessToken(token, secret + "x"),
    (e) => e instanceof AuthError && e.status === 403,
  );
  const expired = await signAccessToken({ ...live, exp: now - 10 }, secret);
  await assert.rejects(
    verifyAccessToken(expired, secret),
    (e) => e instanceof AuthError && e.errorCode === "bad_jwt" && /expired/.test(e.message),
  );
  const [h, , sig] = token.split(".");
  const forged = btoa(JSON.stringify({ ...live, sub: "someone-else" })).replace(/=+$/, "");
  await assert.rejects(verifyAccessToken(`${h}.${forged}.${sig}`, secret), AuthError);
  await assert.rejects(verifyAccessToken("not-a-jwt", secret), AuthError);
});
