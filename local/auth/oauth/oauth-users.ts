import type postgres from "postgres";
import { proveMailbox } from "../mailbox-proof.ts";
import type { AuthUserRow } from "../token-shapes.ts";
import { findUserById, normalizeEmail } from "../users-store.ts";

interface ExistingUser {
  id: string;
  email_confirmed_at: Date | null;
  raw_app_meta_data: Record<string, unknown> | null;
}

/**
 * The auth.users account of an email a provider has verified, created when there is none
 * (app_metadata `{provider, providers: [provider]}`, as Supabase Auth writes it). An
 * existing account of that email gets the provider added to its `providers`: Supabase
 * Auth links identities with the same verified email the same way.
 *
 * An existing account whose email was never confirmed is someone's unproven claim on the
 * address (a sign-up waiting for its confirmation mail). The provider has now proven who
 * owns it: proveMailbox confirms it and drops the password and sessions of whoever signed
 * up, so they cannot take over the owner's account.
 */
export async function findOrCreateOAuthUser(sql: postgres.Sql, input: {
  email: string;
  provider: string;
  userMetadata: Record<string, unknown>;
}): Promise<AuthUserRow> {
  const email = normalizeEmail(input.email);
  const metadata = sql.json(input.userMetadata as postgres.JSONValue);
  const id = await sql.begin(async (tx) => {
    // Two callbacks of one email at once: the unique index makes one insert win, the
    // other then finds that row.
    for (let attempt = 0; attempt < 2; attempt++) {
      const [existing] = await tx<ExistingUser[]>`
        select id, email_confirmed_at, raw_app_meta_data from auth.users
         where lower(email) = ${email} for update`;
      if (existing) {
        await linkProvider(tx, existing, input.provider, metadata);
        return existing.id;
      }
      const [created] = await tx<{ id: string }[]>`
        insert into auth.users (instance_id, id, aud, role, email, encrypted_password,
           email_confirmed_at, raw_app_meta_data, raw_user_meta_data, created_at, updated_at,
           is_anonymous)
        values ('00000000-0000-0000-0000-000000000000', gen_random_uuid(), 'authenticated',
           'authenticated', ${email}, null, now(),
           ${tx.json({ provider: input.provider, providers: [input.provider] })}, ${metadata},
           now(), now(), false)
        on conflict do nothing
        returning id`;
      if (created) return created.id;
    }
    throw new Error(`could not find or create the account of ${email}`);
  });
  const user = await findUserById(sql, id as string);
  if (!user) throw new Error(`account ${id} vanished after sign-in`);
  return user;
}

async function linkProvider(
  tx: postgres.TransactionSql,
  user: ExistingUser,
  provider: string,
  metadata: postgres.Parameter,
) {
  const app = user.raw_app_meta_data ?? {};
  const first = typeof app.provider === "string" ? app.provider : "email";
  const known = Array.isArray(app.providers) ? app.providers.map(String) : [first];
  const unconfirmed = user.email_confirmed_at === null;
  // An unconfirmed sign-up loses its password below, so only the provider remains.
  const providers = unconfirmed
    ? [provider]
    : known.includes(provider)
    ? known
    : [...known, provider];
  await tx`
    update auth.users set
       raw_app_meta_data = coalesce(raw_app_meta_data, '{}'::jsonb)
         || ${tx.json({ provider: unconfirmed ? provider : first, providers })},
       -- The account's own metadata wins; the provider's fills what is missing.
       raw_user_meta_data = ${metadata}::jsonb || coalesce(raw_user_meta_data, '{}'::jsonb),
       updated_at = now()
     where id = ${user.id}`;
  await proveMailbox(tx, user.id);
}
