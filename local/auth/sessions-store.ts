import type postgres from "postgres";

/*
 * Sessions live in auth.sessions, where Supabase keeps them, so the API checks a token's
 * session the same way on both platforms; deleting a row ends the session, its refresh
 * tokens (local_auth.refresh_tokens cascade) and the API access of its access tokens.
 * `refreshed_at` is a timestamp without time zone there, written in UTC as GoTrue does.
 */

type Db = postgres.Sql | postgres.TransactionSql;

/** An opaque, unguessable refresh token (256 random bits, base64url). */
export function newRefreshToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes)).replaceAll("+", "-").replaceAll("/", "_").replace(
    /=+$/,
    "",
  );
}

export async function hashToken(token: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(token));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, "0")).join("");
}

export interface NewSession {
  sessionId: string;
  refreshToken: string;
  createdAt: Date;
}

export async function createSession(
  db: Db,
  userId: string,
  client: { userAgent: string | null; ip: string },
): Promise<NewSession> {
  const sessionId = crypto.randomUUID();
  const refreshToken = newRefreshToken();
  const [row] = await db`
    insert into auth.sessions (id, user_id, user_agent, ip)
    values (${sessionId}, ${userId}, ${client.userAgent}, ${client.ip})
    returning created_at`;
  await db`
    insert into local_auth.refresh_tokens (token_hash, session_id, user_id)
    values (${await hashToken(refreshToken)}, ${sessionId}, ${userId})`;
  return { sessionId, refreshToken, createdAt: row.created_at };
}

export type Rotation =
  | {
    kind: "rotated";
    userId: string;
    sessionId: string;
    sessionCreatedAt: Date;
    refreshToken: string;
  }
  | { kind: "not_found" }
  | { kind: "reused" };

/**
 * Exchanges a refresh token for its successor. Each token works once: presenting a
 * used one means it leaked (or a client misbehaves), so the whole session ends.
 * As GoTrue does, a refresh records when and from where the session was last used
 * (refreshed_at, and the client's address and user agent when given).
 */
export async function rotateRefreshToken(
  sql: postgres.Sql,
  token: string,
  client?: { userAgent: string | null; ip: string },
): Promise<Rotation> {
  const tokenHash = await hashToken(token);
  return await sql.begin(async (tx): Promise<Rotation> => {
    const [found] = await tx`
      select t.id, t.used_at, t.user_id, s.id as session_id, s.created_at as session_created_at
        from local_auth.refresh_tokens t
        join auth.sessions s on s.id = t.session_id
       where t.token_hash = ${tokenHash}
         and (s.not_after is null or s.not_after > now())
         for update of t, s`;
    if (!found) return { kind: "not_found" };
    if (found.used_at) {
      await tx`delete from auth.sessions where id = ${found.session_id}`;
      return { kind: "reused" };
    }
    const next = newRefreshToken();
    await tx`update local_auth.refresh_tokens set used_at = now() where id = ${found.id}`;
    await tx`
      insert into local_auth.refresh_tokens (token_hash, session_id, user_id)
      values (${await hashToken(next)}, ${found.session_id}, ${found.user_id})`;
    await tx`
      update auth.sessions
         set refreshed_at = now() at time zone 'utc', updated_at = now(),
             user_agent = coalesce(${client?.userAgent ?? null}, user_agent),
             ip = coalesce(${client?.ip ?? null}, ip)
       where id = ${found.session_id}`;
    return {
      kind: "rotated",
      userId: found.user_id,
      sessionId: found.session_id,
      sessionCreatedAt: found.session_created_at,
      refreshToken: next,
    };
  }) as Rotation;
}

export async function sessionExists(db: Db, sessionId: string, userId: string): Promise<boolean> {
  const [row] = await db`
    select 1 from auth.sessions
     where id = ${sessionId} and user_id = ${userId}
       and (not_after is null or not_after > now())`;
  return Boolean(row);
}

export type LogoutScope = "global" | "local" | "others";

/** Ends sessions (their refresh tokens go with them) as GoTrue's /logout scopes do. */
export async function endSessions(db: Db, userId: string, sessionId: string, scope: LogoutScope) {
  if (scope === "local") {
    await db`delete from auth.sessions where id = ${sessionId} and user_id = ${userId}`;
  } else if (scope === "others") {
    await db`delete from auth.sessions where user_id = ${userId} and id <> ${sessionId}`;
  } else {
    await db`delete from auth.sessions where user_id = ${userId}`;
  }
}

/** Records that a session was signed in with an OAuth provider (google, azure). */
export async function recordSessionMethod(db: Db, sessionId: string, provider: string) {
  await db`
    insert into local_auth.session_methods (session_id, provider) values (${sessionId}, ${provider})
    on conflict (session_id) do update set provider = excluded.provider`;
}

/** The OAuth provider a session was signed in with, or undefined for email and password. */
export async function sessionMethod(db: Db, sessionId: string): Promise<string | undefined> {
  const [row] = await db`
    select provider from local_auth.session_methods where session_id = ${sessionId}`;
  return row?.provider;
}
