-- Reads the catalog: fails when a table of schema app lacks RLS or a policy per
-- command, when a policy is not tenant-scoped, or when a helper is exposed wider than
-- its contract. A table added later without its policies turns this file red.
begin;
select plan(20);

create temp view app_tables as
  select c.oid, c.relname::text as name
  from pg_class c join pg_namespace n on n.oid = c.relnamespace
  where n.nspname = 'app' and c.relkind in ('r', 'p');

select isnt_empty('select * from app_tables', 'schema app has tables');

select is_empty(
  'select name from app_tables t join pg_class c on c.oid = t.oid where not c.relrowsecurity',
  'every table in schema app has row-level security enabled');

-- The only commands without a policy: organisations are created and removed by a
-- service path, never by a signed-in person (see 20260101000300_app_policies.sql), and
-- their settings are upserted, never deleted (20260105000000_sql_hygiene.sql).
select results_eq(
  $$ select (t.name || ':' || c.cmd) collate "default"
     from app_tables t cross join (values ('SELECT'), ('INSERT'), ('UPDATE'), ('DELETE')) c (cmd)
     where not exists (select 1 from pg_policies p
                       where p.schemaname = 'app' and p.tablename = t.name and p.cmd = c.cmd)
     order by 1 $$,
  $$ values ('organizations:DELETE'), ('organizations:INSERT'), ('settings:DELETE') $$,
  'every app table has a policy for select, insert, update and delete, except exactly organizations insert/delete and settings delete');

select is_empty(
  $$ select tablename, cmd from pg_policies where schemaname = 'app'
     group by tablename, cmd having count(*) > 1 or cmd = 'ALL' $$,
  'one policy per command: no table has two policies for a command or a FOR ALL policy');

select is_empty(
  $$ select policyname from pg_policies where schemaname = 'app'
     and policyname !~ ('^' || tablename || '_' || lower(cmd) || '_[a-z]+(_[a-z]+)*$') $$,
  'every policy is named <table>_<command>_<who>');

select is_empty(
  $$ select policyname from pg_policies where schemaname = 'app'
     and (roles <> '{authenticated}'::name[] or permissive <> 'PERMISSIVE') $$,
  'every policy is a permissive policy for authenticated only');

-- Each expression must compare with the helper through an InitPlan ((select ...)), the
-- form that is both tenant-safe and evaluated once per statement.
select is_empty(
  $$ select policyname, e.expr from pg_policies p
     cross join lateral (values (p.qual), (p.with_check)) e (expr)
     where p.schemaname = 'app' and e.expr is not null
       and e.expr !~ 'SELECT (app\.)?current_org_id\(\)' $$,
  'every policy expression is scoped by (select app.current_org_id())');

select is_empty(
  $$ select name from app_tables t
     where t.name <> 'organizations'
       and not exists (select 1 from pg_attribute a where a.attrelid = t.oid
                       and a.attname = 'org_id' and a.attnotnull and not a.attisdropped) $$,
  'every app table but organizations carries org_id not null');

-- Helper functions
select is_empty(
  $$ select p.proname from pg_proc p
     where p.pronamespace = 'app'::regnamespace
       and p.proname in ('current_member', 'current_org_id', 'current_person_id', 'current_user_type',
                         'is_catalogue_manager', 'link_person_to_auth_user', 'tenant_login_options')
       and not p.prosecdef $$,
  'the helper functions are security definer');

select results_eq(
  $$ select count(*)::int from pg_proc p where p.pronamespace = 'app'::regnamespace
     and p.proname in ('current_member', 'current_org_id', 'current_person_id', 'current_user_type',
                       'is_catalogue_manager', 'link_person_to_auth_user', 'tenant_login_options') $$,
  $$ values (7) $$,
  'all seven helper functions exist');

select is_empty(
  $$ select p.proname from pg_proc p where p.pronamespace = 'app'::regnamespace
     and not coalesce('search_path=""' = any (p.proconfig), false) $$,
  'every function in schema app pins search_path to empty');

select is_empty(
  $$ select p.proname from pg_proc p where p.pronamespace = 'app'::regnamespace
     and obj_description(p.oid, 'pg_proc') is null $$,
  'every function in schema app has a comment');

select is_empty(
  $$ select p.proname from pg_proc p where p.pronamespace = 'app'::regnamespace
     and (p.proacl is null or exists (select 1 from aclexplode(p.proacl) a where a.grantee = 0)) $$,
  'no function in schema app is executable by PUBLIC');

select results_eq(
  $$ select p.proname::text collate "default" from pg_proc p where p.pronamespace = 'app'::regnamespace
     and has_function_privilege('anon', p.oid, 'execute') order by 1 $$,
  $$ values ('calendar_feed_owner'), ('tenant_login_options'), ('unsubscribe_by_token'), ('unsubscribe_subject') $$,
  'anon may execute tenant_login_options, calendar_feed_owner (a feed by its token hash), unsubscribe_subject and unsubscribe_by_token (a reminder link by its token hash) and nothing else in schema app');

select ok(
  has_function_privilege('authenticated', 'app.current_org_id()', 'execute')
  and has_function_privilege('authenticated', 'app.current_person_id()', 'execute')
  and has_function_privilege('authenticated', 'app.current_user_type()', 'execute')
  and has_function_privilege('authenticated', 'app.is_catalogue_manager()', 'execute')
  and has_function_privilege('authenticated', 'app.link_person_to_auth_user()', 'execute')
  and has_function_privilege('authenticated', 'app.tenant_login_options(text)', 'execute'),
  'authenticated may execute every contract helper');

select is_empty(
  $$ select name from app_tables t
     where has_table_privilege('anon', t.oid, 'select, insert, update, delete, truncate') $$,
  'anon has no privilege on any app table');

-- Triggers
select is_empty(
  $$ select t.name from app_tables t
     join pg_attribute a on a.attrelid = t.oid and a.attname = 'updated_at' and not a.attisdropped
     where not exists (select 1 from pg_trigger g where g.tgrelid = t.oid
                       and g.tgfoid = 'app.set_updated_at()'::regprocedure and not g.tgisinternal) $$,
  'every app table with updated_at has the set_updated_at trigger');

select results_eq(
  $$ select (c.relname || ':' || g.tgname) collate "default" from pg_trigger g join pg_class c on c.oid = g.tgrelid
     where g.tgfoid in ('app.guard_task_update()'::regprocedure, 'app.guard_person_update()'::regprocedure)
     order by 1 $$,
  $$ values ('people:people_guard_update'), ('tasks:tasks_guard_update') $$,
  'the User-narrowing guards sit on people and tasks');

-- They compare current_user with authenticated: as security definer they would always
-- see the owner and narrow nobody.
select is_empty(
  $$ select proname from pg_proc where oid in ('app.guard_task_update()'::regprocedure,
     'app.guard_person_update()'::regprocedure) and prosecdef $$,
  'the guard trigger functions run as the invoker');

select ok(
  (select rolbypassrls from pg_roles where rolname = 'service_role')
  and not (select rolbypassrls from pg_roles where rolname = 'authenticated'),
  'service_role bypasses RLS, authenticated does not');

select * from finish();
rollback;
