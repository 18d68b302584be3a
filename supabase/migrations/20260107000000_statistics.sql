-- Statistics (docs/dashboards.md#statistics): the dashboard's tasks card looks ahead this
-- many days (settings.tasksLookAheadDays). The counts themselves need no new index: every
-- has: condition they use is served by the link tables' primary keys and the indexes of
-- 20260101000100_app_tables.sql (process_roles_role_idx, role_members_person_idx,
-- processes_category_idx).
alter table app.settings
  add column tasks_look_ahead_days int not null default 7
    check (tasks_look_ahead_days between 1 and 366);
