import { isAbsolute, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { z } from "zod";
import { parseOrigins } from "../supabase/functions/_shared/http/cors.ts";
import { mailFromEnv } from "../supabase/functions/_shared/mail/mailer-from-env.ts";
import { parseSmtpUrl } from "../supabase/functions/_shared/mail/smtp-mailer.ts";
import { parseRedirectUrls } from "./auth/redirect-allow-list.ts";
import { DEFAULT_MAIL_LIMITS, type MailLimits } from "./auth/mail-limits.ts";

export const DEFAULT_DEMO_PASSWORD = "routinely-demo";

export const REPO_ROOT = fileURLToPath(new URL("..", import.meta.url));

const flag = z.enum(["", "0", "1", "true", "false"]).transform((v) => v === "1" || v === "true");
const seconds = z.coerce.number().int().min(1).max(60 * 60 * 24 * 365);
const issuerUrl = z.url({ protocol: /^https?$/ });
const count = z.coerce.number().int().min(1).max(1_000_000);

const Env = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(54321),
  HOST: z.string().min(1).default("127.0.0.1"),
  DATABASE_URL: z.string().default(""),
  DATA_DIR: z.string().default(""),
  JWT_SECRET: z.string().default(""),
  JWT_EXPIRY: seconds.default(3600),
  DEMO_PASSWORD: z.string().default(""),
  LOG_REQUESTS: flag.default(false),
  // On by default: a sign-up must confirm its address by the mailed link before it signs
  // in or is linked to a person, so it cannot claim a colleague's person. 0 closes it.
  ENABLE_SIGNUP: z.enum(["0", "1", "true", "false"]).default("1").transform((v) =>
    v === "1" || v === "true"
  ),
  // GoTrue's MAILER_AUTOCONFIRM: sign-ups confirmed at once without a mail (tests, demos).
  MAILER_AUTOCONFIRM: flag.default(false),
  AUTH_LINK_EXPIRY: seconds.default(24 * 60 * 60),
  // The longest a request waits for the embedded database's single session (ms).
  DB_WAIT_LIMIT_MS: z.coerce.number().int().min(100).max(600_000).default(5_000),
  SITE_URL: z.string().url().optional(),
  TRUST_PROXY: flag.default(false),
  ALLOWED_ORIGINS: z.string().default(""),
  ADDITIONAL_REDIRECT_URLS: z.string().default(""),
  AUTH_MAX_FAILURES_PER_EMAIL: count.default(5),
  AUTH_MAX_FAILURES_PER_ADDRESS: count.default(20),
  AUTH_FAILURE_WINDOW: seconds.default(15 * 60),
  RATE_LIMIT_EMAIL_SENT: count.default(DEFAULT_MAIL_LIMITS.perStack),
  RATE_LIMIT_EMAIL_SENT_PER_ADDRESS: count.default(DEFAULT_MAIL_LIMITS.perAddress),
  SMTP_URL: z.string().default(""),
  MAIL_FROM: z.string().default(""),
  GOOGLE_ISSUER: issuerUrl.optional(),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  AZURE_ISSUER: issuerUrl.optional(),
  AZURE_CLIENT_ID: z.string().optional(),
  AZURE_CLIENT_SECRET: z.string().optional(),
});

/** Sign-in providers of Supabase Auth the local stack implements with OpenID Connect. */
export type OAuthProviderName = "google" | "azure";

export interface OAuthProviderConfig {
  /** The OpenID Connect issuer whose discovery document openid-client reads. */
  issuer: string;
  clientId: string;
  clientSecret: string;
}

/**
 * The issuers used when only a client id and secret are given: Google's, and Microsoft's
 * multi-tenant one (work, school and personal accounts; openid-client checks each ID
 * token's issuer against its `tid`). A single Entra tenant is
 * https://login.microsoftonline.com/<tenant id>/v2.0.
 */
export const DEFAULT_ISSUERS: Readonly<Record<OAuthProviderName, string>> = {
  google: "https://accounts.google.com",
  azure: "https://login.microsoftonline.com/common/v2.0",
};

export interface StackConfig {
  port: number;
  hostname: string;
  /** A real PostgreSQL; empty → embedded PGlite under `pgliteDir`. */
  databaseUrl: string;
  /** DATA_DIR (default .data): PGlite's files and the generated JWT secret. */
  dataDir: string;
  pgliteDir: string;
  /** JWT_SECRET; empty → the secret kept in `jwtSecretFile` (see jwt-secret.ts). */
  jwtSecret: string;
  /** `<dataDir>/jwt-secret`, generated on first start when JWT_SECRET is unset. */
  jwtSecretFile: string;
  jwtExpirySeconds: number;
  demoPassword: string;
  logRequests: boolean;
  /** DB_WAIT_LIMIT_MS: beyond it a wait for the embedded database is refused (503). */
  dbWaitLimitMs: number;
  enableSignup: boolean;
  /** MAILER_AUTOCONFIRM: sign-ups are confirmed at once, no confirmation mail. */
  autoconfirm: boolean;
  /** AUTH_LINK_EXPIRY: lifetime of confirmation, invitation and reset links (seconds). */
  linkExpirySeconds: number;
  /** SITE_URL: the web app's origin in mailed links; default the stack's own. */
  siteUrl: string | undefined;
  /** Take the client address from X-Forwarded-For (only behind a proxy you run). */
  trustProxy: boolean;
  /** Origins answered with CORS headers; empty → the stack's own (localhost/127.0.0.1:port). */
  allowedOrigins: string[];
  /**
   * ADDITIONAL_REDIRECT_URLS: where sign-ins and links may return besides the site, the
   * stack and the allowed origins (Supabase Auth's uri_allow_list; `*` and `**` patterns).
   */
  redirectUrls: string[];
  limits: {
    perEmail: { maxFailures: number; windowSeconds: number };
    perAddress: { maxFailures: number; windowSeconds: number };
  };
  /** Sign-up, reset and resend mails per hour: per client address and for the stack. */
  mailLimits: MailLimits;
  /** SMTP_URL: mail goes out through it; empty → kept in the database, shown at /mailbox. */
  smtpUrl: string;
  webDir: string;
  functionsDir: string;
  /** Providers with a client id and secret (GOOGLE_*, AZURE_*); absent ones are off. */
  oauthProviders: Partial<Record<OAuthProviderName, OAuthProviderConfig>>;
}

