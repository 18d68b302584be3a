import { History } from "lucide-react";
import { useTranslation } from "react-i18next";
import { STATUS_DISPLAY_NAMES, type TaskStatus } from "@shared/query/index.ts";
import type { Task, TaskChange } from "@/components/tasks";

const FIELD_KEYS: Readonly<Record<string, string>> = {
  name: "tasks.sheet.name",
  description: "tasks.sheet.description",
  userId: "tasks.sheet.person",
  dueDate: "tasks.sheet.dueDate",
  status: "tasks.sheet.status",
  deleted: "tasks.skipped",
  skipReason: "tasks.skipReason",
};

/** A changed value as people read it: a status's display name, a person's name. */
function shownValue(
  field: string,
  value: string | null | undefined,
  personName: (id: number) => string | undefined,
): string | null {
  if (value === null || value === undefined || value === "") return null;
  if (field === "status") return STATUS_DISPLAY_NAMES[value as TaskStatus] ?? value;
  if (field === "userId") return personName(Number(value)) ?? `#${value}`;
  return value;
}

function ChangeLine({
  change,
  personName,
}: {
  change: TaskChange["changes"][number];
  personName: (id: number) => string | undefined;
}) {
  const { t } = useTranslation();
  const empty = t("tasks.sheet.empty");
  const key = FIELD_KEYS[change.field];
  return (
    <li>
      {t("tasks.sheet.change", {
        field: key ? t(key) : change.field,
        from: shownValue(change.field, change.from, personName) ?? empty,
        to: shownValue(change.field, change.to, personName) ?? empty,
      })}
    </li>
  );
}

/** Who changed a stored task, when and what, newest first (Task.history). */
export function TaskHistory({
  task,
  personName = () => undefined,
}: {
  task: Task;
  personName?: (id: number) => string | undefined;
}) {
  const { t, i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(i18n.language, {
    dateStyle: "medium",
    timeStyle: "short",
  });
  return (
    <section aria-labelledby="task-history-heading" className="grid gap-2 border-t pt-4">
      <h3 id="task-history-heading" className="flex items-center gap-1.5 text-sm font-semibold">
        <History aria-hidden className="size-4 text-muted-foreground" />
        {t("tasks.sheet.history")}
      </h3>
      {task.history.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("tasks.sheet.noHistory")}</p>
      ) : (
        <ol className="grid gap-3">
          {task.history.map((entry, index) => (
            <li key={`${entry.at}-${index}`} className="grid gap-1 text-sm">
              <span className="font-medium">
                {t("tasks.sheet.changedBy", {
                  who: entry.by?.name ?? t("tasks.sheet.system"),
                  when: format.format(new Date(entry.at)),
                })}
              </span>
              <ul className="grid gap-0.5 text-muted-foreground">
                {entry.changes.map((change) => (
                  <ChangeLine key={change.field} change={change} personName={personName} />
                ))}
              </ul>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
