-- For every table of schema app (read from the catalog, so a new table is covered
-- without editing this file): people of org A, under their own claims, can neither
-- read nor change org B's rows — asking for their own tenant or pointing app.tenant at
-- org B's prefix — while they do read their own organisation's rows.
begin;
-- Per table: 4 personas × (read, update, delete, insert of org B rows) + 2 own-org reads
-- + 2 reads under org B's prefix + 1 move attempt (not for organizations), then 2 more.
-- The audit trail is left out: nobody signed in may write it at all (no privilege, not
-- only no policy) and only Admins read it; 20-audit-trail.test.sql covers it.
select plan((select count(*)::int * 21 - 1 + 2 from pg_class
             where relnamespace = 'app'::regnamespace and relkind in ('r', 'p')
               and relname <> 'audit_entries'));
\ir fixtures/personas.sql

create table tests.tables as
  select c.relname::text as name,
         case when c.relname = 'organizations' then 'id' else 'org_id' end as org_col
  from pg_class c where c.relnamespace = 'app'::regnamespace and c.relkind in ('r', 'p')
    and c.relname <> 'audit_entries';

-- One org B row per table, and the columns an INSERT may name (no identity or
-- generated ones), to try inserting a copy of it under org A's claims.
create table tests.samples (name text primary key, cols text, sample jsonb);
do $$
declare t tests.tables; v jsonb;
begin
  for t in select * from tests.tables loop
    execute format('select to_jsonb(x) from app.%I x where %I = $1 limit 1', t.name, t.org_col)
      into v using tests.fx('b.org');
    insert into tests.samples values (t.name,
      (select string_agg(quote_ident(a.attname), ', ' order by a.attnum) from pg_attribute a
       where a.attrelid = format('app.%I', t.name)::regclass and a.attnum > 0 and not a.attisdropped
         and a.attidentity = '' and a.attgenerated = ''),
      v);
  end loop;
end $$;
grant select on tests.tables, tests.samples to authenticated;

