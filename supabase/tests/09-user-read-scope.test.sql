-- What a User-type member reads (docs/product.md#roles-and-permissions,
-- 20260104000400_user_read_scope.sql): their own people row, the roles they fill, the
-- processes assigned to those roles (with their documents, label links and the links of
-- their own roles), their own tasks — table by table, whatever the statement. Admins and
-- Managers read the whole organisation; labels and categories stay readable to every
-- member. The scope helpers run once per statement and not at all for Admins and Managers.
begin;
select plan(53);
\ir fixtures/personas.sql

-- Around the member (fills clerk, which the process OPS1 is assigned to; held lead from
-- January to March, when lead had OPS1): the colleague fills clerk too; since April OPS1 is
-- also assigned to lead again; OPS2 is owned by clerk but assigned only to lead, since April;
-- the member has a task of OPS2 all the same.
do $$
declare
  org bigint := tests.fx('a.org');
  ops2 bigint;
begin
  insert into app.role_members (org_id, role_id, person_id)
    values (org, tests.fx('a.role2'), tests.fx('a.person.colleague')),
           (org, tests.fx('a.role'), tests.fx('a.person.manager'));
  insert into app.process_roles (org_id, process_id, role_id, assigned_from)
    values (org, tests.fx('a.process'), tests.fx('a.role'), '2026-04-01');
  insert into app.processes (org_id, process_handle, name, owner_role_id)
    values (org, 'OPS2', 'Pay the staff', tests.fx('a.role2')) returning id into ops2;
  insert into app.process_roles (org_id, process_id, role_id, assigned_from)
    values (org, ops2, tests.fx('a.role'), '2026-04-01');
  insert into app.process_docs (org_id, process_id, name, url) values (org, ops2, 'Payroll guide', 'https://example.test/pay');
  insert into app.process_labels (org_id, process_id, label_id) values (org, ops2, tests.fx('a.label'));
  insert into app.labels (org_id, label) values (org, 'site:north');
  insert into app.process_categories (org_id, prefix) values (org, 'PAY');
  insert into app.tasks (org_id, handle, init_handle, name, process_id, person_id, due_date, is_manually_created)
    values (org, 'errand', 'errand', 'Errand', ops2, tests.fx('a.person.member'), '2026-12-03', true);
  insert into tests.fixtures values ('a.process2', ops2),
    ('a.task.errand', (select id from app.tasks where org_id = org and handle = 'errand'));
end $$;

-- The rows of a table a persona reads, as sorted text keys.
create function tests.keys(persona text, q text) returns text[] language plpgsql as $$
declare v text[];
begin
  perform tests.act_as(persona, 'pgtap-a');
  execute format('select coalesce(array_agg(k order by k), ''{}'') from (%s) x (k)', q) into v;
  perform set_config('role', 'postgres', true);
  return v;
end $$;

create function tests.all_keys(q text) returns text[] language plpgsql as $$
declare v text[];
begin
  execute format('select coalesce(array_agg(k order by k), ''{}'') from (%s) x (k)', q) into v;
  return v;
end $$;

-- Per table: (what the member may read, the query naming each row by a stable key).
create table tests.scope_cases (tbl text primary key, q text not null, member_keys text[] not null);
insert into tests.scope_cases
select t, q, k from (values
  ('people', 'select people_handle from app.people where org_id = ' || tests.fx('a.org'),
   array['member']),
  ('roles', 'select role_handle from app.roles where org_id = ' || tests.fx('a.org'),
   array['clerk', 'lead']),
  ('role_members', 'select r.role_handle || ''/'' || p.people_handle from app.role_members rm join app.roles r on r.id = rm.role_id join app.people p on p.id = rm.person_id where rm.org_id = ' || tests.fx('a.org'),
   array['clerk/member']),
  ('processes', 'select process_handle from app.processes where org_id = ' || tests.fx('a.org'),
   array['OPS1']),
  ('process_roles', 'select pr.process_id || ''/'' || pr.role_id from app.process_roles pr where pr.org_id = ' || tests.fx('a.org'),
   array[tests.fx('a.process') || '/' || tests.fx('a.role'),
         tests.fx('a.process') || '/' || tests.fx('a.role2')]),
  ('process_docs', 'select name from app.process_docs where org_id = ' || tests.fx('a.org'),
   array['Guide']),
  ('process_labels', 'select process_id::text from app.process_labels where org_id = ' || tests.fx('a.org'),
   array[tests.fx('a.process')::text]),
  ('tasks', 'select handle from app.tasks where org_id = ' || tests.fx('a.org'),
   (select array_agg(handle order by handle) from app.tasks where person_id = tests.fx('a.person.member')))
) v (t, q, k);
grant select on tests.scope_cases to authenticated;

