import type { Control } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FormField } from "@/components/form-field";
import { Input } from "@/components/ui/input";
import { SettingsCard } from "./settings-card";
import { LOOK_AHEAD_MAX, LOOK_AHEAD_MIN, type SettingsFormValues } from "./settings-schema";

/** How many days ahead the dashboards' tasks card looks. */
export function SettingsDashboardsCard({ control }: { control: Control<SettingsFormValues> }) {
  const { t } = useTranslation();
  return (
    <SettingsCard title={t("settings.dashboards")} className="gap-5 md:grid-cols-2">
      <FormField
        control={control}
        name="tasksLookAheadDays"
        label={t("settings.lookAhead")}
        hint={t("settings.lookAheadHint")}
        errorReplacesHint
      >
        {(field) => (
          <Input
            type="number"
            inputMode="numeric"
            min={LOOK_AHEAD_MIN}
            max={LOOK_AHEAD_MAX}
            step={1}
            className="max-w-32"
            {...field}
            // An emptied box is "" (so the range message shows), not 0.
            value={Number.isNaN(field.value) ? "" : field.value}
            onChange={(event) => field.onChange(event.target.valueAsNumber)}
          />
        )}
      </FormField>
    </SettingsCard>
  );
}
