-- Saved filters: a private one is seen and changed by its owner only (not even an Admin
-- sees it); a public one is seen by the whole organisation and changed by its owner or an
-- Admin/Manager. (Saved matrices have their own rules: 15-saved-matrices.test.sql.)
begin;
select plan(21);
\ir fixtures/personas.sql

-- How to insert a filter: (org, name, is_private, owner); t is kept for view_rules' messages.
create function tests.insert_view(t text, org bigint, name text, private boolean, owner bigint) returns text
language plpgsql immutable as $$
begin
  return format('insert into app.filters (org_id, name, associated_entity, is_private, owner_id) values (%s, %L, ''Process'', %L, %s)', org, name, private, owner);
end
$$;

create function tests.view_rules(t text) returns setof text language plpgsql as $$
declare
  k text := 'a.filter.';
  org bigint := tests.fx('a.org');
  me bigint := tests.fx('a.person.member');
  other bigint := tests.fx('a.person.colleague');
  rls text := format('new row violates row-level security policy for table "%s"', t);
begin
  -- Who sees what
  perform tests.act_as('member', 'pgtap-a');
  return next results_eq(format('select name::text from app.%I order by 1', t),
    $v$ values ('Colleague, public'), ('Mine, private'), ('Mine, public') $v$,
    format('%s: member sees their own ones and the colleague''s public one', t));
  perform tests.act_as('colleague', 'pgtap-a');
  return next results_eq(format('select name::text from app.%I order by 1', t),
    $v$ values ('Colleague, private'), ('Colleague, public'), ('Mine, public') $v$,
    format('%s: colleague sees their own ones and the member''s public one', t));
  perform tests.act_as('owner', 'pgtap-a');
  return next results_eq(format('select name::text from app.%I order by 1', t),
    $v$ values ('Colleague, public'), ('Mine, public') $v$,
    format('%s: even an Admin sees no one else''s private ones', t));

  -- The owner
  perform tests.act_as('member', 'pgtap-a');
  return next is(tests.affected_undone(tests.insert_view(t, org, 'New, private', true, me)), 1::bigint,
    format('%s: member creates a private one of their own', t));
  return next throws_ok(tests.insert_view(t, org, 'Planted', false, other), '42501', rls,
    format('%s: member cannot create one owned by a colleague', t));
  return next is(tests.affected_undone(format('update app.%I set name = ''Renamed'', is_private = false where id = %s', t, tests.fx(k || 'mine-private'))), 1::bigint,
    format('%s: member renames their own and makes it public', t));
  return next is(tests.affected_undone(format('delete from app.%I where id = %s', t, tests.fx(k || 'mine-public'))), 1::bigint,
    format('%s: member deletes their own', t));
  return next throws_ok(format('update app.%I set owner_id = %s where id = %s', t, other, tests.fx(k || 'mine-public')), '42501', rls,
    format('%s: member cannot hand their own to a colleague', t));
  return next is(tests.affected(format('update app.%I set name = ''Hijacked'' where id = %s', t, tests.fx(k || 'colleague-public'))), 0::bigint,
    format('%s: member cannot change a colleague''s public one', t));
  return next is(tests.affected(format('update app.%I set name = ''Hijacked'' where id = %s', t, tests.fx(k || 'colleague-private'))), 0::bigint,
    format('%s: member cannot change a colleague''s private one', t));
  return next is(tests.affected(format('delete from app.%I where id in (%s, %s)', t, tests.fx(k || 'colleague-public'), tests.fx(k || 'colleague-private'))), 0::bigint,
    format('%s: member cannot delete a colleague''s ones', t));

  -- A manager, on other people's ones
  perform tests.act_as('manager', 'pgtap-a');
  return next is(tests.affected_undone(tests.insert_view(t, org, 'For the team', false, other)), 1::bigint,
    format('%s: manager creates a public one for a colleague', t));
  return next throws_ok(tests.insert_view(t, org, 'Secret for them', true, other), '42501', rls,
    format('%s: manager cannot create a private one for someone else', t));
  return next is(tests.affected_undone(format('update app.%I set name = ''Tidied'' where id = %s', t, tests.fx(k || 'colleague-public'))), 1::bigint,
    format('%s: manager changes someone''s public one', t));
  return next throws_ok(format('update app.%I set is_private = true where id = %s', t, tests.fx(k || 'colleague-public')), '42501', rls,
    format('%s: manager cannot make someone''s public one private', t));
  return next is(tests.affected_undone(format('delete from app.%I where id = %s', t, tests.fx(k || 'colleague-public'))), 1::bigint,
    format('%s: manager deletes someone''s public one', t));
  return next is(tests.affected(format('update app.%I set name = ''Peeked'' where id = %s', t, tests.fx(k || 'colleague-private'))), 0::bigint,
    format('%s: manager cannot change someone''s private one', t));
  return next is(tests.affected(format('delete from app.%I where id = %s', t, tests.fx(k || 'colleague-private'))), 0::bigint,
    format('%s: manager cannot delete someone''s private one', t));
end $$;

select * from tests.view_rules('filters');

reset role;
select results_eq(
  $$ select name::text, is_private from app.filters where org_id = tests.fx('a.org') order by 1 $$,
  $$ values ('Colleague, private', true), ('Colleague, public', false), ('Mine, private', true), ('Mine, public', false) $$,
  'filters of org A are as arranged after every attempt');
select tests.act_as('member', 'pgtap-a');
select is(tests.affected(format('update app.filters set criteria = ''["q:close"]'' where id = %s', tests.fx('a.filter.mine-public'))), 1::bigint,
  'member changes the criteria of their own filter');
select throws_ok(format('update app.filters set criteria = ''{"not": "an array"}'' where id = %s', tests.fx('a.filter.mine-public')), '23514', null,
  'criteria that are not a JSON array are refused');

select * from finish();
rollback;
