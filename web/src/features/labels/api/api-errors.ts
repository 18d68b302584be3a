import { ApiError } from "@/lib/graphql-client";
import { notifyError } from "@/lib/notify";

export function errorMessage(error: unknown): string {
  return error instanceof Error && error.message ? error.message : "Something went wrong.";
}

/** Red toast with the server's message (spec §8). */
export function reportError(error: unknown): void {
  notifyError(errorMessage(error));
}

/** The input field an API error is about (`extensions.field`; a taken label → `label`). */
export function fieldErrorOf(error: unknown): { field: string; message: string } | null {
  if (!(error instanceof ApiError)) return null;
  const field = error.errors[0]?.extensions?.field;
  return typeof field === "string" && field ? { field, message: error.message } : null;
}
