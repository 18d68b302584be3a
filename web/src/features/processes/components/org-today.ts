import { DEFAULT_TIMEZONE, todayInOffset } from "@shared/dates/org-timezone.ts";
import { useSession } from "@/lib/session";

/** Today in the organisation's time zone (docs/task-engine.md#frequency): schedules are read from there. */
export function useOrgToday(): string {
  const { settings } = useSession();
  return todayInOffset(settings?.timezone ?? DEFAULT_TIMEZONE, new Date());
}
