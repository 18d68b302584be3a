import type postgres from "postgres";
import { hashToken, newRefreshToken } from "../sessions-store.ts";

/*
 * Second factors in Supabase Auth's own tables (auth.mfa_factors, auth.mfa_challenges,
 * auth.mfa_amr_claims, auth.sessions.aal/factor_id), written as GoTrue writes them, so
 * the API reads the same rows on Supabase and on the local stack. Times come from the
 * caller (the auth server's clock).
 */

type Db = postgres.Sql | postgres.TransactionSql;

export interface FactorRow {
  id: string;
  friendly_name: string | null;
  factor_type: string;
  status: "verified" | "unverified";
  created_at: Date;
  updated_at: Date;
}

export async function listFactors(db: Db, userId: string): Promise<FactorRow[]> {
  return await db<FactorRow[]>`
    select id, friendly_name, factor_type::text as factor_type, status::text as status,
           created_at, updated_at
      from auth.mfa_factors where user_id = ${userId} order by created_at, id`;
}

export async function insertTotpFactor(db: Db, factor: {
  userId: string;
  friendlyName: string;
  secret: string;
  now: Date;
}): Promise<string> {
  const id = crypto.randomUUID();
  await db`
    insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, created_at,
                                  updated_at, secret)
    values (${id}, ${factor.userId}, ${factor.friendlyName}, 'totp', 'unverified', ${factor.now},
            ${factor.now}, ${factor.secret})`;
  return id;
}

export interface OwnedFactor extends FactorRow {
  secret: string | null;
}

export async function findOwnedFactor(
  db: Db,
  userId: string,
  factorId: string,
): Promise<OwnedFactor | undefined> {
  const [row] = await db<OwnedFactor[]>`
    select id, friendly_name, factor_type::text as factor_type, status::text as status,
           created_at, updated_at, secret
      from auth.mfa_factors where id = ${factorId} and user_id = ${userId}`;
  return row;
}

/**
 * auth.mfa_challenges keeps the client address as inet. An address that is not one
 * (a test's or a proxy's placeholder) is kept as 0.0.0.0, so challenge and verify still
 * compare like with like.
 */
export function challengeAddress(address: string): string {
  const ipv4 = /^(\d{1,3})(\.\d{1,3}){3}$/;
  const ipv6 = /^[0-9a-f:.]+$/i;
  return ipv4.test(address) || (address.includes(":") && ipv6.test(address)) ? address : "0.0.0.0";
}

/**
 * A new challenge; the factor's unanswered challenges older than `expirySeconds` go, so
 * asking again and again does not grow the table. The answered one stays: it keeps the
 * step of the last code used.
 */
export async function insertChallenge(
  db: Db,
  challenge: { factorId: string; address: string; now: Date; expirySeconds: number },
): Promise<string> {
  const id = crypto.randomUUID();
  await db`
    delete from auth.mfa_challenges
     where factor_id = ${challenge.factorId} and verified_at is null
       and created_at < ${challenge.now}::timestamptz - make_interval(secs => ${challenge.expirySeconds})`;
  await db`
    insert into auth.mfa_challenges (id, factor_id, created_at, ip_address)
    values (${id}, ${challenge.factorId}, ${challenge.now}, ${
    challengeAddress(challenge.address)
  }::inet)`;
  return id;
}

export interface ChallengeRow {
  id: string;
  created_at: Date;
  verified_at: Date | null;
  /** Normalised by inet's text form. */
  ip_address: string;
}

export async function findChallenge(
  db: Db,
  factorId: string,
  challengeId: string,
): Promise<ChallengeRow | undefined> {
  const [row] = await db<ChallengeRow[]>`
    select id, created_at, verified_at, host(ip_address) as ip_address
      from auth.mfa_challenges where id = ${challengeId} and factor_id = ${factorId}`;
  return row;
}

export async function sameAddress(db: Db, stored: string, address: string): Promise<boolean> {
  const [row] = await db`select host(${challengeAddress(address)}::inet) = ${stored} as same`;
  return Boolean(row?.same);
}

/*
 * A code works once (RFC 6238 §5.2): the step of each accepted code is kept on its
 * challenge, in `otp_code`, which GoTrue fills only for SMS codes and leaves empty for
 * TOTP, and a later code must be of a later step. Without it, a code seen over someone's
 * shoulder would open a second session for the rest of its 90 seconds.
 */
const STEP_PREFIX = "totp-step:";

/** The latest step accepted for the factor, or null when none was. */
export async function lastAcceptedStep(db: Db, factorId: string): Promise<number | null> {
  const [row] = await db`
    select max(substr(otp_code, ${STEP_PREFIX.length + 1})::bigint) as step
      from auth.mfa_challenges
     where factor_id = ${factorId} and verified_at is not null
       and otp_code like ${STEP_PREFIX + "%"}`;
  return row?.step === null || row?.step === undefined ? null : Number(row.step);
}

