-- Mails the local auth server sends on anyone's request (sign-up confirmations, password
-- resets, resent confirmations), counted per client address and for the whole stack per
-- window, as Supabase Auth's rate_limit.email_sent. In the database, so that every stack
-- process sharing it counts the same mails. Rows older than the window are deleted as
-- new ones are admitted.
create table if not exists local_auth.mail_sends (
  id bigint generated always as identity primary key,
  address text not null,
  kind text not null check (kind in ('signup', 'recovery')),
  sent_at timestamptz not null
);
create index if not exists mail_sends_sent_idx on local_auth.mail_sends (sent_at);
create index if not exists mail_sends_address_idx on local_auth.mail_sends (address, sent_at);
comment on table local_auth.mail_sends is
  'Auth mails sent (or being sent) on request, to limit them per client address and per stack.';
