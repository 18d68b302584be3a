/**
 * Sign-in sessions (auth.sessions, owned by the auth service) through the
 * security-definer functions of migration 20260112000300_session_list.sql: the caller's
 * own (auth.uid() and the token's session_id of the request's transaction) and, for an
 * Admin, every session of a person of their organisation. Ending a session also revokes
 * its refresh tokens, and its access tokens stop working for the API at once.
 */
import type { Tx } from "../client.ts";

export interface SignInSession {
  id: string;
  /** ISO 8601 */
  createdAt: string;
  /** ISO 8601: the last token refresh, else the start. */
  lastUsedAt: string;
  /** The client address the auth service saw; null when unknown. */
  ip: string | null;
  /** The User-Agent header of the sign-in or last refresh; null when none was sent. */
  userAgent: string | null;
  /** The session of the token this request came with. */
  isCurrent: boolean;
}

export interface SessionPage {
  nodes: SignInSession[];
  totalCount: number;
}

/** One page of the caller's live sessions, most recently used first. */
export async function listMySessions(
  tx: Tx,
  page: { offset: number; limit: number },
): Promise<SessionPage> {
  const rows = await tx`
    select id, created_at, last_used_at, ip, user_agent, is_current, total_count
      from app.my_sessions(${page.offset}::int, ${page.limit}::int)`;
  return {
    nodes: rows.filter((row) => row.id !== null).map((row) => ({
      id: row.id,
      createdAt: new Date(row.created_at).toISOString(),
      lastUsedAt: new Date(row.last_used_at).toISOString(),
      ip: row.ip || null,
      userAgent: row.user_agent || null,
      isCurrent: row.is_current,
    })),
    totalCount: Number(rows[0]?.total_count ?? 0),
  };
}

export type EndOutcome = "ended" | "current" | "unknown";

/** Ends one of the caller's sessions, never the current one. */
export async function endMySession(tx: Tx, sessionId: string): Promise<EndOutcome> {
  const [row] = await tx`select app.end_my_session(${sessionId}::uuid) as outcome`;
  return row.outcome as EndOutcome;
}

/** Ends every session of the caller but the current one; answers how many ended. */
export async function endMyOtherSessions(tx: Tx): Promise<number> {
  const [row] = await tx`select app.end_my_other_sessions() as n`;
  return Number(row.n);
}

/**
 * Ends every session of a person of the caller's organisation (the database checks the
 * caller is its Admin); how many ended, or null when the organisation has no such person.
 */
export async function endPersonSessions(tx: Tx, personId: number): Promise<number | null> {
  const [row] = await tx`select app.end_person_sessions(${personId}::bigint) as n`;
  return row.n === null ? null : Number(row.n);
}
