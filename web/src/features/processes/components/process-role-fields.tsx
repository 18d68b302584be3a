import { useId } from "react";
import type { UseFormReturn } from "react-hook-form";
import {
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
} from "@/components/ui/form";
import type { RoleRef } from "../api/process-fields";
import { MultiPicker, type PickerData } from "./multi-picker";
import type { ProcessFormInput, ProcessFormValues } from "./process-form-schema";
import { RefSelect } from "./ref-select";

/** Who: the owning role, and the assigned roles whose holders get the tasks. */
export function ProcessRoleFields({
  form,
  roles,
}: {
  form: UseFormReturn<ProcessFormInput, unknown, ProcessFormValues>;
  roles: PickerData<RoleRef>;
}) {
  const { control } = form;
  const rolesId = useId();
  const roleOptions = (roles.list ?? []).map((r) => ({
    id: r.id,
    text: r.roleHandle,
    detail: r.name,
  }));

  return (
    <>
      <FormField
        control={control}
        name="roleId"
        render={({ field }) => (
          <FormItem>
            <FormLabel>Owning role</FormLabel>
            <FormControl>
              <RefSelect
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                ref={field.ref}
                noneLabel={roles.isLoading ? "Loading…" : "No owner"}
                options={roleOptions.map((r) => ({ id: r.id, text: `${r.text} — ${r.detail}` }))}
              />
            </FormControl>
            <FormDescription>The role answerable for the process.</FormDescription>
            <FormMessage />
          </FormItem>
        )}
      />
      <FormField
        control={control}
        name="assignedRoleIds"
        render={({ field }) => (
          <FormItem>
            <span id={rolesId} className="text-sm leading-none font-medium">
              Assigned roles
            </span>
            <p className="text-xs text-muted-foreground">
              Everyone holding one of these roles gets the tasks.
            </p>
            <MultiPicker
              options={roles.list ? roleOptions : undefined}
              isLoading={roles.isLoading}
              loadError={roles.loadError}
              value={field.value}
              onChange={field.onChange}
              labelId={rolesId}
              noun="roles"
            />
            <FormMessage />
          </FormItem>
        )}
      />
    </>
  );
}
