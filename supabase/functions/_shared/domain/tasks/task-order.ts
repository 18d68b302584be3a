/**
 * The order of a task list: the group (one for the default order; a name, an assignee or a
 * status per group for the others), then due date, then user id, then process id, then
 * handle. A total order, so pages never overlap; a descending list reverses all of it. Pure.
 */
import type { TaskStatus } from "../query/terms.ts";
import type { PersonFacts, Task, TaskSortKey } from "./types.ts";

/** What a group is sorted by: text first (case-insensitive, then exact), then a number. */
export interface GroupKey {
  text: string;
  num: number;
}

const STATUS_RANK: Readonly<Record<TaskStatus, number>> = {
  NotStarted: 0,
  InProgress: 1,
  Complete: 2,
};

/** The statuses in the order a list sorted by status shows them. */
export const STATUS_ORDER = (Object.keys(STATUS_RANK) as TaskStatus[])
  .sort((a, b) => STATUS_RANK[a] - STATUS_RANK[b]);

/**
 * The group of generated occurrences that share their name and people (all of them are
 * not started); matches the id `taskGroup` gives each of their tasks.
 */
export function occurrenceGroupId(
  sortBy: TaskSortKey,
  lane: { name: string; people: readonly number[] },
): string {
  switch (sortBy) {
    case "dueDate":
      return "";
    case "name":
      return `n:${lane.name}`;
    case "assignee":
      return `a:${lane.people[0]}`;
    case "status":
      return "s:NotStarted";
  }
}

/** The id of a task's group and the key the group sorts by. */
export function taskGroup(
  sortBy: TaskSortKey,
  task: Task,
  people: ReadonlyMap<number, PersonFacts>,
): [string, GroupKey] {
  switch (sortBy) {
    case "dueDate":
      return ["", { text: "", num: 0 }];
    case "name":
      return [`n:${task.name}`, { text: task.name, num: 0 }];
    case "assignee": {
      const person = task.personId === null ? undefined : people.get(task.personId);
      // Unassigned tasks sort after everyone.
      return [`a:${task.personId}`, {
        text: person ? person.name : "\uffff",
        num: task.personId ?? Number.MAX_SAFE_INTEGER,
      }];
    }
    case "status":
      return [`s:${task.status}`, { text: "", num: STATUS_RANK[task.status] }];
  }
}

export function compareKeys(a: GroupKey, b: GroupKey): number {
  const al = a.text.toLowerCase(), bl = b.text.toLowerCase();
  if (al !== bl) return al < bl ? -1 : 1;
  if (a.text !== b.text) return a.text < b.text ? -1 : 1;
  return a.num - b.num;
}

/** After the group and the day: user id (unassigned last), process id, handle. */
export function compareWithinDay(a: Task, b: Task): number {
  const max = Number.MAX_SAFE_INTEGER;
  return (a.personId ?? max) - (b.personId ?? max) ||
    (a.processId ?? max) - (b.processId ?? max) ||
    (a.handle < b.handle ? -1 : a.handle > b.handle ? 1 : 0);
}
