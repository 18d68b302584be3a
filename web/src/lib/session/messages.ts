/** The exact texts people read on these failures (docs/api.md#error-codes). */
export const NO_USER_MESSAGE = "There is no user with these credentials.";
export const UNAUTHORIZED_MESSAGE = "Unauthorized";

/**
 * Messages that start with this prefix come from a failed backend query that the global
 * GraphQL error toast already reported, so the sign-in flow does not report them again.
 * Our client passes server messages through unchanged, so in practice only a
 * server that labels its own failures this way is kept quiet.
 */
export const BACKEND_QUERY_ERROR_PREFIX = "GraphQL error";

export function isBackendQueryError(message: string): boolean {
  return message.startsWith(BACKEND_QUERY_ERROR_PREFIX);
}
