import type postgres from "postgres";
import { hashPassword } from "../auth/passwords.ts";
import { DEMO_CATEGORIES, DEMO_LABELS } from "./demo-processes.ts";
import { DEMO_ORGANIZATION, DEMO_PEOPLE, DEMO_ROLES, demoHoldings } from "./demo-people.ts";
import {
  startOfDayInOffset,
  todayInOffset,
} from "../../supabase/functions/_shared/domain/dates/org-timezone.ts";
import {
  DEMO_SCHEDULED_FROM,
  planDemoCatalogue,
  SCHEDULE_CHANGE_HOUR,
  scheduleChangeDays,
} from "./demo-catalogue.ts";
import { insertDemoTasks } from "./seed-demo-tasks.ts";
import { checkDemoMatrices, DEMO_MATRICES } from "./demo-matrices.ts";

export interface SeedOptions {
  password: string;
  /** The moment the demo's task history is relative to (tests fix it); default: now. */
  now?: Date;
}

/**
 * Creates the demo organisation (prefix `demo`) unless it exists, all in one
 * transaction under an advisory lock, so two processes starting together seed once and
 * a second start seeds nothing. Returns whether it seeded.
 */
export async function seedDemoIfAbsent(
  sql: postgres.Sql,
  options: SeedOptions,
): Promise<boolean> {
  // Hashing is slow (bcrypt); do it before taking the lock, and only when needed.
  if (await demoExists(sql)) return false;
  const passwordHash = await hashPassword(options.password);
  return await sql.begin(async (tx) => {
    await tx`select pg_advisory_xact_lock(hashtext('routinely.seed-demo'))`;
    if (await demoExists(tx)) return false;
    await insertDemo(tx, passwordHash, options.now ?? new Date());
    return true;
  }) as boolean;
}

/**
 * A copy of the demo organisation under another prefix and name (the end-to-end suite
 * makes one per test file on its one stack), whose people sign in with the demo accounts
 * (created with `password` where absent).
 */
export async function seedDemoCopy(
  sql: postgres.Sql,
  options: SeedOptions & { prefix: string; name: string },
): Promise<void> {
  const passwordHash = await hashPassword(options.password);
  await sql.begin(async (tx) => {
    await tx`select pg_advisory_xact_lock(hashtext('routinely.seed-demo'))`;
    await insertDemo(tx, passwordHash, options.now ?? new Date(), {
      prefix: options.prefix,
      name: options.name,
    });
  });
}

async function demoExists(db: postgres.Sql | postgres.TransactionSql): Promise<boolean> {
  const [row] =
    await db`select 1 from app.organizations where lower(prefix) = ${DEMO_ORGANIZATION.prefix}`;
  return Boolean(row);
}

