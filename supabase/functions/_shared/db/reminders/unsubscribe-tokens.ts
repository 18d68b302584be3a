/**
 * Unsubscribe tokens (app.reminder_tokens): stored as SHA-256 hex only. The person they
 * name is looked up and unsubscribed as `anon` through two security-definer functions
 * (the link's caller has no session); nothing else can be done with a token.
 */
import type { Sql } from "../client.ts";

export interface UnsubscribeSubject {
  orgName: string;
  personName: string;
  email: string | null;
  isSubscribed: boolean;
}

/** Stores a new token's hash for one person of one organisation (the sender's connection). */
export async function storeUnsubscribeToken(
  sql: Sql,
  orgId: number,
  personId: number,
  tokenHash: string,
): Promise<void> {
  await sql`insert into app.reminder_tokens (token_hash, org_id, person_id)
            values (${tokenHash}, ${orgId}, ${personId})`;
}

async function asAnon<T>(sql: Sql, fn: (tx: Sql) => Promise<T>): Promise<T> {
  return await sql.begin(async (tx) => {
    await tx`set local role anon`;
    return await fn(tx as unknown as Sql);
  }) as T;
}

/** Whom a live token concerns, or null (unknown, spent or expired). */
export async function findUnsubscribeSubject(
  sql: Sql,
  tokenHash: string,
): Promise<UnsubscribeSubject | null> {
  return await asAnon(sql, async (tx) => {
    const [row] = await tx`select * from app.unsubscribe_subject(${tokenHash})`;
    return row
      ? {
        orgName: row.org_name,
        personName: row.person_name,
        email: row.email,
        isSubscribed: row.is_subscribed,
      }
      : null;
  });
}

/** Spends the token and turns its person's weekly reminders off; false when it was not live. */
export async function unsubscribeByToken(sql: Sql, tokenHash: string): Promise<boolean> {
  return await asAnon(sql, async (tx) => {
    // The audit trail names what turned the reminders off (app.actor).
    await tx`select set_config('app.actor', 'unsubscribe link', true)`;
    const [row] = await tx`select app.unsubscribe_by_token(${tokenHash}) as done`;
    return row.done === true;
  });
}
