import type { Control } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FormField } from "@/components/form-field";
import { Input } from "@/components/ui/input";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";
import { browserTimezone, timezoneOptions } from "@/lib/timezones";
import { SettingsCard } from "./settings-card";
import type { SettingsFormValues } from "./settings-schema";

/** The organisation's name and time zone. */
export function SettingsGeneralCard({
  control,
  savedTimezone,
}: {
  control: Control<SettingsFormValues>;
  /** Offered even when it is not one of the usual zones. */
  savedTimezone: string;
}) {
  const { t } = useTranslation();
  const zones = timezoneOptions(savedTimezone);
  const local = browserTimezone();
  return (
    <SettingsCard title={t("settings.general")} className="gap-5 md:grid-cols-2">
      <FormField control={control} name="organizationName" label={t("settings.organizationName")}>
        {(field) => <Input autoComplete="organization" maxLength={220} {...field} />}
      </FormField>
      <FormField
        control={control}
        name="timezone"
        label={t("settings.timezone")}
        hint={t("settings.timezoneHint")}
        errorReplacesHint
        render={(field, { control: ids }) => (
          <Select value={field.value} onValueChange={field.onChange}>
            <SelectTrigger {...ids} onBlur={field.onBlur} ref={field.ref}>
              <SelectValue placeholder="GMT+00:00" />
            </SelectTrigger>
            <SelectContent>
              {zones.map((zone) => (
                <SelectItem key={zone} value={zone}>
                  {zone}
                  {zone === local ? (
                    <span className="ml-2 text-xs text-muted-foreground">(this device)</span>
                  ) : null}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        )}
      />
    </SettingsCard>
  );
}
