-- Reminders (docs/reminders.md#scheduling): the weekly email (and, as one more producer,
-- the daily SMS) go through an outbox, so that every reminder is sent exactly once even
-- with two senders and a sender killed midway.
--
-- The flow: app.enqueue_due_reminders(now) — run every minute by pg_cron on Supabase and
-- by the local stack's scheduler — inserts one row per (organisation, person, channel,
-- period) that is due, `on conflict do nothing`, so any number of callers enqueue each
-- reminder once. The send-reminders function then claims due rows (`for update skip
-- locked`, a lease in claimed_until), writes status 'sending' and commits BEFORE talking
-- to the mail server, and writes 'sent' after (_shared/reminders/send-due.ts explains the
-- exactly-once argument and its residual window). Content is rendered at send time.

create table app.reminder_runs (
  id bigint generated always as identity primary key,
  org_id bigint not null references app.organizations (id) on delete cascade,
  channel text not null check (channel in ('email', 'sms')),
  -- The period the run covers: an ISO week ('2026-W48') for the weekly email, a date
  -- ('2026-11-23') for the daily SMS.
  period text not null check (period ~ '^\d{4}-(W\d{2}|\d{2}-\d{2})$'),
  started_at timestamptz not null default now(),
  -- Set when the run's last reminder is sent, skipped or failed.
  finished_at timestamptz,
  enqueued integer not null default 0 check (enqueued >= 0),
  sent integer not null default 0 check (sent >= 0),
  -- Nothing due and nothing late: no message.
  skipped integer not null default 0 check (skipped >= 0),
  failed integer not null default 0 check (failed >= 0),
  unique (org_id, id),
  -- One run per organisation, channel and period, whoever enqueues it.
  unique (org_id, channel, period)
);
create index reminder_runs_last_idx on app.reminder_runs (org_id, started_at desc);
alter table app.reminder_runs enable row level security;

