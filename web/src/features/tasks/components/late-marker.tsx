import { AlertTriangle, Ban, TimerOff } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Badge } from "@/components/ui/badge";
import type { Task } from "@/components/tasks";

/** "Late", "Missed" or "Skipped" in words and an icon, never by colour alone. */
export function TaskStateMarker({
  task,
}: {
  task: Pick<Task, "is_late" | "deleted"> & { is_missed?: boolean };
}) {
  const { t } = useTranslation();
  if (task.deleted)
    return (
      <Badge variant="secondary">
        <Ban aria-hidden />
        {t("tasks.skipped")}
      </Badge>
    );
  if (task.is_missed)
    return (
      <Badge variant="outline" title={t("tasks.missedTitle")}>
        <TimerOff aria-hidden />
        {t("tasks.missed")}
      </Badge>
    );
  if (!task.is_late) return null;
  return (
    <Badge variant="destructive" title={t("tasks.lateTitle")}>
      <AlertTriangle aria-hidden />
      {t("tasks.late")}
    </Badge>
  );
}
