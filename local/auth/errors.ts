/**
 * Errors of the local Supabase Auth, answered in GoTrue's JSON shape
 * `{code, error_code, msg}` so that supabase-js maps them to the same AuthApiError
 * codes (`error.code`) it reports against Supabase.
 */
export class AuthError extends Error {
  constructor(
    readonly status: number,
    readonly errorCode: string,
    message: string,
    readonly headers: Record<string, string> = {},
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export function errorResponse(error: AuthError, headers: HeadersInit = {}): Response {
  const body = {
    code: error.status,
    error_code: error.errorCode,
    msg: error.message,
    ...error.extra,
  };
  const res = Response.json(body, { status: error.status, headers });
  for (const [name, value] of Object.entries(error.headers)) res.headers.set(name, value);
  return res;
}

export const invalidCredentials = () =>
  new AuthError(400, "invalid_credentials", "Invalid login credentials");

export const validationFailed = (message: string) =>
  new AuthError(400, "validation_failed", message);

export const badJson = () => new AuthError(400, "bad_json", "Could not parse request body as JSON");

export const noAuthorization = () =>
  new AuthError(401, "no_authorization", "This endpoint requires a valid Bearer token");

export const badJwt = (detail: string) =>
  new AuthError(403, "bad_jwt", `invalid JWT: unable to parse or verify signature, ${detail}`);

export const sessionNotFound = () =>
  new AuthError(403, "session_not_found", "Session from session_id claim in JWT does not exist");

export const userNotFound = () =>
  new AuthError(403, "user_not_found", "User from sub claim in JWT does not exist");

export const refreshTokenNotFound = () =>
  new AuthError(400, "refresh_token_not_found", "Invalid Refresh Token: Refresh Token Not Found");

export const refreshTokenAlreadyUsed = () =>
  new AuthError(400, "refresh_token_already_used", "Invalid Refresh Token: Already Used");

export const tooManyAttempts = (retryAfterSeconds: number) =>
  new AuthError(
    429,
    "over_request_rate_limit",
    `Too many attempts, try again in ${retryAfterSeconds} seconds`,
    { "retry-after": String(retryAfterSeconds) },
  );

/** Too many password hashes at once: 503, which supabase-js reports as a retryable error. */
export const serverBusy = () =>
  new AuthError(503, "over_request_rate_limit", "The server is busy, try again in a moment", {
    "retry-after": "1",
  });

export const isServerBusy = (error: unknown) => error instanceof AuthError && error.status === 503;

export const notFound = () => new AuthError(404, "not_found", "Not found");
