-- The audit trail (migration 20260112000400): changes and security events are written in
-- the writing transaction; only Admins read their organisation's entries; no role — the
-- API's roles nor the database owner the API connects as — changes or deletes one; the
-- hash chain is sealed and checked, and a link broken by hand is reported; retention
-- removes only an old prefix and records it.
begin;
select plan(38);
\ir fixtures/personas.sql

create function tests.entries(p_org bigint, p_action text) returns bigint language sql as $$
  select count(*) from app.audit_entries where org_id = p_org and action = p_action
$$;

-- ---------------------------------------------------------------------------
-- Written with the change
-- ---------------------------------------------------------------------------
select ok((select count(*) from app.audit_entries where org_id = tests.fx('a.org') and entity = 'processes'
           and action = 'insert') >= 1, 'the arranged process was recorded as inserted');
select is((select count(*) from app.audit_entries where entity in ('task_changes', 'import_staging',
           'reminder_outbox', 'reminder_runs', 'reminder_tokens', 'task_source_changes')), 0::bigint,
  'queues, caches, staging and the tasks'' own history are not recorded');

select tests.act_as('owner', 'pgtap-a');
select set_config('app.client_address', '198.51.100.7', true);
update app.processes set name = 'Renamed', description = description where id = tests.fx('a.process');
reset role;
select results_eq(
  $$ select person_id, actor, client_address, entity_id, before::jsonb, after::jsonb from app.audit_entries
     where org_id = tests.fx('a.org') and entity = 'processes' and action = 'update' $$,
  $$ select tests.fx('a.person.owner'), 'person'::text, '198.51.100.7'::text,
            tests.fx('a.process')::text, '{"name": "Close the books"}'::jsonb, '{"name": "Renamed"}'::jsonb $$,
  'an update records who, from where, and only the changed column before → after');
select set_config('app.client_address', '', true);

select tests.act_as('owner', 'pgtap-a');
update app.people set is_auth_enabled = false where id = tests.fx('a.person.member');
update app.people set user_type = 'Manager' where id = tests.fx('a.person.colleague');
reset role;
select is((select count(*) from app.audit_entries where action = 'person_disabled'
            and entity_id = tests.fx('a.person.member')::text and person_id = tests.fx('a.person.owner')),
  1::bigint, 'disabling a person is person_disabled, by the Admin who did it');
select is(tests.entries(tests.fx('a.org'), 'type_changed'), 1::bigint, 'changing a type is type_changed');

-- A statement of more than 20 rows: one entry holding every row by its key.
select tests.act_as('owner', 'pgtap-a');
insert into app.labels (org_id, label) select tests.fx('a.org'), 'bulk:' || g from generate_series(1, 25) g;
reset role;
select results_eq(
  $$ select entity_id, person_id, json_array_length(after)
     from app.audit_entries where org_id = tests.fx('a.org') and entity = 'labels' and action = 'insert'
       and after::text like '%bulk:%' $$,
  $$ values (null::text, tests.fx('a.person.owner'), 25) $$,
  'a bulk statement is one entry of its person, listing all its rows');
select is((select r ->> 'label' from app.audit_entries e, json_array_elements(e.after) r
           where e.org_id = tests.fx('a.org') and e.entity = 'labels' and e.entity_id is null
             and (r ->> 'id')::bigint = (select id from app.labels where label = 'bulk:7')),
  'bulk:7', 'each row of it is kept whole, with its key');

select set_config('role', 'authenticated', true), set_config('request.jwt.claims', '{"role":"service_role"}', true),
       set_config('app.tenant', 'pgtap-a', true), set_config('app.actor', 'system: reminders run', true);
update app.settings set send_weekly_reminders_via_email = false where org_id = tests.fx('a.org');
reset role;
select set_config('app.actor', '', true), set_config('request.jwt.claims', '', true);
select results_eq(
  $$ select person_id, actor from app.audit_entries where org_id = tests.fx('a.org') and action = 'settings_changed' $$,
  $$ values (null::bigint, 'system: reminders run'::text) $$,
  'the system actor is recorded by its label, with no person');

