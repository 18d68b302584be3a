-- The whole data model (docs/product.md#what-it-does). Every tenant table carries org_id
-- and every foreign key between tenant tables includes it, so no row can point into another
-- organisation (docs/security.md#tenancy). RLS is enabled here; the policies follow in the
-- policies migration, one per command.

create schema if not exists app;
grant usage on schema app to authenticated, service_role;

create table app.organizations (
  id bigint generated always as identity primary key,
  prefix text not null check (prefix ~ '^[a-z0-9][a-z0-9-]{1,39}$'),
  name text not null check (length(name) between 1 and 200),
  created_at timestamptz not null default now()
);
create unique index organizations_prefix_key on app.organizations (lower(prefix));
alter table app.organizations enable row level security;

create table app.settings (
  org_id bigint primary key references app.organizations (id) on delete cascade,
  -- The organisation's UTC offset, as the spec stores it: GMT+hh:mm / GMT-hh:mm.
  timezone text not null default 'GMT+00:00'
    check (timezone ~ '^GMT[+-](0[0-9]|1[0-4]):(00|15|30|45)$'),
  is_email_auth_enabled boolean not null default true,
  is_google_auth_enabled boolean not null default false,
  is_microsoft_auth_enabled boolean not null default false,
  send_daily_reminders_for_late_tasks_via_sms boolean not null default false,
  send_weekly_reminders_via_email boolean not null default true,
  updated_at timestamptz not null default now()
);
alter table app.settings enable row level security;

create table app.people (
  id bigint generated always as identity primary key,
  org_id bigint not null references app.organizations (id) on delete cascade,
  people_handle text not null check (length(people_handle) between 1 and 64),
  name text not null check (length(name) between 1 and 200),
  description text not null default '',
  email text check (email is null or email ~ '^[^@\s]+@[^@\s]+$'),
  user_type text not null default 'User' check (user_type in ('User', 'Admin', 'Manager')),
  is_auth_enabled boolean not null default true,
  receive_weekly_reminders boolean not null default false,
  -- Linked on first sign-in by matching email (docs/security.md#sign-up-and-mailed-links).
  auth_user_id uuid,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (org_id, id)
);
create unique index people_handle_key on app.people (org_id, lower(people_handle));
create unique index people_email_key on app.people (org_id, lower(email)) where email is not null;
create unique index people_auth_user_key on app.people (org_id, auth_user_id) where auth_user_id is not null;
create index people_auth_user_idx on app.people (auth_user_id) where auth_user_id is not null;
create index people_name_idx on app.people (org_id, name);
alter table app.people enable row level security;

create table app.roles (
  id bigint generated always as identity primary key,
  org_id bigint not null references app.organizations (id) on delete cascade,
  role_handle text not null check (length(role_handle) between 1 and 64),
  name text not null check (length(name) between 1 and 200),
  description text not null default '',
  reports_to_id bigint,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (org_id, id),
  foreign key (org_id, reports_to_id) references app.roles (org_id, id) on delete set null (reports_to_id),
  check (reports_to_id is distinct from id)
);
create unique index roles_handle_key on app.roles (org_id, lower(role_handle));
create index roles_reports_to_idx on app.roles (org_id, reports_to_id);
alter table app.roles enable row level security;

create table app.role_members (
  org_id bigint not null references app.organizations (id) on delete cascade,
  role_id bigint not null,
  person_id bigint not null,
  primary key (org_id, role_id, person_id),
  foreign key (org_id, role_id) references app.roles (org_id, id) on delete cascade,
  foreign key (org_id, person_id) references app.people (org_id, id) on delete cascade
);
create index role_members_person_idx on app.role_members (org_id, person_id);
alter table app.role_members enable row level security;

create table app.process_categories (
  id bigint generated always as identity primary key,
  org_id bigint not null references app.organizations (id) on delete cascade,
  prefix text not null check (prefix ~ '^[A-Za-z0-9][A-Za-z0-9_]{0,15}$'),
  description text not null default '',
  -- The number the next process in this category gets
  -- (docs/product.md#labels-categories-and-handles).
  increment integer not null default 1 check (increment >= 1),
  unique (org_id, id)
);
create unique index process_categories_prefix_key on app.process_categories (org_id, lower(prefix));
alter table app.process_categories enable row level security;

create table app.processes (
  id bigint generated always as identity primary key,
  org_id bigint not null references app.organizations (id) on delete cascade,
  process_handle text not null check (length(process_handle) between 1 and 64),
  name text not null check (length(name) between 1 and 200),
  description text not null default '',
  category_id bigint,
  owner_role_id bigint,
  frequency_type text not null default 'AsNeeded' check (frequency_type in ('Scheduled', 'AsNeeded')),
  frequency jsonb,
  compact_frequency text not null default '',
  -- No task is dated before this day (docs/task-engine.md#frequency).
  scheduled_from date not null default current_date,
  -- Maintained by the API from the frequency: Scheduled and able to yield a date.
  has_dates boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (org_id, id),
  foreign key (org_id, category_id) references app.process_categories (org_id, id) on delete set null (category_id),
  foreign key (org_id, owner_role_id) references app.roles (org_id, id) on delete set null (owner_role_id)
);
create unique index processes_handle_key on app.processes (org_id, lower(process_handle));
create index processes_name_idx on app.processes (org_id, name);
create index processes_category_idx on app.processes (org_id, category_id);
alter table app.processes enable row level security;

create table app.process_roles (
  org_id bigint not null references app.organizations (id) on delete cascade,
  process_id bigint not null,
  role_id bigint not null,
  primary key (org_id, process_id, role_id),
  foreign key (org_id, process_id) references app.processes (org_id, id) on delete cascade,
  -- A role in use cannot disappear under its processes (spec: removeRole refuses).
  foreign key (org_id, role_id) references app.roles (org_id, id) on delete restrict
);
create index process_roles_role_idx on app.process_roles (org_id, role_id);
alter table app.process_roles enable row level security;

create table app.process_docs (
  id bigint generated always as identity primary key,
  org_id bigint not null references app.organizations (id) on delete cascade,
  process_id bigint not null,
  name text not null check (length(name) between 1 and 200),
  url text not null check (url ~* '^https?://[^\s]+$' and length(url) <= 2000),
  unique (org_id, id),
  foreign key (org_id, process_id) references app.processes (org_id, id) on delete cascade
);
create index process_docs_process_idx on app.process_docs (org_id, process_id);
alter table app.process_docs enable row level security;

create table app.labels (
  id bigint generated always as identity primary key,
  org_id bigint not null references app.organizations (id) on delete cascade,
  label text not null check (label ~ '^[^:\s][^:]*:.+$' and length(label) <= 200),
  -- The part before the first colon: matrix rows and columns are prefixes.
  prefix text generated always as (split_part(label, ':', 1)) stored,
  unique (org_id, id)
);
create unique index labels_label_key on app.labels (org_id, lower(label));
create index labels_prefix_idx on app.labels (org_id, lower(prefix));
alter table app.labels enable row level security;

create table app.process_labels (
  org_id bigint not null references app.organizations (id) on delete cascade,
  process_id bigint not null,
  label_id bigint not null,
  primary key (org_id, process_id, label_id),
  foreign key (org_id, process_id) references app.processes (org_id, id) on delete cascade,
  foreign key (org_id, label_id) references app.labels (org_id, id) on delete cascade
);
create index process_labels_label_idx on app.process_labels (org_id, label_id);
alter table app.process_labels enable row level security;

create table app.tasks (
  id bigint generated always as identity primary key,
  org_id bigint not null references app.organizations (id) on delete cascade,
  -- "<processId>-<personId>-<YYYY-MM-DD>" for generated occurrences
  -- (docs/task-engine.md#series-and-overrides).
  handle text not null,
  init_handle text not null,
  name text not null check (length(name) between 1 and 300),
  description text not null default '',
  process_id bigint,
  person_id bigint,
  due_date date not null,
  status text not null default 'NotStarted' check (status in ('NotStarted', 'InProgress', 'Complete')),
  deleted boolean not null default false,
  is_manually_created boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (org_id, id),
  foreign key (org_id, process_id) references app.processes (org_id, id) on delete cascade,
  foreign key (org_id, person_id) references app.people (org_id, id) on delete set null (person_id)
);
create unique index tasks_handle_key on app.tasks (org_id, handle);
create index tasks_due_idx on app.tasks (org_id, due_date);
create index tasks_person_idx on app.tasks (org_id, person_id, due_date);
create index tasks_process_idx on app.tasks (org_id, process_id);
alter table app.tasks enable row level security;

create table app.filters (
  id bigint generated always as identity primary key,
  org_id bigint not null references app.organizations (id) on delete cascade,
  name text not null check (length(name) between 1 and 200),
  associated_entity text not null check (associated_entity in ('User', 'Role', 'Process', 'Task')),
  is_private boolean not null default false,
  owner_id bigint not null,
  -- The q terms of the filter, as a JSON array of strings.
  criteria jsonb not null default '[]'::jsonb check (jsonb_typeof(criteria) = 'array'),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (org_id, id),
  foreign key (org_id, owner_id) references app.people (org_id, id) on delete cascade
);
create index filters_owner_idx on app.filters (org_id, owner_id);
alter table app.filters enable row level security;

create table app.saved_matrices (
  id bigint generated always as identity primary key,
  org_id bigint not null references app.organizations (id) on delete cascade,
  name varchar(255) not null check (length(name) >= 1),
  row_prefix text not null,
  col_prefix text not null,
  is_private boolean not null default false,
  owner_id bigint not null,
  created_at timestamptz not null default now(),
  unique (org_id, id),
  foreign key (org_id, owner_id) references app.people (org_id, id) on delete cascade
);
create index saved_matrices_owner_idx on app.saved_matrices (org_id, owner_id);
alter table app.saved_matrices enable row level security;
