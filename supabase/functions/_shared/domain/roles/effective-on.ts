/**
 * The day a change to who holds which role takes effect (docs/task-engine.md#who-held-a-role-when):
 * added holdings start on it, removed ones end at its end. Absent: the organisation's today.
 */
import { z } from "zod";
import { isIsoDate } from "../dates/calendar.ts";

export const EFFECTIVE_ON_MESSAGE =
  "The day the changes take effect must be a date written YYYY-MM-DD.";

export const effectiveOnSchema = z.string().refine(
  (value) => isIsoDate(value),
  EFFECTIVE_ON_MESSAGE,
);
