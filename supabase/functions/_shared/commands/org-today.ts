import type { RequestContext } from "./context.ts";
import { readSettings } from "../db/settings/settings-store.ts";
import { todayInTimezone } from "../domain/settings/timezone.ts";

/** Per request transaction, so a list of processes asking for next dates reads it once. */
const todays = new WeakMap<object, Promise<string>>();

/** Today (YYYY-MM-DD) in the organisation's time zone (design §5). */
export function orgToday(ctx: RequestContext): Promise<string> {
  let today = todays.get(ctx.tx);
  if (!today) {
    today = readSettings(ctx.tx, ctx.orgId).then((s) => todayInTimezone(s.timezone));
    todays.set(ctx.tx, today);
  }
  return today;
}
