import type { z } from "zod";
import { readSettings, writeSettings } from "../../db/settings/settings-store.ts";
import { applySettingsInput, settingsInputSchema } from "../../domain/settings/settings-input.ts";
import { forbidden } from "../../http/app-error.ts";
import { authorize, principalOf } from "../authorize.ts";
import type { RequestContext } from "../context.ts";
import { parseInput } from "../parse-input.ts";
import type { SettingsAnswer } from "./read-settings.ts";

/**
 * Saves the settings, or, when any field is wrong, saves nothing and answers the
 * current values with the errors (spec §3: settings plus errors).
 */
export async function updateSettings(
  ctx: RequestContext,
  raw: z.input<typeof settingsInputSchema>,
): Promise<SettingsAnswer> {
  authorize(ctx, "update", "tool");
  const input = parseInput(settingsInputSchema, raw);
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
  if (errors.length) return { ...current, errors };
  if (!(await writeSettings(ctx.tx, ctx.orgId, next, renamed))) {
    throw forbidden();
  }
  return { ...next, errors: [] };
}
