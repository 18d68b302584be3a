-- Private calendar feeds (docs/organisations.md#calendar-feed): each person may publish
-- their own tasks as an iCalendar URL (/functions/v1/calendar/<org prefix>/<token>.ics) to
-- subscribe to from Outlook, Google Calendar or Apple Calendar. The URL's token is 32
-- random bytes; only its SHA-256 (hex) is stored, so neither a database reader nor a backup
-- can rebuild a working URL. Resetting the feed replaces the hash: the old URL stops
-- working at once.

create table app.calendar_feeds (
  org_id bigint not null references app.organizations (id) on delete cascade,
  -- One feed per person and organisation; it goes with the person.
  person_id bigint not null,
  token_hash text not null unique check (token_hash ~ '^[0-9a-f]{64}$'),
  created_at timestamptz not null default now(),
  primary key (org_id, person_id),
  foreign key (org_id, person_id) references app.people (org_id, id) on delete cascade
);
alter table app.calendar_feeds enable row level security;
grant select, insert, update, delete on app.calendar_feeds to authenticated, service_role;

-- A feed is its person's alone: not even an Admin reads or resets another person's feed
-- (the hash is no use to them, but a feed is a private subscription). The system actor
-- is no person, so it has none.
create policy calendar_feeds_select_own on app.calendar_feeds
  for select to authenticated
  using (org_id = (select app.current_org_id()) and person_id = (select app.current_person_id()));
create policy calendar_feeds_insert_own on app.calendar_feeds
  for insert to authenticated
  with check (org_id = (select app.current_org_id()) and person_id = (select app.current_person_id()));
create policy calendar_feeds_update_own on app.calendar_feeds
  for update to authenticated
  using (org_id = (select app.current_org_id()) and person_id = (select app.current_person_id()))
  with check (org_id = (select app.current_org_id()) and person_id = (select app.current_person_id()));
create policy calendar_feeds_delete_own on app.calendar_feeds
  for delete to authenticated
  using (org_id = (select app.current_org_id()) and person_id = (select app.current_person_id()));

-- The feed is fetched by calendar clients, which carry no session: the calendar function
-- finds whose feed a token is by its hash, as `anon` (read only), then reads that
-- person's tasks as the system actor of their organisation
-- (_shared/commands/calendar/feed-by-token.ts).
--
-- Why this is safe to give `anon`: it answers only for an exact hash of a stored token,
-- and finding a hash that matches means knowing the token (256 random bits) or reading
-- app.calendar_feeds, which anon cannot; it answers nothing secret (ids and the prefix,
-- which is in the URL anyway), reveals no other row and writes nothing. A person whose
-- sign-in was turned off has no feed until it is turned on again. `authenticated`
-- (a signed-in person) does not need it: they read their own row through the policies.
create function app.calendar_feed_owner(p_token_hash text)
returns table (org_id bigint, org_prefix text, person_id bigint)
language sql stable security definer set search_path = ''
as $$
  select f.org_id, o.prefix, f.person_id
  from app.calendar_feeds f
  join app.organizations o on o.id = f.org_id
  join app.people p on p.org_id = f.org_id and p.id = f.person_id
  where f.token_hash = p_token_hash
    and p.is_auth_enabled
$$;
comment on function app.calendar_feed_owner(text) is
  'Whose calendar feed a token is, by the SHA-256 hex of the token: (org_id, org_prefix, person_id) of an enabled person, or no row. For the calendar function, which has no session (anon).';
revoke execute on function app.calendar_feed_owner(text) from public;
grant execute on function app.calendar_feed_owner(text) to anon;
