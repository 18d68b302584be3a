/**
 * Two-factor sign-in (TOTP) through supabase-js's own `auth.mfa`, unchanged, against the
 * local /auth/v1 over a real database (PGlite, or PostgreSQL with TEST_DATABASE_URL).
 * The codes are computed here with otpauth at the server's injected clock.
 */
import { strict as assert } from "node:assert";
import type { SupabaseClient } from "@supabase/supabase-js";
import { decodeJwt } from "jose";
import * as OTPAuth from "otpauth";
import { memoryClient } from "../../testing/supabase-client.ts";
import { createTestDatabase } from "../../testing/test-database.ts";
import { startTestServer, uniqueEmail } from "../../testing/test-server.ts";

const db = await createTestDatabase();
// The server's clock runs with real time plus an offset the tests move forward.
let offsetMs = 0;
const now = () => new Date(Date.now() + offsetMs);
const server = startTestServer({ sql: db.sql, now });
const PASSWORD = "correct horse battery";
// The database, its pool and the sign-in server are opened once for the file and kept across
// its tests (each makes its own people): their connections and timers outlive the test that
// opened them, which Deno's leak checks would count against it. The last test closes them.
const opts = { sanitizeOps: false, sanitizeResources: false };

/**
 * The code of the next 30-second step: each code works once, so each use moves the
 * server's clock on by one step first.
 */
function nextCode(secret: string): string {
  offsetMs += 30_000;
  return codeAt(secret, now());
}

function codeAt(secret: string, at: Date): string {
  return new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) }).generate({
    timestamp: at.getTime(),
  });
}

async function signedUp(tag: string): Promise<{ c: SupabaseClient; email: string }> {
  const c = memoryClient(server.url);
  const email = uniqueEmail(tag);
  const { error } = await c.auth.signUp({ email, password: PASSWORD });
  assert.equal(error, null);
  return { c, email };
}

async function signedIn(email: string): Promise<SupabaseClient> {
  const c = memoryClient(server.url);
  const { error } = await c.auth.signInWithPassword({ email, password: PASSWORD });
  assert.equal(error, null);
  return c;
}

async function accessClaims(c: SupabaseClient) {
  const { data } = await c.auth.getSession();
  return decodeJwt(data.session!.access_token) as {
    aal: string;
    amr: { method: string; timestamp: number }[];
  };
}

/** Enrolls and verifies a TOTP factor; answers its id and secret. */
async function withVerifiedFactor(c: SupabaseClient) {
  const enrolled = await c.auth.mfa.enroll({ factorType: "totp", friendlyName: "Phone" });
  assert.equal(enrolled.error, null);
  const { id, totp } = enrolled.data as { id: string; totp: { secret: string } };
  const verified = await c.auth.mfa.challengeAndVerify({
    factorId: id,
    code: nextCode(totp.secret),
  });
  assert.equal(verified.error, null);
  return { factorId: id, secret: totp.secret };
}

Deno.test({
  name: "enroll answers GoTrue's TOTP shape: id, type, friendly name, QR code, secret, URI",
  ...opts,
  fn: async () => {
    const { c, email } = await signedUp("mfa-enroll");
    const { data, error } = await c.auth.mfa.enroll({ factorType: "totp", friendlyName: "Phone" });
    assert.equal(error, null);
    assert.ok(data && data.type === "totp");
    assert.match(data.id, /^[0-9a-f-]{36}$/);
    assert.equal(data.friendly_name, "Phone");
    assert.match(data.totp.secret, /^[A-Z2-7]{32}$/, "160 bits in base32");
    const uri = new URL(data.totp.uri);
    assert.equal(uri.protocol, "otpauth:");
    assert.equal(uri.searchParams.get("secret"), data.totp.secret);
    assert.ok(decodeURIComponent(uri.pathname).endsWith(email));
    // supabase-js prefixes the SVG markup; a `#` would cut the data URI short.
    assert.ok(data.totp.qr_code.startsWith("data:image/svg+xml;utf-8,<svg"));
    assert.ok(!data.totp.qr_code.includes("#"));

    // Unverified: listed among all factors, not among the TOTP ones, and no aal2 yet.
    const list = await c.auth.mfa.listFactors();
    assert.deepEqual(list.data?.all.map((f) => [f.id, f.status]), [[data.id, "unverified"]]);
    assert.deepEqual(list.data?.totp, []);
    const aal = await c.auth.mfa.getAuthenticatorAssuranceLevel();
    assert.equal(aal.data?.currentLevel, "aal1");
    assert.equal(aal.data?.nextLevel, "aal1");

    const bad = await c.auth.mfa.enroll({ factorType: "phone", phone: "+15555550100" });
    assert.equal(bad.error?.code, "mfa_phone_enroll_not_enabled");
    const same = await c.auth.mfa.enroll({ factorType: "totp", friendlyName: "Phone" });
    assert.equal(same.error?.code, "mfa_factor_name_conflict");
  },
});

Deno.test({
  name:
    "challenge and verify raise the session to aal2; a refresh keeps it; the old refresh token is spent",
  ...opts,
  fn: async () => {
    const { c, email } = await signedUp("mfa-verify");
    const other = await signedIn(email);
    const before = (await c.auth.getSession()).data.session!;
    assert.equal((await accessClaims(c)).aal, "aal1");
    const { factorId } = await withVerifiedFactor(c);

    const claims = await accessClaims(c);
    assert.equal(claims.aal, "aal2");
    assert.deepEqual(claims.amr.map((a) => a.method).sort(), ["password", "totp"]);
    const aal = await c.auth.mfa.getAuthenticatorAssuranceLevel();
    assert.equal(aal.data?.currentLevel, "aal2");
    assert.equal(aal.data?.nextLevel, "aal2");
    const list = await c.auth.mfa.listFactors();
    assert.deepEqual(list.data?.totp.map((f) => [f.id, f.status]), [[factorId, "verified"]]);

    const refreshed = await c.auth.refreshSession();
    assert.equal(refreshed.error, null);
    assert.equal((decodeJwt(refreshed.data.session!.access_token)).aal, "aal2");
    const stale = await memoryClient(server.url).auth.refreshSession({
      refresh_token: before.refresh_token,
    });
    assert.equal(stale.data.session, null, "the aal1 refresh token cannot keep the session");

    // Turning two-factor on ends the account's other sessions still at aal1.
    const gone = await other.auth.getUser();
    assert.equal(gone.data.user, null);
  },
});

