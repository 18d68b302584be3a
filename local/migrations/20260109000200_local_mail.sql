-- The local stack's mailbox: with no SMTP_URL, every email (and every SMS) is kept here
-- instead of being sent, and listed at /mailbox.
-- Only the local stack applies local/migrations: Supabase never has this table, and a
-- function there sends through SMTP instead.

create schema if not exists local_mail;
revoke all on schema local_mail from public;

create table if not exists local_mail.messages (
  id bigint generated always as identity primary key,
  channel text not null default 'email' check (channel in ('email', 'sms')),
  sender text not null,
  -- An email address, or an E.164 number for SMS.
  recipient text not null,
  -- Empty for SMS.
  subject text not null default '',
  text_body text not null,
  -- Null for SMS, which has no HTML part.
  html_body text,
  headers jsonb not null default '{}'::jsonb,
  created_at timestamptz not null default now(),
  check ((channel = 'sms') = (html_body is null))
);
-- Tests and people look up the latest mail of one address.
create index if not exists messages_recipient_idx on local_mail.messages (lower(recipient), id desc);
comment on table local_mail.messages is
  'Messages the local stack kept instead of sending (no SMTP_URL), newest last; shown at /mailbox.';
