/**
 * The task terms evaluated in memory, for generated (not yet stored) tasks; the SQL
 * translation (db/query) gives stored tasks the same meaning. Late, missed: tasks/late.ts.
 */
import { labelPrefix } from "../labels/label-input.ts";
import { isLate, isMissed } from "../tasks/late.ts";
import { assertTermsApply } from "./entities.ts";
import type { QueryTerm, TaskStatus } from "./terms.ts";

export interface TaskForQuery {
  name: string;
  handle: string;
  description?: string;
  status: TaskStatus;
  deleted: boolean;
  /** YYYY-MM-DD */
  dueDate: string;
  personId: number | null;
  processId: number | null;
  /** The labels of its process (label:, prefix:). */
  labels?: readonly string[];
  /** Roles assigned to its process that its assignee fills (role:). */
  roleHandles?: readonly string[];
  /** Its process's lapse day (tasks/late.ts): late or missed. */
  lapseDate?: string | null;
}

/** `today` is the organisation's calendar day (dates/org-timezone.ts). Throws QueryError. */
export function matchesTask(
  task: TaskForQuery,
  terms: readonly QueryTerm[],
  /** checked: the caller has run assertTermsApply on these terms (lists check once). */
  options: { today: string; checked?: boolean },
): boolean {
  if (!options.checked) assertTermsApply("task", terms);
  return terms.every((term) => {
    switch (term.kind) {
      case "is": {
        const holds = term.value === "deleted"
          ? task.deleted
          : term.value === "missed"
          ? isMissed(task)
          : isLate(task, options.today);
        return holds !== term.negated;
      }
      case "status":
        return term.values.includes(task.status);
      case "user":
        return task.personId === term.id;
      case "process":
        return task.processId === term.id;
      case "scope":
        return true;
      case "label":
        return hasCaseless(task.labels, term.value);
      case "prefix":
        return hasCaseless(task.labels?.map(labelPrefix), term.value);
      case "role":
        return hasCaseless(task.roleHandles, term.value);
      case "text": {
        const needle = term.value.toLowerCase();
        return [task.name, task.handle, task.description ?? ""].some((s) =>
          s.toLowerCase().includes(needle)
        );
      }
      default:
        return false;
    }
  });
}

function hasCaseless(values: readonly string[] | undefined, wanted: string): boolean {
  const w = wanted.toLowerCase();
  return values?.some((v) => v.toLowerCase() === w) ?? false;
}