Deno.test({
  name: "a new password sign-in is aal1 with next level aal2 until the code is given",
  ...opts,
  fn: async () => {
    const { c, email } = await signedUp("mfa-signin");
    const { factorId, secret } = await withVerifiedFactor(c);
    const again = await signedIn(email);
    const aal = await again.auth.mfa.getAuthenticatorAssuranceLevel();
    assert.equal(aal.data?.currentLevel, "aal1");
    assert.equal(aal.data?.nextLevel, "aal2");

    const challenge = await again.auth.mfa.challenge({ factorId });
    assert.equal(challenge.error, null);
    assert.ok(challenge.data!.expires_at > Math.floor(now().getTime() / 1000));
    const code = nextCode(secret);
    const verified = await again.auth.mfa.verify({
      factorId,
      challengeId: challenge.data!.id,
      code,
    });
    assert.equal(verified.error, null);
    assert.equal((await accessClaims(again)).aal, "aal2");
    // A challenge answers once.
    const twice = await again.auth.mfa.verify({
      factorId,
      challengeId: challenge.data!.id,
      code,
    });
    assert.equal(twice.error?.code, "mfa_ip_address_mismatch");
    // A code works once: the same code on another session is refused, as is an older one.
    const third = await signedIn(email);
    const replay = await third.auth.mfa.challengeAndVerify({ factorId, code });
    assert.equal(replay.error?.code, "mfa_verification_failed");
    const older = await third.auth.mfa.challengeAndVerify({
      factorId,
      code: codeAt(secret, new Date(now().getTime() - 30_000)),
    });
    assert.equal(older.error?.code, "mfa_verification_failed");
    const next = await third.auth.mfa.challengeAndVerify({ factorId, code: nextCode(secret) });
    assert.equal(next.error, null);
  },
});

Deno.test({
  name: "wrong codes are refused and throttled like passwords; an expired challenge is refused",
  ...opts,
  fn: async () => {
    const { c, email } = await signedUp("mfa-throttle");
    const { factorId, secret } = await withVerifiedFactor(c);
    const again = await signedIn(email);
    const good = nextCode(secret);
    const wrong = String((Number(good) + 1) % 1_000_000).padStart(6, "0");
    // The default test limit: five failures per account within the window.
    for (let i = 0; i < 5; i++) {
      const { error } = await again.auth.mfa.challengeAndVerify({ factorId, code: wrong });
      assert.equal(error?.code, "mfa_verification_failed");
      assert.equal(error?.status, 422);
    }
    const refused = await again.auth.mfa.challengeAndVerify({ factorId, code: good });
    assert.equal(refused.error?.code, "over_request_rate_limit");
    assert.equal(refused.error?.status, 429);
    assert.equal((await accessClaims(again)).aal, "aal1");

    // Past the window the right code works, but not against a challenge older than 5 minutes.
    const challenge = await again.auth.mfa.challenge({ factorId });
    offsetMs += 901_000;
    const late = await again.auth.mfa.verify({
      factorId,
      challengeId: challenge.data!.id,
      code: nextCode(secret),
    });
    assert.equal(late.error?.code, "mfa_challenge_expired");
    const fresh = await again.auth.mfa.challengeAndVerify({ factorId, code: nextCode(secret) });
    assert.equal(fresh.error, null);
    // Stale challenges go: only the last answered one (it holds the last code's step) stays.
    const [left] = await db.sql`
      select count(*)::int as n from auth.mfa_challenges where factor_id = ${factorId}`;
    assert.equal(left.n, 1);
  },
});

Deno.test({
  name: "unenroll needs aal2 for a verified factor; enrolling another one needs aal2 too",
  ...opts,
  fn: async () => {
    const { c, email } = await signedUp("mfa-unenroll");
    const { factorId } = await withVerifiedFactor(c);
    const weak = await signedIn(email);
    const refused = await weak.auth.mfa.unenroll({ factorId });
    assert.equal(refused.error?.code, "insufficient_aal");
    const second = await weak.auth.mfa.enroll({ factorType: "totp", friendlyName: "Tablet" });
    assert.equal(second.error?.code, "insufficient_aal");

    // Someone else's factor is not found.
    const stranger = (await signedUp("mfa-stranger")).c;
    const foreign = await stranger.auth.mfa.challenge({ factorId });
    assert.equal(foreign.error?.code, "mfa_factor_not_found");

    const done = await c.auth.mfa.unenroll({ factorId });
    assert.equal(done.error, null);
    assert.equal(done.data?.id, factorId);
    const list = await c.auth.mfa.listFactors();
    assert.deepEqual(list.data?.all, []);
    // The session drops to aal1 with its next token.
    await c.auth.refreshSession();
    assert.equal((await accessClaims(c)).aal, "aal1");
    const aal = await weak.auth.mfa.getAuthenticatorAssuranceLevel();
    assert.equal(aal.data?.currentLevel, "aal1");
  },
});

Deno.test({
  name: "close the database",
  ...opts,
  fn: async () => {
    await server.close();
    await db.close();
  },
});
