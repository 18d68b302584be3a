import {
  mustPassSecondFactor,
  TWO_FACTOR_REQUIRED_MESSAGE,
} from "../../domain/settings/two-factor.ts";
import { AppError } from "../../http/app-error.ts";
import type { RequestContext } from "../context.ts";

/** The refusal of a write the organisation's two-factor rule holds back. */
export function twoFactorRequired(): AppError {
  return new AppError("TWO_FACTOR_REQUIRED", TWO_FACTOR_REQUIRED_MESSAGE);
}

/**
 * Refuses a write by an Admin or Manager whose session has not passed a second factor
 * when their organisation requires it (`required`, read with the caller by
 * app.request_caller). `aal` is the claim of the request's verified access token, which
 * Supabase Auth (and the local stack) sign as "aal2" once a TOTP code was given.
 */
export function refuseWriteWithoutSecondFactor(
  ctx: RequestContext,
  aal: unknown,
  required: boolean,
): void {
  if (ctx.actor.kind !== "member") return;
  if (mustPassSecondFactor({ appRole: ctx.actor.appRole, required, aal })) {
    throw twoFactorRequired();
  }
}
