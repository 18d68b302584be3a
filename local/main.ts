/**
 * The Docker-free local stack (docs/architecture.md#the-stack): one process serving the
 * database-backed auth, the edge functions and the web app on one port. `npm start` runs this.
 */
import { loadConfig, type StackConfig } from "./config.ts";
import { surviveDriverFaults } from "../supabase/functions/_shared/db/driver-faults.ts";
import { DEMO_ORGANIZATION, DEMO_PEOPLE } from "./seed/demo-people.ts";
import { type RunningStack, startStack } from "./stack.ts";
import { importHold } from "./import-hold.ts";
import { redactSmtpUrl } from "../supabase/functions/_shared/mail/smtp-mailer.ts";

function banner(config: StackConfig, stack: RunningStack): string {
  const database = stack.embedded
    ? `PGlite (embedded) in ${config.pgliteDir}`
    : `PostgreSQL at ${redact(config.databaseUrl)}`;
  const accounts = DEMO_PEOPLE.filter((p) => p.account)
    .map((p) => `    ${p.email.padEnd(20)} ${p.userType}`)
    .join("\n");
  return [
    "",
    `Routinely is running at ${stack.url}`,
    `  database: ${database}${
      stack.migrated.length ? ` (${stack.migrated.length} migrations applied)` : ""
    }`,
    `  demo organisation "${DEMO_ORGANIZATION.prefix}"${
      stack.seeded ? " created" : ""
    }: sign in at ${stack.url}/login/${DEMO_ORGANIZATION.prefix}`,
    accounts,
    `  demo password: ${config.demoPassword}${
      stack.seeded ? "" : " (as set when the demo was first seeded)"
    }`,
    `  token signing secret: ${secretOrigin(stack)}`,
    `  mail: ${mailOrigin(config, stack)}`,
    "",
  ].join("\n");
}

function secretOrigin(stack: RunningStack): string {
  const { file, created } = stack.jwtSecret;
  if (!file) return "JWT_SECRET";
  return `${created ? "generated into" : "read from"} ${file} (set JWT_SECRET to choose one)`;
}

function mailOrigin(config: StackConfig, stack: RunningStack): string {
  if (stack.mailboxUrl) {
    return `kept, not sent (no SMTP_URL): read it at ${stack.mailboxUrl}`;
  }
  return `sent through ${redactSmtpUrl(config.smtpUrl)}`;
}

/** postgres://user:secret@host/db → postgres://user:***@host/db */
function redact(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = "***";
    return parsed.toString();
  } catch {
    return "(unparsable DATABASE_URL)";
  }
}

/**
 * The embedded database cannot go on (its wire server refuses everything with 503 from now):
 * end the process, not cleanly (closing PGlite would wait on it), so that `npm start`
 * restarts it and PGlite replays its write-ahead log. What committed stays; what failed was
 * never committed. A moment first, so the requests refused meanwhile get their answers.
 */
function exitForRestart(error: { code: string; message: string }) {
  console.error(
    `The embedded database stopped (${error.code}: ${error.message}); exiting so that npm start restarts the stack.`,
  );
  setTimeout(() => Deno.exit(1), 500);
}

export async function main() {
  surviveDriverFaults();
  let config: StackConfig;
  try {
    config = loadConfig(Deno.env.toObject());
  } catch (error) {
    console.error(`Configuration error: ${(error as Error).message}`);
    Deno.exit(2);
  }

  // Listen for signals before anything opens: a signal during start-up waits for the
  // start to finish and then closes cleanly, instead of killing PGlite mid-write.
  let stack: RunningStack | undefined;
  let stopRequested: string | undefined;
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal} received: shutting down`);
    // A stuck close must not keep the process alive forever.
    const timer = setTimeout(() => {
      console.error("shutdown took too long; exiting");
      Deno.exit(1);
    }, 20_000);
    try {
      await stack?.close();
      console.log("stopped cleanly");
      clearTimeout(timer);
      Deno.exit(0);
    } catch (error) {
      console.error("shutdown failed:", error);
      Deno.exit(1);
    }
  };
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    Deno.addSignalListener(signal, () => {
      if (stack) void stop(signal);
      else stopRequested ??= signal;
    });
  }

  const importHooks = importHold(Deno.env.get("IMPORT_HOLD"));
  try {
    // REMINDERS_SCHEDULE=off: no minute schedule (a test drives the run endpoint's clock).
    stack = await startStack(config, {
      reminders: Deno.env.get("REMINDERS_SCHEDULE") !== "off",
      onDatabaseFatal: exitForRestart,
      importHooks,
    });
  } catch (error) {
    console.error(`The local stack could not start: ${(error as Error).message}`);
    // 3, not 1: npm start restarts a stack that dies, not one that cannot start.
    Deno.exit(3);
  }
  console.log(banner(config, stack));
  if (stopRequested) await stop(stopRequested);
}

if (import.meta.main) await main();
