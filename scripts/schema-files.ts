/**
 * The current schema as files by area (supabase/schemas/*.sql), made from the migrations:
 * every migration runs on a scratch PostgreSQL database, pg_dump writes its schema, and each
 * object of the dump goes to the file of its area. What Supabase itself provides (roles, the
 * auth tables and functions, the `extensions` schema; supabase_compat and the other stand-ins
 * create them on plain PostgreSQL) stays out of the files: the files are what the app adds.
 *
 * Files are applied in the order of AREAS. An object goes to its own area's file unless it
 * names an object of a later area (a policy that reads role_members, a trigger that runs an
 * audit function): then it goes to that later file, so that every file applies on top of the
 * ones before it. scripts/checks/schema.test.ts applies them to an empty database and
 * compares the result with the migrated one.
 */
import postgres from "postgres";
import { migrate } from "../supabase/functions/_shared/db/migrate.ts";

const ROOT = new URL("../", import.meta.url);
export const MIGRATIONS = new URL("supabase/migrations/", ROOT);
export const SCHEMAS = new URL("supabase/schemas/", ROOT);
/** The migration that creates, where absent, what Supabase provides. */
export const COMPAT_MIGRATION = "20260101000000_supabase_compat.sql";

/** The areas in the order their files apply; each names its tables and functions. */
export const AREAS: { file: string; tables: string[]; functions: string[] }[] = [
  {
    // Organisations, and the helpers every policy calls (who the caller is, which import's
    // rows stay hidden), so that each area's policies apply on top of this file.
    file: "01_tenancy.sql",
    tables: ["organizations", "settings", "organization_signup_attempts"],
    functions: [
      "set_updated_at",
      "local_time",
      "org_today",
      "request_caller",
      "current_org_id",
      "current_member",
      "current_person_id",
      "current_user_type",
      "is_catalogue_manager",
      "reserved_prefixes",
      "prefix_problem",
      "tenant_login_options",
      "create_organization",
      "admit_organization_signup",
      "record_organization_signup",
      "hidden_import_jobs",
      "import_row_shown",
    ],
  },
  {
    file: "02_people.sql",
    tables: ["people", "invitation_mails"],
    functions: [
      "link_person_to_auth_user",
      "guard_person_update",
      "guard_admin_rights",
      "keep_an_enabled_admin",
      "lock_org_admins",
      "admit_invitation_mail",
      "record_invitation_sent",
      "refresh_people_statistics",
    ],
  },
  {
    file: "03_roles.sql",
    tables: ["roles", "role_members"],
    functions: ["current_role_ids"],
  },
  {
    file: "04_processes.sql",
    tables: [
      "labels",
      "process_categories",
      "processes",
      "process_docs",
      "process_labels",
      "process_roles",
    ],
    functions: ["current_process_ids", "default_scheduled_from", "processes_matching_text"],
  },
  {
    file: "05_tasks.sql",
    tables: [
      "task_series_rules",
      "tasks",
      "task_changes",
      "task_source_changes",
      "role_holdings_ended",
      "process_assignments_ended",
      "process_schedules_ended",
      "series_spans",
      "series_people",
      "unheld_occurrences",
    ],
    functions: [
      "holding_change_day",
      "set_holding_change_day",
      "date_holding",
      "date_assignment",
      "is_staged_import_row",
      "end_holding",
      "end_assignment",
      "schedule_has_dates",
      "end_schedule",
      "guard_task_update",
      "stamp_task_writer",
      "note_task_writer",
      "task_writer_now",
      "task_writer",
      "record_task_change",
      "record_task_insert",
      "note_task_source_insert",
      "note_task_source_update",
      "note_task_source_delete",
      "note_task_source_orgs",
      "task_source_version",
      "series_days",
      "series_people_page",
      "series_held",
      "refresh_series",
      "processes_of_roles",
      "recount_series_of",
      "recount_series_inserted",
      "recount_series_updated",
      "recount_series_deleted",
      "recount_series_of_import",
      "note_unheld_occurrences",
    ],
  },
  {
    file: "06_calendar_feeds.sql",
    tables: ["calendar_feeds"],
    functions: ["calendar_feed_owner"],
  },
  {
    file: "07_saved_views.sql",
    tables: ["filters", "saved_matrices"],
    functions: ["filter_authors"],
  },
  {
    file: "08_imports.sql",
    tables: ["import_jobs", "import_staging"],
    functions: [
      "reveal_import_rows",
      "discard_import_rows",
      "discard_import_rows_of",
    ],
  },
  {
    file: "09_reminders.sql",
    tables: ["reminder_runs", "reminder_outbox", "reminder_tokens"],
    functions: [
      "enqueue_due_reminders",
      "enqueue_reminder_period",
      "unsubscribe_subject",
      "unsubscribe_by_token",
    ],
  },
  {
    file: "10_sessions_and_two_factor.sql",
    tables: [],
    functions: [
      "my_sessions",
      "end_my_session",
      "end_my_other_sessions",
      "end_person_sessions",
      "delete_auth_sessions",
      "people_with_two_factor",
      "remove_person_two_factor",
    ],
  },
  {
    file: "11_audit.sql",
    tables: ["audit_entries"],
    functions: [
      "audit_actor",
      "audit_auth_change",
      "audit_chain_first_break",
      "audit_chain_head",
      "audit_clean",
      "audit_entries_guard",
      "audit_entry_hash",
      "audit_forget_organization",
      "audit_genesis",
      "audit_key",
      "audit_maintenance",
      "audit_organization_change",
      "audit_rows_deleted",
      "audit_rows_inserted",
      "audit_rows_updated",
      "audit_update_action",
      "apply_audit_retention",
      "seal_audit_entries",
      "record_security_event",
    ],
  },
];

