-- Import jobs and their staged lines (docs/csv.md#import): admins and managers of the
-- organisation read and write them; a User, and anyone of another organisation, reaches
-- none; one unfinished import per organisation and kind.
begin;
select plan(12);
\ir fixtures/personas.sql

insert into app.import_jobs (org_id, kind, phase, started_by)
  values (tests.fx('a.org'), 'PROCESSES', 'STAGING', tests.fx('a.person.manager'));
insert into tests.fixtures
  select 'a.import', id from app.import_jobs where org_id = tests.fx('a.org') and finished_at is null;
insert into app.import_staging (org_id, job_id, line, payload)
  values (tests.fx('a.org'), tests.fx('a.import'), 2, '{"processHandle": "HR-001"}');

select tests.act_as('manager', 'pgtap-a');
select is((select count(*) from app.import_jobs), 2::bigint, 'a manager reads the organisation''s jobs (the fixture''s and this one)');
select is((select count(*) from app.import_staging), 2::bigint, 'a manager reads their staged lines');
select is(tests.affected_undone(format('update app.import_jobs set cancel_requested = true where id = %s', tests.fx('a.import'))), 1::bigint,
  'a manager cancels the running import');
select is(tests.affected_undone(format('delete from app.import_staging where job_id = %s', tests.fx('a.import'))), 1::bigint,
  'a manager deletes the staged lines');
select throws_ok(format('insert into app.import_jobs (org_id, kind) values (%s, ''PROCESSES'')', tests.fx('a.org')), '23505', null,
  'a second unfinished import of the same kind is refused');
select is(tests.affected_undone(format('insert into app.import_jobs (org_id, kind) values (%s, ''ROLES'')', tests.fx('a.org'))), 1::bigint,
  'an import of another kind may run meanwhile');

select tests.act_as('owner', 'pgtap-a');
select is(tests.affected_undone(format('update app.import_jobs set phase = ''DONE'', finished_at = now() where id = %s', tests.fx('a.import'))), 1::bigint,
  'an admin finishes a job');

select tests.act_as('member', 'pgtap-a');
select is((select count(*) from app.import_jobs) + (select count(*) from app.import_staging), 0::bigint,
  'a User sees no job and no staged line');
select is(tests.affected(format('update app.import_jobs set cancel_requested = true where id = %s', tests.fx('a.import'))), 0::bigint,
  'a User cannot cancel an import');
select throws_ok(format('insert into app.import_jobs (org_id, kind) values (%s, ''USERS'')', tests.fx('a.org')), '42501', null,
  'a User cannot start an import');

select tests.act_as('outsider', 'pgtap-b');
select is(tests.affected(format('delete from app.import_staging where org_id = %s', tests.fx('a.org'))), 0::bigint,
  'another organisation''s Admin deletes none of org A''s staged lines');
select throws_ok(format('insert into app.import_staging (org_id, job_id, line, payload) values (%s, %s, 3, ''{}'')', tests.fx('a.org'), tests.fx('a.import')), '42501', null,
  'another organisation''s Admin cannot stage lines in org A');

select * from finish();
rollback;
