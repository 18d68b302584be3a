-- Private calendar feeds (migration 20260106000100): a person reads and writes only their
-- own feed row, whatever their type; the system actor and other organisations see none;
-- anon finds whose feed a token hash is through app.calendar_feed_owner and nothing
-- else, and a signed-in person cannot call that lookup at all.
begin;
select plan(22);
\ir fixtures/personas.sql

-- Arranged as postgres: feeds of the colleague and the owner in org A, and of b-user in
-- org B (instead of the shared fixtures' feeds).
delete from app.calendar_feeds;
insert into app.calendar_feeds (org_id, person_id, token_hash) values
  (tests.fx('a.org'), tests.fx('a.person.colleague'), repeat('c', 64)),
  (tests.fx('a.org'), tests.fx('a.person.owner'), repeat('d', 64)),
  (tests.fx('a.org'), tests.fx('a.person.disabled'), repeat('e', 64)),
  (tests.fx('b.org'), tests.fx('b.person.b-user'), repeat('b', 64));

-- ---------------------------------------------------------------------------
-- A person and their own row
-- ---------------------------------------------------------------------------
select tests.act_as('member', 'pgtap-a');
select is((select count(*) from app.calendar_feeds), 0::bigint,
  'a User without a feed sees no feed, not even their colleagues''');
select is(tests.affected(format(
  'insert into app.calendar_feeds (org_id, person_id, token_hash) values (%s, %s, %L)',
  tests.fx('a.org'), tests.fx('a.person.member'), repeat('a', 64))), 1::bigint,
  'a User makes their own feed');
select results_eq('select person_id from app.calendar_feeds',
  format('values (%s::bigint)', tests.fx('a.person.member')),
  'and then sees exactly that one row');
select is(tests.affected(format(
  'update app.calendar_feeds set token_hash = %L where person_id = %s', repeat('f', 64),
  tests.fx('a.person.member'))), 1::bigint, 'a User replaces their own token hash');
select throws_ok(format(
  'insert into app.calendar_feeds (org_id, person_id, token_hash) values (%s, %s, %L)',
  tests.fx('a.org'), tests.fx('a.person.newcomer'), repeat('9', 64)),
  '42501', 'new row violates row-level security policy for table "calendar_feeds"',
  'a User cannot make a feed for someone else');
select is(tests.affected(format('update app.calendar_feeds set token_hash = %L where person_id = %s',
  repeat('0', 64), tests.fx('a.person.colleague'))), 0::bigint,
  'a User cannot replace a colleague''s token');
select is(tests.affected(format('delete from app.calendar_feeds where person_id = %s',
  tests.fx('a.person.colleague'))), 0::bigint, 'a User cannot stop a colleague''s feed');
select throws_ok(format('update app.calendar_feeds set person_id = %s where person_id = %s',
  tests.fx('a.person.colleague'), tests.fx('a.person.member')),
  '42501', 'new row violates row-level security policy for table "calendar_feeds"',
  'a User cannot hand their feed to someone else');
select is(tests.affected(format('delete from app.calendar_feeds where person_id = %s',
  tests.fx('a.person.member'))), 1::bigint, 'a User stops their own feed');

-- An Admin is a person like any other here.
select tests.act_as('owner', 'pgtap-a');
select results_eq('select person_id from app.calendar_feeds',
  format('values (%s::bigint)', tests.fx('a.person.owner')),
  'an Admin sees only their own feed, not their people''s');
select is(tests.affected(format('delete from app.calendar_feeds where person_id = %s',
  tests.fx('a.person.colleague'))), 0::bigint, 'an Admin cannot stop another person''s feed');
select tests.act_as('manager', 'pgtap-a');
select is((select count(*) from app.calendar_feeds), 0::bigint, 'a Manager sees no one else''s feed');

-- Other organisations and the system actor
select tests.act_as('outsider', 'pgtap-b');
select is((select count(*) from app.calendar_feeds where org_id = tests.fx('a.org')), 0::bigint,
  'another organisation''s Admin sees none of its feeds');
-- The system actor as run-as-system.ts makes it (12-system-actor.test.sql).
select tests.act_with('{"role":"service_role"}', 'pgtap-a');
select is((select count(*) from app.calendar_feeds), 0::bigint,
  'the system actor, which is no person, sees no feed');

-- ---------------------------------------------------------------------------
-- The token lookup
-- ---------------------------------------------------------------------------
reset role;
select ok(has_function_privilege('anon', 'app.calendar_feed_owner(text)', 'execute'),
  'anon may look a token hash up (the calendar function has no session)');
select ok(not has_function_privilege('authenticated', 'app.calendar_feed_owner(text)', 'execute')
          and not has_function_privilege('service_role', 'app.calendar_feed_owner(text)', 'execute'),
  'nobody else is granted it: not authenticated, not service_role');

-- anon may not read tests.fixtures: the expected ids go through psql variables.
select tests.fx('a.org') as a_org, tests.fx('a.person.colleague') as a_colleague \gset
set local role anon;
select results_eq(format('select * from app.calendar_feed_owner(%L)', repeat('c', 64)),
  format('values (%s::bigint, %L::text, %s::bigint)', :a_org, 'pgtap-a', :a_colleague),
  'the hash of a stored token names its organisation (id, prefix) and person');
select is_empty(format('select * from app.calendar_feed_owner(%L)', repeat('7', 64)),
  'an unknown hash names nobody');
select is_empty(format('select * from app.calendar_feed_owner(%L)', repeat('e', 64)),
  'a person whose sign-in is turned off has no feed');
select throws_ok('select * from app.calendar_feeds', '42501', null,
  'anon cannot read the feeds table itself');
reset role;

select tests.act_as('member', 'pgtap-a');
select throws_ok(format('select * from app.calendar_feed_owner(%L)', repeat('c', 64)), '42501', null,
  'a signed-in person cannot call the lookup');
reset role;

-- A feed goes with its person.
delete from app.people where id = tests.fx('a.person.colleague');
select is((select count(*) from app.calendar_feeds where person_id = tests.fx('a.person.colleague')),
  0::bigint, 'removing a person removes their feed');

select * from finish();
rollback;
