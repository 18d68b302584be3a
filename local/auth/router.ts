import { type AuthCall, type AuthOptions, requestUrl } from "./context.ts";
import { AuthError, errorResponse, notFound } from "./errors.ts";
import { logout } from "./handlers/logout.ts";
import { recover } from "./handlers/recover.ts";
import { resend } from "./handlers/resend.ts";
import { verify, verifyRedirect } from "./handlers/verify.ts";
import { factorRoute } from "./handlers/factors.ts";
import { invite } from "./handlers/invite.ts";
import { signup } from "./handlers/signup.ts";
import { token } from "./handlers/token.ts";
import { getUser, putUser } from "./handlers/user.ts";
import { authorize } from "./oauth/authorize.ts";
import { callback } from "./oauth/callback.ts";
import { BCRYPT, DEFAULT_HASHING_SLOTS, limitedHasher } from "./passwords.ts";
import { databaseUnavailable } from "../../supabase/functions/_shared/http/unavailable-response.ts";
import { abandoned, isAbandoned } from "../../supabase/functions/_shared/http/abandoned.ts";

type Route = (call: AuthCall) => Promise<Response> | Response;

/** What GoTrue's GET /settings reports; the app reads `external` to offer sign-in methods. */
function settings(call: AuthCall): Response {
  return Response.json({
    external: {
      anonymous_users: false,
      apple: false,
      azure: call.options.oauthProviders?.isConfigured("azure") ?? false,
      email: true,
      github: false,
      google: call.options.oauthProviders?.isConfigured("google") ?? false,
      phone: false,
    },
    disable_signup: !call.options.enableSignup,
    mailer_autoconfirm: call.options.autoconfirm ?? true,
    phone_autoconfirm: false,
    sms_provider: "",
    saml_enabled: false,
  });
}

const ROUTES: Record<string, Partial<Record<string, Route>>> = {
  "/settings": { GET: settings },
  "/health": {
    GET: () => Response.json({ name: "GoTrue", description: "Routinely local stack auth" }),
  },
  // Tokens are HS256 (a shared secret), so there is no public key to publish.
  "/.well-known/jwks.json": { GET: () => Response.json({ keys: [] }) },
  "/signup": { POST: signup },
  "/token": { POST: token },
  "/user": { GET: getUser, PUT: putUser },
  "/logout": { POST: logout },
  "/authorize": { GET: authorize },
  "/callback": { GET: callback },
  // Emailed links (sign-up confirmation, invitation, password reset).
  "/verify": { POST: verify, GET: verifyRedirect },
  // Admin (service-role key): supabase-js auth.admin.inviteUserByEmail.
  "/invite": { POST: invite },
  "/recover": { POST: recover },
  "/resend": { POST: resend },
};

/**
 * The local implementation of the Supabase Auth HTTP API, for requests under /auth/v1.
 * `path` is the part after /auth/v1.
 */
export function createAuthHandler(options: AuthOptions) {
  // One set of slots per handler, shared by sign-in, sign-up and password changes.
  const passwords = limitedHasher(
    options.passwordHasher ?? BCRYPT,
    options.hashingSlots ?? DEFAULT_HASHING_SLOTS,
  );
  return async function handleAuth(
    req: Request,
    path: string,
    clientAddress: string,
  ): Promise<Response> {
    const url = requestUrl(req, options.trustProxy);
    const methods = ROUTES[path.replace(/\/+$/, "") || "/"];
    try {
      // Second factors (/factors, /factors/{id}/…): supabase-js auth.mfa.
      const factors = methods ? undefined : factorRoute(path, req.method);
      if (!methods && !factors) throw notFound();
      const route = factors ?? methods?.[req.method === "HEAD" ? "GET" : req.method];
      if (!route) {
        throw new AuthError(405, "method_not_allowed", `Method ${req.method} not allowed`);
      }
      return await route({ req, url, clientAddress, options, passwords });
    } catch (error) {
      if (error instanceof AuthError) return errorResponse(error);
      if (isAbandoned(req, error)) return abandoned("auth", req);
      // supabase-js reports a 503 as a retryable error (AuthRetryableFetchError).
      const unavailable = databaseUnavailable("auth", error);
      if (unavailable) {
        return errorResponse(
          new AuthError(503, "database_unavailable", unavailable.message, unavailable.headers),
        );
      }
      console.error("auth: unexpected error", error);
      return errorResponse(
        new AuthError(
          500,
          "unexpected_failure",
          "Unexpected failure, please check server logs for more information",
        ),
      );
    }
  };
}

export type AuthHandler = ReturnType<typeof createAuthHandler>;