create table app.reminder_outbox (
  id bigint generated always as identity primary key,
  org_id bigint not null references app.organizations (id) on delete cascade,
  run_id bigint not null,
  person_id bigint not null,
  channel text not null check (channel in ('email', 'sms')),
  period text not null check (period ~ '^\d{4}-(W\d{2}|\d{2}-\d{2})$'),
  status text not null default 'queued'
    check (status in ('queued', 'sending', 'sent', 'skipped', 'failed')),
  -- Claims so far (a claim is an attempt, whether or not its sender lived to report).
  attempts integer not null default 0 check (attempts >= 0),
  next_attempt_at timestamptz not null default now(),
  -- The lease of the sender holding the row in 'sending'; expired = that sender died.
  claimed_by text,
  claimed_until timestamptz,
  last_error text,
  -- What was sent (recipient, subject, the provider's message id), for operators.
  payload jsonb,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  sent_at timestamptz,
  unique (org_id, id),
  unique (org_id, person_id, channel, period),
  check ((status = 'sending') = (claimed_until is not null)),
  foreign key (org_id, run_id) references app.reminder_runs (org_id, id) on delete cascade,
  foreign key (org_id, person_id) references app.people (org_id, id) on delete cascade
);
-- The senders' claim: due rows only, oldest first.
create index reminder_outbox_due_idx on app.reminder_outbox (next_attempt_at)
  where status = 'queued';
create index reminder_outbox_lease_idx on app.reminder_outbox (claimed_until)
  where status = 'sending';
create index reminder_outbox_run_idx on app.reminder_outbox (org_id, run_id, status);
create index reminder_outbox_person_idx on app.reminder_outbox (org_id, person_id);
alter table app.reminder_outbox enable row level security;

create trigger reminder_outbox_set_updated_at before update on app.reminder_outbox
  for each row execute function app.set_updated_at();

-- One-click unsubscribe (RFC 8058): one token per sent mail, 256 random bits of which
-- only the SHA-256 (hex) is stored. It names one person of one organisation and serves
-- one purpose; it is spent when used, so a replayed link changes nothing (in particular
-- it cannot turn reminders off again after the person turned them back on).
create table app.reminder_tokens (
  token_hash text primary key check (token_hash ~ '^[0-9a-f]{64}$'),
  org_id bigint not null references app.organizations (id) on delete cascade,
  person_id bigint not null,
  purpose text not null default 'unsubscribe' check (purpose = 'unsubscribe'),
  created_at timestamptz not null default now(),
  expires_at timestamptz not null default now() + interval '90 days',
  used_at timestamptz,
  foreign key (org_id, person_id) references app.people (org_id, id) on delete cascade
);
create index reminder_tokens_person_idx on app.reminder_tokens (org_id, person_id);
create index reminder_tokens_expires_idx on app.reminder_tokens (expires_at);
alter table app.reminder_tokens enable row level security;

-- Who touches these rows:
-- - the sender runs on the database owner's connection across organisations (claiming
--   must see every organisation's due rows), so it needs no policy;
-- - Admins read their organisation's runs and outbox (/settings: last runs, failures) and
--   may update them (to re-queue a failed reminder); nobody else signed in sees them;
-- - the system actor of an organisation (scheduled jobs) may write them there;
-- - a person sees and may spend only their own unsubscribe tokens (hashes: useless to
--   read); the link itself works without a session through the functions below.
grant select, insert, update, delete on app.reminder_runs, app.reminder_outbox, app.reminder_tokens
  to authenticated, service_role;

create policy reminder_runs_select_admin on app.reminder_runs
  for select to authenticated
  using (org_id = (select app.current_org_id()) and (select app.current_user_type()) = 'Admin');
create policy reminder_runs_insert_system on app.reminder_runs
  for insert to authenticated
  with check (org_id = (select app.current_org_id()) and (select app.current_user_type()) = 'System');
create policy reminder_runs_update_admin on app.reminder_runs
  for update to authenticated
  using (org_id = (select app.current_org_id()) and (select app.current_user_type()) in ('Admin', 'System'))
  with check (org_id = (select app.current_org_id()) and (select app.current_user_type()) in ('Admin', 'System'));
create policy reminder_runs_delete_system on app.reminder_runs
  for delete to authenticated
  using (org_id = (select app.current_org_id()) and (select app.current_user_type()) = 'System');

create policy reminder_outbox_select_admin on app.reminder_outbox
  for select to authenticated
  using (org_id = (select app.current_org_id()) and (select app.current_user_type()) = 'Admin');
create policy reminder_outbox_insert_system on app.reminder_outbox
  for insert to authenticated
  with check (org_id = (select app.current_org_id()) and (select app.current_user_type()) = 'System');
create policy reminder_outbox_update_admin on app.reminder_outbox
  for update to authenticated
  using (org_id = (select app.current_org_id()) and (select app.current_user_type()) in ('Admin', 'System'))
  with check (org_id = (select app.current_org_id()) and (select app.current_user_type()) in ('Admin', 'System'));
create policy reminder_outbox_delete_system on app.reminder_outbox
  for delete to authenticated
  using (org_id = (select app.current_org_id()) and (select app.current_user_type()) = 'System');

create policy reminder_tokens_select_own on app.reminder_tokens
  for select to authenticated
  using (org_id = (select app.current_org_id()) and person_id = (select app.current_person_id()));
create policy reminder_tokens_insert_system on app.reminder_tokens
  for insert to authenticated
  with check (org_id = (select app.current_org_id()) and (select app.current_user_type()) = 'System');
create policy reminder_tokens_update_own on app.reminder_tokens
  for update to authenticated
  using (org_id = (select app.current_org_id()) and person_id = (select app.current_person_id()))
  with check (org_id = (select app.current_org_id()) and person_id = (select app.current_person_id()));
create policy reminder_tokens_delete_system on app.reminder_tokens
  for delete to authenticated
  using (org_id = (select app.current_org_id()) and (select app.current_user_type()) = 'System');

-- The wall-clock time of instant p_at at a fixed UTC offset (GMT±hh:mm). The one place
-- of that rule in SQL: app.org_today (20260105000000_sql_hygiene.sql) is redefined
-- below on top of it, the TypeScript twin is todayInOffset.
create function app.local_time(p_timezone text, p_at timestamptz)
returns timestamp
language sql immutable set search_path = ''
as $$
  select (p_at at time zone 'UTC')
         + (case when substr(p_timezone, 4, 1) = '-' then -1 else 1 end)
           * (substr(p_timezone, 5, 2)::int * 60 + substr(p_timezone, 8, 2)::int)
           * interval '1 minute'
$$;
comment on function app.local_time(text, timestamptz) is
  'The wall-clock time of instant p_at at the fixed UTC offset p_timezone (GMT+hh:mm / GMT-hh:mm, as app.settings stores it).';

create or replace function app.org_today(p_org_id bigint, p_at timestamptz default pg_catalog.now())
returns date
language sql stable set search_path = ''
as $$
  select app.local_time(
    coalesce((select s.timezone from app.settings s where s.org_id = p_org_id), 'GMT+00:00'),
    p_at)::date
$$;

-- One period of one channel in one organisation: its run row (once) and one outbox row
-- per person the channel reaches (once each), counted on the run. Returns the rows added.
create function app.enqueue_reminder_period(
  p_org_id bigint, p_channel text, p_period text, p_now timestamptz)
returns integer
language plpgsql volatile security definer set search_path = ''
as $$
declare
  v_run bigint;
  v_rows integer;
begin
  insert into app.reminder_runs (org_id, channel, period, started_at)
  values (p_org_id, p_channel, p_period, p_now)
  on conflict (org_id, channel, period) do nothing;
  select r.id into v_run from app.reminder_runs r
  where r.org_id = p_org_id and r.channel = p_channel and r.period = p_period;

  -- Email: people who receive weekly reminders and have an address. SMS: people with a
  -- mobile number (app.people.mobile, added by 20260110000100_people_mobile.sql;
  -- PL/pgSQL resolves it when the function runs). Whether there is anything to say is
  -- decided when it is sent: nothing → skipped, no message.
  insert into app.reminder_outbox (org_id, run_id, person_id, channel, period, next_attempt_at)
  select p.org_id, v_run, p.id, p_channel, p_period, p_now
  from app.people p
  where p.org_id = p_org_id
    and p.is_auth_enabled
    and case p_channel
          when 'email' then p.receive_weekly_reminders and p.email is not null
          else p.mobile is not null
        end
  on conflict (org_id, person_id, channel, period) do nothing;
  get diagnostics v_rows = row_count;

  if v_rows > 0 then
    update app.reminder_runs r set enqueued = r.enqueued + v_rows, finished_at = null
    where r.id = v_run;
  end if;
  return v_rows;
end
$$;
comment on function app.enqueue_reminder_period(bigint, text, text, timestamptz) is
  'Enqueues one period (ISO week for email, day for SMS) of one channel in one organisation: the run row and one outbox row per person reached, each once. Returns the rows added.';
revoke execute on function app.enqueue_reminder_period(bigint, text, text, timestamptz) from public;

create function app.enqueue_due_reminders(p_now timestamptz default pg_catalog.now())
returns integer
language sql volatile security definer set search_path = ''
as $$
  select coalesce(sum(n), 0)::integer from (
    -- The weekly email: from Monday 07:00 local time, and for a day after it: a scheduler
    -- that was down at 07:00 catches up, but a run is never started late in the week.
    select app.enqueue_reminder_period(
             s.org_id, 'email', to_char(w.monday, 'IYYY-"W"IW'), p_now) as n
    from app.settings s
    cross join lateral (select app.local_time(s.timezone, p_now) as local_time) l
    cross join lateral (
      select (l.local_time::date - (extract(isodow from l.local_time)::int - 1)) as monday
    ) w
    where s.send_weekly_reminders_via_email
      and l.local_time >= w.monday + time '07:00'
      and l.local_time < w.monday + time '07:00' + interval '1 day'
    union all
    -- The daily SMS about late tasks (docs/reminders.md#daily-sms): from 08:00 local time
    -- until the end of that day.
    select app.enqueue_reminder_period(
             s.org_id, 'sms', to_char(l.local_time::date, 'YYYY-MM-DD'), p_now)
    from app.settings s
    cross join lateral (select app.local_time(s.timezone, p_now) as local_time) l
    where s.send_daily_reminders_for_late_tasks_via_sms
      and l.local_time >= l.local_time::date + time '08:00'
  ) periods
$$;
comment on function app.enqueue_due_reminders(timestamptz) is
  'Enqueues the reminders due at p_now (default now): for every organisation sending weekly email whose local time is between Monday 07:00 and Tuesday 07:00, one outbox row per enabled person with an email who receives weekly reminders; for every organisation sending the daily SMS whose local time is past 08:00, one row per enabled person with a mobile number for that day. Idempotent (on conflict do nothing): safe from any number of schedulers. Returns how many rows it added.';
revoke execute on function app.enqueue_due_reminders(timestamptz) from public;
grant execute on function app.enqueue_due_reminders(timestamptz) to service_role;

-- The unsubscribe page (no session) shows whom a link concerns before asking to confirm.
-- Safe for anon for the same reason as app.calendar_feed_owner: it answers only for the
-- exact hash of a live token, which only the mail's recipient has.
create function app.unsubscribe_subject(p_token_hash text)
returns table (org_name text, person_name text, email text, is_subscribed boolean)
language sql stable security definer set search_path = ''
as $$
  select o.name, p.name, p.email, p.receive_weekly_reminders
  from app.reminder_tokens t
  join app.organizations o on o.id = t.org_id
  join app.people p on p.org_id = t.org_id and p.id = t.person_id
  where t.token_hash = p_token_hash
    and t.purpose = 'unsubscribe'
    and t.used_at is null
    and t.expires_at > pg_catalog.now()
$$;
comment on function app.unsubscribe_subject(text) is
  'Whom a live unsubscribe token (by its SHA-256 hex) concerns: organisation name, person name, email and whether they receive weekly reminders; no row for an unknown, spent or expired token.';
revoke execute on function app.unsubscribe_subject(text) from public;
grant execute on function app.unsubscribe_subject(text) to anon, service_role;

-- One-click unsubscribe: spends the token and turns the person's weekly reminders off, in
-- one statement; nothing else can be done with a token.
create function app.unsubscribe_by_token(p_token_hash text)
returns boolean
language sql volatile security definer set search_path = ''
as $$
  with spent as (
    update app.reminder_tokens t set used_at = pg_catalog.now()
    where t.token_hash = p_token_hash
      and t.purpose = 'unsubscribe'
      and t.used_at is null
      and t.expires_at > pg_catalog.now()
    returning t.org_id, t.person_id
  ), changed as (
    update app.people p set receive_weekly_reminders = false
    from spent s
    where p.org_id = s.org_id and p.id = s.person_id
    returning p.id
  )
  select exists (select from spent)
$$;
comment on function app.unsubscribe_by_token(text) is
  'Spends a live unsubscribe token (by its SHA-256 hex) and turns its person''s weekly reminders off. True when the token was live; a spent, expired or unknown token changes nothing.';
revoke execute on function app.unsubscribe_by_token(text) from public;
grant execute on function app.unsubscribe_by_token(text) to anon, service_role;

-- On Supabase, pg_cron enqueues every minute and, where pg_net is installed too, asks the
-- send-reminders function to send what is due (POST with the run secret). The function's
-- address and secret are read from Vault when the job runs, so no secret is written here:
--   select vault.create_secret('https://<project>.supabase.co/functions/v1/send-reminders', 'send_reminders_url');
--   select vault.create_secret('<the function secret REMINDERS_SECRET>', 'reminders_secret');
-- Where pg_cron is not installed (the local stack, plain PostgreSQL) all this is skipped
-- and the local stack's scheduler runs the same entry point and the same sender.
do $$
begin
  if exists (select from pg_catalog.pg_extension where extname = 'pg_cron') then
    perform cron.schedule('enqueue-due-reminders', '* * * * *',
                          'select app.enqueue_due_reminders(now())');
    if exists (select from pg_catalog.pg_extension where extname = 'pg_net') then
      perform cron.schedule('send-due-reminders', '* * * * *', $job$
        select net.http_post(
          url := (select decrypted_secret from vault.decrypted_secrets where name = 'send_reminders_url'),
          headers := jsonb_build_object(
            'content-type', 'application/json',
            'authorization', 'Bearer ' || (select decrypted_secret from vault.decrypted_secrets
                                            where name = 'reminders_secret')),
          body := '{}'::jsonb)
        where exists (select from vault.decrypted_secrets where name = 'send_reminders_url')
      $job$);
    end if;
  end if;
end
$$;
