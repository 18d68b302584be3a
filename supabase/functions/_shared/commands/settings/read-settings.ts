import { readSettings } from "../../db/settings/settings-store.ts";
import type { FieldError, SettingsValues } from "../../domain/settings/settings-input.ts";
import type { RequestContext } from "../context.ts";

export type SettingsAnswer = SettingsValues & { errors: FieldError[] };

/** Every member (and the system) reads the settings: the time zone drives dashboards. */
export async function getSettings(ctx: RequestContext): Promise<SettingsAnswer> {
  return { ...(await readSettings(ctx.tx, ctx.orgId)), errors: [] };
}
