import { denoEnv, type EnvReader, positiveSetting } from "../env-settings.ts";
import type { SignupLimits } from "../../db/organizations/organizations-store.ts";

/**
 * Who may create organisations and how often (docs/organisations.md#creating-an-organisation):
 * open to any signed-in, confirmed identity unless ORG_SIGNUP=closed; a few creations per
 * identity and per client address per window (ORG_SIGNUP_PER_IDENTITY, ORG_SIGNUP_PER_ADDRESS,
 * ORG_SIGNUP_WINDOW_SECONDS). Only organisations created count: a refused attempt (taken,
 * reserved or malformed prefix) writes nothing and uses up none of the allowance.
 */
export interface SignupPolicy {
  closed: boolean;
  limits: SignupLimits;
}

export const DEFAULT_SIGNUP_LIMITS: SignupLimits = {
  perIdentity: 5,
  perAddress: 20,
  windowSeconds: 3600,
};

export function signupPolicyFromEnv(
  env: EnvReader = denoEnv,
): SignupPolicy {
  return {
    closed: env("ORG_SIGNUP")?.trim().toLowerCase() === "closed",
    limits: {
      perIdentity: positiveSetting(
        env("ORG_SIGNUP_PER_IDENTITY"),
        DEFAULT_SIGNUP_LIMITS.perIdentity,
      ),
      perAddress: positiveSetting(env("ORG_SIGNUP_PER_ADDRESS"), DEFAULT_SIGNUP_LIMITS.perAddress),
      windowSeconds: positiveSetting(
        env("ORG_SIGNUP_WINDOW_SECONDS"),
        DEFAULT_SIGNUP_LIMITS.windowSeconds,
      ),
    },
  };
}