-- Every table of schema app with its select policy: the User's scope (scope_cases) or, for
-- the ones not listed, everything the organisation has.
create function tests.user_scope(persona text) returns setof text language plpgsql as $$
declare c tests.scope_cases;
begin
  for c in select * from tests.scope_cases order by tbl loop
    return next is(tests.keys(persona, c.q), c.member_keys,
      format('%s reads exactly their own scope of %s', persona, c.tbl));
  end loop;
end $$;

create function tests.whole_org(persona text) returns setof text language plpgsql as $$
declare c tests.scope_cases;
begin
  for c in select * from tests.scope_cases order by tbl loop
    return next is(tests.keys(persona, c.q), tests.all_keys(c.q),
      format('%s reads every row of %s of the organisation', persona, c.tbl));
  end loop;
end $$;

select * from tests.user_scope('member');
select * from tests.whole_org('owner');
select * from tests.whole_org('manager');

-- Vocabulary stays readable to every member.
select is(tests.keys('member', 'select label from app.labels where org_id = ' || tests.fx('a.org')),
  array['dept:finance', 'site:north'], 'member reads every label (vocabulary)');
select is(tests.keys('member', 'select prefix from app.process_categories where org_id = ' || tests.fx('a.org')),
  array['OPS', 'PAY'], 'member reads every category (vocabulary)');

-- The colleague fills the same role: the same processes, their own person and tasks.
select is(tests.keys('colleague', 'select people_handle from app.people'), array['colleague'],
  'colleague reads only their own people row');
select is(tests.keys('colleague', 'select process_handle from app.processes'), array['OPS1'],
  'colleague reads the process of the role they share with the member');
select is(tests.keys('colleague', 'select handle from app.tasks'),
  (select array_agg(handle order by handle) from app.tasks where person_id = tests.fx('a.person.colleague')),
  'colleague reads only their own tasks');
-- Owning a process is not enough: OPS2 is clerk's, but assigned to lead only.
select is(tests.keys('member', format('select handle from app.tasks where id = %s', tests.fx('a.task.errand'))),
  array['errand'], 'member reads their own task of a process outside their scope');
select is(tests.keys('member', format('select name from app.processes where id = %s', tests.fx('a.process2'))),
  '{}'::text[], 'member does not read a process their role only owns');

-- No one outside: disabled, not yet linked, another organisation.
select is(tests.keys('disabled', 'select people_handle from app.people'), '{}'::text[],
  'a disabled person reads no people row, not even their own');
select is(tests.keys('newcomer', 'select role_handle from app.roles'), '{}'::text[],
  'an unlinked person reads no role');
select is(tests.keys('b-user', 'select process_handle from app.processes'), '{}'::text[],
  'a User of org B reads no process while asking for org A');

-- The helpers.
select tests.act_as('member', 'pgtap-a');
select is(app.current_role_ids(), array[tests.fx('a.role'), tests.fx('a.role2')],
  'current_role_ids: the roles the member fills or filled');
select is(app.current_process_ids(), array[tests.fx('a.process')], 'current_process_ids: the processes assigned to them');
select is((select array_agg(x) from app.processes_matching_text('%') x), array[tests.fx('a.process')],
  'processes_matching_text finds no process outside the member''s scope');
select is((select array_agg(name order by name) from app.filter_authors()), array['Colleague', 'Member'],
  'filter_authors: the authors of the filters the member sees, id and name only');
select tests.act_as('manager', 'pgtap-a');
select is(app.current_role_ids(), array[tests.fx('a.role')], 'current_role_ids for a manager: the roles they fill');
select is((select count(*) from app.processes_matching_text('%')), 2::bigint,
  'processes_matching_text finds every process for a manager');