async function insertDemo(
  tx: postgres.TransactionSql,
  passwordHash: string,
  now: Date,
  organization: { prefix: string; name: string } = DEMO_ORGANIZATION,
) {
  const [org] = await tx`
    insert into app.organizations (prefix, name) values (${organization.prefix}, ${organization.name})
    returning id`;
  const orgId: string = org.id;
  await tx`insert into app.settings (org_id, timezone, send_daily_reminders_for_late_tasks_via_sms)
           values (${orgId}, ${DEMO_ORGANIZATION.timezone}, ${DEMO_ORGANIZATION.sendDailyLateTasksSms})`;

  const roleIds = new Map<string, string>();
  for (const role of DEMO_ROLES) {
    const [row] = await tx`
      insert into app.roles (org_id, role_handle, name, description)
      values (${orgId}, ${role.handle}, ${role.name}, ${role.description}) returning id`;
    roleIds.set(role.handle, row.id);
  }
  for (const role of DEMO_ROLES) {
    if (role.reportsTo) {
      await tx`update app.roles set reports_to_id = ${need(roleIds, role.reportsTo)}
               where org_id = ${orgId} and id = ${need(roleIds, role.handle)}`;
    }
  }

  const personIds = new Map<string, number>();
  const accounts = new Map<string, string>();
  for (const person of DEMO_PEOPLE) {
    const authUserId = person.account ? await ensureAuthUser(tx, person.email, passwordHash) : null;
    if (authUserId) accounts.set(person.handle, authUserId);
    const [row] = await tx`
      insert into app.people (org_id, people_handle, name, description, email, user_type, is_auth_enabled,
                              receive_weekly_reminders, mobile, auth_user_id)
      values (${orgId}, ${person.handle}, ${person.name}, ${
      person.description ?? ""
    }, ${person.email},
              ${person.userType}, ${person.isAuthEnabled ?? true}, ${
      person.receiveWeeklyReminders ?? false
    }, ${person.mobile ?? null},
              ${authUserId})
      returning id`;
    personIds.set(person.handle, Number(row.id));
  }
  // Who held which role since when; those who gave one up leave it on record.
  const today = todayInOffset(DEMO_ORGANIZATION.timezone, now);
  for (const h of demoHoldings(today, DEMO_SCHEDULED_FROM)) {
    const role = need(roleIds, h.role);
    const person = need(personIds, h.person);
    if (h.until) {
      await tx`insert into app.role_holdings_ended (org_id, role_id, person_id, held_from, held_until)
               values (${orgId}, ${role}, ${person}, ${h.from}, ${h.until})`;
    } else {
      await tx`insert into app.role_members (org_id, role_id, person_id, held_from)
               values (${orgId}, ${role}, ${person}, ${h.from})`;
    }
  }

  const labelIds = new Map<string, string>();
  for (const label of DEMO_LABELS) {
    const [row] =
      await tx`insert into app.labels (org_id, label) values (${orgId}, ${label}) returning id`;
    labelIds.set(label, row.id);
  }

  // Handles, increments and stored schedules come from the plan the SQL seed renders too.
  const { processes, increments } = planDemoCatalogue();
  const categoryIds = new Map<string, string>();
  for (const category of DEMO_CATEGORIES) {
    const [row] = await tx`
      insert into app.process_categories (org_id, prefix, description, increment)
      values (${orgId}, ${category.prefix}, ${category.description}, ${
      need(increments, category.prefix)
    }) returning id`;
    categoryIds.set(category.prefix, row.id);
  }

  const processIds = new Map<string, number>();
  for (const { process, handle, stored: schedule, former } of processes) {
    const [row] = await tx`
      insert into app.processes (org_id, process_handle, name, description, category_id, owner_role_id,
                                 frequency_type, frequency, compact_frequency, scheduled_from, has_dates,
                                 unfinished_rule)
      values (${orgId}, ${handle}, ${process.name}, ${process.description}, ${
      need(categoryIds, process.category)
    },
              ${process.owner ? need(roleIds, process.owner) : null},
              ${schedule.frequencyType}, ${
      schedule.frequency ? tx.json(schedule.frequency as postgres.JSONValue) : null
    },
              ${schedule.compactFrequency}, ${DEMO_SCHEDULED_FROM}, ${schedule.hasDates},
              ${process.unfinishedRule ?? "StaysLate"})
      returning id`;
    processIds.set(handle, Number(row.id));
    for (const role of process.roles) {
      await tx`insert into app.process_roles (org_id, process_id, role_id, assigned_from)
               values (${orgId}, ${row.id}, ${need(roleIds, role)}, ${DEMO_SCHEDULED_FROM})`;
    }
    for (const label of process.labels) {
      await tx`insert into app.process_labels (org_id, process_id, label_id)
               values (${orgId}, ${row.id}, ${need(labelIds, label)})`;
    }
    for (const doc of process.docs) {
      await tx`insert into app.process_docs (org_id, process_id, name, url)
               values (${orgId}, ${row.id}, ${doc.name}, ${doc.url})`;
    }

    // The schedule it had before a change. The trigger writes these only on update, so the
    // row goes in directly, as the ended holdings above (docs/task-engine.md#schedule-changes).
    if (former && process.formerSchedule) {
      const { changedDaysAgo, changedBy } = process.formerSchedule;
      const { changeDay, inForceUntil } = scheduleChangeDays(today, changedDaysAgo);
      const changedAt = new Date(
        startOfDayInOffset(changeDay, DEMO_ORGANIZATION.timezone).getTime() +
          SCHEDULE_CHANGE_HOUR * 3_600_000,
      );
      await tx`
        insert into app.process_schedules_ended (org_id, process_id, frequency_type, frequency,
          compact_frequency, has_dates, scheduled_from, in_force_until, changed_by, changed_at)
        values (${orgId}, ${row.id}, ${former.frequencyType}, ${
        former.frequency ? tx.json(former.frequency as postgres.JSONValue) : null
      },
          ${former.compactFrequency}, ${former.hasDates}, ${DEMO_SCHEDULED_FROM}, ${inForceUntil},
          ${need(personIds, changedBy)}, ${changedAt})`;
    }
  }

  checkDemoMatrices();
  for (const m of DEMO_MATRICES) {
    await tx`insert into app.saved_matrices (org_id, name, row_dim, col_dim, is_private, owner_id)
             values (${orgId}, ${m.name}, ${m.row}, ${m.col}, ${m.privacy}, ${
      need(personIds, m.owner)
    })`;
  }

  // Tasks last: they are occurrences of the processes and people above.
  await insertDemoTasks(
    tx,
    { id: orgId, prefix: organization.prefix },
    { processes: processIds, people: personIds },
    accounts,
    now,
  );
}

/** The demo account's auth user: created with the demo password, or reused if present. */
async function ensureAuthUser(
  tx: postgres.TransactionSql,
  email: string,
  passwordHash: string,
): Promise<string> {
  const [existing] = await tx`select id from auth.users where lower(email) = lower(${email})`;
  if (existing) return existing.id;
  const [row] = await tx`
    insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
                            raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
    values ('00000000-0000-0000-0000-000000000000', gen_random_uuid(), 'authenticated', 'authenticated',
            ${email}, ${passwordHash}, now(), ${
    tx.json({ provider: "email", providers: ["email"] })
  }, ${tx.json({})},
            now(), now())
    returning id`;
  return row.id;
}

function need<V>(map: Map<string, V>, key: string): V {
  const value = map.get(key);
  if (value === undefined) throw new Error(`demo seed: unknown reference "${key}"`);
  return value;
}
