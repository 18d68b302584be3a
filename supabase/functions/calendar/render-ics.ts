/**
 * The feed as iCalendar (RFC 5545) with ical-generator: one all-day event per task
 * (DTSTART;VALUE=DATE and the next day as DTEND, which Outlook wants), no time zone, so
 * every client shows the task on its due date wherever it is.
 */
import ical, { ICalCalendarMethod } from "ical-generator";
import type { FeedEvent } from "../_shared/domain/calendar/feed-events.ts";
import { addDays } from "../_shared/domain/dates/calendar.ts";

/** How often a subscribed client should fetch again, in seconds. */
export const REFRESH_SECONDS = 60 * 60;

/** A date as UTC midnight: ical-generator writes an all-day Date in its UTC parts. */
function utcDay(date: string): Date {
  return new Date(`${date}T00:00:00Z`);
}

export function renderIcs(
  events: readonly FeedEvent[],
  options: { name: string; stamp: Date },
): string {
  const calendar = ical({
    name: options.name,
    prodId: { company: "Routinely", product: "Tasks", language: "EN" },
    method: ICalCalendarMethod.PUBLISH,
    ttl: REFRESH_SECONDS,
  });
  for (const e of events) {
    calendar.createEvent({
      id: e.uid,
      allDay: true,
      start: utcDay(e.date),
      end: utcDay(addDays(e.date, 1)),
      stamp: options.stamp,
      summary: e.summary,
      description: e.description,
      url: e.url,
    });
  }
  return calendar.toString();
}
