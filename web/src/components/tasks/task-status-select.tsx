import { useTranslation } from "react-i18next";
import { notifySuccess } from "@/lib/notify";
import {
  STATUS_OPTIONS,
  statusName,
  taskLabel,
  taskRef,
  type Task,
  type TaskStatus,
} from "./api/task-fields";
import { useUpdateTask } from "./api/update-task";
import { NativeSelect } from "@/components/ui/native-select";

/**
 * The status of one row, changed in place: updateTask by id, or by handle for an
 * occurrence never stored (the server stores it then). A failure is the global toast's.
 */
export function TaskStatusSelect({
  task,
  disabled,
  onChanged,
}: {
  task: Task;
  disabled?: boolean;
  /** After the server saved the new status (the dashboard then counts again). */
  onChanged?: (saved: Task) => void;
}) {
  const { t } = useTranslation();
  const update = useUpdateTask();
  const pending = update.isPending ? update.variables?.status : undefined;

  function change(status: TaskStatus) {
    update.mutate(
      { ...taskRef(task), status },
      {
        onSuccess: (saved) => {
          notifySuccess(
            t("tasks.statusChanged", { name: saved.name, status: statusName(saved.status) }),
          );
          onChanged?.(saved);
        },
      },
    );
  }

  return (
    <NativeSelect
      aria-label={t("tasks.statusOf", { name: taskLabel(task) })}
      // In a table scrolled sideways (a phone), a select reached by Tab can sit under the
      // pinned actions column, where the browser sees no need to scroll; the margin is
      // that column's width, so scrolling it into view clears it.
      onFocus={(event) =>
        event.currentTarget.scrollIntoView?.({ block: "nearest", inline: "nearest" })
      }
      value={pending ?? task.status}
      disabled={disabled || update.isPending || task.deleted}
      onChange={(event) => change(event.target.value as TaskStatus)}
      className="h-8 scroll-mr-28"
    >
      {STATUS_OPTIONS.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </NativeSelect>
  );
}
