export { taskKeys, type TaskListVariables, type TaskScope } from "@/components/tasks";

export const calendarFeedKey = ["calendarFeed"] as const;

/** The full lists behind the filters' and the form's pickers (limit 1000, docs/product.md#limits). */
export const taskPickerKeys = {
  people: ["users", "taskPicker"] as const,
  processes: ["processes", "taskPicker"] as const,
  labels: ["labels", "taskPicker"] as const,
  roles: ["roles", "taskPicker"] as const,
};
