import type { UseFormReturn } from "react-hook-form";
import { FormField } from "@/components/form-field";
import type { RoleRef } from "../api/process-fields";
import { MultiPicker, type PickerData } from "@/components/multi-picker";
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
        label="Owning role"
        hint="The role answerable for the process."
      >
        {(field) => (
          <RefSelect
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            ref={field.ref}
            noneLabel={roles.isLoading ? "Loading…" : "No owner"}
            options={roleOptions.map((r) => ({ id: r.id, text: `${r.text} — ${r.detail}` }))}
          />
        )}
      </FormField>
      <FormField
        control={control}
        name="assignedRoleIds"
        label="Assigned roles"
        hint="Everyone holding one of these roles gets the tasks."
        group
        render={(field, { labelId }) => (
          <MultiPicker
            options={roles.list ? roleOptions : undefined}
            isLoading={roles.isLoading}
            loadError={roles.loadError}
            value={field.value}
            onChange={field.onChange}
            labelId={labelId}
            noun="roles"
            showChosen
          />
        )}
      />
    </>
  );
}
