import { createYoga } from "graphql-yoga";
import { createSql, sharedSql, type Sql } from "../../_shared/db/client.ts";
import {
  bearerToken,
  createTokenVerifier,
  tokenVerifierOptionsFromEnv,
} from "../../_shared/auth/verify-token.ts";
import {
  BodyError,
  BodyTimeoutError,
  DEFAULT_BODY_LIMIT,
  limitRequestBody,
} from "../../_shared/http/body-limit.ts";
import { allowedOriginsFromEnv, corsPreflight, withCorsHeaders } from "../../_shared/http/cors.ts";
import { buildSchema } from "../schema/index.ts";
import { armorPlugin } from "./armor.ts";
import { IMPORT_BODY_LIMIT, IMPORT_HEADER, markLargeBody } from "./large-body.ts";
import { useCallerTransaction } from "./caller-plugin.ts";
import type { GraphqlContext } from "./context.ts";
import type { ExportLimits } from "../../_shared/commands/exports/export-csv.ts";
import type { SignupPolicy } from "../../_shared/commands/organizations/signup-policy.ts";
import { maskError, useInputErrorCodes } from "./errors.ts";
import { invitationMailFor } from "./invitation-mail.ts";
import { type Mailer, mailerFromEnv, type MailMessage } from "../../_shared/mail/mod.ts";
import type { InvitationMail } from "../../_shared/commands/people/invite-person.ts";
import type { ImportHooks } from "../../_shared/commands/imports/import-hooks.ts";
import { rejectNulText } from "./reject-nul-text.ts";
import { type IntrospectionPolicy, introspectionPolicyFromEnv } from "./introspection.ts";
import { databaseUnavailable } from "../../_shared/http/unavailable-response.ts";
import { abandoned, isAbandoned } from "../../_shared/http/abandoned.ts";

export const GRAPHQL_ENDPOINT = "/functions/v1/graphql";

export interface GraphqlHandlerOptions {
  /** Database pool; default: the shared pool of SUPABASE_DB_URL. */
  sql?: Sql;
  /** Or a URL to open a pool for. */
  databaseUrl?: string;
  /** HS256 secret; default JWT_SECRET or SUPABASE_JWT_SECRET. */
  jwtSecret?: string;
  /** JWKS of asymmetric signing keys; default SUPABASE_JWKS_URL. */
  jwksUrl?: string;
  /** Largest request body accepted, in bytes (default 1 MB). */
  bodyLimit?: number;
  /** Largest body of a signed-in request, for CSV imports only (large-body.ts). */
  importBodyLimit?: number;
  /** How long a request body may take to arrive (default 10 s). */
  bodyDeadlineMs?: number;
  /** Origins answered with CORS headers; default ALLOWED_ORIGINS. */
  allowedOrigins?: readonly string[];
  /** The most rows a CSV export writes (default 50,000; tests lower it). */
  exportLimits?: ExportLimits;
  /** The mailer; default from the environment (mailerFromEnv). The local stack hands in its own. */
  mailer?: Mailer;
  /** How invitePerson mails; default from the environment (invitation-mail.ts). */
  invitationMail?: Partial<InvitationMail>;
  /** Organisation sign-up: open or closed and its limits; default from the environment. */
  orgSignup?: SignupPolicy;
  /** Who may introspect the schema; default GRAPHQL_INTROSPECTION (introspection.ts). */
  introspection?: IntrospectionPolicy;
  /** Seams for tests to hold, cancel or fail an import midway; none in production. */
  importHooks?: ImportHooks;
}

export type Handler = (req: Request) => Promise<Response>;

function jsonError(status: number, message: string, code: string): Response {
  return Response.json({ errors: [{ message, extensions: { code } }] }, {
    status,
  });
}

