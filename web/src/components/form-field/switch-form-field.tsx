import type { ReactNode } from "react";
import type { Control, FieldPath, FieldValues } from "react-hook-form";
import { Switch } from "@/components/ui/switch";
import { FormField } from "./form-field";

/** A boolean value of a form as an on/off row. */
export function SwitchFormField<T extends FieldValues, N extends FieldPath<T>>({
  control,
  name,
  label,
  hint,
  icon,
  disabled,
}: {
  control: Control<T>;
  name: N;
  label: string;
  hint?: string;
  icon?: ReactNode;
  disabled?: boolean;
}) {
  return (
    <FormField control={control} name={name} label={label} hint={hint} icon={icon} layout="switch">
      {(field) => (
        <Switch
          checked={field.value === true}
          onCheckedChange={field.onChange}
          onBlur={field.onBlur}
          name={field.name}
          ref={field.ref}
          disabled={disabled}
        />
      )}
    </FormField>
  );
}
