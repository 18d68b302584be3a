/**
 * Renders the demo organisation as supabase/seed.sql, the seed the Supabase CLI loads
 * (`supabase db reset`, `supabase db push --include-seed`), from the same TypeScript data
 * the local stack seeds (demo-people.ts, demo-processes.ts, demo-catalogue.ts), so there is
 * one copy of it.
 *
 * People get emails but NO auth.users rows: on Supabase, identities come from Supabase Auth. A
 * person is linked to an identity on its first sign-in, when the identity's confirmed email equals
 * the person's email (app.link_person_to_auth_user(), docs/security.md#tenancy). So the demo
 * accounts there are whoever signs up as admin@demo.test, manager@demo.test or user@demo.test and
 * confirms the address; no password is in the seed.
 *
 * The script is one transaction and does nothing when an organisation `demo` exists: only
 * the statement that creates the organisation is conditional, and it leaves the new id in a
 * transaction-local setting that every later statement reads. (Not a temporary table: the
 * CLI prepares all statements of the file before running any, so each must stand alone.)
 * Rows are found by handle through joins, never by hard-coded ids; every value is a literal
 * made by sql-literal.ts.
 *
 * Tasks are NOT in this seed. The local stack's demo stores a task history relative to the
 * day it is seeded (demo-tasks.ts: which occurrences are done, late, skipped or handed on),
 * computed by the task engine from the schedules and the ids the rows got. A static file
 * cannot hold that: its dates would age, and rendering the engine's schedules in SQL would
 * be a second engine to keep equal to the first. So on Supabase the demo's past
 * occurrences start late, until someone marks them; the seed-sql tests compare everything
 * else row for row with the TypeScript seeder.
 */
import { DEMO_CATEGORIES, DEMO_LABELS } from "./demo-processes.ts";
import { DEMO_ORGANIZATION, DEMO_PEOPLE, DEMO_ROLES } from "./demo-people.ts";
import { DEMO_SCHEDULED_FROM, planDemoCatalogue, SCHEDULE_CHANGE_HOUR } from "./demo-catalogue.ts";
import { date, jsonb, literal, valuesRows } from "./sql-literal.ts";
import { checkDemoMatrices, DEMO_MATRICES } from "./demo-matrices.ts";
import { type InsertFromValues, insertFromValues as insertRows } from "./sql-insert.ts";

const ORG_SETTING = "routinely.seed_org_id";
/** The organisation this run created; no row (so nothing is inserted) when `demo` existed. */
const ORG = `with org as (
  select id from app.organizations
  where id = nullif(current_setting(${literal(ORG_SETTING)}, true), '')::bigint
)`;

const HEADER =
  `-- The Routinely demo organisation (prefix \`demo\`) for the Supabase CLI, which loads this
-- file after the migrations on \`supabase db reset\` and \`supabase db push --include-seed\`.
--
-- GENERATED from local/seed/ (the data the local stack seeds) by local/seed/seed-sql.ts. Do not
-- edit: change the data, then run \`./node_modules/.bin/deno run -A local/seed/write-seed-sql.ts\`.
-- A test fails when this file and the data disagree.
--
-- One transaction; it inserts nothing when an organisation \`demo\` already exists.
-- People have emails but no auth.users rows: identities come from Supabase Auth. Sign up as
-- admin@demo.test (Admin), manager@demo.test (Manager) or user@demo.test (User), confirm the
-- email, and the first sign-in links the identity to that person.
-- No tasks are stored: the demo's task history is relative to the day it is seeded, which
-- only the local stack's seeder computes (local/seed/demo-tasks.ts).
`;

/** An insert of rows taken from a VALUES list, for the organisation this run created. */
const insertFromValues = (spec: InsertFromValues) => insertRows(ORG, spec);

