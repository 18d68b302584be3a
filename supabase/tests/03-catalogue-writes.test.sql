-- The catalogue is written by Admins and Managers only: a User-type member of the same
-- organisation reads it (see 02) but cannot insert, update or delete any of it.
begin;
select plan(103);
\ir fixtures/personas.sql

insert into app.labels (org_id, label) values (tests.fx('a.org'), 'site:north');
insert into tests.fixtures select 'a.label2', id from app.labels where label = 'site:north';

-- One insert, update and delete per table, each of which succeeds for a manager on
-- the arranged rows (null: tested separately below; settings are never deleted).
create table tests.writes (name text primary key, ins text, upd text, del text);
insert into tests.writes
select w.name, w.ins, w.upd, w.del from (values
  ('settings', null,
    format('update app.settings set timezone = ''GMT+02:00'' where org_id = %s', tests.fx('a.org')),
    null),
  ('people',
    format('insert into app.people (org_id, people_handle, name) values (%s, ''hire'', ''New hire'')', tests.fx('a.org')),
    format('update app.people set name = ''Renamed'' where id = %s', tests.fx('a.person.colleague')),
    format('delete from app.people where id = %s', tests.fx('a.person.colleague'))),
  ('roles',
    format('insert into app.roles (org_id, role_handle, name) values (%s, ''auditor'', ''Auditor'')', tests.fx('a.org')),
    format('update app.roles set name = ''Head'' where id = %s', tests.fx('a.role')),
    format('delete from app.roles where id = %s', tests.fx('a.role'))),
  ('role_members',
    format('insert into app.role_members (org_id, role_id, person_id) values (%s, %s, %s)', tests.fx('a.org'), tests.fx('a.role'), tests.fx('a.person.colleague')),
    format('update app.role_members set role_id = %s where org_id = %s', tests.fx('a.role'), tests.fx('a.org')),
    format('delete from app.role_members where org_id = %s', tests.fx('a.org'))),
  ('process_categories',
    format('insert into app.process_categories (org_id, prefix) values (%s, ''HR'')', tests.fx('a.org')),
    format('update app.process_categories set description = ''Operations'' where id = %s', tests.fx('a.category')),
    format('delete from app.process_categories where id = %s', tests.fx('a.category'))),
  ('processes',
    format('insert into app.processes (org_id, process_handle, name) values (%s, ''OPS2'', ''Pay suppliers'')', tests.fx('a.org')),
    format('update app.processes set name = ''Close the month'' where id = %s', tests.fx('a.process')),
    format('delete from app.processes where id = %s', tests.fx('a.process'))),
  ('process_roles',
    format('insert into app.process_roles (org_id, process_id, role_id) values (%s, %s, %s)', tests.fx('a.org'), tests.fx('a.process'), tests.fx('a.role')),
    format('update app.process_roles set role_id = %s where process_id = %s', tests.fx('a.role'), tests.fx('a.process')),
    format('delete from app.process_roles where process_id = %s', tests.fx('a.process'))),
  ('process_docs',
    format('insert into app.process_docs (org_id, process_id, name, url) values (%s, %s, ''Checklist'', ''https://example.test/c'')', tests.fx('a.org'), tests.fx('a.process')),
    format('update app.process_docs set name = ''Manual'' where id = %s', tests.fx('a.doc')),
    format('delete from app.process_docs where id = %s', tests.fx('a.doc'))),
  ('labels',
    format('insert into app.labels (org_id, label) values (%s, ''site:south'')', tests.fx('a.org')),
    format('update app.labels set label = ''dept:ops'' where id = %s', tests.fx('a.label')),
    format('delete from app.labels where id = %s', tests.fx('a.label'))),
  ('process_labels',
    format('insert into app.process_labels (org_id, process_id, label_id) values (%s, %s, %s)', tests.fx('a.org'), tests.fx('a.process'), tests.fx('a.label2')),
    format('update app.process_labels set label_id = %s where process_id = %s', tests.fx('a.label2'), tests.fx('a.process')),
    format('delete from app.process_labels where process_id = %s', tests.fx('a.process'))),
  ('tasks',
    format('insert into app.tasks (org_id, handle, init_handle, name, person_id, due_date, is_manually_created) values (%s, ''manual-1'', ''manual-1'', ''Call the bank'', %s, ''2026-12-05'', true)', tests.fx('a.org'), tests.fx('a.person.member')),
    format('update app.tasks set name = ''Renamed'' where id = %s', tests.fx('a.task.colleague')),
    format('delete from app.tasks where id = %s', tests.fx('a.task.colleague')))
) w (name, ins, upd, del);
grant select on tests.writes to authenticated;

