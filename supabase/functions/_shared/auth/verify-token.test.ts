import { strict as assert } from "node:assert";
import { exportJWK, generateKeyPair, SignJWT } from "jose";
import { AppError } from "../http/app-error.ts";
import { bearerToken, createTokenVerifier } from "./verify-token.ts";

const SECRET = "test-secret-that-is-long-enough-0123456789";
const SUB = "6f1c2d3e-4b5a-4c6d-8e7f-0a1b2c3d4e5f";
const SESSION = "0d9a8b7c-6e5f-4a3b-9c2d-1e0f9a8b7c6d";

function sign(
  claims: Record<string, unknown>,
  secret = SECRET,
  expiresIn: string | number = "1h",
) {
  return new SignJWT({ role: "authenticated", email: "a@x.test", session_id: SESSION, ...claims })
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(SUB)
    .setAudience("authenticated")
    .setIssuedAt()
    .setExpirationTime(expiresIn)
    .sign(new TextEncoder().encode(secret));
}

async function assertUnauthorized(promise: Promise<unknown>) {
  await assert.rejects(promise, (e: unknown) => {
    assert.ok(e instanceof AppError);
    assert.equal(e.code, "UNAUTHENTICATED");
    assert.equal(e.message, "Unauthorized");
    return true;
  });
}

Deno.test("a valid HS256 token yields its claims", async () => {
  const verify = createTokenVerifier({ jwtSecret: SECRET });
  const claims = await verify(
    await sign({ app_metadata: { provider: "email" } }),
  );
  assert.equal(claims.sub, SUB);
  assert.equal(claims.session_id, SESSION);
  assert.equal(claims.app_metadata?.provider, "email");
});

Deno.test("tokens without exp or without a session_id are Unauthorized", async () => {
  const verify = createTokenVerifier({ jwtSecret: SECRET });
  const signed = (claims: Record<string, unknown>) =>
    new SignJWT({ role: "authenticated", ...claims })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(SUB)
      .setAudience("authenticated")
      .setIssuedAt()
      .sign(new TextEncoder().encode(SECRET));
  const exp = Math.floor(Date.now() / 1000) + 3600;
  assert.equal((await verify(await signed({ exp, session_id: SESSION }))).sub, SUB);
  await assertUnauthorized(verify(await signed({ session_id: SESSION })));
  await assertUnauthorized(verify(await signed({ exp })));
  await assertUnauthorized(verify(await signed({ exp, session_id: "not-a-uuid" })));
});

Deno.test("expired, wrongly signed, malformed and anon tokens are Unauthorized", async () => {
  const verify = createTokenVerifier({ jwtSecret: SECRET });
  await assertUnauthorized(
    verify(await sign({}, SECRET, Math.floor(Date.now() / 1000) - 60)),
  );
  await assertUnauthorized(
    verify(await sign({}, "another-secret-that-is-long-enough-000")),
  );
  await assertUnauthorized(verify("not.a.jwt"));
  await assertUnauthorized(verify(await sign({ role: "anon" })));
});

Deno.test("asymmetric tokens need the JWKS and are refused without it", async () => {
  const { privateKey } = await generateKeyPair("ES256");
  const token = await new SignJWT({ role: "authenticated", session_id: SESSION })
    .setProtectedHeader({ alg: "ES256" })
    .setSubject(SUB)
    .setAudience("authenticated")
    .setExpirationTime("1h")
    .sign(privateKey);
  await assertUnauthorized(createTokenVerifier({ jwtSecret: SECRET })(token));
});

Deno.test("bearerToken reads the header and refuses other schemes", () => {
  const req = (v?: string) => new Request("http://x", { headers: v ? { authorization: v } : {} });
  assert.equal(bearerToken(req()), null);
  assert.equal(bearerToken(req("Bearer abc.def.ghi")), "abc.def.ghi");
  assert.throws(() => bearerToken(req("Basic dXNlcjpwYXNz")), AppError);
});

Deno.test("a verifier needs a secret or a JWKS", () => {
  assert.throws(() => createTokenVerifier({}));
});

Deno.test("asymmetric tokens verify against the JWKS (Supabase's signing keys)", async () => {
  const { privateKey, publicKey } = await generateKeyPair("ES256");
  const jwk = {
    ...(await exportJWK(publicKey)),
    kid: "k1",
    alg: "ES256",
    use: "sig",
  };
  const server = Deno.serve({
    hostname: "127.0.0.1",
    port: 0,
    onListen: () => {},
  }, () => Response.json({ keys: [jwk] }));
  try {
    const jwksUrl = `http://127.0.0.1:${server.addr.port}/auth/v1/.well-known/jwks.json`;
    const verify = createTokenVerifier({ jwtSecret: SECRET, jwksUrl });
    const token = await new SignJWT({ role: "authenticated", session_id: SESSION })
      .setProtectedHeader({ alg: "ES256", kid: "k1" })
      .setSubject(SUB)
      .setAudience("authenticated")
      .setExpirationTime("1h")
      .sign(privateKey);
    assert.equal((await verify(token)).sub, SUB);
    // HS256 tokens still use the shared secret when both are configured.
    assert.equal((await verify(await sign({}))).sub, SUB);
    const { privateKey: otherKey } = await generateKeyPair("ES256");
    const forged = await new SignJWT({ role: "authenticated", session_id: SESSION })
      .setProtectedHeader({ alg: "ES256", kid: "k1" })
      .setSubject(SUB)
      .setAudience("authenticated")
      .setExpirationTime("1h")
      .sign(otherKey);
    await assertUnauthorized(verify(forged));
  } finally {
    await server.shutdown();
  }
});