/** Reads the stack's configuration from environment variables (README "Configuration"). */
export function loadConfig(env: Record<string, string | undefined>): StackConfig {
  const parsed = Env.safeParse(
    Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== "")),
  );
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`Invalid environment variable ${issue.path.join(".")}: ${issue.message}`);
  }
  const e = parsed.data;
  if (e.JWT_SECRET && e.JWT_SECRET.length < 32) {
    throw new Error("JWT_SECRET must be at least 32 characters long");
  }
  // Found at start-up rather than at the first sign-up mail.
  try {
    if (e.SMTP_URL) parseSmtpUrl(e.SMTP_URL);
    mailFromEnv({ SMTP_URL: e.SMTP_URL, MAIL_FROM: e.MAIL_FROM });
  } catch (error) {
    throw new Error(`Invalid mail configuration: ${(error as Error).message}`);
  }
  const dataDir = e.DATA_DIR
    ? (isAbsolute(e.DATA_DIR) ? e.DATA_DIR : resolve(e.DATA_DIR))
    : join(REPO_ROOT, ".data");
  return {
    port: e.PORT,
    hostname: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir,
    pgliteDir: join(dataDir, "pglite"),
    jwtSecret: e.JWT_SECRET,
    jwtSecretFile: join(dataDir, "jwt-secret"),
    jwtExpirySeconds: e.JWT_EXPIRY,
    demoPassword: e.DEMO_PASSWORD || DEFAULT_DEMO_PASSWORD,
    logRequests: e.LOG_REQUESTS,
    dbWaitLimitMs: e.DB_WAIT_LIMIT_MS,
    enableSignup: e.ENABLE_SIGNUP,
    autoconfirm: e.MAILER_AUTOCONFIRM,
    linkExpirySeconds: e.AUTH_LINK_EXPIRY,
    siteUrl: e.SITE_URL,
    trustProxy: e.TRUST_PROXY,
    allowedOrigins: origins(e.ALLOWED_ORIGINS),
    redirectUrls: redirectUrls(e.ADDITIONAL_REDIRECT_URLS),
    limits: {
      perEmail: {
        maxFailures: e.AUTH_MAX_FAILURES_PER_EMAIL,
        windowSeconds: e.AUTH_FAILURE_WINDOW,
      },
      perAddress: {
        maxFailures: e.AUTH_MAX_FAILURES_PER_ADDRESS,
        windowSeconds: e.AUTH_FAILURE_WINDOW,
      },
    },
    mailLimits: {
      perAddress: e.RATE_LIMIT_EMAIL_SENT_PER_ADDRESS,
      perStack: e.RATE_LIMIT_EMAIL_SENT,
      windowSeconds: DEFAULT_MAIL_LIMITS.windowSeconds,
    },
    smtpUrl: e.SMTP_URL,
    webDir: join(REPO_ROOT, "web", "dist"),
    functionsDir: join(REPO_ROOT, "supabase", "functions"),
    oauthProviders: {
      ...oauthProvider(
        "google",
        "GOOGLE",
        e.GOOGLE_ISSUER,
        e.GOOGLE_CLIENT_ID,
        e.GOOGLE_CLIENT_SECRET,
      ),
      ...oauthProvider("azure", "AZURE", e.AZURE_ISSUER, e.AZURE_CLIENT_ID, e.AZURE_CLIENT_SECRET),
    },
  };
}

/**
 * A provider is on when it has a client id and a secret; half a configuration is an
 * error at start rather than a sign-in button that fails.
 */
function oauthProvider(
  name: OAuthProviderName,
  prefix: string,
  issuer: string | undefined,
  clientId: string | undefined,
  clientSecret: string | undefined,
): Partial<Record<OAuthProviderName, OAuthProviderConfig>> {
  if (!issuer && !clientId && !clientSecret) return {};
  if (!clientId || !clientSecret) {
    throw new Error(
      `${prefix}_CLIENT_ID and ${prefix}_CLIENT_SECRET must both be set to sign in with ${name}`,
    );
  }
  return { [name]: { issuer: issuer ?? DEFAULT_ISSUERS[name], clientId, clientSecret } };
}

function redirectUrls(list: string): string[] {
  try {
    return parseRedirectUrls(list);
  } catch (error) {
    throw new Error(
      `Invalid environment variable ADDITIONAL_REDIRECT_URLS: ${(error as Error).message}`,
    );
  }
}

function origins(list: string): string[] {
  try {
    return parseOrigins(list);
  } catch (error) {
    throw new Error(`Invalid environment variable ALLOWED_ORIGINS: ${(error as Error).message}`);
  }
}
