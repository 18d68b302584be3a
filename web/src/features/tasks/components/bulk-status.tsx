import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { notifySuccess } from "@/lib/notify";
import {
  STATUS_OPTIONS,
  statusName,
  taskRef,
  type Task,
  type TaskStatus,
} from "@/components/tasks";
import { useUpdateTasks } from "../api/update-tasks";
import { NativeSelect } from "@/components/ui/native-select";

/** The selected rows' new status, in one updateTasks call: all change or none does. */
export function BulkStatus({ tasks, done }: { tasks: Task[]; done: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [status, setStatus] = useState<TaskStatus | "">("");
  const update = useUpdateTasks();

  function apply() {
    if (!status) return;
    update.mutate(
      tasks.map((task) => ({ ...taskRef(task), status })),
      {
        onSuccess: () => {
          notifySuccess(t("tasks.bulk.done", { count: tasks.length, status: statusName(status) }));
          setStatus("");
          done();
        },
      },
    );
  }

  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="sr-only">
        {t("tasks.bulk.label")}
      </label>
      <NativeSelect
        id={id}
        value={status}
        onChange={(event) => setStatus(event.target.value as TaskStatus | "")}
        className="h-8"
      >
        <option value="">{t("tasks.bulk.placeholder")}</option>
        {STATUS_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
      <Button type="button" size="sm" disabled={!status || update.isPending} onClick={apply}>
        {update.isPending ? <Spinner label={t("tasks.bulk.apply")} className="size-4" /> : null}
        {t("tasks.bulk.apply")}
      </Button>
    </div>
  );
}
