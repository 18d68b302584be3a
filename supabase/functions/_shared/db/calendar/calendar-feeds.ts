/**
 * app.calendar_feeds (migration 20260106000100): one row per person who publishes their
 * tasks as a calendar, holding only the token's hash. Reads and writes run under the
 * person's row-level security (a person sees only their own row); the owner of a token
 * is found through app.calendar_feed_owner, which needs no session.
 */
import type { Tx } from "../client.ts";

export interface StoredFeed {
  /** ISO 8601 */
  createdAt: string;
}

export interface FeedOwner {
  orgId: number;
  orgPrefix: string;
  personId: number;
}

export async function readFeed(
  tx: Tx,
  orgId: number,
  personId: number,
): Promise<StoredFeed | null> {
  const [row] = await tx`
    select created_at from app.calendar_feeds where org_id = ${orgId} and person_id = ${personId}`;
  return row ? { createdAt: new Date(row.created_at).toISOString() } : null;
}

/** Stores a feed's hash, replacing the person's previous one (the old URL stops working). */
export async function replaceFeed(
  tx: Tx,
  orgId: number,
  personId: number,
  tokenHash: string,
): Promise<StoredFeed> {
  const [row] = await tx`
    insert into app.calendar_feeds (org_id, person_id, token_hash)
    values (${orgId}, ${personId}, ${tokenHash})
    on conflict (org_id, person_id)
      do update set token_hash = excluded.token_hash, created_at = now()
    returning created_at`;
  return { createdAt: new Date(row.created_at).toISOString() };
}

/** True when the person had a feed. */
export async function deleteFeed(tx: Tx, orgId: number, personId: number): Promise<boolean> {
  const rows = await tx`
    delete from app.calendar_feeds where org_id = ${orgId} and person_id = ${personId}
    returning person_id`;
  return rows.length > 0;
}

/** Whose feed the token with this hash is (an enabled person), or null. */
export async function findFeedOwner(tx: Tx, tokenHash: string): Promise<FeedOwner | null> {
  const [row] = await tx`select * from app.calendar_feed_owner(${tokenHash})`;
  return row
    ? { orgId: Number(row.org_id), orgPrefix: row.org_prefix, personId: Number(row.person_id) }
    : null;
}

/** The organisation's prefix (its address in URLs), as the caller may read it. */
export async function orgPrefix(tx: Tx, orgId: number): Promise<string> {
  const [row] = await tx`select prefix from app.organizations where id = ${orgId}`;
  if (!row) throw new Error(`organisation ${orgId} is not readable`);
  return row.prefix;
}
