import { ApiError } from "@/lib/graphql-client";
import { notifyError } from "@/lib/notify";

/** The API names the input field an error is about (`extensions.field`). */
export function fieldErrorOf(error: unknown): { field: string; message: string } | null {
  if (!(error instanceof ApiError)) return null;
  const field = error.errors[0]?.extensions?.field;
  return typeof field === "string" && field ? { field, message: error.message } : null;
}

/** True when the server does not know an operation the client asked for (not built yet). */
export function isUnavailableOperation(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  if (error.code !== "BAD_USER_INPUT" && error.code !== "GRAPHQL_VALIDATION_FAILED") return false;
  return /Cannot query field|Unknown argument|Unknown type/.test(error.message);
}

/** Spec §8: a failed add or update is logged and re-thrown, so the form keeps its values. */
export async function loggedRequest<T>(operation: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    console.error(`${operation} failed`, error);
    throw error;
  }
}

/** Red toast with the server's message (spec §8). */
export function reportError(error: unknown): void {
  notifyError(error instanceof Error && error.message ? error.message : "Something went wrong.");
}
