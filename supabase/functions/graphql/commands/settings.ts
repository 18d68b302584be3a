import type { RequestContext } from "../../_shared/db/context.ts";
import { readSettings, writeSettings } from "../../_shared/db/settings/settings-store.ts";
import {
  applySettingsInput,
  type FieldError,
  settingsInputSchema,
  type SettingsValues,
} from "../../_shared/domain/settings/settings-input.ts";
import { forbidden } from "../../_shared/http/app-error.ts";
import { parseInput } from "../server/validate.ts";
import { authorize } from "./authorize.ts";

export type SettingsAnswer = SettingsValues & { errors: FieldError[] };

/** Every member reads the settings: the time zone drives their dashboards. */
export async function getSettings(
  ctx: RequestContext,
): Promise<SettingsAnswer> {
  return { ...(await readSettings(ctx.tx, ctx.orgId)), errors: [] };
}

/**
 * Saves the settings, or, when any field is wrong, saves nothing and answers the
 * current values with the errors (spec §3: settings plus errors).
 */
export async function updateSettings(
  ctx: RequestContext,
  raw: unknown,
): Promise<SettingsAnswer> {
  authorize(ctx, "update", "tool");
  const input = parseInput(settingsInputSchema, raw);
  const current = await readSettings(ctx.tx, ctx.orgId);
  const { next, errors } = applySettingsInput(current, input);
  const renamed = next.organizationName !== current.organizationName;
  // Renaming the organisation is for admins only (the database policy says the same).
  if (renamed && ctx.appRole !== "admin") {
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
