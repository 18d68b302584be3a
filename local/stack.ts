import { failInterruptedImports } from "../supabase/functions/_shared/db/imports/import-jobs.ts";
import { createSql, type PoolOptions } from "../supabase/functions/_shared/db/client.ts";
import { createAuthHandler } from "./auth/router.ts";
import { createOAuthProviders } from "./auth/oauth/providers.ts";
import type { StackConfig } from "./config.ts";
import { migrate } from "./db/migrate.ts";
import { openDatabase } from "./db/open-database.ts";
import { resolveJwtSecret, type StackSecret } from "./jwt-secret.ts";
import { seedDemoIfAbsent } from "./seed/seed-demo.ts";
import { sendDemoReminders } from "./seed/demo-reminders.ts";
import { createAppHandler } from "./server/app.ts";
import { createFunctionsRouter } from "./server/functions-router.ts";
import type { ImportHooks } from "../supabase/functions/_shared/commands/imports/import-hooks.ts";
import { createMailboxHandler, MAILBOX_PATH } from "./server/mailbox/mailbox-handler.ts";
import { type Mailer, mailFromEnv } from "../supabase/functions/_shared/mail/mod.ts";
import { localMailerFromEnv, localSmsSenderFromEnv } from "./mailbox/transports.ts";
import { type ReminderScheduler, startReminderScheduler } from "./reminders/scheduler.ts";
import { type GuardedServer, type GuardLimits, serveGuarded } from "./server/slow-client-guard.ts";
import { createStaticHandler } from "./server/static-files.ts";

export interface RunningStack {
  /** http://localhost:<port> */
  url: string;
  port: number;
  embedded: boolean;
  /** Migrations applied by this start. */
  migrated: string[];
  /** Whether this start created the demo organisation. */
  seeded: boolean;
  /** `<url>/mailbox` when mail is kept in the database (no SMTP_URL), else null. */
  mailboxUrl: string | null;
  /** The stack's mailer (SMTP_URL, else the local mailbox), as the functions build it. */
  mailer: Mailer;
  /** The reminder schedule: every minute, enqueue what is due and send it. */
  reminders: ReminderScheduler;
  /** Where the token-signing secret came from (never the secret itself). */
  jwtSecret: Omit<StackSecret, "secret">;
  /** Stops accepting requests, lets functions close their pools, closes the database. */
  close(): Promise<void>;
}

export interface StartOptions {
  /** Seed the demo organisation when absent (default true). */
  seed?: boolean;
  /** Import the functions right after listening instead of on first request (default true). */
  warmUp?: boolean;
  /** Deadlines for slow clients (tests shorten them); default DEFAULT_GUARD_LIMITS. */
  httpLimits?: Partial<GuardLimits>;
  /** Run the reminder schedule every minute (default true; tests call reminders.tick). */
  reminders?: boolean;
  /**
   * The embedded database stopped after an error it cannot recover from (a PANIC: its
   * write-ahead log could not be written, on a full disk). Requests are answered 503 until
   * the process restarts; local/main.ts exits so that `npm start` restarts it.
   */
  onDatabaseFatal?: (error: { code: string; message: string }) => void;
  /** Seams to hold an import midway (local/import-hold.ts), for the GraphQL function. */
  importHooks?: ImportHooks;
}

