-- Indexes of the processes list. bench/processes-list.ts measures them and
-- bench/README.md gives the figures: 20,000 processes, a page of 25 with three q terms and
-- a sort, and the full list of 1000.

-- The list's default sort (and the full list's): lower(name), then id. With org_id first,
-- an unfiltered list reads the first rows of one organisation in order and stops.
create index processes_name_lower_idx on app.processes (org_id, lower(name), id);

-- Text terms of q are `name ILIKE '%t%' or process_handle ILIKE … or description ILIKE …`
-- (_shared/db/query). A leading wildcard defeats b-tree indexes, so without trigram indexes
-- every search reads and lower-cases all of an organisation's processes. pg_trgm ships with
-- PostgreSQL's contrib and Supabase; the embedded PGlite has it only when opened with its
-- contrib module. Where the server does not offer it the indexes are left out: the list
-- answers the same, by scanning. An already installed pg_trgm is used where it lives.
do $$
declare
  trgm_schema text;
begin
  if not exists (select 1 from pg_available_extensions where name = 'pg_trgm') then
    raise notice 'pg_trgm is not available: processes text search will scan';
    return;
  end if;
  select n.nspname into trgm_schema
  from pg_extension e join pg_namespace n on n.oid = e.extnamespace
  where e.extname = 'pg_trgm';
  if trgm_schema is null then
    create schema if not exists extensions;
    create extension pg_trgm with schema extensions;
    trgm_schema := 'extensions';
  end if;
  execute format('create index processes_name_trgm_idx on app.processes using gin (name %I.gin_trgm_ops)', trgm_schema);
  execute format('create index processes_handle_trgm_idx on app.processes using gin (process_handle %I.gin_trgm_ops)', trgm_schema);
  execute format('create index processes_description_trgm_idx on app.processes using gin (description %I.gin_trgm_ops)', trgm_schema);
end
$$;

-- Under row-level security PostgreSQL uses a condition as an index condition only when its
-- operator is LEAKPROOF, and ILIKE is not: the trigram indexes above would never serve the
-- caller's own query. This function runs the same search as the table owner, scoped to the
-- caller's organisation exactly as the policies are, so the indexes can answer it. The list
-- still applies every q condition itself (RLS included); this only narrows the rows it reads.
create function app.processes_matching_text(pattern text)
returns setof bigint
language sql
stable
security definer
set search_path = ''
rows 1000
as $$
  select p.id from app.processes p
  where p.org_id = (select app.current_org_id())
    and (p.name ilike pattern or p.process_handle ilike pattern or p.description ilike pattern)
$$;
comment on function app.processes_matching_text(text) is
  'Ids of the caller''s organisation''s processes whose name, handle or description matches the ILIKE pattern; an index-served pre-filter for the processes list (q text terms). Nothing for a caller who is no enabled member.';
revoke execute on function app.processes_matching_text(text) from public;
grant execute on function app.processes_matching_text(text) to authenticated;
