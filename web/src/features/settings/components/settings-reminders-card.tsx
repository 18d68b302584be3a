import { BellRing, MessageSquareText } from "lucide-react";
import type { Control } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { SwitchFormField } from "@/components/form-field";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import type { SettingsFormValues } from "./settings-schema";

/** Whether the daily text about late tasks and the weekly email go out. */
export function SettingsRemindersCard({ control }: { control: Control<SettingsFormValues> }) {
  const { t } = useTranslation();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("settings.reminders")}</CardTitle>
        <CardDescription>{t("settings.remindersHint")}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        <SwitchFormField
          control={control}
          name="sendDailyRemindersForLateTasksViaSMS"
          label={t("settings.dailySms")}
          hint={t("settings.dailySmsHint")}
          icon={<MessageSquareText className="size-4" />}
        />
        <SwitchFormField
          control={control}
          name="sendWeeklyRemindersViaEmail"
          label={t("settings.weeklyEmail")}
          hint={t("settings.weeklyEmailHint")}
          icon={<BellRing className="size-4" />}
        />
      </CardContent>
    </Card>
  );
}
