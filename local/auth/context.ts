import type postgres from "postgres";
import type { AttemptLimits } from "./attempts-store.ts";
import type { MailLimits } from "./mail-limits.ts";
import type { OAuthProviders } from "./oauth/providers.ts";
import type { PasswordHasher } from "./passwords.ts";
import type { SlotLimits } from "./work-slots.ts";
import { publicOrigin } from "./redirect-allow-list.ts";
import type { LinkMail } from "../../supabase/functions/_shared/domain/auth-links/link-mail.ts";

/** Sends one mail: the stack's mailer's sendMail (SMTP_URL, else the local mailbox). */
export type SendMail = (message: LinkMail) => Promise<unknown>;

export interface AuthOptions {
  sql: postgres.Sql;
  jwtSecret: string;
  /** Lifetime of access tokens (Supabase: jwt_expiry = 3600). */
  jwtExpirySeconds: number;
  limits: AttemptLimits;
  enableSignup: boolean;
  /**
   * GoTrue's MAILER_AUTOCONFIRM: a sign-up is confirmed and signed in at once, no mail.
   * Off on the stack (a confirmation link is mailed); default true for older tests.
   */
  autoconfirm?: boolean;
  /** Sends the confirmation, invitation and reset mails; required unless autoconfirm. */
  sendMail?: SendMail;
  /**
   * Where links point (the web app): SITE_URL; default `publicUrl`. A function when it is
   * known only once the server listens.
   */
  siteUrl?: string | (() => string);
  /**
   * The server's public origin (a function: known once it listens): the issuer of its
   * tokens, the provider callback, an allowed redirect target. Configured, never read from
   * the request's Host header (see redirect-allow-list.ts).
   */
  publicUrl: string | (() => string);
  /** ADDITIONAL_REDIRECT_URLS: further allowed redirect targets (URLs or patterns). */
  redirectUrls?: readonly string[];
  /** The CORS origins, also allowed redirect targets; default ALLOWED_ORIGINS. */
  allowedOrigins?: () => readonly string[];
  /** Mails sent on request per client address and per stack (DEFAULT_MAIL_LIMITS). */
  mailLimits?: MailLimits;
  /** Lifetime of emailed links in seconds (DEFAULT_LINK_EXPIRY_SECONDS). */
  linkExpirySeconds?: number;
  /** Clock, replaceable in tests. */
  now?: () => Date;
  /** bcrypt by default; tests count or hold comparisons with their own. */
  passwordHasher?: PasswordHasher;
  /** Hashes computed at once and waiting; beyond them 503 at once (DEFAULT_HASHING_SLOTS). */
  hashingSlots?: SlotLimits;
  /** Take the public address from X-Forwarded-Host/-Proto (TRUST_PROXY). */
  trustProxy?: boolean;
  /** Google and Microsoft sign-in (GOOGLE_*, AZURE_*); none configured when absent. */
  oauthProviders?: OAuthProviders;
}

export interface AuthCall {
  req: Request;
  url: URL;
  /** Client address the sign-in throttle counts against. */
  clientAddress: string;
  options: AuthOptions;
  /** The options' hasher behind the handler's hashing slots: all password work goes here. */
  passwords: PasswordHasher;
}

export const MIN_PASSWORD_LENGTH = 6;
/** bcrypt ignores everything after 72 bytes; Supabase refuses longer passwords. */
export const MAX_PASSWORD_BYTES = 72;

export function nowOf(options: AuthOptions): Date {
  return options.now ? options.now() : new Date();
}

const HOST = /^(?:[A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

/**
 * The address the client asked for. Behind the stack's slow-client guard the server
 * listens on a Unix socket, whose request URLs have no origin ("null"): the Host header
 * names it (and, behind a proxy the stack trusts, X-Forwarded-Proto and -Host). Only its
 * path and query are read: its origin is the client's to choose, so no address the
 * server sends anyone to is built from it (redirect-allow-list.ts).
 */
export function requestUrl(req: Request, trustProxy = false): URL {
  const url = new URL(req.url);
  const forwardedHost = trustProxy ? req.headers.get("x-forwarded-host")?.split(",")[0].trim() : "";
  const forwardedProto = trustProxy
    ? req.headers.get("x-forwarded-proto")?.split(",")[0].trim()
    : "";
  if (url.origin !== "null" && !forwardedHost && !forwardedProto) return url;
  const host = forwardedHost || req.headers.get("host") || "";
  if (!HOST.test(host)) return url;
  const scheme = forwardedProto === "https" || (!forwardedProto && url.protocol === "https:")
    ? "https"
    : "http";
  return new URL(`${url.pathname}${url.search}`, `${scheme}://${host}`);
}

/** `<origin>/auth/v1`, the issuer Supabase writes into its tokens: the stack's public address. */
export function issuerOf(call: Pick<AuthCall, "options">): string {
  return `${publicOrigin(call.options)}/auth/v1`;
}