/** Schemas whose objects Supabase provides; only the app's triggers on them are the app's. */
const PROVIDED_SCHEMAS = new Set(["auth", "extensions"]);

/** One object of a pg_dump: its header fields and its statements. */
export interface DumpBlock {
  name: string;
  type: string;
  schema: string;
  text: string;
}

const HEADER = /^--\n-- (?:Name: (.*?); Type: (.*?); Schema: (.*?);.*)\n--\n/gm;

/** A schema-only dump in blocks, one per object; the preamble and trailer are dropped. */
export function splitDump(dump: string): DumpBlock[] {
  const heads = [...dump.matchAll(HEADER)];
  return heads.map((head, i) => {
    const end = i + 1 < heads.length
      ? heads[i + 1].index
      : dump.indexOf("-- PostgreSQL database dump complete");
    return {
      name: head[1],
      type: head[2],
      schema: head[3],
      text: dump.slice(head.index, end).trimEnd() + "\n",
    };
  });
}

/** The dump with the lines that differ between runs of the same schema removed. */
export function normalizeDump(dump: string): string {
  return dump
    .split("\n")
    .filter((line) => !/^\\(un)?restrict |^-- Dumped (from|by) /.test(line))
    .join("\n");
}

/** pg_dump's schema of a database, without owners and without the migration ledger. */
export async function dumpSchema(url: string): Promise<string> {
  const out = await new Deno.Command("pg_dump", {
    args: ["--schema-only", "--no-owner", "--exclude-schema=local_meta", "--dbname", url],
    stdout: "piped",
    stderr: "piped",
    env: { PGSSLMODE: Deno.env.get("PGSSLMODE") ?? "disable" },
  }).output();
  if (!out.success) {
    throw new Error(`pg_dump failed: ${new TextDecoder().decode(out.stderr)}`);
  }
  return normalizeDump(new TextDecoder().decode(out.stdout));
}

