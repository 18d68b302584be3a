import type postgres from "postgres";

/*
 * The one rule for an address proven for the first time. Anyone may sign up with any
 * address and choose its password without reading its mail; until a mailed link is used
 * (or a provider vouches for the address) that password and anything signed in with it
 * are an unproven claim. Proving the mailbox shows who owns the address, not who chose
 * the password, so a first proof drops the password and ends every session (their refresh
 * tokens go with them). The person holding the proof is then signed in afresh and sets
 * the password. Sign-up confirmations, invitations, reset links and provider sign-in all
 * come through here.
 *
 * Supabase Auth keeps the first password when a sign-up is confirmed; that lets whoever
 * signed up first sign in as the owner afterwards, so this stack does not follow it here.
 */

type Tx = postgres.TransactionSql;

/**
 * Confirms the account's email. When it was not confirmed before, also clears the password
 * and deletes every session of the account, in the caller's transaction. Answers whether
 * this was the first proof; undefined when there is no such account.
 */
export async function proveMailbox(
  tx: Tx,
  userId: string,
): Promise<{ firstProof: boolean } | undefined> {
  const [account] = await tx<{ confirmed: boolean }[]>`
    select email_confirmed_at is not null as confirmed from auth.users
     where id = ${userId} for update`;
  if (!account) return undefined;
  if (account.confirmed) return { firstProof: false };
  await tx`
    update auth.users set email_confirmed_at = now(), encrypted_password = null, updated_at = now()
     where id = ${userId}`;
  await tx`delete from auth.sessions where user_id = ${userId}`;
  return { firstProof: true };
}
