import { type UseFormReturn, useWatch } from "react-hook-form";
import { FormField, SwitchFormField } from "@/components/form-field";
import { effectiveOnHint } from "@/components/holdings/effective-on-hint";
import { MultiPicker } from "@/components/multi-picker";
import { Input } from "@/components/ui/input";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import type { RoleRef } from "../api/person-fields";
import { ADMIN_LOCKED_NOTE, type AdminFieldRules } from "./admin-field-rules";
import type { PersonFormInput, PersonFormValues } from "./person-form-schema";
import { RoleBadges } from "./role-badges";

export interface PersonFormFieldsProps {
  form: UseFormReturn<PersonFormInput, unknown, PersonFormValues>;
  roles: { list: RoleRef[] | undefined; isLoading: boolean; loadError: string | null };
  currentRoles: RoleRef[];
  /** Who may touch the Admin-related fields (type, sign-in, email). */
  adminRules: AdminFieldRules;
}

/** The inputs of the create/edit sidebar; the sheet owns the form and its submit. */
export function PersonFormFields({ form, roles, currentRoles, adminRules }: PersonFormFieldsProps) {
  const { control } = form;
  const roleIds = useWatch({ control, name: "roleIds" });
  return (
    <div className="grid gap-5">
      <FormField control={control} name="peopleHandle" label="Handle">
        {(field) => <Input autoComplete="off" maxLength={80} placeholder="jdoe" {...field} />}
      </FormField>
      <FormField control={control} name="name" label="Name">
        {(field) => <Input autoComplete="off" maxLength={220} placeholder="Jane Doe" {...field} />}
      </FormField>
      <FormField
        control={control}
        name="email"
        label="Email"
        hint={adminRules.locked ? ADMIN_LOCKED_NOTE : "Used to sign in and for weekly reminders."}
      >
        {(field) => (
          <Input
            type="email"
            autoComplete="off"
            placeholder="jane@example.com"
            {...field}
            disabled={adminRules.locked}
          />
        )}
      </FormField>
      <FormField
        control={control}
        name="mobile"
        label="Mobile"
        hint="International format. Used for the daily text about late tasks."
      >
        {(field) => <Input type="tel" autoComplete="off" placeholder="+14155550123" {...field} />}
      </FormField>
      <FormField
        control={control}
        name="userType"
        label="User type"
        render={(field, { control: ids }) => (
          <Select value={field.value} onValueChange={field.onChange} disabled={adminRules.locked}>
            <SelectTrigger {...ids} onBlur={field.onBlur} ref={field.ref}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {adminRules.userTypes.map((type) => (
                <SelectItem key={type} value={type}>
                  {type}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        )}
      />
      <SwitchFormField
        control={control}
        name="isAuthEnabled"
        label="Sign-in enabled"
        hint="This person may sign in."
        disabled={adminRules.locked}
      />
      <SwitchFormField
        control={control}
        name="receiveWeeklyReminders"
        label="Weekly reminders"
        hint="Send this person a weekly email of their tasks."
      />
      <FormField
        control={control}
        name="roleIds"
        label="Roles"
        group
        render={(field, { labelId }) => (
          <MultiPicker
            options={roles.list?.map((r) => ({ id: r.id, text: r.roleHandle, detail: r.name }))}
            isLoading={roles.isLoading}
            loadError={roles.loadError}
            value={field.value}
            onChange={field.onChange}
            labelId={labelId}
            noun="roles"
            chosenFirst
            noMatch="No role matches."
            count={(chosen) =>
              `${chosen.length} selected` +
              (chosen.length > 0 ? `: ${chosen.map((r) => r.text).join(", ")}` : "")
            }
            unavailable={
              // Without the list, the person's roles are shown as they are, read-only.
              <div className="grid gap-1.5">
                <RoleBadges roles={currentRoles} empty="No roles" />
                {roles.loadError ? (
                  <p className="text-xs text-muted-foreground">{roles.loadError}</p>
                ) : null}
              </div>
            }
          />
        )}
      />
      <FormField
        control={control}
        name="effectiveOn"
        label="Role changes take effect on"
        hint={effectiveOnHint(
          currentRoles.map((r) => r.id),
          roleIds,
          roles.list ?? currentRoles,
          (r) => r.roleHandle,
        )}
      >
        {(field) => <Input type="date" className="sm:max-w-56" {...field} />}
      </FormField>
      <FormField control={control} name="description" label="Description">
        {(field) => <Textarea rows={3} maxLength={2000} {...field} />}
      </FormField>
    </div>
  );
}
