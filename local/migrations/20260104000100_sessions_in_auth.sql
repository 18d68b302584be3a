-- The local stack's sessions move to auth.sessions (created where absent by
-- supabase/migrations/20260104000000_auth_sessions.sql), where Supabase keeps them: the
-- API then checks that a token's session is live with one query on either platform.
-- Existing sessions and their refresh tokens carry over, so nobody is signed out.

insert into auth.sessions (id, user_id, created_at, updated_at, refreshed_at, user_agent, ip)
select id, user_id, created_at, coalesce(refreshed_at, created_at),
       refreshed_at at time zone 'utc', user_agent, ip
  from local_auth.sessions
on conflict (id) do nothing;

-- Refresh tokens end with their session, now the row in auth.sessions.
alter table local_auth.refresh_tokens drop constraint refresh_tokens_session_id_fkey;
alter table local_auth.refresh_tokens
  add constraint refresh_tokens_session_id_fkey
  foreign key (session_id) references auth.sessions (id) on delete cascade;

drop table local_auth.sessions;
