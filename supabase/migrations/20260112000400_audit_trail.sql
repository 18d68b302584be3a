-- The audit trail: who changed what in an organisation, and its security events, kept
-- append-only and tamper-evident.
--
-- Writing. Every change to an organisation's data is recorded IN THE SAME TRANSACTION by
-- generic AFTER statement triggers on the app tables (app.audit_rows_inserted, _updated,
-- _deleted): one set-based INSERT … SELECT over the statement's transition tables, so an
-- import pays one insert per statement, not one trigger call per row. An insert records
-- the new row, a delete the old one, an update only the columns that changed (before →
-- after; updated_at alone is no change); a statement of more than 20 rows is one entry
-- per organisation listing its rows. Security events come from row triggers on the
-- sign-in service's own tables (app.audit_auth_change), so they are recorded the same
-- whether the local stack or Supabase Auth (GoTrue) wrote them: a sign-in is an
-- auth.sessions insert, a session ended its delete, a password set or changed an
-- auth.users encrypted_password change, an invitation auth.users.invited_at, two-factor
-- added or removed an auth.mfa_factors status change or delete, a failed password sign-in
-- a local_auth.sign_in_attempts row settled as failed (the local stack only: Supabase Auth
-- keeps failed sign-ins in its own audit log, auth.audit_log_entries, not in a table a
-- trigger sees). A user's security event is recorded in every organisation where the
-- user is a person.
--
-- Who. The person and session come from the request's claims and tenant
-- (app.current_member, request.jwt.claims.session_id); the system actor and jobs name
-- themselves in the transaction setting app.actor ("system: import cleanup", "import");
-- the client address is the setting app.client_address, which the API sets from the
-- address it already counts requests against. A statement with neither claims nor a
-- label is "database" (the stack's own connection).
-- A security event about an account is recorded in every organisation where it is a
-- person. In the organisation of a member who acts on it (an Admin removing a factor or
-- ending a person's sessions) the entry is that member's, with their session and address;
-- in the account's other organisations it must neither be put down to the person nor tell
-- which member of which other organisation acted, so there it has no person and the actor
-- "another organisation". Otherwise (the person's own request, the sign-in service) it is
-- the person's, with the acting session when the request names one (the local sign-in
-- service sets request.jwt.claims too) rather than the session the event is about (an
-- ended session is the entry's entity_id). The first proof of a mailbox (the password
-- chosen before it is dropped and every session ended) is recorded as email_confirmed and
-- password_removed beside the sessions it ends.
--
-- Tamper evidence. Each organisation's entries form a hash chain: entry n's hash is
-- sha256 over the hash of entry n-1 and entry n's own content. The chain is computed by
-- a sealing job within a minute, not by the writer: see docs/decisions/
-- 001-audit-hash-chain.md for why. Nobody may change or delete an entry (privileges
-- revoked, and a trigger that refuses even the owner), except that sealing fills in the
-- chain columns of an unsealed entry once, and app.apply_audit_retention removes whole
-- prefixes of the chain older than the organisation's retention and records that it did
-- (an entry naming the hash the chain continues from). app.audit_chain_first_break finds
-- the first broken link.

-- ---------------------------------------------------------------------------
-- Settings and table
-- ---------------------------------------------------------------------------
alter table app.settings
  add column audit_retention_days integer not null default 400
    check (audit_retention_days between 30 and 36500);

create table app.audit_entries (
  id bigint generated always as identity primary key,
  -- No foreign key: a per-row check would cost every audited write; an organisation's
  -- removal removes its trail by the trigger app.audit_forget_organization below.
  org_id bigint not null,
  at timestamptz not null default pg_catalog.now(),
  -- Who: the acting person (null for the system actor, the sign-in service or the
  -- database), their name then, their session, and what acted ('person', 'system: …',
  -- 'import', 'auth', 'account <email>', 'database').
  person_id bigint,
  person_name text,
  session_id uuid,
  actor text not null,
  client_address text,
  -- What: the table (or 'session', 'account', 'two_factor'), the row's key, the action.
  entity text not null,
  entity_id text,
  action text not null,
  -- The row before and after (for an update only the columns that changed); for an entry
  -- of a bulk statement the list of its rows. json, not jsonb: a bulk statement's rows are
  -- kept as PostgreSQL writes them out, about three times cheaper than building jsonb.
  before json,
  after json,
  -- The chain, filled in once by app.seal_audit_entries.
  seq bigint,
  prev_hash bytea,
  hash bytea,
  check ((seq is null) = (hash is null) and (seq is null) = (prev_hash is null))
);
-- The newest page of an organisation, and its filters by person and date.
create index audit_entries_org_idx on app.audit_entries (org_id, id desc);
create index audit_entries_person_idx on app.audit_entries (org_id, person_id, id desc);
create index audit_entries_at_idx on app.audit_entries (org_id, at);
-- The chain in order (check, retention, the head the sealer continues from).
create unique index audit_entries_seq_key on app.audit_entries (org_id, seq) where seq is not null;
-- What the sealer has still to chain.
create index audit_entries_unsealed_idx on app.audit_entries (org_id, id) where seq is null;
alter table app.audit_entries enable row level security;
comment on table app.audit_entries is
  'Append-only audit trail per organisation: who (person, session, actor, client address), what (entity, id, action), before → after; hash-chained by app.seal_audit_entries.';

-- Only Admins of the organisation read it; nobody writes it but the triggers (as owner).
revoke all on app.audit_entries from public;
revoke all on app.audit_entries from anon, authenticated, service_role;
grant select on app.audit_entries to authenticated, service_role;
create policy audit_entries_select_admin on app.audit_entries
  for select to authenticated
  using (org_id = (select app.current_org_id()) and (select app.current_user_type()) = 'Admin');
-- One policy per command, as every table has: nobody signed in writes the trail (and
-- the privileges are not granted either).
create policy audit_entries_insert_nobody on app.audit_entries
  for insert to authenticated
  with check (org_id = (select app.current_org_id()) and false);
create policy audit_entries_update_nobody on app.audit_entries
  for update to authenticated
  using (org_id = (select app.current_org_id()) and false)
  with check (org_id = (select app.current_org_id()) and false);
create policy audit_entries_delete_nobody on app.audit_entries
  for delete to authenticated
  using (org_id = (select app.current_org_id()) and false);

-- ---------------------------------------------------------------------------
-- Append-only, for every role including the owner
-- ---------------------------------------------------------------------------
create function app.audit_entries_guard()
returns trigger
language plpgsql set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    -- The chain is the sealer's alone: an insert cannot bring its own.
    new.seq := null;
    new.prev_hash := null;
    new.hash := null;
    return new;
  elsif tg_op = 'UPDATE' then
    -- Sealing: the chain columns of an unsealed entry, once, and nothing else.
    if old.hash is null and new.hash is not null
       and (new.id, new.org_id, new.at, new.person_id, new.person_name, new.session_id,
            new.actor, new.client_address, new.entity, new.entity_id, new.action,
            new.before::text, new.after::text)
           is not distinct from
           (old.id, old.org_id, old.at, old.person_id, old.person_name, old.session_id,
            old.actor, old.client_address, old.entity, old.entity_id, old.action,
            old.before::text, old.after::text) then
      return new;
    end if;
  elsif tg_op = 'DELETE' then
    -- The organisation itself is being removed: its trail goes with it.
    if not exists (select from app.organizations o where o.id = old.org_id) then
      return old;
    end if;
    -- app.apply_audit_retention removing a sealed prefix (it records that it did).
    if old.seq is not null
       and pg_catalog.current_setting('app.audit_retention', true) = old.org_id::text then
      return old;
    end if;
  else
    raise exception 'The audit trail is append-only: it cannot be truncated.'
      using errcode = '42501';
  end if;
  raise exception 'The audit trail is append-only: entries cannot be changed or deleted.'
    using errcode = '42501';
end
$$;
comment on function app.audit_entries_guard() is
  'Keeps app.audit_entries append-only for every role: refuses updates (but sealing an unsealed entry once), deletes (but a retention prefix or the removal of the organisation) and truncate.';
-- An insert reaches the function only when it brings chain columns (the WHEN clause is
-- evaluated without calling it), so ordinary inserts pay nothing for the guard.
create trigger audit_entries_guard_insert before insert on app.audit_entries
  for each row when (new.seq is not null or new.prev_hash is not null or new.hash is not null)
  execute function app.audit_entries_guard();
create trigger audit_entries_guard_rows before update or delete on app.audit_entries
  for each row execute function app.audit_entries_guard();
create trigger audit_entries_guard_truncate before truncate on app.audit_entries
  for each statement execute function app.audit_entries_guard();

-- An organisation's removal removes its trail (the guard lets it: the organisation is
-- gone). A statement trigger, where a foreign key would check every inserted entry.
create function app.audit_forget_organization()
returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  delete from app.audit_entries a where a.org_id in (select d.id from old_rows d);
  return null;
end
$$;
comment on function app.audit_forget_organization() is
  'AFTER DELETE statement trigger on app.organizations: removes the audit trail of the removed organisations.';
create trigger organizations_audit_forget after delete on app.organizations
  referencing old table as old_rows
  for each statement execute function app.audit_forget_organization();

-- ---------------------------------------------------------------------------
-- Who is acting
-- ---------------------------------------------------------------------------
create function app.audit_actor(
  out member_org bigint,
  out person_id bigint,
  out person_name text,
  out session_id uuid,
  out actor text,
  out client_address text)
language plpgsql volatile security definer set search_path = ''
as $$
declare
  v_claims jsonb;
  v_type text;
  -- What the answer depends on; the answer is kept for the rest of the transaction while
  -- they stay the same, since finding the member costs about a millisecond and an import
  -- runs dozens of audited statements per transaction.
  v_inputs text := pg_catalog.concat_ws(pg_catalog.chr(31),
    pg_catalog.current_setting('request.jwt.claims', true),
    pg_catalog.current_setting('app.tenant', true),
    pg_catalog.current_setting('app.actor', true),
    pg_catalog.current_setting('app.client_address', true));
  v_cached jsonb;
begin
  if pg_catalog.current_setting('app.audit_actor_inputs', true) = v_inputs then
    v_cached := nullif(pg_catalog.current_setting('app.audit_actor_value', true), '')::jsonb;
    if v_cached is not null then
      member_org := (v_cached ->> 'member_org')::bigint;
      person_id := (v_cached ->> 'person_id')::bigint;
      person_name := v_cached ->> 'person_name';
      session_id := (v_cached ->> 'session_id')::uuid;
      actor := v_cached ->> 'actor';
      client_address := v_cached ->> 'client_address';
      return;
    end if;
  end if;
  v_claims := coalesce(nullif(pg_catalog.current_setting('request.jwt.claims', true), '')::jsonb,
                       '{}'::jsonb);
  if v_claims ->> 'session_id' ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then
    session_id := (v_claims ->> 'session_id')::uuid;
  end if;
  select m.org_id, m.person_id, m.user_type into member_org, person_id, v_type
  from app.current_member() m;
  if person_id is not null then
    select p.name into person_name from app.people p
    where p.org_id = member_org and p.id = audit_actor.person_id;
  end if;
  actor := coalesce(
    nullif(pg_catalog.current_setting('app.actor', true), ''),
    case
      when person_id is not null then 'person'
      when v_type = 'System' then 'system'
      when v_claims ->> 'sub' is not null
        then 'account ' || coalesce(v_claims ->> 'email', v_claims ->> 'sub')
      else 'database'
    end);
  client_address := nullif(pg_catalog.current_setting('app.client_address', true), '');
  -- Transaction-local: gone at commit or rollback, never seen by the next transaction.
  perform pg_catalog.set_config('app.audit_actor_value', pg_catalog.jsonb_build_object(
    'member_org', member_org, 'person_id', person_id, 'person_name', person_name,
    'session_id', session_id, 'actor', actor, 'client_address', client_address)::text, true);
  perform pg_catalog.set_config('app.audit_actor_inputs', v_inputs, true);
end
$$;
comment on function app.audit_actor() is
  'Who the current statement acts for, for the audit trail: the member''s organisation, person and name, the token''s session, the actor label (app.actor, else person / system / account / database) and the client address (app.client_address).';
revoke execute on function app.audit_actor() from public;

-- The row as the trail keeps it: without its organisation (the entry has it) and with
-- secrets masked.
create function app.audit_clean(p_row jsonb, p_org_col text, p_masked text[])
returns jsonb
language sql immutable set search_path = ''
as $$
  select coalesce(
    (select pg_catalog.jsonb_object_agg(e.key,
              case when e.key = any (p_masked) then '"(hidden)"'::jsonb else e.value end)
     from pg_catalog.jsonb_each(p_row) e
     where e.key <> 'org_id' or p_org_col <> 'org_id'),
    '{}'::jsonb)
$$;
comment on function app.audit_clean(jsonb, text, text[]) is
  'A row as the audit trail keeps it: without org_id (the entry has it) and with the masked columns'' values hidden.';

-- The key of a row as text: its one key column's value, or "col=value,…".
create function app.audit_key(p_row jsonb, p_keys text[])
returns text
language sql immutable set search_path = ''
as $$
  select case when pg_catalog.array_length(p_keys, 1) = 1 then p_row ->> p_keys[1]
    else (select pg_catalog.string_agg(k || '=' || coalesce(p_row ->> k, ''), ',' order by o)
          from pg_catalog.unnest(p_keys) with ordinality u(k, o)) end
$$;
comment on function app.audit_key(jsonb, text[]) is
  'The key of a row as the audit trail names it: the value of its one key column, or col=value pairs.';

-- The action an update is recorded as: the changes an auditor looks for by name. A change
-- of a person's type is named so even when the same update enables them again (updateUser
-- takes an absent isAuthEnabled as true): of the two, the type is what an auditor looks for
-- (who made whom an Admin); the entry's after shows both. Disabling still comes first.
create function app.audit_update_action(p_entity text, p_after jsonb)
returns text
language sql immutable set search_path = ''
as $$
  select case
    when p_entity = 'people' and p_after ? 'is_auth_enabled'
         and not (p_after ->> 'is_auth_enabled')::boolean then 'person_disabled'
    when p_entity = 'people' and p_after ? 'user_type' then 'type_changed'
    when p_entity = 'people' and p_after ? 'is_auth_enabled' then 'person_enabled'
    when p_entity = 'settings' then 'settings_changed'
    else 'update'
  end
