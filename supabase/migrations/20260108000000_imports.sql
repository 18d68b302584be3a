-- CSV imports (docs/csv.md#import): the job of each import and the staging area its valid
-- lines are written to in chunks before one short set-based transaction applies them.
--
-- Why a job row and a staging table: an import of 10,000 lines must not hold one long
-- transaction (the embedded database runs one at a time, and the rest of the app must
-- stay responsive). The import checks the file, writes its valid lines here in many
-- short transactions, then applies them from here in one. A stack killed midway leaves
-- at most staged rows of an unfinished job: nothing of the import is applied; the next
-- import or progress read of that kind sees the stale heartbeat, marks the job FAILED
-- and deletes its staged rows.

create table app.import_jobs (
  id bigint generated always as identity primary key,
  org_id bigint not null references app.organizations (id) on delete cascade,
  kind text not null check (kind in ('USERS', 'ROLES', 'PROCESSES')),
  -- The person who started it (kept when they are removed: the job stays the org's).
  started_by bigint,
  dry_run boolean not null default false,
  phase text not null default 'CHECKING'
    check (phase in ('CHECKING', 'STAGING', 'APPLYING', 'DONE', 'CANCELLED', 'FAILED')),
  lines_total integer not null default 0 check (lines_total >= 0),
  lines_checked integer not null default 0 check (lines_checked >= 0),
  lines_written integer not null default 0 check (lines_written >= 0),
  cancel_requested boolean not null default false,
  -- The import result once finished; for FAILED, the reason.
  result jsonb,
  -- Touched by every step of a running import; a stale one means its stack died.
  heartbeat_at timestamptz not null default now(),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  finished_at timestamptz,
  unique (org_id, id),
  -- Finished exactly when in a final phase.
  check ((finished_at is null) = (phase in ('CHECKING', 'STAGING', 'APPLYING'))),
  foreign key (org_id, started_by) references app.people (org_id, id) on delete set null (started_by)
);
-- One unfinished import per organisation and kind: a second one is refused by this index.
create unique index import_jobs_one_running_key on app.import_jobs (org_id, kind)
  where finished_at is null;
-- importProgress: the running one, else the last one of the kind.
create index import_jobs_last_idx on app.import_jobs (org_id, kind, id desc);
create index import_jobs_started_by_idx on app.import_jobs (org_id, started_by);
alter table app.import_jobs enable row level security;

create trigger import_jobs_set_updated_at before update on app.import_jobs
  for each row execute function app.set_updated_at();

-- The valid lines of a running import, as the typed line of the domain
-- (_shared/domain/import/*-lines.ts) in JSON: a column absent from the file is a key
-- absent from the payload, so the apply leaves that field of an updated row unchanged.
create table app.import_staging (
  org_id bigint not null references app.organizations (id) on delete cascade,
  job_id bigint not null,
  line integer not null check (line >= 1),
  payload jsonb not null,
  primary key (job_id, line),
  foreign key (org_id, job_id) references app.import_jobs (org_id, id) on delete cascade
);
create index import_staging_org_job_idx on app.import_staging (org_id, job_id);
alter table app.import_staging enable row level security;

grant select, insert, update, delete on app.import_jobs, app.import_staging to authenticated;
grant select, insert, update, delete on app.import_jobs, app.import_staging to service_role;

-- Only admins and managers import, preview, cancel and read progress, within their
-- organisation; one policy per command (docs/security.md#row-level-security).
create policy import_jobs_select_manager on app.import_jobs
  for select to authenticated
  using (org_id = (select app.current_org_id()) and (select app.is_catalogue_manager()));
create policy import_jobs_insert_manager on app.import_jobs
  for insert to authenticated
  with check (org_id = (select app.current_org_id()) and (select app.is_catalogue_manager()));
create policy import_jobs_update_manager on app.import_jobs
  for update to authenticated
  using (org_id = (select app.current_org_id()) and (select app.is_catalogue_manager()))
  with check (org_id = (select app.current_org_id()) and (select app.is_catalogue_manager()));
create policy import_jobs_delete_manager on app.import_jobs
  for delete to authenticated
  using (org_id = (select app.current_org_id()) and (select app.is_catalogue_manager()));

create policy import_staging_select_manager on app.import_staging
  for select to authenticated
  using (org_id = (select app.current_org_id()) and (select app.is_catalogue_manager()));
create policy import_staging_insert_manager on app.import_staging
  for insert to authenticated
  with check (org_id = (select app.current_org_id()) and (select app.is_catalogue_manager()));
create policy import_staging_update_manager on app.import_staging
  for update to authenticated
  using (org_id = (select app.current_org_id()) and (select app.is_catalogue_manager()))
  with check (org_id = (select app.current_org_id()) and (select app.is_catalogue_manager()));
create policy import_staging_delete_manager on app.import_staging
  for delete to authenticated
  using (org_id = (select app.current_org_id()) and (select app.is_catalogue_manager()));
