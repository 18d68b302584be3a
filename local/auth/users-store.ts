import type postgres from "postgres";
import type { AuthUserRow } from "./token-shapes.ts";

type Db = postgres.Sql | postgres.TransactionSql;

const COLUMNS =
  "id, email, email_confirmed_at, last_sign_in_at, raw_app_meta_data, raw_user_meta_data, created_at, updated_at";

/** Emails are compared case-insensitively, as the unique index on auth.users does. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function findUserByEmail(db: Db, email: string) {
  const rows = await db.unsafe<(AuthUserRow & { encrypted_password: string | null })[]>(
    `select ${COLUMNS}, encrypted_password from auth.users where lower(email) = $1`,
    [normalizeEmail(email)],
  );
  return rows.at(0);
}

export async function findUserById(db: Db, id: string) {
  const rows = await db.unsafe<AuthUserRow[]>(`select ${COLUMNS} from auth.users where id = $1`, [
    id,
  ]);
  return rows.at(0);
}

/** An email user: confirmed at once (autoconfirm) or once the mailed link is used. */
export async function insertUser(db: Db, user: {
  email: string;
  passwordHash: string;
  userMetadata: Record<string, unknown>;
  confirmed: boolean;
}): Promise<AuthUserRow | undefined> {
  const rows = await db<AuthUserRow[]>`
    insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
       raw_app_meta_data, raw_user_meta_data, created_at, updated_at, is_anonymous)
    values ('00000000-0000-0000-0000-000000000000', gen_random_uuid(), 'authenticated', 'authenticated',
       ${normalizeEmail(user.email)}, ${user.passwordHash},
       case when ${user.confirmed}::boolean then now() end,
       ${db.json({ provider: "email", providers: ["email"] })}, ${
    db.json(user.userMetadata as postgres.JSONValue)
  },
       now(), now(), false)
    on conflict do nothing
    returning ${db.unsafe(COLUMNS)}`;
  return rows.at(0);
}

export async function touchLastSignIn(db: Db, id: string) {
  await db`update auth.users set last_sign_in_at = now() where id = ${id}`;
}

export async function updateUser(db: Db, id: string, change: {
  passwordHash?: string;
  userMetadata?: Record<string, unknown>;
}): Promise<AuthUserRow | undefined> {
  const metadata = change.userMetadata ? db.json(change.userMetadata as postgres.JSONValue) : null;
  const rows = await db<AuthUserRow[]>`
    update auth.users set
       encrypted_password = coalesce(${change.passwordHash ?? null}, encrypted_password),
       raw_user_meta_data = case when ${metadata}::jsonb is null then raw_user_meta_data
                                 else coalesce(raw_user_meta_data, '{}'::jsonb) || ${metadata}::jsonb end,
       updated_at = now()
     where id = ${id} returning ${db.unsafe(COLUMNS)}`;
  return rows.at(0);
}

export async function deleteUser(db: Db, id: string): Promise<void> {
  await db`delete from auth.users where id = ${id}`;
}

/** An account made by an invitation: no password and unconfirmed until its link is used. */
export async function insertInvitedUser(
  db: Db,
  email: string,
  userMetadata: Record<string, unknown>,
): Promise<AuthUserRow | undefined> {
  const rows = await db<AuthUserRow[]>`
    insert into auth.users (instance_id, id, aud, role, email, invited_at,
       raw_app_meta_data, raw_user_meta_data, created_at, updated_at, is_anonymous)
    values ('00000000-0000-0000-0000-000000000000', gen_random_uuid(), 'authenticated', 'authenticated',
       ${normalizeEmail(email)}, now(),
       ${db.json({ provider: "email", providers: ["email"] })}, ${
    db.json(userMetadata as postgres.JSONValue)
  }, now(), now(), false)
    on conflict do nothing
    returning ${db.unsafe(COLUMNS)}`;
  return rows.at(0);
}

export async function markInvited(db: Db, id: string): Promise<void> {
  await db`update auth.users set invited_at = now(), updated_at = now() where id = ${id}`;
}
