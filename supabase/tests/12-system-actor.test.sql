-- The system actor (migration 20260105000500): a scheduled job or an import acting in ONE
-- organisation, as role authenticated with claims {"role":"service_role"} and no subject,
-- and app.tenant that organisation's prefix. Row-level security must confine it exactly as
-- it confines people: its organisation only, catalogue writes yes, Admin-only and
-- person-only rights no. Anything else that lacks a subject stays nobody.
begin;
select plan(14);
\ir fixtures/personas.sql

create function tests.act_as_system(tenant text, claims jsonb default '{"role":"service_role"}')
returns void language plpgsql as $$
begin
  perform set_config('role', 'authenticated', true);
  perform set_config('request.jwt.claims', claims::text, true);
  perform set_config('app.tenant', tenant, true);
end $$;

-- Allow: who the system actor is in its organisation
select tests.act_as_system('pgtap-a');
select is(app.current_org_id(), tests.fx('a.org'), 'the system actor is in the organisation of app.tenant');
select is(app.current_user_type(), 'System', 'its user type is System');
select is(app.current_person_id(), null, 'it is no person');
select ok(app.is_catalogue_manager(), 'it may change the catalogue');

-- Allow: it reads and writes its own organisation
select is((select count(*) from app.processes), 1::bigint, 'it reads its organisation''s processes');
select is(tests.affected_undone(format(
  'insert into app.processes (org_id, process_handle, name) values (%s, ''SYS1'', ''Generated'')',
  tests.fx('a.org'))), 1::bigint, 'it creates a process in its organisation');
select is(tests.affected_undone(format(
  'update app.tasks set status = ''Complete'' where id = %s', tests.fx('a.task'))), 1::bigint,
  'it changes a task of its organisation');

-- Deny: another organisation, by read or by write
select is((select count(*) from app.processes where org_id = tests.fx('b.org')), 0::bigint,
  'it sees nothing of another organisation');
select throws_ok(format(
  'insert into app.processes (org_id, process_handle, name) values (%s, ''SYS2'', ''Elsewhere'')',
  tests.fx('b.org')), '42501', 'new row violates row-level security policy for table "processes"',
  'it cannot write into another organisation');

-- Deny: what needs an Admin or a person
select is(tests.affected(format('update app.organizations set name = ''X'' where id = %s',
  tests.fx('a.org'))), 0::bigint, 'it cannot rename the organisation (Admins only)');
select throws_ok(format('update app.people set user_type = ''Admin'' where id = %s',
  tests.fx('a.person.member')), '42501', 'Only an admin can make someone an admin.',
  'it cannot make an Admin');

-- Deny: claims that are not the system actor's are nobody
select tests.act_as_system('pgtap-a', '{"role":"authenticated"}');
select is(app.current_org_id(), null, 'no subject and no service role: nobody');
select tests.act_as_system('pgtap-a',
  '{"role":"service_role","sub":"c0000000-0000-4000-8000-000000000009"}');
select is(app.current_org_id(), null, 'service role with an unknown subject: nobody');
select tests.act_as_system('no-such-org');
select is(app.current_org_id(), null, 'an unknown tenant: nobody');

select * from finish();
rollback;
