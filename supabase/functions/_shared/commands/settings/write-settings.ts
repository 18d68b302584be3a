import type { z } from "zod";
import { readSettings, writeSettings } from "../../db/settings/settings-store.ts";
import { applySettingsInput, settingsInputSchema } from "../../domain/settings/settings-input.ts";
import { forbidden } from "../../http/app-error.ts";
import { requestAssuranceLevel } from "../../db/two-factor/two-factor-store.ts";
import {
  isSecondFactorSession,
  TWO_FACTOR_TO_TURN_ON_MESSAGE,
} from "../../domain/settings/two-factor.ts";
import { principalOf } from "../authorize.ts";
import { authorizedInput } from "../checked-commands.ts";
import type { RequestContext } from "../context.ts";
import type { SettingsAnswer } from "./read-settings.ts";

/**
 * Saves the settings, or, when any field is wrong, saves nothing and answers the
 * current values with the errors (settings plus errors).
 */
export async function updateSettings(
  ctx: RequestContext,
  raw: z.input<typeof settingsInputSchema>,
): Promise<SettingsAnswer> {
  const input = authorizedInput(ctx, "update", "tool", settingsInputSchema, raw);
  const current = await readSettings(ctx.tx, ctx.orgId);
  const { next, errors } = applySettingsInput(current, input);
  const renamed = next.organizationName !== current.organizationName;
  // Renaming the organisation is for admins only (the database policy says the same).
  if (renamed && principalOf(ctx) !== "admin") {
    errors.push({
      field: "organizationName",
      message: "Only an admin can rename the organisation.",
    });
  }
  if (next.isTwoFactorRequired !== current.isTwoFactorRequired) {
    // The rule binds Admins and Managers, so only an Admin changes it; and whoever turns
    // it on has passed a second factor themselves, so they do not lock themselves out.
    if (principalOf(ctx) !== "admin") {
      errors.push({
        field: "isTwoFactorRequired",
        message: "Only an admin can change the two-factor rule.",
      });
    } else if (
      next.isTwoFactorRequired && !isSecondFactorSession(await requestAssuranceLevel(ctx.tx))
    ) {
      errors.push({ field: "isTwoFactorRequired", message: TWO_FACTOR_TO_TURN_ON_MESSAGE });
    }
  }
  if (errors.length) return { ...current, errors };
  if (!(await writeSettings(ctx.tx, ctx.orgId, next, renamed))) {
    throw forbidden();
  }
  return { ...next, errors: [] };
}
