/**
 * The feed as iCalendar (RFC 5545) with ical-generator: one all-day event per task
 * (DTSTART;VALUE=DATE and the next day as DTEND, which Outlook wants), no time zone, so
 * every client shows the task on its due date wherever it is.
 *
 * ical-generator 10.2.0 folds a calendar's lines with a new TextEncoder per character:
 * about 1.5 s of blocked event loop for 1,300 events. So the events are written by
 * ical-generator but folded here (fold-lines.ts, the same rule), and the calendar's own
 * toString() only folds its few header lines.
 */
import ical, { ICalCalendarMethod } from "ical-generator";
import type { FeedEvent } from "../_shared/domain/calendar/feed-events.ts";
import { addDays } from "../_shared/domain/dates/calendar.ts";
import { foldLines } from "./fold-lines.ts";

/** How often a subscribed client should fetch again, in seconds. */
export const REFRESH_SECONDS = 60 * 60;

const END = "END:VCALENDAR";

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
      lastModified: e.lastModified ? new Date(e.lastModified) : null,
    });
  }
  // Each event's lines, unfolded; then the calendar without them (header and END).
  const body = calendar.events().map((event) => event.toString()).join("");
  const shell = calendar.clear().toString();
  if (!shell.endsWith(END)) throw new Error("ical-generator: unexpected calendar ending");
  return `${shell.slice(0, -END.length)}${foldLines(body)}${END}`;
}
