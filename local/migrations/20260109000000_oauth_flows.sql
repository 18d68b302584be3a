-- Sign-in with an OpenID Connect provider (Google, Microsoft) on the local stack's auth.
-- Everything a sign-in carries from /authorize to /callback to /token?grant_type=pkce is
-- kept here rather than in a process's memory, so any of several stack processes may
-- answer any step.

create table if not exists local_auth.oauth_flows (
  id uuid primary key,
  provider text not null,
  -- SHA-256 of the `state` sent to the provider; cleared when the callback uses it, so
  -- a state works once.
  state_hash text unique,
  -- The ID token must carry this nonce (binds it to this flow).
  nonce text not null,
  -- Our PKCE verifier towards the provider (the provider's code is useless without it).
  provider_code_verifier text not null,
  -- supabase-js's PKCE challenge: only its verifier can exchange the auth code.
  code_challenge text not null,
  code_challenge_method text not null check (code_challenge_method in ('s256', 'plain')),
  -- The callback address sent to the provider; its token request must repeat it exactly,
  -- whichever process (or address) the provider's redirect reaches.
  provider_redirect_uri text not null,
  redirect_to text not null,
  -- Who started it: one address may hold only so many open flows (MAX_OPEN_FLOWS).
  client_address text not null,
  created_at timestamptz not null default now(),
  -- Set by the callback once the provider vouched for the identity.
  auth_code_hash text unique,
  user_id uuid references auth.users (id) on delete cascade,
  authenticated_at timestamptz
);
create index if not exists oauth_flows_created_idx on local_auth.oauth_flows (created_at);
create index if not exists oauth_flows_address_idx on local_auth.oauth_flows (client_address, created_at);
comment on table local_auth.oauth_flows is
  'OAuth sign-ins in progress: state, nonce and PKCE of /authorize, then the single-use auth code of /callback; short-lived.';

-- The method a session was signed in with. The token's app_metadata.provider is the
-- method of its session, so an organisation that turns Google off refuses a Google
-- session of an account that also has a password, and the other way round.
create table if not exists local_auth.session_methods (
  session_id uuid primary key references auth.sessions (id) on delete cascade,
  provider text not null
);
comment on table local_auth.session_methods is
  'Sign-in method of a session when it is not email and password (google, azure).';