-- ---------------------------------------------------------------------------
-- Security events, in every organisation where the account is a person
-- ---------------------------------------------------------------------------
insert into app.people (org_id, people_handle, name, email, user_type, auth_user_id)
values (tests.fx('b.org'), 'owner-in-b', 'Owner in B', 'owner@a.test', 'User',
        (select uid from tests.personas where name = 'owner'));
insert into auth.sessions (id, user_id, ip, user_agent)
values ('5e550000-0000-4000-8000-000000000001', (select uid from tests.personas where name = 'owner'),
        '192.0.2.1', 'pgTAP');
select results_eq(
  $$ select org_id, session_id::text, client_address from app.audit_entries where action = 'sign_in' order by org_id $$,
  $$ values (tests.fx('a.org'), '5e550000-0000-4000-8000-000000000001', '192.0.2.1'),
            (tests.fx('b.org'), '5e550000-0000-4000-8000-000000000001', '192.0.2.1') $$,
  'a sign-in is recorded in both organisations of the account, with its session and address');
delete from auth.sessions where id = '5e550000-0000-4000-8000-000000000001';
select is(tests.entries(tests.fx('a.org'), 'session_ended'), 1::bigint, 'ending the session is recorded');
update auth.users set encrypted_password = 'hash-1' where email = 'owner@a.test';
update auth.users set encrypted_password = 'hash-2' where email = 'owner@a.test';
select is(tests.entries(tests.fx('a.org'), 'password_set') + tests.entries(tests.fx('a.org'), 'password_changed'),
  2::bigint, 'setting and changing a password are recorded');
update auth.users set invited_at = now() where email = 'new.comer@a.test';
select is((select person_id from app.audit_entries where action = 'invitation_sent'),
  tests.fx('a.person.newcomer'), 'an invitation of a person not yet linked is recorded by email');
insert into local_auth.sign_in_attempts (email, address, succeeded) values ('owner@a.test', '203.0.113.5', false);
update local_auth.sign_in_attempts set succeeded = false where email = 'owner@a.test';
select results_eq(
  $$ select client_address from app.audit_entries where org_id = tests.fx('a.org') and action = 'sign_in_failed' $$,
  $$ values ('203.0.113.5'::text) $$,
  'a password attempt settled as failed is a failed sign-in, from its address');
select is((select count(*) from app.audit_entries where action = 'sign_in_failed' and org_id = tests.fx('b.org')),
  1::bigint, 'in every organisation of the account');

-- ---------------------------------------------------------------------------
-- Who reads it
-- ---------------------------------------------------------------------------
select tests.act_as('owner', 'pgtap-a');
select ok((select count(*) from app.audit_entries) > 0, 'an Admin reads the trail');
select is((select count(*) from app.audit_entries where org_id <> tests.fx('a.org')), 0::bigint,
  'of their own organisation only');
select tests.act_as('manager', 'pgtap-a');
select is((select count(*) from app.audit_entries), 0::bigint, 'a Manager reads nothing of it');
select tests.act_as('colleague', 'pgtap-a');
select is((select count(*) from app.audit_entries), 0::bigint, 'a User reads nothing of it');
reset role;

-- ---------------------------------------------------------------------------
-- Append-only for every role
-- ---------------------------------------------------------------------------
select tests.act_as('owner', 'pgtap-a');
select throws_ok('update app.audit_entries set action = ''x''', '42501', null, 'an Admin cannot change an entry');
select throws_ok('delete from app.audit_entries', '42501', null, 'an Admin cannot delete an entry');
select throws_ok('insert into app.audit_entries (org_id, actor, entity, action) values (1, ''x'', ''x'', ''x'')',
  '42501', null, 'nor write one');
