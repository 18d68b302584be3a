-- Sessions of the sign-in service, as Supabase keeps them in auth.sessions. Created only
-- where absent: on Supabase the auth service owns this table (with more columns), and the
-- local stack's auth (local/auth) keeps its sessions here too, so the API checks that a
-- token's session is still live with one query on every platform (sign-out, refresh-token
-- reuse and a password change delete the row; `not_after` ends it at a time).
do $$
begin
  if to_regclass('auth.sessions') is null then
    create table auth.sessions (
      id uuid primary key,
      user_id uuid not null references auth.users (id) on delete cascade,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      refreshed_at timestamp,
      not_after timestamptz,
      user_agent text,
      ip text
    );
    create index sessions_user_id_idx on auth.sessions (user_id);
    -- No grants: only security-definer request helpers and the auth service read it.
    revoke all on auth.sessions from public, anon, authenticated;
  end if;
end
$$;
