import { AlertTriangle, Ban } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Badge } from "@/components/ui/badge";
import type { Task } from "@/components/tasks";

/** "Late" (or "Skipped") in words and an icon, never by colour alone. */
export function TaskStateMarker({ task }: { task: Pick<Task, "is_late" | "deleted"> }) {
  const { t } = useTranslation();
  if (task.deleted)
    return (
      <Badge variant="secondary">
        <Ban aria-hidden />
        {t("tasks.skipped")}
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
