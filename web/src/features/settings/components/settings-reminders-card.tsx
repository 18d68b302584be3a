import { BellRing, MessageSquareText } from "lucide-react";
import type { Control } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { SettingsFormValues } from "./settings-schema";
import { SettingsSwitchesCard } from "./settings-switches-card";

/** Whether the daily text about late tasks and the weekly email go out. */
export function SettingsRemindersCard({ control }: { control: Control<SettingsFormValues> }) {
  const { t } = useTranslation();
  return (
    <SettingsSwitchesCard
      control={control}
      title={t("settings.reminders")}
      description={t("settings.remindersHint")}
      switches={[
        {
          name: "sendDailyRemindersForLateTasksViaSMS",
          label: t("settings.dailySms"),
          hint: t("settings.dailySmsHint"),
          icon: <MessageSquareText />,
        },
        {
          name: "sendWeeklyRemindersViaEmail",
          label: t("settings.weeklyEmail"),
          hint: t("settings.weeklyEmailHint"),
          icon: <BellRing />,
        },
      ]}
    />
  );
}