$$;
comment on function app.audit_update_action(text, jsonb) is
  'The action an update is recorded as: person_disabled, type_changed, person_enabled, settings_changed, else update.';

-- ---------------------------------------------------------------------------
-- The app tables' trigger
-- ---------------------------------------------------------------------------
-- Arguments: the key columns (comma-separated), the column naming the organisation,
-- columns whose changes alone are no change (progress counters), columns masked.
-- The three AFTER statement triggers of the audited tables, one per event (each names only
-- the transition tables its event has). Arguments: the key columns (comma-separated), the
-- column naming the organisation, columns whose change alone is no change (progress
-- counters), columns whose values are hidden.
--
-- jit off: a bulk statement's trail query is costed high enough for PostgreSQL to compile
-- it, which took longer (about half a second) than running it.
create function app.audit_rows_inserted()
returns trigger
language plpgsql security definer set search_path = '' set jit = off
as $$
declare
  v_keys text[] := pg_catalog.string_to_array(tg_argv[0], ',');
  v_org text := coalesce(tg_argv[1], 'org_id');
  v_masked text[] := pg_catalog.string_to_array(coalesce(tg_argv[3], ''), ',');
  -- The cheap paths, taken by almost every table: one key column, nothing masked, so a
  -- row costs two jsonb operators rather than a function call.
  v_key1 text := case when pg_catalog.array_length(v_keys, 1) = 1 then v_keys[1] end;
  v_drop text := case when v_org = 'org_id' then 'org_id' else '' end;
  v_plain boolean := v_masked = '{}'::text[];
  v_rows bigint;
  v_per_row boolean;
  a record;
