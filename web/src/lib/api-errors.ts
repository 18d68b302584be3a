/**
 * Reading failed API calls: the one place that turns an error into the text a person
 * sees, the field it is about, or the refusal of a query term. Every feature uses these;
 * the global toast (query-client.ts) shows the same text.
 */
import { ApiError } from "@/lib/graphql-client";

/**
 * The exact refusal people read (docs/api.md#error-codes), the API's ROLE_IN_USE_MESSAGE (@shared/roles/role-input.ts). Not
 * imported: that module brings zod into the first chunk. A test keeps the two equal.
 */
export const ROLE_IN_USE_MESSAGE = "Cant delete role while it is related to Processes";

const FALLBACK_MESSAGE = "Something went wrong.";

/** GraphQL validation: the document asks for a field or argument the schema lacks. */
const SCHEMA_MISMATCH = /Cannot query field|Unknown argument|Unknown type/;

/**
 * The text to show for a failed request. A refusal to remove a role that processes still
 * use may arrive wrapped ("removeRoles: Cant delete role …"), and the person must read exactly
 * the refusal shown.
 */
export function errorMessage(error: unknown, fallback = FALLBACK_MESSAGE): string {
  const message = error instanceof Error && error.message ? error.message : fallback;
  return message.includes(ROLE_IN_USE_MESSAGE) ? ROLE_IN_USE_MESSAGE : message;
}

/**
 * The input field an API error is about (`extensions.field`: a taken handle → CONFLICT on
 * `peopleHandle`), so a form can show the message beside that field.
 */
export function fieldErrorOf(error: unknown): { field: string; message: string } | null {
  if (!(error instanceof ApiError)) return null;
  const field = error.errors[0]?.extensions?.field;
  return typeof field === "string" && field ? { field, message: error.message } : null;
}

/**
 * A refused q term, not a broken request: GraphQL validation errors about an unknown
 * field or argument also arrive as BAD_USER_INPUT and are not about the terms.
 */
export function isRefusedTerm(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.code === "BAD_USER_INPUT" &&
    !SCHEMA_MISMATCH.test(error.message)
  );
}

/** A failed add or update of a person is logged and re-thrown, so the form keeps its values. */
export async function loggedRequest<T>(operation: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    console.error(`${operation} failed`, error);
    throw error;
  }
}
