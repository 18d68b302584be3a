import { authClient, sessionNeedsSecondFactor } from "@/lib/supabase";

/*
 * The second sign-in step, through supabase-js's auth.mfa only, so the same code works
 * against Supabase Auth and the local stack.
 */

/**
 * The verified TOTP factor to ask a code for, when the tenant's session has passed only
 * its first factor and the account has a second (nextLevel aal2 above currentLevel);
 * null when no code is needed (or nobody is signed in).
 */
export async function pendingSecondFactor(tenant: string): Promise<string | null> {
  if (!(await sessionNeedsSecondFactor(tenant))) return null;
  const mfa = authClient(tenant).auth.mfa;
  const factors = await mfa.listFactors();
  if (factors.error) throw factors.error;
  const factorId = factors.data.totp[0]?.id ?? null;
  // The stored session still names a factor that is gone (an Admin removed it): a new
  // token and user stop asking for it.
  if (!factorId) await authClient(tenant).auth.refreshSession();
  return factorId;
}

/** Messages of the auth server a person can act on, in plain words. */
export function codeErrorMessage(error: { code?: string; message: string }): string {
  if (error.code === "mfa_verification_failed") {
    return "That code is not right. Enter the code your authenticator app shows now.";
  }
  if (error.code === "mfa_challenge_expired") return "The code came too late. Try again.";
  return error.message;
}

/** Answers the factor's challenge with a code; the tenant's session is then aal2. */
export async function verifySecondFactor(
  tenant: string,
  factorId: string,
  code: string,
): Promise<string | null> {
  const { error } = await authClient(tenant).auth.mfa.challengeAndVerify({ factorId, code });
  return error ? codeErrorMessage(error) : null;
}
