import type postgres from "postgres";
import {
  linkTokenHash,
  type LinkType,
  newLinkToken,
} from "../../supabase/functions/_shared/domain/auth-links/link-token.ts";

/*
 * Emailed one-time links (local/migrations/20260109000000_one_time_tokens.sql): issued
 * for an account and purpose, replacing the previous one, consumed at most once.
 */

type Db = postgres.Sql | postgres.TransactionSql;

/** Stores a new link token for the account (revoking its earlier one); returns the token. */
export async function issueLinkToken(
  db: Db,
  link: { userId: string; type: LinkType; email: string; expiresAt: Date },
): Promise<string> {
  const token = newLinkToken();
  await db`
    insert into local_auth.one_time_tokens (user_id, token_type, token_hash, email, expires_at)
    values (${link.userId}, ${link.type}, ${await linkTokenHash(
    token,
  )}, ${link.email.toLowerCase()},
            ${link.expiresAt})
    on conflict (user_id, token_type) do update
       set token_hash = excluded.token_hash, email = excluded.email,
           created_at = now(), expires_at = excluded.expires_at`;
  return token;
}

export interface ConsumedLink {
  userId: string;
  email: string;
}

/**
 * Consumes the token of `type` if it is live at `now` and, when `email` is given, bound to
 * that email. Deleting it is the consumption: a second use finds nothing. A token presented
 * with another email or type is left as it is (nothing changes for its rightful owner).
 */
export async function consumeLinkToken(
  db: Db,
  presented: { tokenHash: string; type: LinkType; email?: string; now: Date },
): Promise<ConsumedLink | undefined> {
  const email = presented.email?.trim().toLowerCase() ?? null;
  const rows = await db<{ user_id: string; email: string }[]>`
    delete from local_auth.one_time_tokens
     where token_hash = ${presented.tokenHash} and token_type = ${presented.type}
       and expires_at > ${presented.now}
       and (${email}::text is null or email = ${email}::text)
    returning user_id, email`;
  const row = rows.at(0);
  return row && { userId: row.user_id, email: row.email };
}