/** The table or function an object belongs to (null for whole-database objects). */
function subjectOf(block: DumpBlock): string | null {
  const name = block.name.replace(/^(TABLE|FUNCTION|SEQUENCE|COLUMN|VIEW) /, "");
  switch (block.type) {
    case "FUNCTION":
    case "TABLE":
      return name.replace(/\(.*$/, "");
    case "SEQUENCE":
    case "SEQUENCE OWNED BY":
      return name.replace(/_id_seq$/, "");
    case "INDEX":
      return block.text.match(/ ON (?:ONLY )?\w+\.(\w+) /)?.[1] ?? null;
    case "COMMENT":
    case "ACL":
      if (/^(SCHEMA|EXTENSION) /.test(block.name)) return null;
      return name.replace(/\(.*$/, "").replace(/_id_seq$/, "").replace(/\..*$/, "");
    case "SCHEMA":
    case "EXTENSION":
    case "DEFAULT ACL":
      return null;
    default: // CONSTRAINT, FK CONSTRAINT, DEFAULT, TRIGGER, POLICY, ROW SECURITY: "<table> …"
      return name.split(" ")[0];
  }
}

/** The index in AREAS of the area that owns a table or function. */
function homeArea(block: DumpBlock): number {
  const subject = subjectOf(block);
  if (subject === null) return 0;
  const index = block.type === "FUNCTION" || /^FUNCTION /.test(block.name)
    ? AREAS.findIndex((area) => area.functions.includes(subject))
    : AREAS.findIndex((area) => area.tables.includes(subject));
  if (index < 0 && block.schema === "auth" && block.type === "TRIGGER") {
    return AREAS.length - 1; // the audit trail's triggers on Supabase's auth tables
  }
  if (index < 0) {
    throw new Error(
      `${block.type} ${block.schema}.${block.name} belongs to ${subject}, which no area of ` +
        "AREAS in scripts/schema-files.ts lists: add it to the area it belongs to.",
    );
  }
  return index;
}

/** Whether Supabase provides the object (it exists before the app's files apply). */
export function isProvided(block: DumpBlock): boolean {
  if (block.type === "SCHEMA" || /^SCHEMA /.test(block.name)) {
    return PROVIDED_SCHEMAS.has(block.name.replace(/^SCHEMA /, ""));
  }
  // The app's own rules for functions made later, in any schema.
  if (block.type === "DEFAULT ACL") return false;
  return PROVIDED_SCHEMAS.has(block.schema) && block.type !== "TRIGGER";
}

/** Qualified names an object defines (functions by name: overloads share it). */
function definedNames(block: DumpBlock): string[] {
  if (block.type === "SCHEMA") return [`schema:${block.name}`];
  if (!["TABLE", "FUNCTION", "SEQUENCE", "TYPE", "VIEW"].includes(block.type)) return [];
  return [`${block.schema}.${block.name.replace(/\(.*$/, "")}`];
}

/** Qualified names an object's statements mention, function bodies left out. */
function mentionedNames(block: DumpBlock): Set<string> {
  const text = block.text.replace(/(\$\w*\$)[\s\S]*?\1/g, "");
  const names = new Set<string>();
  for (const match of text.matchAll(/\b(app|app_private|auth|extensions)\.(\w+)/g)) {
    names.add(`${match[1]}.${match[2]}`);
  }
  return names;
}

/**
 * The app's objects of `migrated` (the dump of the migrated database), by file: everything
 * but what `base` (the dump after supabase_compat alone) has unchanged and what Supabase
 * provides. Each file starts with the settings pg_dump's statements need.
 */
export function schemaFiles(base: string, migrated: string): Map<string, string> {
  const before = new Set(splitDump(base).map((block) => block.text));
  const areaOf = new Map<string, number>();
  const files = AREAS.map(() => [] as string[]);
  for (const block of splitDump(migrated)) {
    if (before.has(block.text) || isProvided(block)) continue;
    let area = homeArea(block);
    for (const name of mentionedNames(block)) area = Math.max(area, areaOf.get(name) ?? 0);
    for (const name of definedNames(block)) areaOf.set(name, area);
    files[area].push(block.text);
  }
  return new Map(
    AREAS.map((area, i) => [area.file, FILE_HEAD + files[i].join("\n")]),
  );
}

/** What Supabase provides that supabase_compat alone does not create, for a plain server. */
export function providedObjects(base: string, migrated: string): string {
  const before = new Set(splitDump(base).map((block) => block.text));
  return SETTINGS +
    splitDump(migrated)
      .filter((block) => !before.has(block.text) && isProvided(block))
      .map((block) => block.text)
      .join("\n");
}

const SETTINGS = `SET check_function_bodies = false;
SELECT pg_catalog.set_config('search_path', '', false);
`;

const FILE_HEAD = `-- The current schema of this area, generated from supabase/migrations by
-- scripts/schema-dump.ts. To change it: docs/database.md#changing-the-schema

${SETTINGS}
`;

/** Runs `use` with a new empty database on the server of `serverUrl`, dropped afterwards. */
export async function withScratchDatabase<T>(
  serverUrl: string,
  use: (url: string) => Promise<T>,
): Promise<T> {
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  const name = `routinely_schema_${Date.now()}_${Math.floor(Math.random() * 1e9)}`;
  try {
    await admin.unsafe(`create database ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    try {
      return await use(url.toString());
    } finally {
      await admin.unsafe(`drop database if exists ${name} with (force)`);
    }
  } finally {
    await admin.end();
  }
}

/** Runs SQL text on a database. */
export async function runSql(url: string, text: string): Promise<void> {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    await sql.unsafe(text);
  } finally {
    await sql.end();
  }
}

/** The dump after supabase_compat alone, and after every migration. */
export async function migratedDumps(
  serverUrl: string,
): Promise<{ base: string; migrated: string }> {
  const [base, migrated] = await Promise.all([
    withScratchDatabase(serverUrl, async (url) => {
      await runSql(url, await Deno.readTextFile(new URL(COMPAT_MIGRATION, MIGRATIONS)));
      return await dumpSchema(url);
    }),
    withScratchDatabase(serverUrl, async (url) => {
      const sql = postgres(url, { max: 1, onnotice: () => {} });
      try {
        await migrate(sql, [MIGRATIONS]);
      } finally {
        await sql.end();
      }
      return await dumpSchema(url);
    }),
  ]);
  return { base, migrated };
}

/** The server the scripts make scratch databases on. */
export function serverUrl(): string {
  return Deno.env.get("SCHEMA_DATABASE_URL") ?? Deno.env.get("TEST_DATABASE_URL") ??
    "postgres://postgres@127.0.0.1:5432/test";
}
