import type { ReactNode } from "react";
import type { Control } from "react-hook-form";
import { SwitchFormField } from "@/components/form-field";
import { SettingsCard } from "./settings-card";
import type { BooleanSetting, SettingsFormValues } from "./settings-schema";

export interface SettingSwitch {
  name: BooleanSetting;
  label: string;
  hint?: string;
  icon: ReactNode;
}

/** A card of on/off settings, one row each. */
export function SettingsSwitchesCard({
  control,
  title,
  description,
  switches,
}: {
  control: Control<SettingsFormValues>;
  title: string;
  description: string;
  switches: SettingSwitch[];
}) {
  return (
    <SettingsCard title={title} description={description}>
      {switches.map((row) => (
        <SwitchFormField key={row.name} control={control} {...row} />
      ))}
    </SettingsCard>
  );
}