create function tests.user_cannot_write() returns setof text language plpgsql as $$
declare w tests.writes;
begin
  perform tests.act_as('member', 'pgtap-a');
  for w in select * from tests.writes order by name loop
    if w.ins is not null then
      return next throws_ok(w.ins, '42501', format('new row violates row-level security policy for table "%s"', w.name),
        format('member (User) cannot insert into %s', w.name));
    end if;
    return next is(tests.affected(w.upd), 0::bigint, format('member (User) updates no row of %s', w.name));
    if w.del is not null then
      return next is(tests.affected(w.del), 0::bigint, format('member (User) deletes no row of %s', w.name));
    end if;
  end loop;
end $$;

create function tests.manager_can_write(persona text) returns setof text language plpgsql as $$
declare w tests.writes;
begin
  perform tests.act_as(persona, 'pgtap-a');
  for w in select * from tests.writes order by name loop
    if w.ins is not null then
      return next is(tests.affected_undone(w.ins), 1::bigint, format('%s inserts into %s', persona, w.name));
    end if;
    return next is(tests.affected_undone(w.upd), 1::bigint, format('%s updates %s', persona, w.name));
    if w.del is not null then
      return next is(tests.affected_undone(w.del), 1::bigint, format('%s deletes from %s', persona, w.name));
    end if;
  end loop;
end $$;

select * from tests.user_cannot_write();
select * from tests.manager_can_write('manager');
select * from tests.manager_can_write('owner');

-- The API upserts the settings and never deletes them: nobody signed in may
-- (20260105000000_sql_hygiene.sql), not even an Admin.
select tests.act_as('member', 'pgtap-a');
select throws_ok(format('delete from app.settings where org_id = %s', tests.fx('a.org')), '42501',
  'permission denied for table settings', 'member (User) cannot delete settings');
select tests.act_as('manager', 'pgtap-a');
select throws_ok(format('delete from app.settings where org_id = %s', tests.fx('a.org')), '42501',
  'permission denied for table settings', 'manager cannot delete settings');
select tests.act_as('owner', 'pgtap-a');
select throws_ok(format('delete from app.settings where org_id = %s', tests.fx('a.org')), '42501',
  'permission denied for table settings', 'owner (Admin) cannot delete settings');

-- settings has one row per organisation: inserting needs it gone first.
reset role;
delete from app.settings where org_id = tests.fx('a.org');
select tests.act_as('member', 'pgtap-a');
select throws_ok(format('insert into app.settings (org_id) values (%s)', tests.fx('a.org')), '42501',
  'new row violates row-level security policy for table "settings"', 'member (User) cannot insert settings');
select tests.act_as('manager', 'pgtap-a');
select is(tests.affected_undone(format('insert into app.settings (org_id) values (%s)', tests.fx('a.org'))), 1::bigint,
  'manager inserts settings');
select tests.act_as('owner', 'pgtap-a');
select is(tests.affected_undone(format('insert into app.settings (org_id) values (%s)', tests.fx('a.org'))), 1::bigint,
  'owner inserts settings');
reset role;
insert into app.settings (org_id) values (tests.fx('a.org'));

-- The organisation itself: renamed by an Admin only, its prefix by nobody signed in.
select tests.act_as('member', 'pgtap-a');
select is(tests.affected(format('update app.organizations set name = ''X'' where id = %s', tests.fx('a.org'))), 0::bigint,
  'member (User) cannot rename the organisation');
select tests.act_as('manager', 'pgtap-a');
select is(tests.affected(format('update app.organizations set name = ''X'' where id = %s', tests.fx('a.org'))), 0::bigint,
  'manager cannot rename the organisation');
select tests.act_as('owner', 'pgtap-a');
select is(tests.affected_undone(format('update app.organizations set name = ''Org A Ltd'' where id = %s', tests.fx('a.org'))), 1::bigint,
  'owner (Admin) renames the organisation');
select throws_ok(format('update app.organizations set prefix = ''elsewhere'' where id = %s', tests.fx('a.org')), '42501',
  'permission denied for table organizations', 'not even an Admin changes the organisation prefix');

select * from finish();
rollback;