/** The GraphQL edge function as a plain fetch handler (docs/architecture.md#the-stack). */
export function createGraphqlHandler(
  options: GraphqlHandlerOptions = {},
): Handler {
  const env = tokenVerifierOptionsFromEnv();
  const verify = createTokenVerifier({
    jwtSecret: options.jwtSecret ?? env.jwtSecret,
    jwksUrl: options.jwksUrl ?? env.jwksUrl,
  });
  let pool: Sql | undefined = options.sql ??
    (options.databaseUrl ? createSql(options.databaseUrl) : undefined);
  // Opened lazily so that importing the module needs no database.
  const sql = new Proxy({} as Sql, {
    get: (_, key) => Reflect.get((pool ??= sharedSql()) as object, key),
    apply: (_, thisArg, args) => Reflect.apply(pool ??= sharedSql(), thisArg, args),
  });
  const yoga = createYoga<
    {
      request: Request;
      exportLimits?: ExportLimits;
      invitationMail?: InvitationMail;
      orgSignup?: SignupPolicy;
      importHooks?: ImportHooks;
    },
    GraphqlContext
  >({
    schema: buildSchema(),
    graphqlEndpoint: GRAPHQL_ENDPOINT,
    landingPage: false,
    graphiql: false,
    maskedErrors: { maskError, errorMessage: "Internal error" },
    // maskError logs what is unexpected; yoga would also log every expected refusal.
    logging: {
      debug: () => {},
      info: () => {},
      warn: console.warn,
      error: () => {},
    },
    // Yoga's cors {origin: "*"} reflects any Origin with Allow-Credentials: true; CORS is
    // answered below instead, for the configured origins only (_shared/http/cors.ts).
    cors: false,
    plugins: [
      armorPlugin(),
      useInputErrorCodes(),
      rejectNulText(),
      useCallerTransaction(sql, verify, options.introspection ?? introspectionPolicyFromEnv()),
    ],
  });
  const bodyLimit = options.bodyLimit ?? DEFAULT_BODY_LIMIT;
  const importBodyLimit = Math.max(bodyLimit, options.importBodyLimit ?? IMPORT_BODY_LIMIT);
  /** The larger limit only for an import with a token that verifies (large-body.ts). */
  async function limitFor(req: Request): Promise<number> {
    if (req.headers.get(IMPORT_HEADER) === null) return bodyLimit;
    try {
      // A malformed header or a bad token is refused later, by the caller pipeline.
      const token = bearerToken(req);
      if (!token) return bodyLimit;
      await verify(token);
      return importBodyLimit;
    } catch {
      return bodyLimit;
    }
  }
  const origins = () => options.allowedOrigins ?? allowedOriginsFromEnv();
  // Built on the first invitation: functions that never mail need no mail configuration.
  let mailer = options.mailer;
  const sendMail = (message: MailMessage) =>
    (mailer ??= mailerFromEnv(Deno.env.toObject())).sendMail(message);

  async function answer(req: Request): Promise<Response> {
    const url = new URL(req.url);
    if (!url.pathname.endsWith("/graphql")) {
      return jsonError(404, "Not found", "NOT_FOUND");
    }
    // Only JSON is executed: an HTML form (or any "simple" cross-site request, which a
    // browser sends without asking) cannot post a mutation with a victim's credentials.
    if (req.method === "POST" && !isJson(req.headers.get("content-type"))) {
      await req.body?.cancel().catch(() => {});
      return jsonError(
        415,
        "Content-Type must be application/json (or application/graphql+json).",
        "BAD_USER_INPUT",
      );
    }
    try {
      let limited = await limitRequestBody(req, await limitFor(req), {
        deadlineMs: options.bodyDeadlineMs,
      });
      const large = Number(limited.headers.get("content-length") ?? 0) > bodyLimit;
      if (url.pathname !== GRAPHQL_ENDPOINT) {
        // Supabase hands the function its path without the /functions/v1 prefix.
        url.pathname = GRAPHQL_ENDPOINT;
        limited = new Request(url, limited);
      }
      if (large) markLargeBody(limited);
      return await yoga.fetch(limited, {
        exportLimits: options.exportLimits,
        invitationMail: invitationMailFor(limited, sendMail, options.invitationMail),
        orgSignup: options.orgSignup,
        importHooks: options.importHooks,
      });
    } catch (error) {
      if (error instanceof BodyError) {
        const res = jsonError(error.status, error.message, "BAD_USER_INPUT");
        if (error instanceof BodyTimeoutError) res.headers.set("connection", "close");
        return res;
      }
      if (isAbandoned(req, error)) return abandoned("graphql", req);
      const unavailable = databaseUnavailable("graphql", error);
      if (unavailable) {
        const res = jsonError(unavailable.status, unavailable.message, "UNAVAILABLE");
        res.headers.set("retry-after", unavailable.headers["retry-after"]);
        return res;
      }
      console.error(error);
      return jsonError(500, "Internal error", "INTERNAL");
    }
  }

  return async (req: Request): Promise<Response> => {
    if (req.method === "OPTIONS") return corsPreflight(req, origins());
    const res = withCorsHeaders(req, await answer(req), origins());
    // Answers carry one person's data: no cache, shared or private, may keep them.
    res.headers.set("cache-control", "no-store");
    return res;
  };
}

// What yoga parses as a JSON request; application/graphql-response+json is only ever a
// response type (Accept), which yoga does not take as a request body.
const JSON_TYPES = new Set(["application/json", "application/graphql+json"]);

function isJson(contentType: string | null): boolean {
  const type = contentType?.split(";")[0].trim().toLowerCase();
  return type !== undefined && JSON_TYPES.has(type);
}
