-- Why an occurrence was skipped (docs/task-engine.md#task-states): removeTask takes an
-- optional reason, kept on the stored (deleted) task and in its history beside who and when.

alter table app.tasks add column skip_reason text
  check (skip_reason is null or length(skip_reason) between 1 and 500);
comment on column app.tasks.skip_reason is
  'Why the occurrence was skipped (removeTask); null when no reason was given or it is not skipped.';

-- The history lists skipReason beside the other fields it records.
create or replace function app.record_task_change()
returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  diff jsonb := '[]'::jsonb;
  f text;
  o jsonb := case when tg_op = 'UPDATE' then pg_catalog.to_jsonb(old) else '{}'::jsonb end;
  n jsonb := pg_catalog.to_jsonb(new);
begin
  if tg_op = 'INSERT' and not new.is_manually_created then
    return null;
  end if;
  foreach f in array array['name', 'description', 'person_id', 'due_date', 'status', 'deleted',
                           'skip_reason'] loop
    if (o -> f) is distinct from (n -> f)
       and not (f = 'skip_reason' and tg_op = 'INSERT' and new.skip_reason is null) then
      diff := diff || pg_catalog.jsonb_build_object(
        'field', case f when 'person_id' then 'userId' when 'due_date' then 'dueDate'
                        when 'skip_reason' then 'skipReason' else f end,
        'from', o ->> f, 'to', n ->> f);
    end if;
  end loop;
  if diff <> '[]' then
    insert into app.task_changes (org_id, task_id, by_person_id, by_name, changes)
    values (new.org_id, new.id, new.updated_by,
            (select p.name from app.people p where p.org_id = new.org_id and p.id = new.updated_by),
            diff);
  end if;
  return null;
end
$$;
comment on function app.record_task_change() is
  'AFTER INSERT OR UPDATE on app.tasks: one app.task_changes row listing the fields that changed (security definer: the history is written by the trigger only, never by a client).';
