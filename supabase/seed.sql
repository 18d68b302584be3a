-- The Routinely demo organisation (prefix `demo`) for the Supabase CLI, which loads this
-- file after the migrations on `supabase db reset` and `supabase db push --include-seed`.
--
-- GENERATED from local/seed/ (the data the local stack seeds) by local/seed/seed-sql.ts. Do not
-- edit: change the data, then run `./node_modules/.bin/deno run -A local/seed/write-seed-sql.ts`.
-- A test fails when this file and the data disagree.
--
-- One transaction; it inserts nothing when an organisation `demo` already exists.
-- People have emails but no auth.users rows: identities come from Supabase Auth. Sign up as
-- admin@demo.test (Admin), manager@demo.test (Manager) or user@demo.test (User), confirm the
-- email, and the first sign-in links the identity to that person.
-- No tasks are stored: the demo's task history is relative to the day it is seeded, which
-- only the local stack's seeder computes (local/seed/demo-tasks.ts).

begin;

-- Two seeders started together (this file, or the local stack's) create the demo once.
select pg_advisory_xact_lock(hashtext('routinely.seed-demo'));

-- The gate: the organisation is created only if absent, and its id kept for this transaction.
with created as (
  insert into app.organizations (prefix, name)
  select 'demo', 'Demo Manufacturing Co'
  where not exists (select 1 from app.organizations where lower(prefix) = lower('demo'))
  returning id
)
select set_config('routinely.seed_org_id', coalesce((select id::text from created), ''), true);

-- Settings
with org as (
  select id from app.organizations
  where id = nullif(current_setting('routinely.seed_org_id', true), '')::bigint
)
insert into app.settings (org_id, timezone, send_daily_reminders_for_late_tasks_via_sms)
select org.id, 'GMT+01:00', true from org;

-- Roles
with org as (
  select id from app.organizations
  where id = nullif(current_setting('routinely.seed_org_id', true), '')::bigint
)
insert into app.roles (org_id, role_handle, name, description)
select org.id, v.handle, v.name, v.description
from org
cross join (values
  ('CEO', 'Managing Director', 'Runs the company and owns its strategy.'),
  ('OPS', 'Operations Manager', 'Runs the plants day to day.'),
  ('FIN', 'Finance Manager', 'Owns budgets, reporting and payments.'),
  ('HR', 'People & HR Manager', 'Hiring, onboarding, training and payroll inputs.'),
  ('QA', 'Quality Manager', 'Keeps the quality system and ISO 9001 certificate.'),
  ('MAINT', 'Maintenance Lead', 'Plans preventive maintenance and repairs.'),
  ('PROD', 'Production Supervisor', 'Leads the shifts on the production floor.'),
  ('EHS', 'Health & Safety Officer', 'Risk assessments, inspections and incident follow-up.'),
  ('WH', 'Warehouse Lead', 'Goods in, stock and dispatch.'),
  ('ACC', 'Accountant', 'Ledgers, reconciliations and month-end close.'),
  ('PAY', 'Payroll Officer', 'Runs payroll and answers pay questions.'),
  ('IT', 'IT Administrator', 'Accounts, backups, devices and licences.')
) as v(handle, name, description);

-- The reporting tree
with org as (
  select id from app.organizations
  where id = nullif(current_setting('routinely.seed_org_id', true), '')::bigint
)
update app.roles r set reports_to_id = boss.id
from org
cross join (values
  ('OPS', 'CEO'),
  ('FIN', 'CEO'),
  ('HR', 'CEO'),
  ('QA', 'OPS'),
  ('MAINT', 'OPS'),
  ('PROD', 'OPS'),
  ('EHS', 'OPS'),
  ('WH', 'OPS'),
  ('ACC', 'FIN'),
  ('PAY', 'HR'),
  ('IT', 'FIN')
) as v(handle, reports_to)
join app.roles boss on boss.org_id = org.id and boss.role_handle = v.reports_to
where r.org_id = org.id and r.role_handle = v.handle;

-- People (no auth_user_id: linked on first sign-in by confirmed email)
with org as (
  select id from app.organizations
  where id = nullif(current_setting('routinely.seed_org_id', true), '')::bigint
)
insert into app.people (org_id, people_handle, name, description, email, user_type, is_auth_enabled,
  receive_weekly_reminders, mobile)
select org.id, v.handle, v.name, v.description, v.email, v.user_type, v.is_auth_enabled,
  v.receive_weekly_reminders, v.mobile
from org
cross join (values
  ('amorgan', 'Alex Morgan', 'Managing director; demo Admin account.', 'admin@demo.test', 'Admin', true, true, null),
  ('pshah', 'Priya Shah', 'Operations manager; demo Manager account.', 'manager@demo.test', 'Manager', true, true, '+447700900456'),
  ('staylor', 'Sam Taylor', 'Shift supervisor and safety representative; demo User account.', 'user@demo.test', 'User', true, true, '+447700900123'),
  ('jokafor', 'James Okafor', '', 'james.okafor@demo.test', 'Manager', true, false, null),
  ('lnovak', 'Lucie Novak', '', 'lucie.novak@demo.test', 'Manager', true, false, null),
  ('mlindqvist', 'Maria Lindqvist', '', 'maria.lindqvist@demo.test', 'Manager', true, true, null),
  ('dbrennan', 'Declan Brennan', '', 'declan.brennan@demo.test', 'User', true, false, null),
  ('hnguyen', 'Hoa Nguyen', '', 'hoa.nguyen@demo.test', 'User', true, false, null),
  ('rsilva', 'Rafael Silva', '', 'rafael.silva@demo.test', 'User', true, false, null),
  ('kwozniak', 'Katarzyna Wozniak', '', 'katarzyna.wozniak@demo.test', 'User', true, false, null),
  ('tadeyemi', 'Tunde Adeyemi', '', 'tunde.adeyemi@demo.test', 'User', true, false, null),
  ('ecampbell', 'Emma Campbell', '', 'emma.campbell@demo.test', 'User', true, false, null),
  ('ofischer', 'Oliver Fischer', '', 'oliver.fischer@demo.test', 'User', true, false, null),
  ('sahmed', 'Sara Ahmed', '', 'sara.ahmed@demo.test', 'User', true, false, null),
  ('grossi', 'Giulia Rossi', '', 'giulia.rossi@demo.test', 'User', true, false, null),
  ('bmurphy', 'Brian Murphy', '', 'brian.murphy@demo.test', 'User', true, false, null),
  ('ykim', 'Yuna Kim', '', 'yuna.kim@demo.test', 'User', true, false, null),
  ('mdubois', 'Mathieu Dubois', '', 'mathieu.dubois@demo.test', 'User', true, false, null),
  ('aharris', 'Amelia Harris', '', 'amelia.harris@demo.test', 'User', true, false, null),
  ('ipetrov', 'Ivan Petrov', '', 'ivan.petrov@demo.test', 'User', true, false, null),
  ('nmensah', 'Nana Mensah', '', 'nana.mensah@demo.test', 'User', true, false, null),
  ('cgarcia', 'Carmen Garcia', '', 'carmen.garcia@demo.test', 'User', true, false, null),
  ('wchen', 'Wei Chen', '', 'wei.chen@demo.test', 'User', true, false, null),
  ('fobrien', 'Fiona O''Brien', 'Left the warehouse three weeks ago; what she left undone stays on record.', 'fiona.obrien@demo.test', 'User', true, false, null),
  ('pkowalski', 'Piotr Kowalski', 'Joined production last month: his tasks start then.', 'piotr.kowalski@demo.test', 'User', true, false, null),
  ('ajohansson', 'Anna Johansson', '', 'anna.johansson@demo.test', 'User', true, false, null),
  ('rpatel', 'Rahul Patel', '', 'rahul.patel@demo.test', 'User', true, false, null),
  ('lmartin', 'Laura Martin', 'New starter; no role yet.', 'laura.martin@demo.test', 'User', true, false, null),
  ('tbaker', 'Tom Baker', 'Seasonal warehouse staff; sign-in disabled.', 'tom.baker@demo.test', 'User', false, false, null),
  ('zhussain', 'Zara Hussain', '', 'zara.hussain@demo.test', 'User', true, false, null)
) as v(handle, name, description, email, user_type, is_auth_enabled, receive_weekly_reminders, mobile);

-- Role memberships: since the processes began, or so many days before today
with org as (
  select id from app.organizations
  where id = nullif(current_setting('routinely.seed_org_id', true), '')::bigint
)
insert into app.role_members (org_id, role_id, person_id, held_from)
select org.id, r.id, person.id, coalesce(app.org_today(org.id) - v.days_ago, '2026-01-01'::date)
from org
cross join (values
  ('amorgan', 'CEO', null),
  ('pshah', 'OPS', null),
  ('staylor', 'PROD', null),
  ('staylor', 'EHS', null),
  ('jokafor', 'FIN', null),
  ('lnovak', 'HR', null),
  ('mlindqvist', 'QA', null),
  ('dbrennan', 'MAINT', null),
  ('hnguyen', 'PROD', null),
  ('rsilva', 'PROD', null),
  ('kwozniak', 'QA', null),
  ('tadeyemi', 'WH', null),
  ('ecampbell', 'ACC', null),
  ('ofischer', 'IT', null),
  ('sahmed', 'PAY', null),
  ('grossi', 'EHS', null),
  ('bmurphy', 'MAINT', null),
  ('ykim', 'QA', null),
  ('ykim', 'PROD', null),
  ('mdubois', 'WH', null),
  ('aharris', 'ACC', null),
  ('ipetrov', 'MAINT', null),
  ('ipetrov', 'EHS', null),
  ('nmensah', 'PROD', null),
  ('cgarcia', 'HR', null),
  ('wchen', 'IT', null),
  ('pkowalski', 'PROD', 30),
  ('ajohansson', 'QA', null),
  ('rpatel', 'FIN', null),
  ('rpatel', 'ACC', null),
  ('tbaker', 'WH', null),
  ('zhussain', 'PAY', null),
  ('zhussain', 'HR', null)
) as v(person, role, days_ago)
join app.people person on person.org_id = org.id and person.people_handle = v.person
join app.roles r on r.org_id = org.id and r.role_handle = v.role;

-- Roles given up: held since the processes began, until so many days before today
with org as (
  select id from app.organizations
  where id = nullif(current_setting('routinely.seed_org_id', true), '')::bigint
)
insert into app.role_holdings_ended (org_id, role_id, person_id, held_from, held_until)
select org.id, r.id, person.id, '2026-01-01'::date, app.org_today(org.id) - v.days_ago
from org
cross join (values
  ('fobrien', 'WH', 20)
) as v(person, role, days_ago)
join app.people person on person.org_id = org.id and person.people_handle = v.person
join app.roles r on r.org_id = org.id and r.role_handle = v.role;

-- Categories, their increments already past the demo's processes
with org as (
  select id from app.organizations
  where id = nullif(current_setting('routinely.seed_org_id', true), '')::bigint
)
insert into app.process_categories (org_id, prefix, description, increment)
select org.id, v.prefix, v.description, v.increment
from org
cross join (values
  ('QA', 'Quality assurance', 10),
  ('MNT', 'Maintenance', 10),
  ('FIN', 'Finance', 9),
  ('HR', 'People & HR', 8),
  ('SAF', 'Health & safety', 8)
) as v(prefix, description, increment);

-- Labels
with org as (
  select id from app.organizations
  where id = nullif(current_setting('routinely.seed_org_id', true), '')::bigint
)
insert into app.labels (org_id, label)
select org.id, v.label
from org
cross join (values
  ('Dept:Production'),
  ('Dept:Quality'),
  ('Dept:Maintenance'),
  ('Dept:Warehouse'),
  ('Dept:Finance'),
  ('Dept:HR'),
  ('Dept:IT'),
  ('Priority:High'),
  ('Priority:Medium'),
  ('Priority:Low'),
  ('Compliance:ISO 9001'),
  ('Compliance:ISO 14001'),
  ('Compliance:ISO 45001'),
  ('Compliance:GDPR'),
  ('Compliance:Tax'),
  ('Site:Plant North'),
  ('Site:Plant South'),
  ('Site:Head Office'),
  ('Audit:Internal'),
  ('Audit:External')
) as v(label);

-- Processes: frequency in canonical JSON, its compact form and has_dates, all made by the shared frequency module
with org as (
  select id from app.organizations
  where id = nullif(current_setting('routinely.seed_org_id', true), '')::bigint
)
insert into app.processes (org_id, process_handle, name, description, category_id, owner_role_id,
  frequency_type, frequency, compact_frequency, scheduled_from, has_dates, unfinished_rule)
select org.id, v.handle, v.name, v.description, c.id, owner.id, v.frequency_type,
  v.frequency::jsonb, v.compact_frequency, '2026-01-01'::date, v.has_dates, v.unfinished_rule
from org
cross join (values
  ('QA-001', 'Incoming goods inspection', 'Sample and inspect each supplier delivery against the purchase specification.', 'QA', 'QA', 'AsNeeded', null, '', false, 'StaysLate'),
  ('QA-002', 'Calibrate measuring instruments', 'Check gauges, callipers and scales against reference standards and record the results.', 'QA', 'QA', 'Scheduled', '{"Jan":{"days":[1],"sun":[],"mon":[],"tue":[],"wed":[],"thu":[],"fri":[],"sat":[],"flags":{}},"Feb":{"days":[1],"sun":[],"mon":[],"tue":[],"wed":[],"thu":[],"fri":[],"sat":[],"flags":{}},"Mar":{"days":[1],"sun":[],"mon":[],"tue":[],"wed":[],"thu":[],"fri":[],"sat":[],"flags":{}},"Apr":{"days":[1],"sun":[],"mon":[],"tue":[],"wed":[],"thu":[],"fri":[],"sat":[],"flags":{}},"May":{"days":[1],"sun":[],"mon":[],"tue":[],"wed":[],"thu":[],"fri":[],"sat":[],"flags":{}},"Jun":{"days":[1],"sun":[],"mon":[],"tue":[],"wed":[],"thu":[],"fri":[],"sat":[],"flags":{}},"Jul":{"days":[1],"sun":[],"mon":[],"tue":[],"wed":[],"thu":[],"fri":[],"sat":[],"flags":{}},"Aug":{"days":[1],"sun":[],"mon":[],"tue":[],"wed":[],"thu":[],"fri":[],"sat":[],"flags":{}},"Sep":{"days":[1],"sun":[],"mon":[],"tue":[],"wed":[],"thu":[],"fri":[],"sat":[],"flags":{}},"Oct":{"days":[1],"sun":[],"mon":[],"tue":[],"wed":[],"thu":[],"fri":[],"sat":[],"flags":{}},"Nov":{"days":[1],"sun":[],"mon":[],"tue":[],"wed":[],"thu":[],"fri":[],"sat":[],"flags":{}},"Dec":{"days":[1],"sun":[],"mon":[],"tue":[],"wed":[],"thu":[],"fri":[],"sat":[],"flags":{}}}'::jsonb, '*:1', true, 'StaysLate'),
  ('QA-003', 'Internal quality audit', 'Audit one area of the quality system against ISO 9001 and raise findings.', 'QA', 'QA', 'Scheduled', '{"Mar":{"days":[],"sun":[],"mon":[],"tue":[],"wed":[],"thu":[],"fri":["Last"],"sat":[],"flags":{"fri":true}},"Jun":{"days":[],"sun":[],"mon":[],"tue":[],"wed":[],"thu":[],"fri":["Last"],"sat":[],"flags":{"fri":true}},"Sep":{"days":[],"sun":[],"mon":[],"tue":[],"wed":[],"thu":[],"fri":["Last"],"sat":[],"flags":{"fri":true}},"Dec":{"days":[],"sun":[],"mon":[],"tue":[],"wed":[],"thu":[],"fri":["Last"],"sat":[],"flags":{"fri":true}}}'::jsonb, 'Mar,Jun,Sep,Dec:5#L', true, 'StaysLate'),
  ('QA-004', 'Customer complaint investigation', 'Log the complaint, find the root cause and agree corrective action with the customer.', 'QA', 'QA', 'AsNeeded', null, '', false, 'StaysLate'),
  ('QA-005', 'Review non-conformance reports', 'Close out open NCRs and check that corrective actions worked.', 'QA', 'QA', 'Scheduled', '{"StartOn":"2026-01-05","RepeatOn":"Mon","RepeatEvery":1}'::jsonb, 'W1:Mon@2026-01-05', true, 'StaysLate'),
  ('QA-006', 'First article inspection', '', 'QA', 'QA', 'AsNeeded', null, '', false, 'StaysLate'),
  ('QA-007', 'Supplier quality review', 'Score key suppliers on delivery and defect rates and agree improvement actions.', 'QA', 'QA', 'Scheduled', '{"Jan":{"days":[15],"sun":[],"mon":[],"tue":[],"wed":[],"thu":[],"fri":[],"sat":[],"flags":{}},"Jul":{"days":[15],"sun":[],"mon":[],"tue":[],"wed":[],"thu":[],"fri":[],"sat":[],"flags":{}}}'::jsonb, 'Jan,Jul:15', true, 'StaysLate'),
  ('QA-008', 'Management review of the quality system', 'Review quality objectives, audit results and customer feedback with the leadership team.', 'QA', 'CEO', 'Scheduled', '{"Jun":{"days":[10],"sun":[],"mon":[],"tue":[],"wed":[],"thu":[],"fri":[],"sat":[],"flags":{}},"Dec":{"days":[10],"sun":[],"mon":[],"tue":[],"wed":[],"thu":[],"fri":[],"sat":[],"flags":{}}}'::jsonb, 'Jun,Dec:10', true, 'StaysLate'),
  ('QA-009', 'Retain product samples', 'Keep labelled samples of each batch for the retention period.', 'QA', null, 'AsNeeded', null, '', false, 'StaysLate'),
  ('MNT-001', 'Preventive maintenance of press line', 'Lubricate, inspect and test the press line following the maker''s schedule.', 'MNT', 'MAINT', 'Scheduled', '{"StartOn":"2026-01-09","RepeatOn":"Fri","RepeatEvery":2}'::jsonb, 'W2:Fri@2026-01-09', true, 'StaysLate'),
  ('MNT-002', 'Compressor service', 'Change filters and oil, check for leaks and log running hours.', 'MNT', 'MAINT', 'Scheduled', '{"Jan":{"days":[],"sun":[],"mon":[],"tue":["First"],"wed":[],"thu":[],"fri":[],"sat":[],"flags":{"tue":true}},"Apr":{"days":[],"sun":[],"mon":[],"tue":["First"],"wed":[],"thu":[],"fri":[],"sat":[],"flags":{"tue":true}},"Jul":{"days":[],"sun":[],"mon":[],"tue":["First"],"wed":[],"thu":[],"fri":[],"sat":[],"flags":{"tue":true}},"Oct":{"days":[],"sun":[],"mon":[],"tue":["First"],"wed":[],"thu":[],"fri":[],"sat":[],"flags":{"tue":true}}}'::jsonb, 'Jan,Apr,Jul,Oct:2#1', true, 'StaysLate'),
  ('MNT-003', 'Forklift daily pre-use check', 'Check brakes, horn, forks, chains and battery before the first lift of the shift.', 'MNT', 'WH', 'Scheduled', '{"Jan":{"days":[],"sun":[],"mon":["Every"],"tue":["Every"],"wed":["Every"],"thu":["Every"],"fri":["Every"],"sat":[],"flags":{"mon":true,"tue":true,"wed":true,"thu":true,"fri":true}},"Feb":{"days":[],"sun":[],"mon":["Every"],"tue":["Every"],"wed":["Every"],"thu":["Every"],"fri":["Every"],"sat":[],"flags":{"mon":true,"tue":true,"wed":true,"thu":true,"fri":true}},"Mar":{"days":[],"sun":[],"mon":["Every"],"tue":["Every"],"wed":["Every"],"thu":["Every"],"fri":["Every"],"sat":[],"flags":{"mon":true,"tue":true,"wed":true,"thu":true,"fri":true}},"Apr":{"days":[],"sun":[],"mon":["Every"],"tue":["Every"],"wed":["Every"],"thu":["Every"],"fri":["Every"],"sat":[],"flags":{"mon":true,"tue":true,"wed":true,"thu":true,"fri":true}},"May":{"days":[],"sun":[],"mon":["Every"],"tue":["Every"],"wed":["Every"],"thu":["Every"],"fri":["Every"],"sat":[],"flags":{"mon":true,"tue":true,"wed":true,"thu":true,"fri":true}},"Jun":{"days":[],"sun":[],"mon":["Every"],"tue":["Every"],"wed":["Every"],"thu":["Every"],"fri":["Every"],"sat":[],"flags":{"mon":true,"tue":true,"wed":true,"thu":true,"fri":true}},"Jul":{"days":[],"sun":[],"mon":["Every"],"tue":["Every"],"wed":["Every"],"thu":["Every"],"fri":["Every"],"sat":[],"flags":{"mon":true,"tue":true,"wed":true,"thu":true,"fri":true}},"Aug":{"days":[],"sun":[],"mon":["Every"],"tue":["Every"],"wed":["Every"],"thu":["Every"],"fri":["Every"],"sat":[],"flags":{"mon":true,"tue":true,"wed":true,"thu":true,"fri":true}},"Sep":{"days":[],"sun":[],"mon":["Every"],"tue":["Every"],"wed":["Every"],"thu":["Every"],"fri":["Every"],"sat":[],"flags":{"mon":true,"tue":true,"wed":true,"thu":true,"fri":true}},"Oct":{"days":[],"sun":[],"mon":["Every"],"tue":["Every"],"wed":["Every"],"thu":["Every"],"fri":["Every"],"sat":[],"flags":{"mon":true,"tue":true,"wed":true,"thu":true,"fri":true}},"Nov":{"days":[],"sun":[],"mon":["Every"],"tue":["Every"],"wed":["Every"],"thu":["Every"],"fri":["Every"],"sat":[],"flags":{"mon":true,"tue":true,"wed":true,"thu":true,"fri":true}},"Dec":{"days":[],"sun":[],"mon":["Every"],"tue":["Every"],"wed":["Every"],"thu":["Every"],"fri":["Every"],"sat":[],"flags":{"mon":true,"tue":true,"wed":true,"thu":true,"fri":true}}}'::jsonb, '*:1#*,2#*,3#*,4#*,5#*', true, 'Lapses'),
  ('MNT-004', 'Breakdown repair', 'Make the machine safe, repair it and record the cause and parts used.', 'MNT', 'MAINT', 'AsNeeded', null, '', false, 'StaysLate'),
  ('MNT-005', 'Spare parts stock check', 'Count critical spares and reorder anything below its minimum.', 'MNT', 'MAINT', 'Scheduled', '{"Jan":{"days":[],"sun":[],"mon":[],"tue":[],"wed":["Last"],"thu":[],"fri":[],"sat":[],"flags":{"wed":true}},"Feb":{"days":[],"sun":[],"mon":[],"tue":[],"wed":["Last"],"thu":[],"fri":[],"sat":[],"flags":{"wed":true}},"Mar":{"days":[],"sun":[],"mon":[],"tue":[],"wed":["Last"],"thu":[],"fri":[],"sat":[],"flags":{"wed":true}},"Apr":{"days":[],"sun":[],"mon":[],"tue":[],"wed":["Last"],"thu":[],"fri":[],"sat":[],"flags":{"wed":true}},"May":{"days":[],"sun":[],"mon":[],"tue":[],"wed":["Last"],"thu":[],"fri":[],"sat":[],"flags":{"wed":true}},"Jun":{"days":[],"sun":[],"mon":[],"tue":[],"wed":["Last"],"thu":[],"fri":[],"sat":[],"flags":{"wed":true}},"Jul":{"days":[],"sun":[],"mon":[],"tue":[],"wed":["Last"],"thu":[],"fri":[],"sat":[],"flags":{"wed":true}},"Aug":{"days":[],"sun":[],"mon":[],"tue":[],"wed":["Last"],"thu":[],"fri":[],"sat":[],"flags":{"wed":true}},"Sep":{"days":[],"sun":[],"mon":[],"tue":[],"wed":["Last"],"thu":[],"fri":[],"sat":[],"flags":{"wed":true}},"Oct":{"days":[],"sun":[],"mon":[],"tue":[],"wed":["Last"],"thu":[],"fri":[],"sat":[],"flags":{"wed":true}},"Nov":{"days":[],"sun":[],"mon":[],"tue":[],"wed":["Last"],"thu":[],"fri":[],"sat":[],"flags":{"wed":true}},"Dec":{"days":[],"sun":[],"mon":[],"tue":[],"wed":["Last"],"thu":[],"fri":[],"sat":[],"flags":{"wed":true}}}'::jsonb, '*:3#L', true, 'StaysLate'),
  ('MNT-006', 'HVAC filter replacement', 'Replace air handling unit filters in the offices and clean rooms.', 'MNT', 'MAINT', 'Scheduled', '{"Mar":{"days":[1],"sun":[],"mon":[],"tue":[],"wed":[],"thu":[],"fri":[],"sat":[],"flags":{}},"Sep":{"days":[1],"sun":[],"mon":[],"tue":[],"wed":[],"thu":[],"fri":[],"sat":[],"flags":{}}}'::jsonb, 'Mar,Sep:1', true, 'StaysLate'),
  ('MNT-007', 'Lifting equipment thorough examination', 'Arrange the insurer''s LOLER examination of cranes and hoists and file the reports.', 'MNT', 'EHS', 'Scheduled', '{"May":{"days":[20],"sun":[],"mon":[],"tue":[],"wed":[],"thu":[],"fri":[],"sat":[],"flags":{}},"Nov":{"days":[20],"sun":[],"mon":[],"tue":[],"wed":[],"thu":[],"fri":[],"sat":[],"flags":{}}}'::jsonb, 'May,Nov:20', true, 'StaysLate'),
  ('MNT-008', 'Machine guarding inspection', '', 'MNT', null, 'Scheduled', '{"StartOn":"2026-01-05","RepeatOn":"Mon","RepeatEvery":1}'::jsonb, 'W1:Mon@2026-01-05', true, 'StaysLate'),
  ('MNT-009', 'Decommission old equipment', 'Isolate, drain and remove equipment, update the asset register and dispose of it safely.', 'MNT', 'OPS', 'AsNeeded', null, '', false, 'StaysLate'),
  ('FIN-001', 'Month-end close', 'Post accruals, reconcile balance sheet accounts and lock the period.', 'FIN', 'FIN', 'Scheduled', '{"Jan":{"days":[3],"sun":[],"mon":[],"tue":[],"wed":[],"thu":[],"fri":[],"sat":[],"flags":{}},"Feb":{"days":[3],"sun":[],"mon":[],"tue":[],"wed":[],"thu":[],"fri":[],"sat":[],"flags":{}},"Mar":{"days":[3],"sun":[],"mon":[],"tue":[],"wed":[],"thu":[],"fri":[],"sat":[],"flags":{}},"Apr":{"days":[3],"sun":[],"mon":[],"tue":[],"wed":[],"thu":[],"fri":[],"sat":[],"flags":{}},"May":{"days":[3],"sun":[],"mon":[],"tue":[],"wed":[],"thu":[],"fri":[],"sat":[],"flags":{}},"Jun":{"days":[3],"sun":[],"mon":[],"tue":[],"wed":[],"thu":[],"fri":[],"sat":[],"flags":{}},"Jul":{"days":[3],"sun":[],"mon":[],"tue":[],"wed":[],"thu":[],"fri":[],"sat":[],"flags":{}},"Aug":{"days":[3],"sun":[],"mon":[],"tue":[],"wed":[],"thu":[],"fri":[],"sat":[],"flags":{}},"Sep":{"days":[3],"sun":[],"mon":[],"tue":[],"wed":[],"thu":[],"fri":[],"sat":[],"flags":{}},"Oct":{"days":[3],"sun":[],"mon":[],"tue":[],"wed":[],"thu":[],"fri":[],"sat":[],"flags":{}},"Nov":{"days":[3],"sun":[],"mon":[],"tue":[],"wed":[],"thu":[],"fri":[],"sat":[],"flags":{}},"Dec":{"days":[3],"sun":[],"mon":[],"tue":[],"wed":[],"thu":[],"fri":[],"sat":[],"flags":{}}}'::jsonb, '*:3', true, 'StaysLate'),
  ('FIN-002', 'Payroll run', 'Collect hours and changes, run payroll and approve the payment file.', 'FIN', 'HR', 'Scheduled', '{"Jan":{"days":[1,15],"sun":[],"mon":[],"tue":[],"wed":[],"thu":[],"fri":[],"sat":[],"flags":{}},"Feb":{"days":[1,15],"sun":[],"mon":[],"tue":[],"wed":[],"thu":[],"fri":[],"sat":[],"flags":{}},"Mar":{"days":[1,15],"sun":[],"mon":[],"tue":[],"wed":[],"thu":[],"fri":["Last"],"sat":[],"flags":{"fri":true}},"Apr":{"days":[1,15],"sun":[],"mon":[],"tue":[],"wed":[],"thu":[],"fri":[],"sat":[],"flags":{}},"May":{"days":[1,15],"sun":[],"mon":[],"tue":[],"wed":[],"thu":[],"fri":[],"sat":[],"flags":{}},"Jun":{"days":[1,15],"sun":[],"mon":[],"tue":[],"wed":[],"thu":[],"fri":["Last"],"sat":[],"flags":{"fri":true}},"Jul":{"days":[1,15],"sun":[],"mon":[],"tue":[],"wed":[],"thu":[],"fri":[],"sat":[],"flags":{}},"Aug":{"days":[1,15],"sun":[],"mon":[],"tue":[],"wed":[],"thu":[],"fri":[],"sat":[],"flags":{}},"Sep":{"days":[1,15],"sun":[],"mon":[],"tue":[],"wed":[],"thu":[],"fri":["Last"],"sat":[],"flags":{"fri":true}},"Oct":{"days":[1,15],"sun":[],"mon":[],"tue":[],"wed":[],"thu":[],"fri":[],"sat":[],"flags":{}},"Nov":{"days":[1,15],"sun":[],"mon":[],"tue":[],"wed":[],"thu":[],"fri":[],"sat":[],"flags":{}},"Dec":{"days":[1,15],"sun":[],"mon":[],"tue":[],"wed":[],"thu":[],"fri":["Last"],"sat":[],"flags":{"fri":true}}}'::jsonb, 'Jan,Feb,Apr,May,Jul,Aug,Oct,Nov:1,15;Mar,Jun,Sep,Dec:1,15,5#L', true, 'StaysLate'),
  ('FIN-003', 'VAT return', 'Prepare, review and file the quarterly VAT return.', 'FIN', 'FIN', 'Scheduled', '{"Jan":{"days":[7],"sun":[],"mon":[],"tue":[],"wed":[],"thu":[],"fri":[],"sat":[],"flags":{}},"Apr":{"days":[7],"sun":[],"mon":[],"tue":[],"wed":[],"thu":[],"fri":[],"sat":[],"flags":{}},"Jul":{"days":[7],"sun":[],"mon":[],"tue":[],"wed":[],"thu":[],"fri":[],"sat":[],"flags":{}},"Oct":{"days":[7],"sun":[],"mon":[],"tue":[],"wed":[],"thu":[],"fri":[],"sat":[],"flags":{}}}'::jsonb, 'Jan,Apr,Jul,Oct:7', true, 'StaysLate'),
  ('FIN-004', 'Supplier payment run', 'Approve due invoices and release the payment batch.', 'FIN', 'FIN', 'Scheduled', '{"StartOn":"2026-01-09","RepeatOn":"Fri","RepeatEvery":2}'::jsonb, 'W2:Fri@2026-01-09', true, 'StaysLate'),
  ('FIN-005', 'Budget forecast update', 'Update the rolling forecast with actuals and department input.', 'FIN', 'FIN', 'Scheduled', '{"Mar":{"days":[],"sun":[],"mon":[],"tue":[],"wed":[],"thu":[],"fri":["Last"],"sat":[],"flags":{"fri":true}},"Jun":{"days":[],"sun":[],"mon":[],"tue":[],"wed":[],"thu":[],"fri":["Last"],"sat":[],"flags":{"fri":true}},"Sep":{"days":[],"sun":[],"mon":[],"tue":[],"wed":[],"thu":[],"fri":["Last"],"sat":[],"flags":{"fri":true}},"Dec":{"days":[],"sun":[],"mon":[],"tue":[],"wed":[],"thu":[],"fri":["Last"],"sat":[],"flags":{"fri":true}}}'::jsonb, 'Mar,Jun,Sep,Dec:5#L', true, 'StaysLate'),
  ('FIN-006', 'Expense claim approval', 'Check receipts against the expenses policy and approve or query each claim.', 'FIN', 'FIN', 'AsNeeded', null, '', false, 'StaysLate'),
  ('FIN-007', 'Fixed asset register review', 'Tag new assets, record disposals and agree the register to the ledger.', 'FIN', 'FIN', 'Scheduled', '{"Dec":{"days":[31],"sun":[],"mon":[],"tue":[],"wed":[],"thu":[],"fri":[],"sat":[],"flags":{}}}'::jsonb, 'Dec:31', true, 'StaysLate'),
  ('FIN-008', 'Software licence renewal check', 'List licences expiring in the next quarter and decide renew or cancel.', 'FIN', 'IT', 'Scheduled', '{"Jan":{"days":[],"sun":[],"mon":[],"tue":[],"wed":[],"thu":["Second"],"fri":[],"sat":[],"flags":{"thu":true}},"Feb":{"days":[],"sun":[],"mon":[],"tue":[],"wed":[],"thu":["Second"],"fri":[],"sat":[],"flags":{"thu":true}},"Mar":{"days":[],"sun":[],"mon":[],"tue":[],"wed":[],"thu":["Second"],"fri":[],"sat":[],"flags":{"thu":true}},"Apr":{"days":[],"sun":[],"mon":[],"tue":[],"wed":[],"thu":["Second"],"fri":[],"sat":[],"flags":{"thu":true}},"May":{"days":[],"sun":[],"mon":[],"tue":[],"wed":[],"thu":["Second"],"fri":[],"sat":[],"flags":{"thu":true}},"Jun":{"days":[],"sun":[],"mon":[],"tue":[],"wed":[],"thu":["Second"],"fri":[],"sat":[],"flags":{"thu":true}},"Jul":{"days":[],"sun":[],"mon":[],"tue":[],"wed":[],"thu":["Second"],"fri":[],"sat":[],"flags":{"thu":true}},"Aug":{"days":[],"sun":[],"mon":[],"tue":[],"wed":[],"thu":["Second"],"fri":[],"sat":[],"flags":{"thu":true}},"Sep":{"days":[],"sun":[],"mon":[],"tue":[],"wed":[],"thu":["Second"],"fri":[],"sat":[],"flags":{"thu":true}},"Oct":{"days":[],"sun":[],"mon":[],"tue":[],"wed":[],"thu":["Second"],"fri":[],"sat":[],"flags":{"thu":true}},"Nov":{"days":[],"sun":[],"mon":[],"tue":[],"wed":[],"thu":["Second"],"fri":[],"sat":[],"flags":{"thu":true}},"Dec":{"days":[],"sun":[],"mon":[],"tue":[],"wed":[],"thu":["Second"],"fri":[],"sat":[],"flags":{"thu":true}}}'::jsonb, '*:4#2', true, 'StaysLate'),
  ('HR-001', 'New starter onboarding', 'Contract, equipment, accounts, induction and a buddy before the first day.', 'HR', 'HR', 'AsNeeded', null, '', false, 'StaysLate'),
  ('HR-002', 'Leaver offboarding', 'Recover equipment, remove access on the last day and run the exit interview.', 'HR', 'HR', 'AsNeeded', null, '', false, 'StaysLate'),
  ('HR-003', 'Training records review', 'Check that every operator''s mandatory training is in date and book refreshers.', 'HR', 'HR', 'Scheduled', '{"Jan":{"days":[],"sun":[],"mon":["First"],"tue":[],"wed":[],"thu":[],"fri":[],"sat":[],"flags":{"mon":true}},"Feb":{"days":[],"sun":[],"mon":["First"],"tue":[],"wed":[],"thu":[],"fri":[],"sat":[],"flags":{"mon":true}},"Mar":{"days":[],"sun":[],"mon":["First"],"tue":[],"wed":[],"thu":[],"fri":[],"sat":[],"flags":{"mon":true}},"Apr":{"days":[],"sun":[],"mon":["First"],"tue":[],"wed":[],"thu":[],"fri":[],"sat":[],"flags":{"mon":true}},"May":{"days":[],"sun":[],"mon":["First"],"tue":[],"wed":[],"thu":[],"fri":[],"sat":[],"flags":{"mon":true}},"Jun":{"days":[],"sun":[],"mon":["First"],"tue":[],"wed":[],"thu":[],"fri":[],"sat":[],"flags":{"mon":true}},"Jul":{"days":[],"sun":[],"mon":["First"],"tue":[],"wed":[],"thu":[],"fri":[],"sat":[],"flags":{"mon":true}},"Aug":{"days":[],"sun":[],"mon":["First"],"tue":[],"wed":[],"thu":[],"fri":[],"sat":[],"flags":{"mon":true}},"Sep":{"days":[],"sun":[],"mon":["First"],"tue":[],"wed":[],"thu":[],"fri":[],"sat":[],"flags":{"mon":true}},"Oct":{"days":[],"sun":[],"mon":["First"],"tue":[],"wed":[],"thu":[],"fri":[],"sat":[],"flags":{"mon":true}},"Nov":{"days":[],"sun":[],"mon":["First"],"tue":[],"wed":[],"thu":[],"fri":[],"sat":[],"flags":{"mon":true}},"Dec":{"days":[],"sun":[],"mon":["First"],"tue":[],"wed":[],"thu":[],"fri":[],"sat":[],"flags":{"mon":true}}}'::jsonb, '*:1#1', true, 'StaysLate'),
  ('HR-004', 'Annual appraisals', 'Hold appraisal conversations and agree objectives for the year.', 'HR', 'HR', 'Scheduled', '{"Feb":{"days":[1],"sun":[],"mon":[],"tue":[],"wed":[],"thu":[],"fri":[],"sat":[],"flags":{}}}'::jsonb, 'Feb:1', true, 'StaysLate'),
  ('HR-005', 'Right-to-work check', '', 'HR', 'HR', 'AsNeeded', null, '', false, 'StaysLate'),
  ('HR-006', 'Personnel file retention review', 'Delete personal data past its retention period and log what was removed.', 'HR', 'HR', 'Scheduled', '{"Jan":{"days":[],"sun":[],"mon":[],"tue":[],"wed":[],"thu":[],"fri":["Last"],"sat":[],"flags":{"fri":true}}}'::jsonb, 'Jan:5#L', true, 'StaysLate'),
  ('HR-007', 'Staff engagement survey', 'Run the survey, share the results and agree three actions.', 'HR', null, 'Scheduled', '{"Oct":{"days":[1],"sun":[],"mon":[],"tue":[],"wed":[],"thu":[],"fri":[],"sat":[],"flags":{}}}'::jsonb, 'Oct:1', true, 'StaysLate'),
  ('SAF-001', 'Fire alarm test', 'Test one call point per week in rotation and log the result.', 'SAF', 'EHS', 'Scheduled', '{"StartOn":"2026-01-07","RepeatOn":"Wed","RepeatEvery":1}'::jsonb, 'W1:Wed@2026-01-07', true, 'StaysLate'),
  ('SAF-002', 'Workplace safety walk', 'Walk the floor, note hazards and agree actions with the shift supervisor.', 'SAF', 'EHS', 'Scheduled', '{"StartOn":"2026-01-09","RepeatOn":"Fri","RepeatEvery":2}'::jsonb, 'W2:Fri@2026-01-09', true, 'StaysLate'),
  ('SAF-003', 'Accident and near-miss investigation', 'Investigate within 48 hours, record root cause and report if RIDDOR applies.', 'SAF', 'EHS', 'AsNeeded', null, '', false, 'StaysLate'),
  ('SAF-004', 'COSHH assessment review', 'Review hazardous substance assessments and update safety data sheets.', 'SAF', 'EHS', 'Scheduled', '{"Apr":{"days":[1],"sun":[],"mon":[],"tue":[],"wed":[],"thu":[],"fri":[],"sat":[],"flags":{}}}'::jsonb, 'Apr:1', true, 'StaysLate'),
  ('SAF-005', 'First aid kit check', 'Restock first aid kits and eye wash stations.', 'SAF', null, 'Scheduled', '{"Jan":{"days":[1],"sun":[],"mon":[],"tue":[],"wed":[],"thu":[],"fri":[],"sat":[],"flags":{}},"Feb":{"days":[1],"sun":[],"mon":[],"tue":[],"wed":[],"thu":[],"fri":[],"sat":[],"flags":{}},"Mar":{"days":[1],"sun":[],"mon":[],"tue":[],"wed":[],"thu":[],"fri":[],"sat":[],"flags":{}},"Apr":{"days":[1],"sun":[],"mon":[],"tue":[],"wed":[],"thu":[],"fri":[],"sat":[],"flags":{}},"May":{"days":[1],"sun":[],"mon":[],"tue":[],"wed":[],"thu":[],"fri":[],"sat":[],"flags":{}},"Jun":{"days":[1],"sun":[],"mon":[],"tue":[],"wed":[],"thu":[],"fri":[],"sat":[],"flags":{}},"Jul":{"days":[1],"sun":[],"mon":[],"tue":[],"wed":[],"thu":[],"fri":[],"sat":[],"flags":{}},"Aug":{"days":[1],"sun":[],"mon":[],"tue":[],"wed":[],"thu":[],"fri":[],"sat":[],"flags":{}},"Sep":{"days":[1],"sun":[],"mon":[],"tue":[],"wed":[],"thu":[],"fri":[],"sat":[],"flags":{}},"Oct":{"days":[1],"sun":[],"mon":[],"tue":[],"wed":[],"thu":[],"fri":[],"sat":[],"flags":{}},"Nov":{"days":[1],"sun":[],"mon":[],"tue":[],"wed":[],"thu":[],"fri":[],"sat":[],"flags":{}},"Dec":{"days":[1],"sun":[],"mon":[],"tue":[],"wed":[],"thu":[],"fri":[],"sat":[],"flags":{}}}'::jsonb, '*:1', true, 'StaysLate'),
  ('SAF-006', 'Waste transfer note filing', 'File waste transfer notes and check carrier licences.', 'SAF', 'EHS', 'Scheduled', '{"Jan":{"days":[28],"sun":[],"mon":[],"tue":[],"wed":[],"thu":[],"fri":[],"sat":[],"flags":{}},"Feb":{"days":[28],"sun":[],"mon":[],"tue":[],"wed":[],"thu":[],"fri":[],"sat":[],"flags":{}},"Mar":{"days":[28],"sun":[],"mon":[],"tue":[],"wed":[],"thu":[],"fri":[],"sat":[],"flags":{}},"Apr":{"days":[28],"sun":[],"mon":[],"tue":[],"wed":[],"thu":[],"fri":[],"sat":[],"flags":{}},"May":{"days":[28],"sun":[],"mon":[],"tue":[],"wed":[],"thu":[],"fri":[],"sat":[],"flags":{}},"Jun":{"days":[28],"sun":[],"mon":[],"tue":[],"wed":[],"thu":[],"fri":[],"sat":[],"flags":{}},"Jul":{"days":[28],"sun":[],"mon":[],"tue":[],"wed":[],"thu":[],"fri":[],"sat":[],"flags":{}},"Aug":{"days":[28],"sun":[],"mon":[],"tue":[],"wed":[],"thu":[],"fri":[],"sat":[],"flags":{}},"Sep":{"days":[28],"sun":[],"mon":[],"tue":[],"wed":[],"thu":[],"fri":[],"sat":[],"flags":{}},"Oct":{"days":[28],"sun":[],"mon":[],"tue":[],"wed":[],"thu":[],"fri":[],"sat":[],"flags":{}},"Nov":{"days":[28],"sun":[],"mon":[],"tue":[],"wed":[],"thu":[],"fri":[],"sat":[],"flags":{}},"Dec":{"days":[28],"sun":[],"mon":[],"tue":[],"wed":[],"thu":[],"fri":[],"sat":[],"flags":{}}}'::jsonb, '*:28', true, 'StaysLate'),
  ('SAF-007', 'Emergency evacuation drill', 'Run an unannounced evacuation drill and time the roll call.', 'SAF', 'EHS', 'Scheduled', '{}'::jsonb, '*:', false, 'StaysLate')
) as v(handle, name, description, category, owner, frequency_type, frequency, compact_frequency, has_dates, unfinished_rule)
join app.process_categories c on c.org_id = org.id and c.prefix = v.category
left join app.roles owner on owner.org_id = org.id and owner.role_handle = v.owner;

-- Schedules processes had before a change (docs/task-engine.md#schedule-changes): in force until the day before the change, so many days before today
with org as (
  select id from app.organizations
  where id = nullif(current_setting('routinely.seed_org_id', true), '')::bigint
)
insert into app.process_schedules_ended (org_id, process_id, frequency_type, frequency,
  compact_frequency, has_dates, scheduled_from, in_force_until, changed_by, changed_at)
select org.id, p.id, v.frequency_type, v.frequency::jsonb, v.compact_frequency, v.has_dates,
  '2026-01-01'::date, app.org_today(org.id) - v.days_ago - 1, person.id,
  now() + ((app.org_today(org.id) - v.days_ago) + make_time(10, 0, 0) - app.local_time(s.timezone, now()))
from org
cross join (values
  ('QA-005', 'Scheduled', '{"Jan":{"days":[],"sun":[],"mon":["First"],"tue":[],"wed":[],"thu":[],"fri":[],"sat":[],"flags":{"mon":true}},"Feb":{"days":[],"sun":[],"mon":["First"],"tue":[],"wed":[],"thu":[],"fri":[],"sat":[],"flags":{"mon":true}},"Mar":{"days":[],"sun":[],"mon":["First"],"tue":[],"wed":[],"thu":[],"fri":[],"sat":[],"flags":{"mon":true}},"Apr":{"days":[],"sun":[],"mon":["First"],"tue":[],"wed":[],"thu":[],"fri":[],"sat":[],"flags":{"mon":true}},"May":{"days":[],"sun":[],"mon":["First"],"tue":[],"wed":[],"thu":[],"fri":[],"sat":[],"flags":{"mon":true}},"Jun":{"days":[],"sun":[],"mon":["First"],"tue":[],"wed":[],"thu":[],"fri":[],"sat":[],"flags":{"mon":true}},"Jul":{"days":[],"sun":[],"mon":["First"],"tue":[],"wed":[],"thu":[],"fri":[],"sat":[],"flags":{"mon":true}},"Aug":{"days":[],"sun":[],"mon":["First"],"tue":[],"wed":[],"thu":[],"fri":[],"sat":[],"flags":{"mon":true}},"Sep":{"days":[],"sun":[],"mon":["First"],"tue":[],"wed":[],"thu":[],"fri":[],"sat":[],"flags":{"mon":true}},"Oct":{"days":[],"sun":[],"mon":["First"],"tue":[],"wed":[],"thu":[],"fri":[],"sat":[],"flags":{"mon":true}},"Nov":{"days":[],"sun":[],"mon":["First"],"tue":[],"wed":[],"thu":[],"fri":[],"sat":[],"flags":{"mon":true}},"Dec":{"days":[],"sun":[],"mon":["First"],"tue":[],"wed":[],"thu":[],"fri":[],"sat":[],"flags":{"mon":true}}}'::jsonb, '*:1#1', true, 42, 'pshah')
) as v(process, frequency_type, frequency, compact_frequency, has_dates, days_ago, changed_by)
join app.processes p on p.org_id = org.id and p.process_handle = v.process
join app.people person on person.org_id = org.id and person.people_handle = v.changed_by
join app.settings s on s.org_id = org.id;

-- Roles assigned to processes
with org as (
  select id from app.organizations
  where id = nullif(current_setting('routinely.seed_org_id', true), '')::bigint
)
insert into app.process_roles (org_id, process_id, role_id, assigned_from)
select org.id, p.id, r.id, '2026-01-01'::date
from org
cross join (values
  ('QA-001', 'QA'),
  ('QA-001', 'WH'),
  ('QA-002', 'QA'),
  ('QA-003', 'QA'),
  ('QA-004', 'QA'),
  ('QA-004', 'PROD'),
  ('QA-005', 'QA'),
  ('QA-006', 'QA'),
  ('QA-006', 'PROD'),
  ('QA-007', 'QA'),
  ('QA-007', 'FIN'),
  ('QA-008', 'CEO'),
  ('QA-008', 'QA'),
  ('MNT-001', 'MAINT'),
  ('MNT-002', 'MAINT'),
  ('MNT-003', 'WH'),
  ('MNT-004', 'MAINT'),
  ('MNT-005', 'MAINT'),
  ('MNT-005', 'WH'),
  ('MNT-007', 'MAINT'),
  ('MNT-007', 'EHS'),
  ('MNT-008', 'MAINT'),
  ('MNT-009', 'MAINT'),
  ('FIN-001', 'ACC'),
  ('FIN-001', 'FIN'),
  ('FIN-002', 'PAY'),
  ('FIN-003', 'ACC'),
  ('FIN-004', 'ACC'),
  ('FIN-005', 'FIN'),
  ('FIN-006', 'FIN'),
  ('FIN-007', 'ACC'),
  ('FIN-007', 'MAINT'),
  ('FIN-008', 'IT'),
  ('HR-001', 'HR'),
  ('HR-001', 'IT'),
  ('HR-002', 'HR'),
  ('HR-002', 'IT'),
  ('HR-003', 'HR'),
  ('HR-003', 'PROD'),
  ('HR-004', 'HR'),
  ('HR-004', 'OPS'),
  ('HR-004', 'FIN'),
  ('HR-005', 'HR'),
  ('HR-006', 'HR'),
  ('SAF-001', 'EHS'),
  ('SAF-002', 'EHS'),
  ('SAF-002', 'PROD'),
  ('SAF-003', 'EHS'),
  ('SAF-003', 'OPS'),
  ('SAF-004', 'EHS'),
  ('SAF-005', 'EHS'),
  ('SAF-006', 'WH'),
  ('SAF-006', 'EHS'),
  ('SAF-007', 'EHS')
) as v(process, role)
join app.processes p on p.org_id = org.id and p.process_handle = v.process
join app.roles r on r.org_id = org.id and r.role_handle = v.role;

-- Process labels
with org as (
  select id from app.organizations
  where id = nullif(current_setting('routinely.seed_org_id', true), '')::bigint
)
insert into app.process_labels (org_id, process_id, label_id)
select org.id, p.id, l.id
from org
cross join (values
  ('QA-001', 'Dept:Quality'),
  ('QA-001', 'Compliance:ISO 9001'),
  ('QA-001', 'Priority:High'),
  ('QA-002', 'Dept:Quality'),
  ('QA-002', 'Compliance:ISO 9001'),
  ('QA-003', 'Audit:Internal'),
  ('QA-003', 'Compliance:ISO 9001'),
  ('QA-003', 'Dept:Quality'),
  ('QA-004', 'Dept:Quality'),
  ('QA-004', 'Priority:High'),
  ('QA-005', 'Dept:Quality'),
  ('QA-006', 'Dept:Quality'),
  ('QA-006', 'Site:Plant North'),
  ('QA-007', 'Dept:Quality'),
  ('QA-007', 'Audit:External'),
  ('QA-008', 'Compliance:ISO 9001'),
  ('QA-008', 'Priority:Medium'),
  ('QA-009', 'Dept:Quality'),
  ('MNT-001', 'Dept:Maintenance'),
  ('MNT-001', 'Site:Plant North'),
  ('MNT-001', 'Priority:High'),
  ('MNT-002', 'Dept:Maintenance'),
  ('MNT-002', 'Site:Plant South'),
  ('MNT-003', 'Dept:Warehouse'),
  ('MNT-003', 'Compliance:ISO 45001'),
  ('MNT-004', 'Dept:Maintenance'),
  ('MNT-004', 'Priority:High'),
  ('MNT-005', 'Dept:Maintenance'),
  ('MNT-005', 'Dept:Warehouse'),
  ('MNT-006', 'Dept:Maintenance'),
  ('MNT-006', 'Site:Head Office'),
  ('MNT-007', 'Compliance:ISO 45001'),
  ('MNT-007', 'Audit:External'),
  ('MNT-009', 'Dept:Maintenance'),
  ('MNT-009', 'Compliance:ISO 14001'),
  ('FIN-001', 'Dept:Finance'),
  ('FIN-001', 'Priority:High'),
  ('FIN-002', 'Dept:HR'),
  ('FIN-002', 'Dept:Finance'),
  ('FIN-002', 'Priority:High'),
  ('FIN-003', 'Dept:Finance'),
  ('FIN-003', 'Compliance:Tax'),
  ('FIN-004', 'Dept:Finance'),
  ('FIN-005', 'Dept:Finance'),
  ('FIN-005', 'Priority:Medium'),
  ('FIN-006', 'Dept:Finance'),
  ('FIN-006', 'Priority:Low'),
  ('FIN-008', 'Dept:IT'),
  ('FIN-008', 'Dept:Finance'),
  ('HR-001', 'Dept:HR'),
  ('HR-001', 'Priority:High'),
  ('HR-002', 'Dept:HR'),
  ('HR-002', 'Compliance:GDPR'),
  ('HR-003', 'Dept:HR'),
  ('HR-003', 'Compliance:ISO 9001'),
  ('HR-004', 'Dept:HR'),
  ('HR-004', 'Priority:Medium'),
  ('HR-005', 'Dept:HR'),
  ('HR-005', 'Compliance:GDPR'),
  ('HR-006', 'Compliance:GDPR'),
  ('HR-006', 'Audit:Internal'),
  ('HR-007', 'Dept:HR'),
  ('HR-007', 'Priority:Low'),
  ('SAF-001', 'Compliance:ISO 45001'),
  ('SAF-001', 'Site:Plant North'),
  ('SAF-001', 'Site:Plant South'),
  ('SAF-002', 'Compliance:ISO 45001'),
  ('SAF-002', 'Dept:Production'),
  ('SAF-003', 'Compliance:ISO 45001'),
  ('SAF-003', 'Priority:High'),
  ('SAF-004', 'Compliance:ISO 45001'),
  ('SAF-004', 'Compliance:ISO 14001'),
  ('SAF-005', 'Compliance:ISO 45001'),
  ('SAF-005', 'Priority:Low'),
  ('SAF-006', 'Compliance:ISO 14001'),
  ('SAF-006', 'Dept:Warehouse'),
  ('SAF-007', 'Compliance:ISO 45001')
) as v(process, label)
join app.processes p on p.org_id = org.id and p.process_handle = v.process
join app.labels l on l.org_id = org.id and l.label = v.label;

-- Process documents
with org as (
  select id from app.organizations
  where id = nullif(current_setting('routinely.seed_org_id', true), '')::bigint
)
insert into app.process_docs (org_id, process_id, name, url)
select org.id, p.id, v.name, v.url
from org
cross join (values
  ('QA-001', 'Inspection procedure', 'https://intranet.demo-manufacturing.example/docs/qa/incoming-inspection.pdf'),
  ('QA-002', 'Calibration register', 'https://intranet.demo-manufacturing.example/docs/qa/calibration-register.xlsx'),
  ('QA-003', 'Audit programme', 'https://intranet.demo-manufacturing.example/docs/qa/audit-programme.pdf'),
  ('QA-003', 'Audit checklist', 'https://intranet.demo-manufacturing.example/docs/qa/audit-checklist.docx'),
  ('QA-004', '8D report template', 'https://intranet.demo-manufacturing.example/docs/qa/8d-template.docx'),
  ('QA-006', 'FAI form', 'https://intranet.demo-manufacturing.example/docs/qa/fai-form.pdf'),
  ('QA-007', 'Supplier scorecard', 'https://intranet.demo-manufacturing.example/docs/qa/supplier-scorecard.xlsx'),
  ('QA-008', 'Management review agenda', 'https://intranet.demo-manufacturing.example/docs/qa/management-review.docx'),
  ('MNT-001', 'Press line PM checklist', 'https://intranet.demo-manufacturing.example/docs/mnt/press-pm.pdf'),
  ('MNT-002', 'Compressor manual', 'https://intranet.demo-manufacturing.example/docs/mnt/compressor-manual.pdf'),
  ('MNT-003', 'Pre-use checklist', 'https://intranet.demo-manufacturing.example/docs/mnt/forklift-check.pdf'),
  ('MNT-005', 'Critical spares list', 'https://intranet.demo-manufacturing.example/docs/mnt/critical-spares.xlsx'),
  ('MNT-007', 'Examination reports', 'https://intranet.demo-manufacturing.example/docs/mnt/loler-reports/'),
  ('MNT-009', 'Disposal procedure', 'https://intranet.demo-manufacturing.example/docs/mnt/disposal.pdf'),
  ('FIN-001', 'Close checklist', 'https://intranet.demo-manufacturing.example/docs/fin/month-end-close.xlsx'),
  ('FIN-002', 'Payroll calendar', 'https://intranet.demo-manufacturing.example/docs/fin/payroll-calendar.pdf'),
  ('FIN-003', 'VAT working papers', 'https://intranet.demo-manufacturing.example/docs/fin/vat/'),
  ('FIN-005', 'Forecast model', 'https://intranet.demo-manufacturing.example/docs/fin/forecast.xlsx'),
  ('FIN-006', 'Expenses policy', 'https://intranet.demo-manufacturing.example/docs/fin/expenses-policy.pdf'),
  ('FIN-008', 'Licence register', 'https://intranet.demo-manufacturing.example/docs/it/licences.xlsx'),
  ('HR-001', 'Onboarding checklist', 'https://intranet.demo-manufacturing.example/docs/hr/onboarding.docx'),
  ('HR-002', 'Offboarding checklist', 'https://intranet.demo-manufacturing.example/docs/hr/offboarding.docx'),
  ('HR-004', 'Appraisal form', 'https://intranet.demo-manufacturing.example/docs/hr/appraisal-form.docx'),
  ('HR-006', 'Retention schedule', 'https://intranet.demo-manufacturing.example/docs/hr/retention.pdf'),
  ('SAF-001', 'Fire log book', 'https://intranet.demo-manufacturing.example/docs/saf/fire-log.pdf'),
  ('SAF-002', 'Safety walk form', 'https://intranet.demo-manufacturing.example/docs/saf/safety-walk.pdf'),
  ('SAF-003', 'Incident report form', 'https://intranet.demo-manufacturing.example/docs/saf/incident-form.docx'),
  ('SAF-006', 'Waste register', 'https://intranet.demo-manufacturing.example/docs/saf/waste-register.xlsx'),
  ('SAF-007', 'Emergency plan', 'https://intranet.demo-manufacturing.example/docs/saf/emergency-plan.pdf')
) as v(process, name, url)
join app.processes p on p.org_id = org.id and p.process_handle = v.process;

-- Saved matrices
with org as (
  select id from app.organizations
  where id = nullif(current_setting('routinely.seed_org_id', true), '')::bigint
)
insert into app.saved_matrices (org_id, name, row_dim, col_dim, is_private, owner_id)
select org.id, v.name, v.row_dim, v.col_dim, v.is_private, owner.id
from org
cross join (values
  ('Departments by role', 'Dept', 'Role', false, 'amorgan'),
  ('Compliance by site', 'Compliance', 'Site', false, 'amorgan'),
  ('Ops priorities by department', 'Priority', 'Dept', true, 'pshah')
) as v(name, row_dim, col_dim, is_private, owner)
join app.people owner on owner.org_id = org.id and owner.people_handle = v.owner;

commit;
