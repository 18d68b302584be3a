-- The system actor: scheduled jobs and imports (task generation, reminders,
-- CSV import) act inside ONE organisation without being a person. They run like a
-- request, so that row-level security confines them as it confines people: role
-- `authenticated`, app.tenant the organisation's prefix, and request claims whose role is
-- service_role and which name no subject (_shared/commands/run-as-system.ts sets them).
-- Only a holder of the service key has such claims from a client (and PostgREST then runs
-- as service_role, which bypasses RLS anyway); the API's request pipeline refuses them
-- before any resolver (they name no live session).
--
-- For such a caller app.current_member() answers (the organisation, no person, 'System'):
-- app.current_org_id() is that organisation, so every tenant policy keeps it there, and
-- app.is_catalogue_manager() is true (the catalogue, people and tasks). What needs an
-- Admin (renaming the organisation, making or unmaking an Admin) or a person (own rows)
-- stays refused: app.current_user_type() is 'System', app.current_person_id() null.
-- service_role itself (bypassrls) is never used for them: it would see every organisation.

create or replace function app.current_member()
returns table (org_id bigint, person_id bigint, user_type text)
language sql stable security definer set search_path = ''
as $$
  select p.org_id, p.id, p.user_type
  from app.organizations o
  join app.people p on p.org_id = o.id
  where lower(o.prefix) = lower(nullif(pg_catalog.current_setting('app.tenant', true), ''))
    and p.auth_user_id = auth.uid()
    and p.is_auth_enabled
  union all
  select o.id, null::bigint, 'System'
  from app.organizations o
  where lower(o.prefix) = lower(nullif(pg_catalog.current_setting('app.tenant', true), ''))
    and auth.role() = 'service_role'
    and auth.uid() is null
  limit 1
$$;
comment on function app.current_member() is
  'The enabled person of the organisation whose prefix is app.tenant linked to auth.uid(): (org_id, person_id, user_type); for service_role claims without a subject (the system actor of jobs and imports) (org_id, null, ''System''); else no row.';

create or replace function app.is_catalogue_manager()
returns boolean
language sql stable security definer set search_path = ''
as $$ select coalesce((select m.user_type in ('Admin', 'Manager', 'System') from app.current_member() m), false) $$;
comment on function app.is_catalogue_manager() is
  'True when the caller is an Admin or Manager of the organisation of app.tenant, or the system actor there: they may change the catalogue.';