select tests.act_as('disabled', 'pgtap-a');
select is(app.current_role_ids(), '{}'::bigint[], 'current_role_ids: empty for a disabled person');
select is(app.current_process_ids(), '{}'::bigint[], 'current_process_ids: empty for a disabled person');
select tests.act_as('member', 'pgtap-b');
select is(app.current_process_ids(), '{}'::bigint[], 'current_process_ids: empty under another tenant');
reset role;

-- A former holder (migration 20261129093000): the colleague held clerk from January and left
-- on 2026-06-30. The role and OPS1 (clerk's since January) stay readable; OPS3, given to
-- clerk after they left, is not theirs.
do $$
declare
  org bigint := tests.fx('a.org');
  ops3 bigint;
begin
  update app.process_roles set assigned_from = '2026-01-01' where org_id = org
    and process_id = tests.fx('a.process') and role_id = tests.fx('a.role2');
  update app.role_members set held_from = '2026-01-01' where org_id = org
    and role_id = tests.fx('a.role2') and person_id = tests.fx('a.person.colleague');
  perform app.set_holding_change_day('2026-06-30');
  delete from app.role_members where org_id = org and role_id = tests.fx('a.role2')
    and person_id = tests.fx('a.person.colleague');
  insert into app.processes (org_id, process_handle, name) values (org, 'OPS3', 'Count the stock')
    returning id into ops3;
  insert into app.process_roles (org_id, process_id, role_id, assigned_from)
    values (org, ops3, tests.fx('a.role2'), '2026-07-01');
  perform app.set_holding_change_day(null);
end $$;
select is(tests.keys('colleague', 'select role_handle from app.roles'), array['clerk'],
  'a former holder still reads the role they held');
select is(tests.keys('colleague', 'select process_handle from app.processes'), array['OPS1'],
  'a former holder reads the processes the role had while they held it, not one it got later');
select is(tests.keys('member', 'select process_handle from app.processes'), array['OPS1', 'OPS3'],
  'the current holder reads both');

select ok((select bool_and(prosecdef) from pg_proc where pronamespace = 'app'::regnamespace
           and proname in ('current_role_ids', 'current_process_ids', 'filter_authors', 'processes_matching_text')),
  'the scope helpers are security definer');
select ok(has_function_privilege('authenticated', 'app.current_role_ids()', 'execute')
          and has_function_privilege('authenticated', 'app.current_process_ids()', 'execute')
          and has_function_privilege('authenticated', 'app.filter_authors()', 'execute')
          and not has_function_privilege('anon', 'app.current_process_ids()', 'execute'),
  'authenticated may call the scope helpers, anon may not');

-- Cost: the scope is computed once per statement (an InitPlan), and never for an Admin or
-- Manager. Counted by the statistics of this transaction (track_functions).
do $$
begin
  insert into app.processes (org_id, process_handle, name)
    select tests.fx('a.org'), 'BULK' || g, 'Bulk ' || g from generate_series(1, 300) g;
end $$;
set local track_functions = 'all';
create function tests.calls(f text) returns bigint language sql as
  $$ select coalesce(pg_stat_get_xact_function_calls(f::regprocedure), 0) $$;
create temp table calls_before as select tests.calls('app.current_process_ids()') as n;
select tests.act_as('owner', 'pgtap-a');
select cmp_ok(tests.affected('select 1 from app.processes p join app.process_docs d on d.process_id = p.id'), '>=', 0::bigint,
  'owner reads processes with their docs');
select cmp_ok(tests.affected('select 1 from app.processes'), '>', 300::bigint, 'owner reads every process');
reset role;
select is(tests.calls('app.current_process_ids()') - (select n from calls_before), 0::bigint,
  'an Admin''s reads never compute the User scope');
update calls_before set n = tests.calls('app.current_process_ids()');
select tests.act_as('member', 'pgtap-a');
select is(tests.affected('select 1 from app.processes'), 2::bigint, 'member reads 2 of 300+ processes');
reset role;
select is(tests.calls('app.current_process_ids()') - (select n from calls_before), 1::bigint,
  'a User''s read of 300+ rows computes their scope once, not per row');

select * from finish();
rollback;