/** The seed as separate statements (comments included), in the order they run. */
export function renderSeedStatements(): string[] {
  const { processes, increments } = planDemoCatalogue();
  checkDemoMatrices();
  const roles = new Set(DEMO_ROLES.map((r) => r.handle));
  const labels = new Set(DEMO_LABELS);
  const people = new Set(DEMO_PEOPLE.map((p) => p.handle));
  const known = (set: Set<string>, key: string, what: string) => {
    // An unknown handle would make a join drop its row silently; refuse it here instead.
    if (!set.has(key)) throw new Error(`demo seed: unknown ${what} "${key}"`);
    return key;
  };
  const role = (handle: string) => known(roles, handle, "role");
  const joinProcess = "join app.processes p on p.org_id = org.id and p.process_handle = v.process";
  const joinRole = "join app.roles r on r.org_id = org.id and r.role_handle = v.role";
  const prefix = literal(DEMO_ORGANIZATION.prefix);

  return [
    "begin",
    "-- Two seeders started together (this file, or the local stack's) create the demo once.\n" +
    `select pg_advisory_xact_lock(hashtext(${literal("routinely.seed-demo")}))`,
    `-- The gate: the organisation is created only if absent, and its id kept for this transaction.
with created as (
  insert into app.organizations (prefix, name)
  select ${prefix}, ${literal(DEMO_ORGANIZATION.name)}
  where not exists (select 1 from app.organizations where lower(prefix) = lower(${prefix}))
  returning id
)
select set_config(${literal(ORG_SETTING)}, coalesce((select id::text from created), ''), true)`,
    `-- Settings\n${ORG}\ninsert into app.settings (org_id, timezone, send_daily_reminders_for_late_tasks_via_sms)\nselect org.id, ${
      literal(DEMO_ORGANIZATION.timezone)
    }, ${DEMO_ORGANIZATION.sendDailyLateTasksSms} from org`,
    insertFromValues({
      comment: "Roles",
      table: "roles",
      columns: ["org_id", "role_handle", "name", "description"],
      select: ["org.id", "v.handle", "v.name", "v.description"],
      values: ["handle", "name", "description"],
      rows: DEMO_ROLES.map((r) => [r.handle, r.name, r.description]),
    }),
    `-- The reporting tree\n${ORG}\nupdate app.roles r set reports_to_id = boss.id
from org\ncross join (values\n${
      valuesRows(DEMO_ROLES.filter((r) => r.reportsTo).map((r) => [r.handle, role(r.reportsTo!)]))
    }\n) as v(handle, reports_to)
join app.roles boss on boss.org_id = org.id and boss.role_handle = v.reports_to
where r.org_id = org.id and r.role_handle = v.handle`,
    insertFromValues({
      comment: "People (no auth_user_id: linked on first sign-in by confirmed email)",
      table: "people",
      columns: ["org_id", "people_handle", "name", "description", "email", "user_type"]
        .concat(["is_auth_enabled", "receive_weekly_reminders", "mobile"]),
      select: ["org.id", "v.handle", "v.name", "v.description", "v.email", "v.user_type"]
        .concat(["v.is_auth_enabled", "v.receive_weekly_reminders", "v.mobile"]),
      values: ["handle", "name", "description", "email", "user_type", "is_auth_enabled"]
        .concat(["receive_weekly_reminders", "mobile"]),
      rows: DEMO_PEOPLE.map((p) => [
        p.handle,
        p.name,
        p.description ?? "",
        p.email,
        p.userType,
        p.isAuthEnabled ?? true,
        p.receiveWeeklyReminders ?? false,
        p.mobile ?? null,
      ]),
    }),
    insertFromValues({
      comment: "Role memberships: since the processes began, or so many days before today",
      table: "role_members",
      columns: ["org_id", "role_id", "person_id", "held_from"],
      select: [
        "org.id",
        "r.id",
        "person.id",
        `coalesce(app.org_today(org.id) - v.days_ago, ${literal(date(DEMO_SCHEDULED_FROM))})`,
      ],
      values: ["person", "role", "days_ago"],
      rows: DEMO_PEOPLE.flatMap((p) =>
        p.roles.map((handle) => [p.handle, role(handle), p.since?.[handle] ?? null])
      ),
      joins: [
        "join app.people person on person.org_id = org.id and person.people_handle = v.person",
        joinRole,
      ],
    }),
    insertFromValues({
      comment: "Roles given up: held since the processes began, until so many days before today",
      table: "role_holdings_ended",
      columns: ["org_id", "role_id", "person_id", "held_from", "held_until"],
      select: [
        "org.id",
        "r.id",
        "person.id",
        literal(date(DEMO_SCHEDULED_FROM)),
        "app.org_today(org.id) - v.days_ago",
      ],
      values: ["person", "role", "days_ago"],
      rows: DEMO_PEOPLE.flatMap((p) =>
        Object.entries(p.formerRoles ?? {}).map(([handle, days]) => [p.handle, role(handle), days])
      ),
      joins: [
        "join app.people person on person.org_id = org.id and person.people_handle = v.person",
        joinRole,
      ],
    }),
    insertFromValues({
      comment: "Categories, their increments already past the demo's processes",
      table: "process_categories",
      columns: ["org_id", "prefix", "description", "increment"],
      select: ["org.id", "v.prefix", "v.description", "v.increment"],
      values: ["prefix", "description", "increment"],
      rows: DEMO_CATEGORIES.map((c) => [c.prefix, c.description, increments.get(c.prefix)!]),
    }),
    insertFromValues({
      comment: "Labels",
      table: "labels",
      columns: ["org_id", "label"],
      select: ["org.id", "v.label"],
      values: ["label"],
      rows: DEMO_LABELS.map((label) => [label]),
    }),
    insertFromValues({
      comment: "Processes: frequency in canonical JSON, its compact form and has_dates, all made " +
        "by the shared frequency module",
      table: "processes",
      columns: ["org_id", "process_handle", "name", "description", "category_id", "owner_role_id"]
        .concat([
          "frequency_type",
          "frequency",
          "compact_frequency",
          "scheduled_from",
          "has_dates",
          "unfinished_rule",
        ]),
      select: ["org.id", "v.handle", "v.name", "v.description", "c.id", "owner.id"]
        .concat(["v.frequency_type", "v.frequency::jsonb", "v.compact_frequency"])
        .concat([literal(date(DEMO_SCHEDULED_FROM)), "v.has_dates", "v.unfinished_rule"]),
      values: ["handle", "name", "description", "category", "owner", "frequency_type"]
        .concat(["frequency", "compact_frequency", "has_dates", "unfinished_rule"]),
      rows: processes.map(({ process: p, handle, stored }) => [
        handle,
        p.name,
        p.description,
        p.category,
        p.owner === undefined ? null : role(p.owner),
        stored.frequencyType,
        stored.frequency === null ? null : jsonb(stored.frequency),
        stored.compactFrequency,
        stored.hasDates,
        p.unfinishedRule ?? "StaysLate",
      ]),
      joins: [
        "join app.process_categories c on c.org_id = org.id and c.prefix = v.category",
        "left join app.roles owner on owner.org_id = org.id and owner.role_handle = v.owner",
      ],
    }),
    insertFromValues({
      comment: "Schedules processes had before a change (docs/task-engine.md#schedule-changes): " +
        "in force until the day before the change, so many days before today",
      table: "process_schedules_ended",
      columns: ["org_id", "process_id", "frequency_type", "frequency", "compact_frequency"]
        .concat(["has_dates", "scheduled_from", "in_force_until", "changed_by", "changed_at"]),
      select: ["org.id", "p.id", "v.frequency_type", "v.frequency::jsonb", "v.compact_frequency"]
        .concat(["v.has_dates", literal(date(DEMO_SCHEDULED_FROM))])
        .concat(["app.org_today(org.id) - v.days_ago - 1", "person.id"])
        // The change day at SCHEDULE_CHANGE_HOUR, the organisation's time: now, moved by how far
        // that local moment is from the local now.
        .concat([
          `now() + ((app.org_today(org.id) - v.days_ago) + make_time(${SCHEDULE_CHANGE_HOUR}, 0, 0)` +
          " - app.local_time(s.timezone, now()))",
        ]),
      values: ["process", "frequency_type", "frequency", "compact_frequency", "has_dates"]
        .concat(["days_ago", "changed_by"]),
      rows: processes.flatMap(({ process: p, handle, former }) =>
        former && p.formerSchedule
          ? [[
            handle,
            former.frequencyType,
            former.frequency === null ? null : jsonb(former.frequency),
            former.compactFrequency,
            former.hasDates,
            p.formerSchedule.changedDaysAgo,
            known(people, p.formerSchedule.changedBy, "person"),
          ]]
          : []
      ),
      joins: [
        joinProcess,
        "join app.people person on person.org_id = org.id and person.people_handle = v.changed_by",
        "join app.settings s on s.org_id = org.id",
      ],
    }),
    insertFromValues({
      comment: "Roles assigned to processes",
      table: "process_roles",
      columns: ["org_id", "process_id", "role_id", "assigned_from"],
      select: ["org.id", "p.id", "r.id", literal(date(DEMO_SCHEDULED_FROM))],
      values: ["process", "role"],
      rows: processes.flatMap(({ process, handle }) => process.roles.map((r) => [handle, role(r)])),
      joins: [joinProcess, joinRole],
    }),
    insertFromValues({
      comment: "Process labels",
      table: "process_labels",
      columns: ["org_id", "process_id", "label_id"],
      select: ["org.id", "p.id", "l.id"],
      values: ["process", "label"],
      rows: processes.flatMap(({ process, handle }) =>
        process.labels.map((label) => [handle, known(labels, label, "label")])
      ),
      joins: [joinProcess, "join app.labels l on l.org_id = org.id and l.label = v.label"],
    }),
    insertFromValues({
      comment: "Process documents",
      table: "process_docs",
      columns: ["org_id", "process_id", "name", "url"],
      select: ["org.id", "p.id", "v.name", "v.url"],
      values: ["process", "name", "url"],
      rows: processes.flatMap(({ process, handle }) =>
        process.docs.map((d) => [handle, d.name, d.url])
      ),
      joins: [joinProcess],
    }),
    insertFromValues({
      comment: "Saved matrices",
      table: "saved_matrices",
      columns: ["org_id", "name", "row_dim", "col_dim", "is_private", "owner_id"],
      select: ["org.id", "v.name", "v.row_dim", "v.col_dim", "v.is_private", "owner.id"],
      values: ["name", "row_dim", "col_dim", "is_private", "owner"],
      rows: DEMO_MATRICES.map((
        m,
      ) => [m.name, m.row, m.col, m.privacy, m.owner]),
      joins: ["join app.people owner on owner.org_id = org.id and owner.people_handle = v.owner"],
    }),
    "commit",
  ];
}

/** The whole of supabase/seed.sql. */
export function renderSeedSql(): string {
  return `${HEADER}\n${renderSeedStatements().map((s) => `${s};\n`).join("\n")}`;
}
