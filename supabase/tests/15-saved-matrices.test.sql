-- Saved matrices: seen by their owner, and by the whole organisation when public; written
-- by their owner only, and only while the owner is an Admin or Manager (a User may not use
-- the matrix). No one changes another person's matrix, not even an Admin; no one reaches
-- another organisation's.
begin;
select plan(22);
\ir fixtures/personas.sql

create function tests.matrix_names() returns setof text language sql as $$
  select name::text from app.saved_matrices order by 1
$$;

create function tests.insert_matrix(name text, private boolean, owner text) returns text language sql as $$
  select format('insert into app.saved_matrices (org_id, name, row_dim, col_dim, is_private, owner_id) values (%s, %L, ''dept'', ''Role'', %L, %s)',
                tests.fx('a.org'), name, private, tests.fx('a.person.' || owner))
$$;

-- Who sees what
select tests.act_as('manager', 'pgtap-a');
select results_eq('select * from tests.matrix_names()',
  $$ values ('Admin''s, public'), ('Mine, private'), ('Mine, public') $$,
  'the manager sees their own ones and the admin''s public one');
select tests.act_as('owner', 'pgtap-a');
select results_eq('select * from tests.matrix_names()',
  $$ values ('Admin''s, private'), ('Admin''s, public'), ('Mine, public') $$,
  'the admin sees their own ones and the manager''s public one, not the manager''s private one');
select tests.act_as('member', 'pgtap-a');
select results_eq('select * from tests.matrix_names()',
  $$ values ('Admin''s, public'), ('Mine, public') $$,
  'a member reads the public ones only');
select tests.act_as('outsider', 'pgtap-b');
select is((select count(*) from app.saved_matrices where org_id = tests.fx('a.org')), 0::bigint,
  'another organisation''s Admin sees none of org A''s');
select tests.act_as('owner', 'pgtap-b');
select is((select count(*) from app.saved_matrices), 0::bigint,
  'asking for org B''s tenant shows org A''s Admin nothing');

-- The owner, a Manager
select tests.act_as('manager', 'pgtap-a');
select is(tests.affected_undone(tests.insert_matrix('New', true, 'manager')), 1::bigint,
  'the manager saves a matrix of their own');
select throws_ok(tests.insert_matrix('Planted', false, 'owner'), '42501', null,
  'the manager cannot save one owned by the admin');
select is(tests.affected_undone(format('update app.saved_matrices set name = ''Renamed'', is_private = false, row_dim = ''Role'' where id = %s', tests.fx('a.matrix.mine-private'))), 1::bigint,
  'the manager renames their own and makes it public');
select is(tests.affected_undone(format('delete from app.saved_matrices where id = %s', tests.fx('a.matrix.mine-public'))), 1::bigint,
  'the manager deletes their own');
select throws_ok(format('update app.saved_matrices set owner_id = %s where id = %s', tests.fx('a.person.owner'), tests.fx('a.matrix.mine-public')), '42501', null,
  'the manager cannot hand their own to the admin');
select is(tests.affected(format('update app.saved_matrices set name = ''Hijacked'' where id = %s', tests.fx('a.matrix.admin''s-public'))), 0::bigint,
  'the manager cannot change the admin''s public one');
select is(tests.affected(format('delete from app.saved_matrices where id in (%s, %s)', tests.fx('a.matrix.admin''s-public'), tests.fx('a.matrix.admin''s-private'))), 0::bigint,
  'the manager cannot delete the admin''s ones');

-- An Admin is no owner of others' matrices
select tests.act_as('owner', 'pgtap-a');
select is(tests.affected(format('update app.saved_matrices set name = ''Tidied'' where id = %s', tests.fx('a.matrix.mine-public'))), 0::bigint,
  'the admin cannot change the manager''s public one');
select is(tests.affected(format('delete from app.saved_matrices where id in (%s, %s)', tests.fx('a.matrix.mine-public'), tests.fx('a.matrix.mine-private'))), 0::bigint,
  'the admin cannot delete the manager''s ones');

-- A User may not save one, not even their own
select tests.act_as('member', 'pgtap-a');
select throws_ok(tests.insert_matrix('Mine too', true, 'member'), '42501', null,
  'a member cannot save a matrix of their own');
select is(tests.affected(format('update app.saved_matrices set name = ''Hijacked'' where id = %s', tests.fx('a.matrix.mine-public'))), 0::bigint,
  'a member cannot change a public one');

-- Another organisation
select tests.act_as('outsider', 'pgtap-b');
select is(tests.affected(format('update app.saved_matrices set name = ''Hijacked'' where id in (%s, %s)', tests.fx('a.matrix.admin''s-public'), tests.fx('a.matrix.mine-public'))), 0::bigint,
  'another organisation''s Admin changes none of org A''s');
select is(tests.affected(format('delete from app.saved_matrices where org_id = %s', tests.fx('a.org'))), 0::bigint,
  'another organisation''s Admin deletes none of org A''s');
select throws_ok(format('insert into app.saved_matrices (org_id, name, row_dim, col_dim, owner_id) values (%s, ''Planted'', ''dept'', ''Role'', %s)', tests.fx('a.org'), tests.fx('a.person.manager')), '42501', null,
  'another organisation''s Admin cannot plant one in org A');

-- The table's own rules
reset role;
select throws_ok(format('insert into app.saved_matrices (org_id, name, row_dim, col_dim, owner_id) values (%s, ''  '', ''dept'', ''Role'', %s)', tests.fx('a.org'), tests.fx('a.person.manager')), '23514', null,
  'a blank name is refused');
insert into app.saved_matrices (org_id, name, row_dim, col_dim, owner_id)
  values (tests.fx('a.org'), 'Defaulted', 'dept', 'Role', tests.fx('a.person.manager'));
select is((select is_private from app.saved_matrices where name = 'Defaulted'), true,
  'a matrix is private unless said otherwise');
select results_eq(
  $$ select name::text, is_private, owner_id from app.saved_matrices where org_id = tests.fx('a.org') and name <> 'Defaulted' order by 1 $$,
  format($$ values ('Admin''s, private', true, %1$s::bigint), ('Admin''s, public', false, %1$s), ('Mine, private', true, %2$s), ('Mine, public', false, %2$s) $$,
         tests.fx('a.person.owner'), tests.fx('a.person.manager')),
  'org A''s matrices are as arranged after every attempt');

select * from finish();
rollback;
