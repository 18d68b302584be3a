import type { Control } from "react-hook-form";
import { FormControl, FormField, FormItem, FormLabel } from "@/components/ui/form";
import { Switch } from "@/components/ui/switch";
import type { SettingsFormValues } from "@/features/settings/components/settings-schema";

type BooleanField = {
  [K in keyof SettingsFormValues]: SettingsFormValues[K] extends boolean ? K : never;
}[keyof SettingsFormValues];

/** One labelled on/off setting, the label on the left and the switch on the right. */
export function SwitchRow({
  control,
  name,
  label,
  description,
  icon,
}: {
  control: Control<SettingsFormValues>;
  name: BooleanField;
  label: string;
  description?: string;
  icon?: React.ReactNode;
}) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <FormItem
          className="flex items-center justify-between gap-4 rounded-lg border px-4 py-3 transition-colors data-[invalid=true]:border-destructive/50"
          data-invalid={fieldState.invalid}
        >
          <div className="flex min-w-0 items-center gap-3">
            {icon ? (
              <span className="grid size-8 shrink-0 place-content-center rounded-md bg-muted text-muted-foreground">
                {icon}
              </span>
            ) : null}
            <div className="grid gap-1">
              <FormLabel className="cursor-pointer">{label}</FormLabel>
              {description ? <p className="text-xs text-muted-foreground">{description}</p> : null}
            </div>
          </div>
          <FormControl>
            <Switch
              checked={field.value}
              onCheckedChange={field.onChange}
              onBlur={field.onBlur}
              name={field.name}
              ref={field.ref}
            />
          </FormControl>
        </FormItem>
      )}
    />
  );
}
