import { parseInput } from "../parse-input.ts";
import { removePersonTwoFactor } from "../../db/two-factor/two-factor-store.ts";
import { AppError, badInput, forbidden, notFound } from "../../http/app-error.ts";
import { isSecondFactorSession } from "../../domain/settings/two-factor.ts";
import { requestAssuranceLevel } from "../../db/two-factor/two-factor-store.ts";
import { personOf, principalOf } from "../authorize.ts";
import type { RequestContext } from "../context.ts";
import { z } from "zod";

const PersonId = z.number().int().positive();

/**
 * An Admin removes every second factor of a person of their organisation (a lost
 * phone): the person signs in with their password alone and may set two-factor up
 * again. True when factors were removed, false when the person had none. A person of
 * another organisation is not found, as an unknown id is. Taking away someone's second
 * factor weakens their account, so the Admin's own session must have passed one: a
 * stolen Admin password alone cannot strip the organisation's second factors.
 */
export async function removeUserTwoFactor(ctx: RequestContext, id: number): Promise<boolean> {
  if (principalOf(ctx) !== "admin") {
    throw forbidden("Only an Admin can remove another person's two-factor sign-in.");
  }
  const personId = parseInput(PersonId, id);
  if (personId === personOf(ctx).id) {
    throw badInput("Turn off your own two-factor sign-in in your profile.", "id");
  }
  if (!isSecondFactorSession(await requestAssuranceLevel(ctx.tx))) {
    throw new AppError(
      "TWO_FACTOR_REQUIRED",
      "Sign in with your own two-factor code before removing someone else's.",
    );
  }
  const removed = await removePersonTwoFactor(ctx.tx, personId);
  if (removed === null) throw notFound("There is no such person.");
  return removed > 0;
}
