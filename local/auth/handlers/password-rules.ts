import { AuthError } from "../errors.ts";
import { MAX_PASSWORD_BYTES, MIN_PASSWORD_LENGTH } from "../context.ts";

/** Supabase's default password policy: at least 6 characters, at most 72 bytes. */
export function assertAcceptablePassword(password: string) {
  if (password.length < MIN_PASSWORD_LENGTH) {
    throw new AuthError(
      422,
      "weak_password",
      `Password should be at least ${MIN_PASSWORD_LENGTH} characters.`,
      {},
      { weak_password: { reasons: ["length"] } },
    );
  }
  if (new TextEncoder().encode(password).length > MAX_PASSWORD_BYTES) {
    throw new AuthError(
      422,
      "validation_failed",
      `Password cannot be longer than ${MAX_PASSWORD_BYTES} characters`,
    );
  }
}
