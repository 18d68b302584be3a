/**
 * The error every function raises on purpose. Its message is fit to show a person
 * (docs/api.md#error-codes); the code tells the client what kind of failure it is and decides the
 * HTTP status.
 */

export type ErrorCode =
  | "UNAUTHENTICATED"
  | "FORBIDDEN"
  | "BAD_USER_INPUT"
  | "NOT_FOUND"
  | "CONFLICT"
  | "TOO_MANY_REQUESTS"
  // The organisation requires a second factor of this Admin or Manager first.
  | "TWO_FACTOR_REQUIRED"
  | "INTERNAL"
  /** The database is unavailable (db/unavailable.ts): try again after Retry-After. */
  | "UNAVAILABLE";

export const HTTP_STATUS: Readonly<Record<ErrorCode, number>> = {
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  BAD_USER_INPUT: 400,
  NOT_FOUND: 404,
  CONFLICT: 409,
  TOO_MANY_REQUESTS: 429,
  TWO_FACTOR_REQUIRED: 403,
  INTERNAL: 500,
  UNAVAILABLE: 503,
};

export class AppError extends Error {
  readonly code: ErrorCode;
  /** The input field the error is about, so a form can show it beside that field. */
  readonly field?: string;

  constructor(
    code: ErrorCode,
    message: string,
    options: { field?: string; cause?: unknown } = {},
  ) {
    super(
      message,
      options.cause === undefined ? undefined : { cause: options.cause },
    );
    this.name = "AppError";
    this.code = code;
    this.field = options.field;
  }
}

export const MESSAGES = {
  unauthorized: "Unauthorized",
  noUser: "There is no user with these credentials.",
  forbidden: "You are not allowed to do this.",
  internal: "Internal error",
} as const;

export function unauthorized(): AppError {
  return new AppError("UNAUTHENTICATED", MESSAGES.unauthorized);
}

export function forbidden(message: string = MESSAGES.forbidden): AppError {
  return new AppError("FORBIDDEN", message);
}

export function badInput(message: string, field?: string): AppError {
  return new AppError("BAD_USER_INPUT", message, { field });
}

/** The sign-in throttle's words (local/auth/errors.ts), for every throttled call. */
export function tooManyAttempts(retryAfterSeconds: number): AppError {
  return new AppError(
    "TOO_MANY_REQUESTS",
    `Too many attempts, try again in ${retryAfterSeconds} seconds`,
  );
}

export function notFound(message: string): AppError {
  return new AppError("NOT_FOUND", message);
}