-- Everything of org B, to prove afterwards that nothing changed.
create function tests.org_b_digest() returns text language plpgsql as $$
declare t tests.tables; d text; acc text := '';
begin
  for t in select * from tests.tables order by name loop
    execute format('select md5(coalesce(string_agg(to_jsonb(x)::text, '','' order by to_jsonb(x)::text), '''')) from app.%I x where %I = $1',
                   t.name, t.org_col) into d using tests.fx('b.org');
    acc := acc || t.name || ':' || d || ';';
  end loop;
  return acc;
end $$;

select is_empty($$ select name from tests.samples where sample is null $$,
  'arrangement: org B has a row in every app table');
create temp table before_digest as select tests.org_b_digest() as d;

-- Runs as whoever calls it (the persona), so every statement meets the policies.
create function tests.cannot_touch_org_b(persona text, tenant text) returns setof text language plpgsql as $$
declare t tests.tables; s tests.samples; b bigint := tests.fx('b.org'); who text := persona || '@' || tenant;
begin
  perform tests.act_as(persona, tenant);
  for t in select * from tests.tables order by name loop
    select * into s from tests.samples where name = t.name;
    return next is(tests.affected(format('select 1 from app.%I where %I = %s', t.name, t.org_col, b)), 0::bigint,
      format('%s reads no org B row of %s', who, t.name));
    return next is(tests.affected(format('update app.%I set %I = %I where %I = %s', t.name,
      case when t.name = 'organizations' then 'name' else 'org_id' end,
      case when t.name = 'organizations' then 'name' else 'org_id' end, t.org_col, b)), 0::bigint,
      format('%s updates no org B row of %s', who, t.name));
    if t.name = 'organizations' then
      return next throws_ok(format('delete from app.organizations where id = %s', b), '42501',
        'permission denied for table organizations', format('%s cannot delete organisation B', who));
      return next throws_ok(format('insert into app.organizations (%s) select %s from jsonb_populate_record(null::app.organizations, %L)',
        s.cols, s.cols, s.sample), '42501', 'permission denied for table organizations',
        format('%s cannot insert an organisation', who));
    else
      -- A table nobody signed in deletes from (settings) refuses outright.
      if has_table_privilege('authenticated', format('app.%I', t.name), 'delete') then
        return next is(tests.affected(format('delete from app.%I where org_id = %s', t.name, b)), 0::bigint,
          format('%s deletes no org B row of %s', who, t.name));
      else
        return next throws_ok(format('delete from app.%I where org_id = %s', t.name, b), '42501',
          format('permission denied for table %s', t.name), format('%s cannot delete from %s', who, t.name));
      end if;
      return next throws_ok(format('insert into app.%I (%s) select %s from jsonb_populate_record(null::app.%I, %L)',
        t.name, s.cols, s.cols, t.name, s.sample), '42501',
        format('new row violates row-level security policy for table "%s"', t.name),
        format('%s cannot insert an org B row into %s', who, t.name));
    end if;
  end loop;
end $$;

create function tests.reads_own_org(persona text) returns setof text language plpgsql as $$
declare t tests.tables;
begin
  perform tests.act_as(persona, 'pgtap-a');
  for t in select * from tests.tables order by name loop
    -- Imports are admins' and managers' only (16-imports.test.sql), reminder runs and the
    -- outbox admins' only, and so are the counts of series (they count everyone's): a User
    -- reads none.
    if persona = 'member' and t.name in ('import_jobs', 'import_staging', 'reminder_outbox', 'reminder_runs',
                                         'series_spans', 'series_people', 'unheld_occurrences') then
      return next is(tests.affected(format('select 1 from app.%I where %I = %s', t.name, t.org_col, tests.fx('a.org'))),
        0::bigint, format('%s@pgtap-a reads no row of %s (admins'' and managers'' only)', persona, t.name));
      continue;
    end if;
    return next cmp_ok(tests.affected(format('select 1 from app.%I where %I = %s', t.name, t.org_col, tests.fx('a.org'))),
      '>', 0::bigint, format('%s@pgtap-a reads org A rows of %s', persona, t.name));
  end loop;
end $$;

-- Pointing app.tenant at org B answers nothing at all, not even org A's rows.
create function tests.reads_nothing_under_b(persona text) returns setof text language plpgsql as $$
declare t tests.tables;
begin
  perform tests.act_as(persona, 'pgtap-b');
  for t in select * from tests.tables order by name loop
    return next is(tests.affected(format('select 1 from app.%I', t.name)), 0::bigint,
      format('%s@pgtap-b reads no row at all of %s', persona, t.name));
  end loop;
end $$;

-- An admin of A may write A's rows but not move one into org B.
create function tests.cannot_move_to_org_b() returns setof text language plpgsql as $$
declare t tests.tables;
begin
  perform tests.act_as('owner', 'pgtap-a');
  for t in select * from tests.tables where name <> 'organizations' order by name loop
    return next throws_ok(format('update app.%I set org_id = %s where org_id = %s', t.name, tests.fx('b.org'), tests.fx('a.org')),
      '42501', format('new row violates row-level security policy for table "%s"', t.name),
      format('owner@pgtap-a cannot move a row of %s into org B', t.name));
  end loop;
end $$;

select * from tests.cannot_touch_org_b('member', 'pgtap-a');
select * from tests.cannot_touch_org_b('owner', 'pgtap-a');
select * from tests.cannot_touch_org_b('member', 'pgtap-b');
select * from tests.cannot_touch_org_b('owner', 'pgtap-b');
select * from tests.reads_own_org('member');
select * from tests.reads_own_org('owner');
select * from tests.reads_nothing_under_b('member');
select * from tests.reads_nothing_under_b('owner');
select * from tests.cannot_move_to_org_b();

reset role;
select is(tests.org_b_digest(), (select d from before_digest), 'org B''s rows are exactly as they were');

select * from finish();
rollback;
