import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FormSheet } from "@/components/form-sheet";
import { Sheet } from "@/components/ui/sheet";
import { errorMessage, fieldErrorOf } from "@/lib/api-errors";
import { notifySuccess } from "@/lib/notify";
import { useCreateTask } from "../api/create-task";
import { usePeopleForTasks, useProcessesForTasks } from "../api/pickers";
import { type Task, useUpdateTask } from "@/components/tasks";
import { useUpdateFutureTask } from "../api/update-future-task";
import { TaskFormFields, type PickerList } from "./task-form-fields";
import {
  isSeriesTask,
  taskFormDefaults,
  taskFormSchema,
  toCreateInput,
  toFutureInput,
  toUpdateInput,
  type TaskFormInput,
  type TaskFormValues,
} from "./task-form-schema";
import { TaskHistory } from "./task-history";

export interface TaskSheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The task to edit; absent for "Add task". */
  task?: Task;
  /** Admins and managers change every field; a User only the status (docs/product.md#roles-and-permissions). */
  canManage: boolean;
  /** Today in the organisation's time zone: a new task's default due date. */
  today: string;
}

/** The right-hand sidebar that adds a manual task, or edits one with its history. */
export function TaskSheet({ open, onOpenChange, ...props }: TaskSheetProps) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      {/* Mounted only while open, so every opening starts from the saved values. */}
      {open ? <TaskSheetContent {...props} onClose={() => onOpenChange(false)} /> : null}
    </Sheet>
  );
}

function pickerList<T extends { id: number }>(
  query: { data: T[] | undefined; isError: boolean },
  message: string,
  current?: T | null,
): PickerList<T> {
  // The task's own person stays choosable while the list loads or when it lacks them.
  const list = query.data ?? [];
  const withCurrent =
    current && !list.some((item) => item.id === current.id) ? [current, ...list] : list;
  return { list: withCurrent, loadError: query.isError ? message : null };
}

const FORM_FIELDS = new Set(["name", "description", "userId", "processId", "dueDate", "status"]);

function TaskSheetContent({
  task,
  canManage,
  today,
  onClose,
}: Omit<TaskSheetProps, "open" | "onOpenChange"> & { onClose: () => void }) {
  const { t } = useTranslation();
  const mode = !task ? "create" : canManage ? "edit" : "status";
  const form = useForm<TaskFormInput, unknown, TaskFormValues>({
    resolver: zodResolver(taskFormSchema(mode)),
    defaultValues: taskFormDefaults(task, today),
    mode: "onTouched",
  });
  const people = usePeopleForTasks(canManage);
  const processes = useProcessesForTasks(canManage && !task);
  const create = useCreateTask();
  const update = useUpdateTask({ silent: true });
  const updateFuture = useUpdateFutureTask();

  async function save(values: TaskFormValues): Promise<string | null> {
    if (!task) {
      const created = await create.mutateAsync(toCreateInput(values));
      return t("tasks.sheet.created", { name: created.name });
    }
    if (values.scope === "following") {
      const input = toFutureInput(task, values);
      if (!input) {
        form.setError("root.server", { type: "client", message: t("tasks.sheet.nothingChanged") });
        return null;
      }
      const saved = await updateFuture.mutateAsync(input);
      return t("tasks.sheet.updatedFollowing", { name: saved.name });
    }
    const input = toUpdateInput(task, values);
    if (!input) return "";
    const saved = await update.mutateAsync(input);
    return t("tasks.sheet.updated", { name: saved.name });
  }

  async function submit(values: TaskFormValues) {
    try {
      const done = await save(values);
      if (done === null) return;
      if (done) notifySuccess(done);
      onClose();
    } catch (error) {
      // Everything typed stays; the message goes beside its field when the API names one.
      const named = fieldErrorOf(error);
      const message = errorMessage(error, "Saving failed.");
      if (named && FORM_FIELDS.has(named.field)) {
        form.setError(
          named.field as keyof TaskFormInput,
          { type: "server", message },
          { shouldFocus: true },
        );
      } else form.setError("root.server", { type: "server", message });
    }
  }

  const title = !task
    ? t("tasks.sheet.addTitle")
    : mode === "edit"
      ? t("tasks.sheet.editTitle", { name: task.name })
      : t("tasks.sheet.statusTitle", { name: task.name });
  const description = task
    ? [task.dueDate, task.assignee?.name, task.process?.processHandle].filter(Boolean).join(" · ")
    : t("tasks.sheet.addDescription");
  const peopleError = t("tasks.filters.loadFailed", { what: t("tasks.sheet.person") });
  const personName = (id: number) => people.data?.find((person) => person.id === id)?.name;

  return (
    <FormSheet
      form={form}
      title={title}
      description={description}
      submitLabel={task ? t("tasks.sheet.save") : t("tasks.sheet.create")}
      onCancel={onClose}
      onSubmit={submit}
      stacked
    >
      <TaskFormFields
        form={form}
        mode={mode}
        series={task ? isSeriesTask(task) : false}
        people={pickerList(people, peopleError, task?.assignee)}
        processes={pickerList(
          processes,
          t("tasks.filters.loadFailed", { what: t("tasks.sheet.process") }),
        )}
      />
      {task?.is_missed ? (
        <p role="note" className="rounded-lg border bg-muted px-3 py-2.5 text-sm">
          {t("tasks.missedNote")}
        </p>
      ) : null}
      {task?.deleted ? (
        <p role="note" className="rounded-lg border bg-muted px-3 py-2.5 text-sm">
          {task.skipReason
            ? t("tasks.skippedBecause", { reason: task.skipReason })
            : t("tasks.skippedNoReason")}
        </p>
      ) : null}
      {task ? <TaskHistory task={task} personName={personName} /> : null}
    </FormSheet>
  );
}