export async function deleteChallenge(db: Db, challengeId: string): Promise<void> {
  await db`delete from auth.mfa_challenges where id = ${challengeId}`;
}

/**
 * A correct code: the challenge is used up, the factor verified (its other unverified
 * factors of the same type go), the session raised to aal2 by a `totp` method claim, and
 * every other session of the user still at aal1 ends, as Supabase Auth does. The
 * session's refresh tokens are replaced by one new token, so a refresh token handed out
 * before the second factor cannot keep an aal2 session going.
 */
export async function raiseSessionWithFactor(tx: postgres.TransactionSql, args: {
  userId: string;
  sessionId: string;
  factorId: string;
  challengeId: string;
  /** The time step of the accepted code. */
  step: number;
  now: Date;
}): Promise<{ refreshToken: string; sessionCreatedAt: Date } | "replayed" | undefined> {
  const { userId, sessionId, factorId, challengeId, now } = args;
  // Under the factor's row lock, so two sessions cannot both spend the same code.
  await tx`select id from auth.mfa_factors where id = ${factorId} for update`;
  const last = await lastAcceptedStep(tx, factorId);
  if (last !== null && args.step <= last) return "replayed";
  const [session] = await tx`
    update auth.sessions set aal = 'aal2', factor_id = ${factorId}, updated_at = ${now}
     where id = ${sessionId} and user_id = ${userId}
       and (not_after is null or not_after > now())
    returning created_at`;
  if (!session) return undefined;
  await tx`
    update auth.mfa_challenges set verified_at = ${now}, otp_code = ${STEP_PREFIX + args.step}
     where id = ${challengeId}`;
  // This one holds the latest step now; the factor's earlier answered ones are not needed.
  await tx`
    delete from auth.mfa_challenges
     where factor_id = ${factorId} and verified_at is not null and id <> ${challengeId}`;
  await tx`
    update auth.mfa_factors set status = 'verified', updated_at = ${now}
     where id = ${factorId} and status <> 'verified'`;
  await tx`
    delete from auth.mfa_factors
     where user_id = ${userId} and factor_type = 'totp' and status = 'unverified'
       and id <> ${factorId}`;
  await tx`
    insert into auth.mfa_amr_claims (id, session_id, created_at, updated_at, authentication_method)
    values (${crypto.randomUUID()}, ${sessionId}, ${now}, ${now}, 'totp')
    on conflict on constraint mfa_amr_claims_session_id_authentication_method_pkey
    do update set updated_at = excluded.updated_at`;
  await tx`
    delete from auth.sessions
     where user_id = ${userId} and id <> ${sessionId} and coalesce(aal::text, 'aal1') = 'aal1'`;
  await tx`delete from local_auth.refresh_tokens where session_id = ${sessionId}`;
  const refreshToken = newRefreshToken();
  await tx`
    insert into local_auth.refresh_tokens (token_hash, session_id, user_id)
    values (${await hashToken(refreshToken)}, ${sessionId}, ${userId})`;
  return { refreshToken, sessionCreatedAt: session.created_at };
}

/**
 * Removes a factor; the sessions it raised drop to aal1 (their `totp` claim goes), as
 * GoTrue's unenroll does. Their current access tokens keep their aal until they expire
 * or are refreshed.
 */
export async function deleteFactor(
  tx: postgres.TransactionSql,
  userId: string,
  factorId: string,
): Promise<void> {
  const sessions = await tx`
    update auth.sessions set aal = 'aal1', factor_id = null
     where user_id = ${userId} and factor_id = ${factorId}
    returning id`;
  const ids = sessions.map((s) => s.id as string);
  if (ids.length) {
    await tx`
      delete from auth.mfa_amr_claims
       where session_id = any(${ids}::uuid[]) and authentication_method = 'totp'`;
  }
  await tx`delete from auth.mfa_factors where id = ${factorId} and user_id = ${userId}`;
}

export interface MethodClaim {
  method: string;
  timestamp: number;
}

/** The second-factor methods a session passed (auth.mfa_amr_claims), with their times. */
export async function sessionMethodClaims(db: Db, sessionId: string): Promise<MethodClaim[]> {
  const rows = await db`
    select authentication_method, updated_at from auth.mfa_amr_claims
     where session_id = ${sessionId}`;
  return rows.map((r) => ({
    method: r.authentication_method as string,
    timestamp: Math.floor((r.updated_at as Date).getTime() / 1000),
  }));
}
