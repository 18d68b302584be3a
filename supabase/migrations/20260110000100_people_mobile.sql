-- People get an optional mobile number for the daily SMS about late tasks
-- (docs/reminders.md#daily-sms).
-- Stored in E.164 (a plus, a country code that does not start with 0, at most 15 digits):
-- what the SMS provider's `To` takes. The API normalises spaces and dashes away before
-- checking, so the column only ever holds the canonical form.
alter table app.people add column mobile text
  check (mobile is null or mobile ~ '^\+[1-9][0-9]{6,14}$');
comment on column app.people.mobile is
  'Mobile number in E.164 (+14155550123), or null: where the daily late-tasks SMS goes.';

-- A person may change their own mobile number, as they change their name and their
-- reminder choice: the number only serves their own reminders.
create or replace function app.guard_person_update()
returns trigger
language plpgsql set search_path = ''
as $$
begin
  if current_user <> 'authenticated' or app.is_catalogue_manager() then
    return new;
  end if;
  if old.id is distinct from app.current_person_id() then
    raise exception 'You may only change your own profile.' using errcode = '42501';
  end if;
  if (pg_catalog.to_jsonb(new) - 'name' - 'mobile' - 'receive_weekly_reminders' - 'updated_at')
     is distinct from (pg_catalog.to_jsonb(old) - 'name' - 'mobile' - 'receive_weekly_reminders' - 'updated_at') then
    raise exception 'You may only change your name, mobile number and weekly reminder choice.'
      using errcode = '42501';
  end if;
  return new;
end
$$;
comment on function app.guard_person_update() is
  'BEFORE UPDATE on app.people: a User-type member may change only their own name, mobile and receive_weekly_reminders; admins, managers and service paths are not narrowed.';

revoke execute on function app.guard_person_update() from public;