/** Opens and migrates the database, seeds the demo, and serves everything on one port. */
export async function startStack(
  config: StackConfig,
  options: StartOptions = {},
): Promise<RunningStack> {
  // Fail before the slow part (migrations, seed) when the port is taken.
  if (config.port) assertPortFree(config.hostname, config.port);
  const { secret: jwtSecret, ...secretOrigin } = await resolveJwtSecret(config);
  const db = await openDatabase(
    config.databaseUrl ? { databaseUrl: config.databaseUrl } : {
      dataDir: config.pgliteDir,
      waitLimitMs: config.dbWaitLimitMs,
      onFatal: options.onDatabaseFatal,
    },
  );
  // Guarded and bounded (client.ts): a backend lost mid-transaction fails that request, not
  // the process, and an unreachable database answers 503 within seconds.
  const waits = db.embedded ? embeddedWaits(config.dbWaitLimitMs) : {};
  const sql = createSql(db.url, { max: 4, application: "routinely-stack", ...waits });
  let migrated: string[];
  let seeded = false;
  try {
    migrated = await migrate(sql);
    // The embedded database is this process's alone: an import still unfinished in it was
    // cut off when the last run ended (nothing of it was applied); drop what it staged.
    if (!config.databaseUrl) await failInterruptedImports(sql);
    if (options.seed ?? true) {
      seeded = await seedDemoIfAbsent(sql, { password: config.demoPassword });
    }
  } catch (error) {
    await sql.end();
    await db.close();
    throw error;
  }

  // This process answers /auth/v1: invitations are stored here, not sent to Supabase Auth
  // (the same in every stack, so it may live in the process's environment).
  Deno.env.set("LOCAL_AUTH", "1");
  // Without an SMTP server, mail (and SMS, without a provider) is kept in this database and
  // shown at /mailbox; the functions send through the same transports, handed to them.
  const keepsMail = !config.smtpUrl;
  const env = { ...Deno.env.toObject(), LOCAL_MAILBOX: keepsMail ? "1" : "" };
  const mailer = localMailerFromEnv(env, sql);
  const sms = localSmsSenderFromEnv(env, sql);

  let publicUrl = `http://localhost:${config.port}`;
  // CORS answers (auth here, the functions too) name these origins only; the stack's own two
  // addresses when none are configured, known once it listens.
  let origins: readonly string[] = config.allowedOrigins;
  // The functions get what Supabase would give them in their environment from the stack
  // itself (functions-router.ts): nothing of one stack is left in the process for another.
  const functionsSql = createSql(db.url, { application: "routinely-functions", ...waits });
  const functions = createFunctionsRouter(config.functionsDir, () => ({
    sql: functionsSql,
    jwtSecret,
    allowedOrigins: origins,
    appBase: config.siteUrl ?? publicUrl,
    functionsBase: publicUrl,
    mailer,
    sms,
    importHooks: options.importHooks,
  }));
  const handler = createAppHandler({
    auth: createAuthHandler({
      sql,
      jwtSecret,
      jwtExpirySeconds: config.jwtExpirySeconds,
      limits: config.limits,
      mailLimits: config.mailLimits,
      enableSignup: config.enableSignup,
      trustProxy: config.trustProxy,
      oauthProviders: createOAuthProviders(config.oauthProviders),
      autoconfirm: config.autoconfirm,
      linkExpirySeconds: config.linkExpirySeconds,
      // The stack serves the app: links open it at its public address once listening.
      siteUrl: () => config.siteUrl ?? publicUrl,
      publicUrl: () => publicUrl,
      redirectUrls: config.redirectUrls,
      allowedOrigins: () => origins,
      sendMail: (message) => mailer.sendMail(message),
    }),
    functions,
    mailbox: keepsMail ? createMailboxHandler(sql) : undefined,
    serveStatic: createStaticHandler(config.webDir, {
      // A web build pointed at another Supabase (VITE_SUPABASE_URL) must be let to reach it.
      connectSources: originOf(Deno.env.get("VITE_SUPABASE_URL")),
    }),
    logRequests: config.logRequests,
    trustProxy: config.trustProxy,
    allowedOrigins: () => origins,
  });

  // Deno.serve itself never times out a slow client; the guard in front of it does.
  let server: GuardedServer;
  try {
    server = await serveGuarded(
      { port: config.port, hostname: config.hostname, limits: options.httpLimits },
      handler,
    );
  } catch (error) {
    await functionsSql.end();
    await sql.end();
    await db.close();
    throw error instanceof Deno.errors.AddrInUse ? portInUse(config.hostname, config.port) : error;
  }
  const port = server.addr.port;
  const url = `http://localhost:${port}`;
  publicUrl = url;
  // What the GraphQL function writes into a calendar feed's address (public-url.ts).
  Deno.env.set("SUPABASE_URL", url);
  if (origins.length === 0) origins = [url, `http://127.0.0.1:${port}`];
  if (options.warmUp ?? true) void functions.warmUp();
  const sender = {
    sql,
    mailer,
    sms,
    appBase: Deno.env.get("SITE_URL")?.trim() || url,
    functionsBase: url,
    mailFrom: mailFromEnv(Deno.env.toObject()),
  };
  const reminders = startReminderScheduler(sender, { autoStart: options.reminders ?? true });
  // A freshly seeded demo shows its weekly reminder and daily SMS in the local mailbox on any day.
  if (seeded && keepsMail && (options.reminders ?? true)) {
    await sendDemoReminders(sender).catch((error) => console.error("demo reminders:", error));
  }

  let closing: Promise<void> | undefined;
  return {
    url,
    port,
    embedded: db.embedded,
    migrated,
    seeded,
    mailboxUrl: keepsMail ? `${url}${MAILBOX_PATH}` : null,
    mailer,
    jwtSecret: secretOrigin,
    reminders,
    close() {
      closing ??= (async () => {
        await reminders.stop();
        await server.shutdown();
        await functions.close();
        await functionsSql.end({ timeout: 5 });
        await mailer.close();
        await sql.end({ timeout: 5 });
        await db.close();
      })();
      return closing;
    },
  };
}

/**
 * On the embedded database a request may wait for its single session up to the wait limit,
 * and its wire server then refuses the wait naming the holder: the pools' own acquire
 * timeout is only a backstop there. Its wire server runs in this process, and PGlite
 * computes on the process's own thread: while a long statement runs, even a new
 * connection's handshake waits for it, so opening a connection is bounded by the same limit
 * rather than by the 1.5 s meant for a remote server that does not answer. Set in the
 * environment, DB_ACQUIRE_TIMEOUT_MS and DB_CONNECT_TIMEOUT_MS still decide.
 */
function embeddedWaits(waitLimitMs: number): PoolOptions {
  const set = (name: string) => Boolean(Deno.env.get(name)?.trim());
  const ms = waitLimitMs + 1_000;
  return {
    acquireTimeoutMs: set("DB_ACQUIRE_TIMEOUT_MS") ? undefined : ms,
    connectTimeoutMs: set("DB_CONNECT_TIMEOUT_MS") ? undefined : ms,
  };
}

function portInUse(hostname: string, port: number): Error {
  return new Error(`Port ${port} on ${hostname} is already in use; set PORT to another port`);
}

function assertPortFree(hostname: string, port: number) {
  try {
    Deno.listen({ hostname, port }).close();
  } catch (error) {
    throw error instanceof Deno.errors.AddrInUse ? portInUse(hostname, port) : error;
  }
}

function originOf(url: string | undefined): string[] {
  try {
    return url ? [new URL(url).origin] : [];
  } catch {
    return [];
  }
}
