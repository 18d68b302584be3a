/**
 * The task pieces more than one feature shows: the task's fields, the cache of task
 * lists, the status mutation and the inline status select (the task screens and the
 * personal dashboard's next tasks).
 */
export {
  STATUS_OPTIONS,
  statusName,
  TASK_FIELDS,
  taskLabel,
  taskRef,
  type CreateTaskInput,
  type FutureTaskInput,
  type Task,
  type TaskChange,
  type TaskStatus,
  type UpdateTaskInput,
} from "./api/task-fields";
export { applyTaskChange, updateTaskLists, type TaskListChange } from "./api/task-cache";
export { taskKeys, type TaskListVariables, type TaskScope } from "./api/task-keys";
export { updateTask, UPDATE_TASK_MUTATION, useUpdateTask } from "./api/update-task";
export { TaskStatusSelect } from "./task-status-select";
