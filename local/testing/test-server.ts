import type postgres from "postgres";
import type { AttemptLimits } from "../auth/attempts-store.ts";
import type { OAuthProviders } from "../auth/oauth/providers.ts";
import type { SendMail } from "../auth/context.ts";
import type { MailLimits } from "../auth/mail-limits.ts";
import type { PasswordHasher } from "../auth/passwords.ts";
import type { SlotLimits } from "../auth/work-slots.ts";
import { createAuthHandler } from "../auth/router.ts";
import { createAppHandler } from "../server/app.ts";
import { createFunctionsRouter } from "../server/functions-router.ts";
import { createStaticHandler } from "../server/static-files.ts";
import { createMailboxHandler } from "../server/mailbox/mailbox-handler.ts";

export const TEST_JWT_SECRET = "test-secret-for-local-stack-tests-0123456789";

export interface TestServerOptions {
  sql: postgres.Sql;
  jwtExpirySeconds?: number;
  /** The auth server's clock (tokens, sign-in attempts); real time when absent. */
  now?: () => Date;
  limits?: Partial<AttemptLimits>;
  webDir?: string;
  functionsDir?: string;
  trustProxy?: boolean;
  passwordHasher?: PasswordHasher;
  hashingSlots?: SlotLimits;
  /** Sign-ups confirmed at once (default) or by a mailed link sent through `sendMail`. */
  autoconfirm?: boolean;
  sendMail?: SendMail;
  linkExpirySeconds?: number;
  /** The web app's origin for mailed links and redirects (default: this server). */
  siteUrl?: string;
  /** Sign-up, reset and resend mails per client address and per stack (default: no limit). */
  mailLimits?: MailLimits;
  /** ADDITIONAL_REDIRECT_URLS: redirect targets allowed besides the site and this server. */
  redirectUrls?: string[];
  /** Serve the local mailbox at /mailbox (default false). */
  mailbox?: boolean;
  oauthProviders?: OAuthProviders;
}

/** The stack's HTTP handler on a free loopback port, over a database the test owns. */
export function startTestServer(options: TestServerOptions) {
  const handler = createAppHandler({
    auth: createAuthHandler({
      sql: options.sql,
      jwtSecret: TEST_JWT_SECRET,
      jwtExpirySeconds: options.jwtExpirySeconds ?? 3600,
      limits: {
        perEmail: options.limits?.perEmail ?? { maxFailures: 5, windowSeconds: 900 },
        perAddress: options.limits?.perAddress ?? { maxFailures: 1000, windowSeconds: 900 },
      },
      enableSignup: true,
      autoconfirm: options.autoconfirm ?? true,
      sendMail: options.sendMail,
      linkExpirySeconds: options.linkExpirySeconds,
      // Tests share one server (and client address) per file: limits of their own, or none.
      mailLimits: options.mailLimits ??
        { perAddress: 100_000, perStack: 100_000, windowSeconds: 3600 },
      siteUrl: options.siteUrl,
      // As the stack: its own address once listening, never the request's Host header.
      publicUrl: () => url,
      redirectUrls: options.redirectUrls,
      now: options.now,
      passwordHasher: options.passwordHasher,
      hashingSlots: options.hashingSlots,
      trustProxy: options.trustProxy,
      oauthProviders: options.oauthProviders,
    }),
    functions: createFunctionsRouter(options.functionsDir ?? "/nonexistent-functions"),
    mailbox: options.mailbox ? createMailboxHandler(options.sql) : undefined,
    serveStatic: createStaticHandler(options.webDir ?? "/nonexistent-web"),
    logRequests: false,
    trustProxy: options.trustProxy ?? false,
  });
  const server = Deno.serve({ port: 0, hostname: "127.0.0.1", onListen: () => {} }, handler);
  const url = `http://127.0.0.1:${server.addr.port}`;
  return {
    url,
    close: () => server.shutdown(),
  };
}

/** A unique email per test, so tests sharing a database never collide. */
export function uniqueEmail(tag: string): string {
  return `${tag}-${crypto.randomUUID().slice(0, 8)}@example.test`;
}

/** Signs up `email` with `password` through /auth/v1/signup; fails the test unless 200. */
export async function signUpOk(url: string, email: string, password: string): Promise<void> {
  const res = await fetch(`${url}/auth/v1/signup`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password }),
  });
  await res.body?.cancel();
  if (res.status !== 200) throw new Error(`sign-up of ${email} answered ${res.status}`);
}

/** A password sign-in through /auth/v1/token, optionally as if behind a proxy. */
export async function passwordSignIn(
  url: string,
  email: string,
  password: string,
  forwardedFor?: string,
) {
  const res = await fetch(`${url}/auth/v1/token?grant_type=password`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      ...(forwardedFor ? { "x-forwarded-for": forwardedFor } : {}),
    },
    body: JSON.stringify({ email, password }),
  });
  return { status: res.status, headers: res.headers, body: await res.json() };
}