begin
  select count(*) into v_rows from new_rows;
  if v_rows = 0 then
    return null;
  end if;
  -- A statement of up to 20 rows (every edit through the API) gets an entry per row. A
  -- bigger one (an import's chunk, a bulk removal) gets one entry per organisation whose
  -- before/after is the list of its rows (entity_id null): an entry per row would make
  -- the trail cost a large part of such a write.
  v_per_row := v_rows <= 20;
  select * into a from app.audit_actor();
  if not v_per_row and v_plain and v_org = 'org_id' then
    -- The rows as PostgreSQL writes them out (json_agg), the cheapest complete record.
    -- Reached only by tables with an org_id column.
    insert into app.audit_entries (org_id, person_id, person_name, session_id, actor,
                                   client_address, entity, action, after)
    select n.org_id,
           case when n.org_id = a.member_org then a.person_id end,
           case when n.org_id = a.member_org then a.person_name end,
           a.session_id, a.actor, a.client_address, tg_table_name, 'insert',
           pg_catalog.json_agg(n)
    from new_rows n
    group by n.org_id;
    return null;
  end if;
  with changed as materialized (
    select (x.j ->> v_org)::bigint as org_id,
           case when v_key1 is not null then x.j ->> v_key1 else app.audit_key(x.j, v_keys) end as k,
           case when v_plain then x.j - v_drop else app.audit_clean(x.j, v_org, v_masked) end as after
    from (select pg_catalog.to_jsonb(n) as j from new_rows n) x
  )
  insert into app.audit_entries (org_id, person_id, person_name, session_id, actor,
                                 client_address, entity, entity_id, action, after)
  select c.org_id,
         case when c.org_id = a.member_org then a.person_id end,
         case when c.org_id = a.member_org then a.person_name end,
         a.session_id, a.actor, a.client_address, tg_table_name, c.k, 'insert', c.after::json
  from changed c
  where v_per_row
  union all
  select c.org_id,
         case when c.org_id = a.member_org then a.person_id end,
         case when c.org_id = a.member_org then a.person_name end,
         a.session_id, a.actor, a.client_address, tg_table_name, null, 'insert',
         pg_catalog.json_agg(c.after)
  from changed c
  where not v_per_row
  group by c.org_id;
  return null;
end
$$;
comment on function app.audit_rows_inserted() is
  'AFTER INSERT statement trigger of the audited app tables: the new rows in app.audit_entries, in the writing transaction (an entry per row for up to 20 rows, else one per organisation listing them).';

create function app.audit_rows_deleted()
returns trigger
language plpgsql security definer set search_path = '' set jit = off
as $$
declare
  v_keys text[] := pg_catalog.string_to_array(tg_argv[0], ',');
  v_org text := coalesce(tg_argv[1], 'org_id');
  v_masked text[] := pg_catalog.string_to_array(coalesce(tg_argv[3], ''), ',');
  -- The cheap paths, taken by almost every table: one key column, nothing masked, so a
  -- row costs two jsonb operators rather than a function call.
  v_key1 text := case when pg_catalog.array_length(v_keys, 1) = 1 then v_keys[1] end;
  v_drop text := case when v_org = 'org_id' then 'org_id' else '' end;
  v_plain boolean := v_masked = '{}'::text[];
  v_rows bigint;
  v_per_row boolean;
  a record;
begin
  select count(*) into v_rows from old_rows;
  if v_rows = 0 then
    return null;
  end if;
  -- A statement of up to 20 rows (every edit through the API) gets an entry per row. A
  -- bigger one (an import's chunk, a bulk removal) gets one entry per organisation whose
  -- before/after is the list of its rows (entity_id null): an entry per row would make
  -- the trail cost a large part of such a write.
  v_per_row := v_rows <= 20;
  select * into a from app.audit_actor();
  if not v_per_row and v_plain and v_org = 'org_id' then
    insert into app.audit_entries (org_id, person_id, person_name, session_id, actor,
                                   client_address, entity, action, before)
    select d.org_id,
           case when d.org_id = a.member_org then a.person_id end,
           case when d.org_id = a.member_org then a.person_name end,
           a.session_id, a.actor, a.client_address, tg_table_name, 'delete',
           pg_catalog.json_agg(d)
    from old_rows d
    -- Not for an organisation being removed: its trail goes with it.
    where exists (select from app.organizations o where o.id = d.org_id)
    group by d.org_id;
    return null;
  end if;
  with changed as materialized (
    select (x.j ->> v_org)::bigint as org_id,
           case when v_key1 is not null then x.j ->> v_key1 else app.audit_key(x.j, v_keys) end as k,
           case when v_plain then x.j - v_drop else app.audit_clean(x.j, v_org, v_masked) end as before
    from (select pg_catalog.to_jsonb(d) as j from old_rows d) x
    -- Not for an organisation being removed: its trail goes with it.
    where exists (select from app.organizations o where o.id = (x.j ->> v_org)::bigint)
  )
  insert into app.audit_entries (org_id, person_id, person_name, session_id, actor,
                                 client_address, entity, entity_id, action, before)
  select c.org_id,
         case when c.org_id = a.member_org then a.person_id end,
         case when c.org_id = a.member_org then a.person_name end,
         a.session_id, a.actor, a.client_address, tg_table_name, c.k, 'delete', c.before::json
  from changed c
  where v_per_row
  union all
  select c.org_id,
         case when c.org_id = a.member_org then a.person_id end,
         case when c.org_id = a.member_org then a.person_name end,
         a.session_id, a.actor, a.client_address, tg_table_name, null, 'delete',
         pg_catalog.json_agg(c.before)
  from changed c
  where not v_per_row
  group by c.org_id;
  return null;
end
$$;
comment on function app.audit_rows_deleted() is
  'AFTER DELETE statement trigger of the audited app tables: the removed rows in app.audit_entries, in the writing transaction (an entry per row for up to 20 rows, else one per organisation listing them).';

create function app.audit_rows_updated()
returns trigger
language plpgsql security definer set search_path = '' set jit = off
as $$
declare
  v_keys text[] := pg_catalog.string_to_array(tg_argv[0], ',');
  v_org text := coalesce(tg_argv[1], 'org_id');
  v_masked text[] := pg_catalog.string_to_array(coalesce(tg_argv[3], ''), ',');
  -- The cheap paths, taken by almost every table: one key column, nothing masked, so a
  -- row costs two jsonb operators rather than a function call.
  v_key1 text := case when pg_catalog.array_length(v_keys, 1) = 1 then v_keys[1] end;
  v_drop text := case when v_org = 'org_id' then 'org_id' else '' end;
  v_plain boolean := v_masked = '{}'::text[];
  v_rows bigint;
  v_per_row boolean;
  a record;
  v_ignored text[] := array['updated_at'] || pg_catalog.string_to_array(coalesce(tg_argv[2], ''), ',');
begin
  select count(*) into v_rows from new_rows;
  if v_rows = 0 then
    return null;
  end if;
  -- A statement of up to 20 rows (every edit through the API) gets an entry per row. A
  -- bigger one (an import's chunk, a bulk removal) gets one entry per organisation whose
  -- before/after is the list of its rows (entity_id null): an entry per row would make
  -- the trail cost a large part of such a write.
  v_per_row := v_rows <= 20;
  select * into a from app.audit_actor();
  -- Materialised: each row becomes jsonb once, not once per key the diff compares (inlined,
  -- the planner would repeat to_jsonb inside the lateral diff).
  with n as materialized (
    select case when v_key1 is not null then y.j ->> v_key1 else app.audit_key(y.j, v_keys) end as k, y.j
    from (select pg_catalog.to_jsonb(x) as j from new_rows x) y
  ), o as materialized (
    select case when v_key1 is not null then y.j ->> v_key1 else app.audit_key(y.j, v_keys) end as k, y.j
    from (select pg_catalog.to_jsonb(x) as j from old_rows x) y
  ), changed as materialized (
    select u.org_id, u.k, u.before, u.after, app.audit_update_action(tg_table_name, u.after) as action
    from (
      select (n.j ->> v_org)::bigint as org_id, n.k,
             case when v_plain then d.before - v_drop else app.audit_clean(d.before, v_org, v_masked) end as before,
             case when v_plain then d.after - v_drop else app.audit_clean(d.after, v_org, v_masked) end as after
      from n
      join o on o.k = n.k
      cross join lateral (
        select pg_catalog.jsonb_object_agg(e.key, o.j -> e.key) as before,
               pg_catalog.jsonb_object_agg(e.key, e.value) as after
        from pg_catalog.jsonb_each(n.j) e
        where (o.j -> e.key) is distinct from e.value and e.key <> all (v_ignored)
      ) d
      -- Something other than the ignored columns changed.
      where d.after is not null
    ) u
  )
  insert into app.audit_entries (org_id, person_id, person_name, session_id, actor,
                                 client_address, entity, entity_id, action, before, after)
  select c.org_id,
         case when c.org_id = a.member_org then a.person_id end,
         case when c.org_id = a.member_org then a.person_name end,
         a.session_id, a.actor, a.client_address, tg_table_name,
         c.k, c.action, c.before::json, c.after::json
  from changed c
  where v_per_row
  union all
  -- Each row's changed columns under its key; the action the rows' own when they share one.
  select c.org_id,
         case when c.org_id = a.member_org then a.person_id end,
         case when c.org_id = a.member_org then a.person_name end,
         a.session_id, a.actor, a.client_address, tg_table_name, null,
         case when min(c.action) = max(c.action) then min(c.action) else 'update' end,
         pg_catalog.json_agg(pg_catalog.jsonb_build_object('key', c.k) || c.before),
         pg_catalog.json_agg(pg_catalog.jsonb_build_object('key', c.k) || c.after)
  from changed c
  where not v_per_row
  group by c.org_id;
  return null;
end
$$;
comment on function app.audit_rows_updated() is
  'AFTER UPDATE statement trigger of the audited app tables: the changed columns of each row, before and after, in app.audit_entries, in the writing transaction (an entry per row for up to 20 rows, else one per organisation listing them).';

-- The audited tables. Not audited, and why:
--   task_changes       the tasks' own history, itself derived from app.tasks (audited);
--   task_source_changes a cache version, no data;
--   import_staging     the lines of a running import before they are applied (the
--                      applied rows are audited, with the import job);
--   reminder_runs, reminder_outbox  the send queue of reminders (what is sent follows
--                      from settings and people, which are audited);
--   reminder_tokens    one-time unsubscribe tokens (their use changes people: audited);
--   audit_entries      the trail itself.
do $$
declare
  t record;
begin
  for t in
    select * from (values
      ('settings', 'org_id', 'org_id', '', ''),
      ('people', 'id', 'org_id', '', ''),
      ('roles', 'id', 'org_id', '', ''),
      ('role_members', 'role_id,person_id', 'org_id', '', ''),
      ('process_categories', 'id', 'org_id', '', ''),
      ('processes', 'id', 'org_id', '', ''),
      ('process_roles', 'process_id,role_id', 'org_id', '', ''),
      ('process_docs', 'id', 'org_id', '', ''),
      ('labels', 'id', 'org_id', '', ''),
      ('process_labels', 'process_id,label_id', 'org_id', '', ''),
      ('tasks', 'id', 'org_id', 'updated_by', ''),
      ('task_series_rules', 'id', 'org_id', 'updated_by', ''),
      ('filters', 'id', 'org_id', '', ''),
      ('saved_matrices', 'id', 'org_id', '', ''),
      ('calendar_feeds', 'person_id', 'org_id', '', 'token_hash'),
      ('import_jobs', 'id', 'org_id',
       'heartbeat_at,lines_total,lines_checked,lines_written,result', 'result')
    ) v(tbl, keys, org_col, ignored, masked)
  loop
    execute format(
      'create trigger %I after insert on app.%I referencing new table as new_rows '
      'for each statement execute function app.audit_rows_inserted(%L, %L, %L, %L)',
      t.tbl || '_audit_insert', t.tbl, t.keys, t.org_col, t.ignored, t.masked);
    execute format(
      'create trigger %I after update on app.%I referencing new table as new_rows old table as old_rows '
      'for each statement execute function app.audit_rows_updated(%L, %L, %L, %L)',
      t.tbl || '_audit_update', t.tbl, t.keys, t.org_col, t.ignored, t.masked);
    execute format(
      'create trigger %I after delete on app.%I referencing old table as old_rows '
      'for each statement execute function app.audit_rows_deleted(%L, %L, %L, %L)',
      t.tbl || '_audit_delete', t.tbl, t.keys, t.org_col, t.ignored, t.masked);
  end loop;
end
$$;

-- The organisation itself (its name; created once, never moved): a row trigger of its own,
-- since the statement triggers above group rows by an org_id column it does not have. Its
-- removal is not recorded: its trail goes with it.
create function app.audit_organization_change()
returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  a record;
  v_before jsonb;
  v_after jsonb;
begin
  select * into a from app.audit_actor();
  if tg_op = 'INSERT' then
    v_after := pg_catalog.to_jsonb(new);
  else
    select pg_catalog.jsonb_object_agg(e.key, pg_catalog.to_jsonb(old) -> e.key),
           pg_catalog.jsonb_object_agg(e.key, e.value)
      into v_before, v_after
    from pg_catalog.jsonb_each(pg_catalog.to_jsonb(new)) e
    where (pg_catalog.to_jsonb(old) -> e.key) is distinct from e.value;
    if v_after is null then
      return null;
    end if;
  end if;
  insert into app.audit_entries (org_id, person_id, person_name, session_id, actor,
                                 client_address, entity, entity_id, action, before, after)
  values (new.id,
          case when new.id = a.member_org then a.person_id end,
          case when new.id = a.member_org then a.person_name end,
          a.session_id, a.actor, a.client_address, 'organizations', new.id::text,
          pg_catalog.lower(tg_op), v_before::json, v_after::json);
  return null;
end
$$;
comment on function app.audit_organization_change() is
  'AFTER INSERT OR UPDATE row trigger on app.organizations: the new organisation, or its changed columns before and after, in app.audit_entries.';
create trigger organizations_audit after insert or update on app.organizations
  for each row execute function app.audit_organization_change();

-- ---------------------------------------------------------------------------
-- Security events
-- ---------------------------------------------------------------------------
-- Records one event of an account in every organisation where it is a person (linked,
-- or not yet linked but named by the account's email). Who: the acting member when one
-- of that organisation acts (an Admin inviting or removing a factor), else the account's
-- own person there.
create function app.record_security_event(
  p_user_id uuid, p_email text, p_entity text, p_entity_id text, p_action text,
  p_details jsonb, p_session uuid, p_address text)
returns void
language plpgsql volatile security definer set search_path = ''
as $$
declare
  a record;
  v_user uuid := p_user_id;
  v_email text := p_email;
  v_sub text := nullif(pg_catalog.current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub';
  -- The account acts on itself (its own request or the sign-in service), or a member of
  -- an organisation acts on someone else's account.
  v_by_other boolean;
begin
  if v_user is null and v_email is not null then
    select u.id into v_user from auth.users u where lower(u.email) = lower(v_email) limit 1;
  end if;
  if v_email is null and v_user is not null then
    select u.email into v_email from auth.users u where u.id = v_user;
  end if;
  if v_user is null and v_email is null then
    return;
  end if;
  select * into a from app.audit_actor();
  v_by_other := a.person_id is not null and v_sub is distinct from v_user::text;
  insert into app.audit_entries (org_id, person_id, person_name, session_id, actor,
                                 client_address, entity, entity_id, action, after)
  select p.org_id, w.person_id, w.person_name, w.session_id, w.actor, w.client_address,
         p_entity, coalesce(p_entity_id, p.id::text), p_action,
         coalesce(p_details, '{}'::jsonb)
           || pg_catalog.jsonb_build_object('person_id', p.id, 'email', v_email)
  from app.people p
  -- How the entry names who: the acting member (their organisation), nobody (another
  -- organisation's member acted), or the person themselves.
  cross join lateral (
    select case when p.org_id = a.member_org and a.person_id is not null then 'member'
                when v_by_other then 'other'
                else 'self' end as how
  ) h
  cross join lateral (
    select case h.how when 'member' then a.person_id when 'self' then p.id end as person_id,
           case h.how when 'member' then a.person_name when 'self' then p.name end as person_name,
           case h.how when 'member' then a.session_id
                      when 'self' then coalesce(a.session_id, p_session) end as session_id,
           case h.how when 'member' then a.actor
                      when 'other' then 'another organisation'
                      else case when a.person_id is not null then 'person'
                                else coalesce(nullif(pg_catalog.current_setting('app.actor', true), ''),
                                              'auth') end
           end as actor,
           case h.how when 'member' then a.client_address
                      when 'self' then coalesce(p_address, a.client_address) end as client_address
  ) w
  where (v_user is not null and p.auth_user_id = v_user)
     or (p.auth_user_id is null and v_email is not null and lower(p.email) = lower(v_email));
end
$$;
comment on function app.record_security_event(uuid, text, text, text, text, jsonb, uuid, text) is
  'One audit entry of a security event of an account (by id or email) in every organisation where it is a person: the acting member''s in their organisation, "another organisation" (no person) in the others when a member acted on someone else''s account, else the person''s own with the acting session.';
revoke execute on function app.record_security_event(uuid, text, text, text, text, jsonb, uuid, text) from public;

-- One row trigger for the sign-in service's tables, attached below to those present.
create function app.audit_auth_change()
returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  o jsonb := case when tg_op <> 'INSERT' then pg_catalog.to_jsonb(old) end;
  n jsonb := case when tg_op <> 'DELETE' then pg_catalog.to_jsonb(new) end;
  v_address text;
begin
  if tg_table_name = 'sessions' then
    v_address := coalesce(n, o) ->> 'ip';
    if tg_op = 'INSERT' then
      perform app.record_security_event((n ->> 'user_id')::uuid, null, 'session', n ->> 'id',
        'sign_in', pg_catalog.jsonb_build_object('user_agent', n ->> 'user_agent', 'ip', v_address),
        (n ->> 'id')::uuid, v_address);
    elsif tg_op = 'DELETE' then
      perform app.record_security_event((o ->> 'user_id')::uuid, null, 'session', o ->> 'id',
        'session_ended', pg_catalog.jsonb_build_object('user_agent', o ->> 'user_agent', 'ip', v_address),
        (o ->> 'id')::uuid, null);
    end if;
  elsif tg_table_name = 'users' then
    if tg_op = 'UPDATE' and (o ->> 'email_confirmed_at') is null
       and (n ->> 'email_confirmed_at') is not null then
      perform app.record_security_event((n ->> 'id')::uuid, n ->> 'email', 'account', null,
        'email_confirmed', null, null, null);
    end if;
    if tg_op = 'UPDATE'
       and coalesce(o ->> 'encrypted_password', '') is distinct from coalesce(n ->> 'encrypted_password', '') then
      perform app.record_security_event((n ->> 'id')::uuid, n ->> 'email', 'account', null,
        case when coalesce(n ->> 'encrypted_password', '') = '' then 'password_removed'
             when coalesce(o ->> 'encrypted_password', '') = '' then 'password_set'
             else 'password_changed' end,
        null, null, null);
    end if;
    -- Invitations through the API are recorded there (app.record_invitation_sent), with
    -- the mail that went out; this records those of Supabase Auth's own admin invite.
    if (n ->> 'invited_at') is not null
       and (o is null or (o ->> 'invited_at') is distinct from (n ->> 'invited_at'))
       and (select a.person_id from app.audit_actor() a) is null then
      perform app.record_security_event((n ->> 'id')::uuid, n ->> 'email', 'account', null,
        'invitation_sent', null, null, null);
    end if;
  elsif tg_table_name = 'mfa_factors' then
    if tg_op <> 'DELETE' and n ->> 'status' = 'verified'
       and (o is null or (o ->> 'status') is distinct from 'verified') then
      perform app.record_security_event((n ->> 'user_id')::uuid, null, 'two_factor', n ->> 'id',
        'two_factor_added',
        pg_catalog.jsonb_build_object('factor_type', n ->> 'factor_type', 'friendly_name', n ->> 'friendly_name'),
        null, null);
    elsif tg_op = 'DELETE' and o ->> 'status' = 'verified' then
      perform app.record_security_event((o ->> 'user_id')::uuid, null, 'two_factor', o ->> 'id',
        'two_factor_removed',
        pg_catalog.jsonb_build_object('factor_type', o ->> 'factor_type', 'friendly_name', o ->> 'friendly_name'),
        null, null);
    end if;
  elsif tg_table_name = 'sign_in_attempts' then
    -- The local stack's password attempts: recorded as failed when settled so.
    if tg_op = 'UPDATE' and not coalesce((n ->> 'succeeded')::boolean, false) then
      perform app.record_security_event(null, n ->> 'email', 'account', null, 'sign_in_failed',
        null, null, n ->> 'address');
    end if;
  end if;
  return null;
end
$$;
comment on function app.audit_auth_change() is
  'AFTER row trigger on the sign-in service''s tables (auth.sessions, auth.users, auth.mfa_factors, local_auth.sign_in_attempts): records sign-in, session ended, email confirmed, password set/changed/removed, invitation sent (outside the API), two-factor added/removed and failed sign-in as security events.';

create trigger sessions_audit after insert or delete on auth.sessions
  for each row execute function app.audit_auth_change();
create trigger users_audit after insert or update on auth.users
  for each row execute function app.audit_auth_change();
-- Present where the two-factor migration or Supabase Auth created it; the local stack's
-- attempts table comes with its own migrations (local/migrations), which attach it there.
do $$
begin
  if to_regclass('auth.mfa_factors') is not null then
    create trigger mfa_factors_audit after insert or update or delete on auth.mfa_factors
      for each row execute function app.audit_auth_change();
  end if;
  if to_regclass('local_auth.sign_in_attempts') is not null then
    create trigger sign_in_attempts_audit after update on local_auth.sign_in_attempts
      for each row execute function app.audit_auth_change();
  end if;
end
$$;

-- Invitations sent through the API are recorded by the API, in the inviting organisation
-- only, with the inviting Admin or Manager and which mail went out: an invitation, or a
-- sign-in notice to an address that already has an account, which changes no auth.users
-- row. auth.users.invited_at (above) records invitations made outside the API (Supabase
-- Auth's own admin invite).
-- The invitation mail just admitted (app.admit_invitation_mail, in this transaction) to
-- person p_person_id of the caller's organisation, recorded there with the caller as who:
-- p_mail 'invitation' (a link to set a password) or 'sign_in_notice' (the address already
-- has an account; the caller is answered alike, the Admins' trail says which). Only once
-- per admission, and only after one: nobody records an invitation that was not admitted.
create function app.record_invitation_sent(p_person_id bigint, p_mail text)
returns void
language plpgsql volatile security definer set search_path = ''
as $$
declare
  v_member record;
  v_email text;
  a record;
begin
  select m.org_id, m.user_type into v_member from app.current_member() m;
  if v_member.org_id is null or v_member.user_type not in ('Admin', 'Manager') then
    raise exception 'not allowed to invite' using errcode = '42501';
  end if;
  if p_mail is null or p_mail not in ('invitation', 'sign_in_notice') then
    raise exception 'unknown invitation mail %', p_mail using errcode = '22023';
  end if;
  select lower(pg_catalog.btrim(p.email)) into v_email from app.people p
   where p.org_id = v_member.org_id and p.id = p_person_id;
  -- The admission of this transaction (sent_at is its clock time, at or after now()).
  if v_email is null or not exists (
    select from app_private.invitation_mails m
     where m.org_id = v_member.org_id and m.email = v_email and m.sent_at >= pg_catalog.now())
  then
    raise exception 'no invitation mail was admitted' using errcode = '55000';
  end if;
  if exists (select from app.audit_entries e
              where e.org_id = v_member.org_id and e.action = 'invitation_sent'
                and e.entity_id = p_person_id::text and e.at = pg_catalog.now()) then
    return;
  end if;
  select * into a from app.audit_actor();
  insert into app.audit_entries (org_id, person_id, person_name, session_id, actor,
                                 client_address, entity, entity_id, action, after)
  values (v_member.org_id, a.person_id, a.person_name, a.session_id, a.actor, a.client_address,
          'account', p_person_id::text, 'invitation_sent',
          pg_catalog.json_build_object('person_id', p_person_id, 'email', v_email, 'mail', p_mail));
end
$$;
comment on function app.record_invitation_sent(bigint, text) is
  'Records the invitation mail admitted in this transaction to person p_person_id of the caller''s organisation (invitation or sign_in_notice), with the inviting Admin or Manager as who; once per admission.';
revoke execute on function app.record_invitation_sent(bigint, text) from public;
grant execute on function app.record_invitation_sent(bigint, text) to authenticated;

-- ---------------------------------------------------------------------------
-- The hash chain
-- ---------------------------------------------------------------------------
-- What entry `e` hashes to at position p_seq after the entry hashing to p_prev: sha256
-- over a JSON array (canonical as jsonb prints it) of the previous hash, the position and
-- every content column; the time as microseconds since the epoch, so no time zone or
-- date style setting changes the text.
create function app.audit_entry_hash(p_prev bytea, p_seq bigint, e app.audit_entries)
returns bytea
language sql stable set search_path = ''
as $$
  select pg_catalog.sha256(pg_catalog.convert_to(pg_catalog.jsonb_build_array(
    pg_catalog.encode(p_prev, 'hex'), p_seq, e.id, e.org_id,
    (extract(epoch from e.at) * 1000000)::bigint,
    e.person_id, e.person_name, e.session_id, e.actor, e.client_address,
    e.entity, e.entity_id, e.action, e.before, e.after)::text, 'UTF8'))
$$;
comment on function app.audit_entry_hash(bytea, bigint, app.audit_entries) is
  'The chain hash of an audit entry at position p_seq after the entry whose hash is p_prev.';

-- The chain's first entry continues from 32 zero bytes.
create function app.audit_genesis()
returns bytea
language sql immutable set search_path = ''
as $$ select pg_catalog.decode(pg_catalog.repeat('00', 32), 'hex') $$;
comment on function app.audit_genesis() is
  'The hash the first entry of an organisation''s audit chain continues from: 32 zero bytes.';

-- Chains the committed unsealed entries of every organisation, in id order, after its
-- last sealed one. One sealer per organisation at a time (an advisory lock; a busy
-- organisation is left to the next run). Returns how many entries it sealed.
create function app.seal_audit_entries(p_limit integer default 100000)
returns integer
language plpgsql volatile security definer set search_path = ''
as $$
declare
  v_org bigint;
  v_seq bigint;
  v_hash bytea;
  e app.audit_entries;
  v_ids bigint[];
  v_seqs bigint[];
  v_prevs bytea[];
  v_hashes bytea[];
  v_count integer := 0;
begin
  for v_org in select distinct u.org_id from app.audit_entries u where u.seq is null loop
    continue when not pg_catalog.pg_try_advisory_xact_lock(
      pg_catalog.hashtextextended('app.audit_entries:' || v_org, 0));
    select a.seq, a.hash into v_seq, v_hash from app.audit_entries a
    where a.org_id = v_org and a.seq is not null order by a.seq desc limit 1;
    v_seq := coalesce(v_seq, 0);
    v_hash := coalesce(v_hash, app.audit_genesis());
    -- Each hash needs the one before, so they are computed one by one; the rows are then
    -- written in one statement per batch.
    loop
      v_ids := '{}';
      v_seqs := '{}';
      v_prevs := '{}';
      v_hashes := '{}';
      for e in select * from app.audit_entries a where a.org_id = v_org and a.seq is null
               order by a.id limit least(10000, p_limit - v_count) loop
        v_seq := v_seq + 1;
        v_ids := v_ids || e.id;
        v_seqs := v_seqs || v_seq;
        v_prevs := v_prevs || v_hash;
        v_hash := app.audit_entry_hash(v_hash, v_seq, e);
        v_hashes := v_hashes || v_hash;
      end loop;
      exit when pg_catalog.cardinality(v_ids) = 0;
      update app.audit_entries a set seq = b.seq, prev_hash = b.prev, hash = b.hash
      from unnest(v_ids, v_seqs, v_prevs, v_hashes) as b(id, seq, prev, hash)
      where a.id = b.id;
      v_count := v_count + pg_catalog.cardinality(v_ids);
      exit when v_count >= p_limit;
    end loop;
    exit when v_count >= p_limit;
  end loop;
  return v_count;
end
$$;
comment on function app.seal_audit_entries(integer) is
  'Chains up to p_limit committed unsealed audit entries: each gets the next position of its organisation''s chain, the previous hash and its own. Run every minute (pg_cron on Supabase, the local stack''s scheduler).';
revoke execute on function app.seal_audit_entries(integer) from public;

-- The first entry (id) of the organisation whose link is broken, or null when the chain
-- holds: an entry whose hash is not that of its content and previous hash, one whose
-- previous hash is not its predecessor's hash (or that skips a position), or a first
-- entry that continues from neither the genesis nor a hash a retention entry recorded.
create function app.audit_chain_first_break(p_org_id bigint)
returns bigint
language sql stable security definer set search_path = ''
as $$
  with c as (
    select a.id, a.seq, a.prev_hash, a.hash,
           app.audit_entry_hash(a.prev_hash, a.seq, a) as recomputed,
           pg_catalog.lag(a.hash) over w as before_hash,
           pg_catalog.lag(a.seq) over w as before_seq,
           pg_catalog.row_number() over w as n
    from app.audit_entries a
    where a.org_id = p_org_id and a.seq is not null
    window w as (order by a.seq)
  )
  select c.id from c
  where c.hash is distinct from c.recomputed
     or (c.n > 1 and (c.prev_hash is distinct from c.before_hash or c.seq <> c.before_seq + 1))
     or (c.n = 1 and c.prev_hash <> app.audit_genesis()
         and not exists (select from app.audit_entries r
                         where r.org_id = p_org_id and r.action = 'retention'
                           and r.after ->> 'continues_from' = pg_catalog.encode(c.prev_hash, 'hex')))
  order by c.seq
  limit 1
$$;
comment on function app.audit_chain_first_break(bigint) is
  'Checks an organisation''s audit hash chain: the id of the first entry whose link is broken, or null when it holds.';
revoke execute on function app.audit_chain_first_break(bigint) from public;

-- The hash and position of an organisation's newest sealed entry: an auditor who notes
-- it can later show that no entry up to it was removed from the end of the chain.
create function app.audit_chain_head(p_org_id bigint, out seq bigint, out hash text)
language sql stable security definer set search_path = ''
as $$
  select a.seq, pg_catalog.encode(a.hash, 'hex') from app.audit_entries a
  where a.org_id = p_org_id and a.seq is not null order by a.seq desc limit 1
$$;
comment on function app.audit_chain_head(bigint) is
  'Position and hex hash of the newest sealed entry of an organisation''s audit chain.';
revoke execute on function app.audit_chain_head(bigint) from public;

-- ---------------------------------------------------------------------------
-- Retention
-- ---------------------------------------------------------------------------
-- Removes the longest prefix of the organisation's sealed chain whose entries are all
-- older than its retention (settings.audit_retention_days, default 400) at p_now, never
-- the newest sealed entry (the chain continues from it), and records an entry naming the
-- hash the remaining chain continues from. Returns how many entries it removed.
create function app.apply_audit_retention(
  p_org_id bigint, p_now timestamptz default pg_catalog.now(), p_max integer default 10000)
returns integer
language plpgsql volatile security definer set search_path = ''
as $$
declare
  v_days integer;
  v_first bigint;
  v_last bigint;
  v_cut bigint;
  v_hash bytea;
  v_removed integer;
begin
  perform pg_catalog.pg_advisory_xact_lock(
    pg_catalog.hashtextextended('app.audit_entries:' || p_org_id, 0));
  v_days := coalesce((select s.audit_retention_days from app.settings s where s.org_id = p_org_id), 400);
  select min(a.seq), max(a.seq) into v_first, v_last from app.audit_entries a
  where a.org_id = p_org_id and a.seq is not null;
  if v_last is null then
    return 0;
  end if;
  select coalesce(min(a.seq) - 1, v_last) into v_cut from app.audit_entries a
  where a.org_id = p_org_id and a.seq is not null
    and a.at >= p_now - pg_catalog.make_interval(days => v_days);
  -- At most p_max entries a run, so that no run holds the database long (the embedded one
  -- runs one transaction at a time); the next run goes on from there.
  v_cut := least(v_cut, v_last - 1, v_first + p_max - 1);
  if v_cut < v_first then
    return 0;
  end if;
  select a.hash into strict v_hash from app.audit_entries a
  where a.org_id = p_org_id and a.seq = v_cut;
  perform pg_catalog.set_config('app.audit_retention', p_org_id::text, true);
  delete from app.audit_entries a where a.org_id = p_org_id and a.seq is not null and a.seq <= v_cut;
  get diagnostics v_removed = row_count;
  perform pg_catalog.set_config('app.audit_retention', '', true);
  insert into app.audit_entries (org_id, actor, entity, action, after)
  values (p_org_id, 'system: audit retention', 'audit_entries', 'retention',
          pg_catalog.jsonb_build_object(
            'removed', v_removed, 'from_seq', v_first, 'through_seq', v_cut,
            'continues_from', pg_catalog.encode(v_hash, 'hex'), 'retention_days', v_days));
  return v_removed;
end
$$;
comment on function app.apply_audit_retention(bigint, timestamptz, integer) is
  'Removes the prefix of an organisation''s sealed audit chain older than its retention at p_now (never the newest sealed entry; at most p_max entries) and records it in an entry carrying the hash the chain continues from.';
revoke execute on function app.apply_audit_retention(bigint, timestamptz, integer) from public;

-- The minute job: seal, apply every organisation's retention where something is due,
-- and seal the retention entries.
create function app.audit_maintenance(p_now timestamptz default pg_catalog.now())
returns integer
language plpgsql volatile security definer set search_path = ''
as $$
declare
  v_org record;
  v_sealed integer;
begin
  -- A bounded batch per run, as retention: a minute's new entries are far fewer.
  v_sealed := app.seal_audit_entries(5000);
  for v_org in
    select o.id from app.organizations o
    left join app.settings s on s.org_id = o.id
    where exists (select from app.audit_entries a
                  where a.org_id = o.id and a.seq is not null
                    and a.at < p_now - pg_catalog.make_interval(days => coalesce(s.audit_retention_days, 400)))
  loop
    if app.apply_audit_retention(v_org.id, p_now) > 0 then
      v_sealed := v_sealed + app.seal_audit_entries(5000);
    end if;
  end loop;
  return v_sealed;
end
$$;
comment on function app.audit_maintenance(timestamptz) is
  'The audit trail''s minute job: seals up to 5,000 unsealed entries and applies each organisation''s retention (up to 10,000 entries each).';
revoke execute on function app.audit_maintenance(timestamptz) from public;
grant execute on function app.audit_maintenance(timestamptz) to service_role;

-- On Supabase, pg_cron runs it every minute; elsewhere the local stack's scheduler does.
do $$
begin
  if exists (select from pg_catalog.pg_extension where extname = 'pg_cron') then
    perform cron.schedule('audit-maintenance', '* * * * *', 'select app.audit_maintenance(now())');
  end if;
end
$$;
