/**
 * Making the tasks a list hands out: a generated occurrence of a series, or a stored task
 * as it is. Pure.
 */
import { type DayNumber, fromDayNumber } from "../dates/calendar.ts";
import { occurrenceHandle } from "./handle.ts";
import type { Segment } from "./series.ts";
import type { ProcessFacts, StoredTask, Task } from "./types.ts";

/** The name, description and init handle that a segment or a lane gives its occurrences. */
export interface OccurrenceValues {
  name: string;
  description: string;
  initHandle: string | null;
}

export function generatedTask(seg: Segment, day: DayNumber): Task {
  return occurrenceTask(seg.process, seg.originId, seg.assigneeId, seg, day);
}

/** The occurrence of the series (process, origin) on `day`, handed to `assignee`. */
export function occurrenceTask(
  process: ProcessFacts,
  origin: number,
  assignee: number,
  values: OccurrenceValues,
  day: DayNumber,
): Task {
  const date = fromDayNumber(day);
  const handle = occurrenceHandle(process.id, origin, date);
  return {
    id: null,
    handle,
    initHandle: values.initHandle ?? handle,
    name: values.name,
    description: values.description,
    processId: process.id,
    personId: assignee,
    dueDate: date,
    status: "NotStarted",
    deleted: false,
    isManuallyCreated: false,
    updatedAt: null,
    updatedById: null,
  };
}

/** A stored task is a task as it is (no copy: lists hand out thousands of them). */
export function storedAsTask(s: StoredTask): Task {
  return s;
}
