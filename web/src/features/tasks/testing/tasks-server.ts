import type { Task } from "@/components/tasks";
import { BEN, GENERATED, PICKER_HANDLERS, serve, STORED } from "./fixtures";
import { page } from "./render-task-list";

/** The API as the screen uses it; writes answer the task as the server would store it. */
export function tasksServer(nodes: Task[] = [GENERATED, STORED]) {
  return serve({
    ...PICKER_HANDLERS,
    Tasks: () => ({ tasks: page(nodes) }),
    MyTasks: () => ({ myTasks: page(nodes) }),
    UpdateTask: ({ task }) => {
      const input = task as Partial<Task> & { handle?: string; id?: number };
      const found = nodes.find((n) => n.handle === input.handle || n.id === input.id)!;
      return { updateTask: { ...found, ...input, id: found.id ?? 99 } };
    },
    UpdateTasks: ({ tasks }) => ({
      updateTasks: (tasks as { status: Task["status"] }[]).map((input, i) => ({
        ...nodes[i],
        status: input.status,
      })),
    }),
    UpdateFutureTask: ({ task }) => ({
      updateFutureTask: {
        ...GENERATED,
        id: 99,
        userId: BEN.id,
        assignee: BEN,
        ...(task as object),
      },
    }),
    RemoveTask: () => ({ removeTask: true }),
    CreateTask: ({ task }) => ({
      createTask: {
        ...STORED,
        id: 100,
        handle: "m-100",
        isManuallyCreated: true,
        ...(task as object),
      },
    }),
  });
}
