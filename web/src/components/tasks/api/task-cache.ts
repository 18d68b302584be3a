import type { QueryClient } from "@tanstack/react-query";
import type { Connection } from "@/lib/graphql-client";
import { taskKeys } from "./task-keys";
import type { Task } from "./task-fields";

/**
 * What a write did, by HANDLE: lib/list-cache matches nodes by id, which an occurrence
 * never stored does not have (keyed the way tasks are).
 */
export type TaskListChange =
  | { added: Task }
  | { updated: readonly Task[] }
  | { removed: readonly string[] };

function isTaskPage(data: unknown): data is Connection<Task> {
  return (
    typeof data === "object" &&
    data !== null &&
    Array.isArray((data as Connection<Task>).nodes) &&
    typeof (data as Connection<Task>).totalCount === "number"
  );
}

/** One cached page of tasks after the change. */
export function applyTaskChange(data: unknown, change: TaskListChange): unknown {
  if (!isTaskPage(data)) return data;
  let nodes: Task[];
  if ("added" in change) nodes = [change.added, ...data.nodes];
  else if ("updated" in change) {
    const byHandle = new Map(change.updated.map((task) => [task.handle, task]));
    nodes = data.nodes.map((node) => byHandle.get(node.handle) ?? node);
  } else {
    const gone = new Set(change.removed);
    nodes = data.nodes.filter((node) => !gone.has(node.handle));
  }
  return { nodes, totalCount: Math.max(0, data.totalCount + nodes.length - data.nodes.length) };
}

/**
 * Applies a write to every cached task list and calendar, then refetches them all, so
 * the server's order, counts and late flags win; the change only keeps the screen right
 * meanwhile.
 */
export function updateTaskLists(client: QueryClient, change: TaskListChange): Promise<void> {
  client.setQueriesData({ queryKey: taskKeys.all }, (data: unknown) =>
    applyTaskChange(data, change),
  );
  return client.invalidateQueries({ queryKey: taskKeys.all });
}
