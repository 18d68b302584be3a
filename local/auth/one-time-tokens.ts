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

/**
 * A new link of the same purpose for the same account is mailed at most this often (as
 * GoTrue's 60 s between mails to one user), so a form cannot be used to flood a mailbox.
 */
export const MIN_SECONDS_BETWEEN_LINKS = 60;

/**
 * Stores a new link token for the account, revoking its earlier one, and answers it; or
 * null (nothing changed) when the earlier one was issued under MIN_SECONDS_BETWEEN_LINKS
 * ago. `now` is the auth server's clock.
 */
export async function issueLinkToken(
  db: Db,
  link: { userId: string; type: LinkType; email: string; now: Date; expiresAt: Date },
): Promise<string | null> {
  const token = newLinkToken();
  const notBefore = new Date(link.now.getTime() - MIN_SECONDS_BETWEEN_LINKS * 1000);
  const rows = await db`
    insert into local_auth.one_time_tokens
       (user_id, token_type, token_hash, email, created_at, expires_at)
    values (${link.userId}, ${link.type}, ${await linkTokenHash(
    token,
  )}, ${link.email.toLowerCase()},
            ${link.now}, ${link.expiresAt})
    on conflict (user_id, token_type) do update
       set token_hash = excluded.token_hash, email = excluded.email,
           created_at = excluded.created_at, expires_at = excluded.expires_at
     where local_auth.one_time_tokens.created_at <= ${notBefore}
    returning id`;
  return rows.length ? token : null;
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
