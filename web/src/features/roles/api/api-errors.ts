import { ApiError } from "@/lib/graphql-client";
import { ROLE_IN_USE_MESSAGE } from "@shared/roles/role-input.ts";
import { notifyError } from "@/lib/notify";

export { ROLE_IN_USE_MESSAGE };

/**
 * The text to show for a failed request. A refusal to remove a role that processes
 * still use may arrive wrapped ("removeRoles: Cant delete role …"), and the spec wants
 * exactly the refusal shown.
 */
export function errorMessage(error: unknown): string {
  const message = error instanceof Error && error.message ? error.message : "Something went wrong.";
  return message.includes(ROLE_IN_USE_MESSAGE) ? ROLE_IN_USE_MESSAGE : message;
}

/** Red toast with the server's message (spec §8). */
export function reportError(error: unknown): void {
  notifyError(errorMessage(error));
}

/**
 * The API names the input field an error is about (`extensions.field`), so a form can
 * show it beside that field (a taken roleHandle, a reportsTo cycle).
 */
export function fieldErrorOf(error: unknown): { field: string; message: string } | null {
  if (!(error instanceof ApiError)) return null;
  const field = error.errors[0]?.extensions?.field;
  return typeof field === "string" && field ? { field, message: error.message } : null;
}