reset role;
set local role anon;
select throws_ok('delete from app.audit_entries', '42501', null, 'anon cannot delete an entry');
reset role;
set local role service_role;
select throws_ok('update app.audit_entries set action = ''x''', '42501', null, 'service_role cannot change an entry');
select throws_ok('delete from app.audit_entries', '42501', null, 'service_role cannot delete an entry');
reset role;
select throws_ok(format('update app.audit_entries set after = ''{}''::json where org_id = %s', tests.fx('a.org')),
  '42501', 'The audit trail is append-only: entries cannot be changed or deleted.',
  'the owner the API connects as cannot change an entry either');
select throws_ok(format('delete from app.audit_entries where org_id = %s', tests.fx('a.org')),
  '42501', 'The audit trail is append-only: entries cannot be changed or deleted.',
  'nor delete one');
select throws_ok('truncate app.audit_entries', '42501', 'The audit trail is append-only: it cannot be truncated.',
  'nor truncate the table');

-- ---------------------------------------------------------------------------
-- The chain
-- ---------------------------------------------------------------------------
select ok(app.seal_audit_entries() > 0, 'sealing chains the unsealed entries');
select is(app.audit_chain_first_break(tests.fx('a.org')), null, 'the sealed chain holds');
select throws_ok(format('update app.audit_entries set hash = hash where org_id = %s and seq = 1', tests.fx('a.org')),
  '42501', null, 'a sealed entry cannot be sealed again');

-- Retention, in an organisation of its own: old, old, young, old — only the first two go.
-- Made with the triggers off, so that its chain holds only the entries below.
set local session_replication_role = replica;
create temp table c_org as
  with o as (insert into app.organizations (prefix, name) values ('pgtap-c', 'Org C') returning id)
  select id from o;
insert into app.settings (org_id) select id from c_org;
set local session_replication_role = origin;
insert into app.audit_entries (org_id, at, actor, entity, action)
select c.id, now() - interval '500 days', 'database', 'processes', 'old ' || n
from c_org c, generate_series(1, 2) n;
select app.seal_audit_entries();
insert into app.audit_entries (org_id, actor, entity, action) select id, 'database', 'processes', 'young' from c_org;
insert into app.audit_entries (org_id, at, actor, entity, action)
select id, now() - interval '450 days', 'database', 'processes', 'old late' from c_org;
select app.seal_audit_entries();
select is(app.apply_audit_retention((select id from c_org), now() - interval '200 days'), 0,
  'nothing is older than the retention yet: nothing removed');
select is(app.apply_audit_retention((select id from c_org), now(), 1), 1,
  'retention removes at most its batch of the prefix older than the organisation''s 400 days');
select is(app.apply_audit_retention((select id from c_org)), 1, 'the next run removes the rest of it');
select results_eq(
  $$ select action, after ->> 'removed' from app.audit_entries where org_id = (select id from c_org) order by id $$,
  $$ values ('young', null), ('old late', null), ('retention', '1'), ('retention', '1') $$,
  'an old entry after a young one stays: only a prefix is removed, and each removal is recorded');
select app.seal_audit_entries();
select is(app.audit_chain_first_break((select id from c_org)), null,
  'the remaining chain continues from the hash the retention entry recorded');

-- Breaking the chain by hand, as a superuser who turns the guard off.
set local session_replication_role = replica;
update app.audit_entries set after = '{"name": "forged"}'
where id = (select id from app.audit_entries where org_id = tests.fx('a.org') and action = 'type_changed');
set local session_replication_role = origin;
select is(app.audit_chain_first_break(tests.fx('a.org')),
  (select id from app.audit_entries where org_id = tests.fx('a.org') and action = 'type_changed'),
  'a changed entry is reported as the first broken link');
set local session_replication_role = replica;
delete from app.audit_entries where org_id = (select id from c_org) and action = 'old late';
set local session_replication_role = origin;
select is(app.audit_chain_first_break((select id from c_org)),
  (select min(id) from app.audit_entries where org_id = (select id from c_org) and action = 'retention'),
  'a removed entry is reported at the entry after it');

delete from app.organizations where id = (select id from c_org);
select is((select count(*) from app.audit_entries where org_id = (select id from c_org)), 0::bigint,
  'removing an organisation removes its trail');

select * from finish();
rollback;
