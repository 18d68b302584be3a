/**
 * Task handles. A generated occurrence's handle is
 * "<processId>-<personId>-<YYYY-MM-DD>" — the person whose series it is, even after a rule
 * hands the series to someone else — and never changes. A manual task's handle starts
 * with "m-", which no generated handle does, so the two can never collide. Pure.
 */
import { isIsoDate } from "../dates/calendar.ts";
import { hex } from "../secret-tokens.ts";

export interface OccurrenceKey {
  processId: number;
  personId: number;
  /** YYYY-MM-DD */
  date: string;
}

export function occurrenceHandle(processId: number, personId: number, date: string): string {
  return `${processId}-${personId}-${date}`;
}

// Ids as the engine writes them: positive, no leading zeros — "01-7-…" names nothing,
// or a row stored under it would hide the occurrence "1-7-…".
const OCCURRENCE = /^([1-9]\d{0,14})-([1-9]\d{0,14})-(\d{4}-\d{2}-\d{2})$/;

/** The occurrence a generated handle names, or null for any other text. */
export function parseOccurrenceHandle(handle: string): OccurrenceKey | null {
  const m = OCCURRENCE.exec(handle);
  if (!m || !isIsoDate(m[3])) return null;
  return { processId: Number(m[1]), personId: Number(m[2]), date: m[3]! };
}

/** A fresh manual handle: "m-" and 16 random hex digits. */
export function manualHandle(random: () => string = randomHex): string {
  return `m-${random()}`;
}

function randomHex(): string {
  return hex(crypto.getRandomValues(new Uint8Array(8)));
}

/** The name a generated occurrence gets: the process's name followed by " task". */
export function generatedTaskName(processName: string): string {
  return `${processName} task`;
}
