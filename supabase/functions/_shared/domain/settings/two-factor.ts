/**
 * The organisation's two-factor rule, pure. When the organisation requires it, an Admin
 * or Manager writes only from a session that passed a second factor: its access token
 * says `aal: "aal2"`, as Supabase Auth signs it after a TOTP code. Users, and the system
 * actor, are not bound by it.
 */
import type { AppRole } from "../abilities.ts";

export const TWO_FACTOR_REQUIRED_MESSAGE =
  "Your organisation requires two-factor sign-in for Admins and Managers. Turn it on in your profile, then sign in with your code to make changes.";

export const TWO_FACTOR_TO_TURN_ON_MESSAGE =
  "Turn on two-factor sign-in for yourself (in your profile) and sign in with your code before requiring it of others.";

export function isSecondFactorSession(aal: unknown): boolean {
  return aal === "aal2" || aal === "aal3";
}

/** Whether this write must be refused until the session passes a second factor. */
export function mustPassSecondFactor(args: {
  appRole: AppRole;
  required: boolean;
  aal: unknown;
}): boolean {
  return args.required && args.appRole !== "user" && !isSecondFactorSession(args.aal);
}
