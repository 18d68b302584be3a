-- Pending rows of a processes import (issue 10 §2, §5): the new processes are written
-- in chunks, each a short transaction, and shown all at once by one row update.
--
-- Why: applying 10,000 new processes with their labels, roles and documents in one
-- transaction takes about 8 s on the embedded database, which runs one transaction at a
-- time, so every other request waited that long. Instead the import writes the rows it
-- creates in chunks of a few hundred, each row marked with its job; such a row stays
-- hidden from every reader while its job "hides rows". The final apply transaction turns
-- that flag off (and applies the changes to existing rows), so the import still appears
-- all together or not at all. A cancelled, failed or cut-off import deletes its rows
-- (app.discard_import_rows); until then they stay hidden.
--
-- The marks stay on the rows after the import is shown (the job is then DONE and hides
-- nothing): they record which import created a row and cost nothing to keep.

alter table app.import_jobs add column hides_rows boolean not null default false;
-- Read by every catalogue query (app.hidden_import_jobs): only the few hiding jobs.
create index import_jobs_hiding_idx on app.import_jobs (org_id) where hides_rows;

alter table app.processes add column import_job_id bigint;
alter table app.labels add column import_job_id bigint;
alter table app.process_labels add column import_job_id bigint;
alter table app.process_roles add column import_job_id bigint;
alter table app.process_docs add column import_job_id bigint;
-- discard_import_rows finds a job's rows (processes cascade to their links and documents).
create index processes_import_job_idx on app.processes (import_job_id) where import_job_id is not null;
create index labels_import_job_idx on app.labels (import_job_id) where import_job_id is not null;

-- The jobs of the caller's organisation whose rows are hidden, but not the one this
-- transaction writes for (app.import_job, set by the import's own writes: it reads back
-- the labels and processes it created, and RETURNING needs them visible).
create function app.hidden_import_jobs()
returns bigint[]
language sql stable security definer set search_path = ''
as $$
  select coalesce(pg_catalog.array_agg(j.id), '{}'::bigint[])
  from app.import_jobs j
  where j.org_id = (select app.current_org_id()) and j.hides_rows
    and (j.id is distinct from nullif(pg_catalog.current_setting('app.import_job', true), '')::bigint
         or not (select app.is_catalogue_manager()))
$$;
comment on function app.hidden_import_jobs() is
  'Ids of the imports of the caller''s organisation whose rows are not shown yet (or any more): written in chunks, not yet applied, or cancelled and not yet deleted.';
revoke execute on function app.hidden_import_jobs() from public;
grant execute on function app.hidden_import_jobs() to authenticated;

-- Each table's one select policy (design §2) gains the condition, kept as it is
-- otherwise (read from the catalog, so this migration does not restate five policies).
-- A select policy also limits what an update or delete may touch. Security-definer
-- readers of these tables (app.processes_matching_text, app.current_process_ids) answer
-- ids that are then read through these policies.
do $$
declare
  t text;
  p record;
begin
  foreach t in array array['processes', 'labels', 'process_labels', 'process_roles', 'process_docs'] loop
    select policyname, qual into strict p from pg_catalog.pg_policies
    where schemaname = 'app' and tablename = t and cmd = 'SELECT';
    execute format(
      'alter policy %I on app.%I using ((%s) and (import_job_id is null
         or import_job_id <> all ((select app.hidden_import_jobs())::bigint[])))',
      p.policyname, t, p.qual);
  end loop;
end
$$;

-- Shows the job's rows (the apply transaction, which also finishes the job). The task
-- lists and the matrix notice the change as for any write to these tables.
create function app.reveal_import_rows(job bigint)
returns void
language plpgsql security definer set search_path = ''
as $$
declare
  org bigint;
begin
  update app.import_jobs j set hides_rows = false
  where j.id = job and j.org_id = (select app.current_org_id())
    and (select app.is_catalogue_manager())
  returning j.org_id into org;
  if org is not null then
    perform app.note_task_source_orgs(array[org]);
  end if;
end
$$;
comment on function app.reveal_import_rows(bigint) is
  'Shows the rows an import of the caller''s organisation wrote while it ran (see app.hidden_import_jobs).';
revoke execute on function app.reveal_import_rows(bigint) from public;
grant execute on function app.reveal_import_rows(bigint) to authenticated;

-- Deletes the rows of an import that will not be shown (cancelled, failed, cut off):
-- its processes (their links and documents go with them) and labels, and stops hiding.
-- Not granted: the stack's own connection calls it at start for cut-off imports;
-- requests call app.discard_import_rows.
create function app.discard_import_rows_of(org bigint, job bigint)
returns void
language sql security definer set search_path = ''
as $$
  delete from app.processes p where p.org_id = org and p.import_job_id = job;
  delete from app.labels l where l.org_id = org and l.import_job_id = job;
  update app.import_jobs j set hides_rows = false where j.org_id = org and j.id = job;
$$;
comment on function app.discard_import_rows_of(bigint, bigint) is
  'Deletes the rows an unfinished import of the organisation wrote and stops hiding them; for the stack''s own connection (cut-off imports at start).';
revoke execute on function app.discard_import_rows_of(bigint, bigint) from public;

-- The same for a manager of the job's organisation (the import itself, the reaper).
create function app.discard_import_rows(job bigint)
returns void
language sql security definer set search_path = ''
as $$
  select app.discard_import_rows_of(j.org_id, j.id) from app.import_jobs j
  where j.id = job and j.org_id = (select app.current_org_id())
    and (select app.is_catalogue_manager())
$$;
comment on function app.discard_import_rows(bigint) is
  'Deletes the rows an unfinished import of the caller''s organisation wrote and stops hiding them (see app.hidden_import_jobs).';
revoke execute on function app.discard_import_rows(bigint) from public;
grant execute on function app.discard_import_rows(bigint) to authenticated;
