-- Internal tables of the local stack's implementation of Supabase Auth (local/auth).
-- On Supabase the auth service keeps its own; these exist only where the local stack
-- runs. They live in Postgres, not in memory, so that several local-stack processes
-- behind one load balancer share sessions and sign-in limits.

create schema if not exists local_auth;
revoke all on schema local_auth from public;

create table if not exists local_auth.sessions (
  id uuid primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  created_at timestamptz not null default now(),
  refreshed_at timestamptz,
  user_agent text,
  ip text
);
create index if not exists sessions_user_idx on local_auth.sessions (user_id);
comment on table local_auth.sessions is
  'One row per sign-in; deleting it (sign-out, reuse of a refresh token) ends the session and its refresh tokens.';

create table if not exists local_auth.refresh_tokens (
  id bigint generated always as identity primary key,
  -- SHA-256 of the token: a leaked table does not hand out usable tokens.
  token_hash text not null unique,
  session_id uuid not null references local_auth.sessions (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  -- Set when the token has been exchanged; a second exchange is a reuse.
  used_at timestamptz,
  created_at timestamptz not null default now()
);
create index if not exists refresh_tokens_session_idx on local_auth.refresh_tokens (session_id);
comment on table local_auth.refresh_tokens is
  'Single-use refresh tokens: each exchange marks the token used and issues its successor.';

create table if not exists local_auth.sign_in_attempts (
  id bigint generated always as identity primary key,
  email text not null,
  address text not null,
  succeeded boolean not null,
  attempted_at timestamptz not null default now()
);
create index if not exists sign_in_attempts_email_idx on local_auth.sign_in_attempts (email, attempted_at);
create index if not exists sign_in_attempts_address_idx on local_auth.sign_in_attempts (address, attempted_at);
comment on table local_auth.sign_in_attempts is
  'Password sign-in attempts, counted per email and per client address to throttle guessing.';
