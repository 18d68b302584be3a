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
import { RolePicker } from "./role-picker";
import { SwitchField } from "./switch-field";

export interface PersonFormFieldsProps {
  form: UseFormReturn<PersonFormInput, unknown, PersonFormValues>;
  roles: { list: RoleRef[] | undefined; isLoading: boolean; loadError: string | null };
  currentRoles: RoleRef[];
  /** Who may touch the Admin-related fields (type, sign-in, email). */
  adminRules: AdminFieldRules;
}

/** The inputs of the create/edit sidebar; the sheet owns the form and its submit. */
export function PersonFormFields({ form, roles, currentRoles, adminRules }: PersonFormFieldsProps) {
  const rolesLabelId = useId();
  const { control } = form;
  return (
    <div className="grid gap-5">
      <FormField
        control={control}
        name="peopleHandle"
        render={({ field }) => (
          <FormItem>
            <FormLabel>Handle</FormLabel>
            <FormControl>
              <Input autoComplete="off" maxLength={80} placeholder="jdoe" {...field} />
            </FormControl>
            <FormMessage />
          </FormItem>
        )}
      />
      <FormField
        control={control}
        name="name"
        render={({ field }) => (
          <FormItem>
            <FormLabel>Name</FormLabel>
            <FormControl>
              <Input autoComplete="off" maxLength={220} placeholder="Jane Doe" {...field} />
            </FormControl>
            <FormMessage />
          </FormItem>
        )}
      />
      <FormField
        control={control}
        name="email"
        render={({ field }) => (
          <FormItem>
            <FormLabel>Email</FormLabel>
            <FormControl>
              <Input
                type="email"
                autoComplete="off"
                placeholder="jane@example.com"
                {...field}
                disabled={adminRules.locked}
              />
            </FormControl>
            <FormDescription>
              {adminRules.locked ? ADMIN_LOCKED_NOTE : "Used to sign in and for weekly reminders."}
            </FormDescription>
            <FormMessage />
          </FormItem>
        )}
      />
      <FormField
        control={control}
        name="mobile"
        render={({ field }) => (
          <FormItem>
            <FormLabel>Mobile</FormLabel>
            <FormControl>
              <Input type="tel" autoComplete="off" placeholder="+14155550123" {...field} />
            </FormControl>
            <FormDescription>
              International format. Used for the daily text about late tasks.
            </FormDescription>
            <FormMessage />
          </FormItem>
        )}
      />
      <FormField
        control={control}
        name="userType"
        render={({ field }) => (
          <FormItem>
            <FormLabel>User type</FormLabel>
            <Select value={field.value} onValueChange={field.onChange} disabled={adminRules.locked}>
              <FormControl>
                <SelectTrigger onBlur={field.onBlur} ref={field.ref}>
                  <SelectValue />
                </SelectTrigger>
              </FormControl>
              <SelectContent>
                {adminRules.userTypes.map((type) => (
                  <SelectItem key={type} value={type}>
                    {type}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
            <FormMessage />
          </FormItem>
        )}
      />
      <SwitchField
        control={control}
        name="isAuthEnabled"
        label="Sign-in enabled"
        description="This person may sign in."
        disabled={adminRules.locked}
      />
      <SwitchField
        control={control}
        name="receiveWeeklyReminders"
        label="Weekly reminders"
        description="Send this person a weekly email of their tasks."
      />
      <FormField
        control={control}
        name="roleIds"
        render={({ field }) => (
          <FormItem>
            <span id={rolesLabelId} className="text-sm leading-none font-medium">
              Roles
            </span>
            <RolePicker
              roles={roles.list}
              isLoading={roles.isLoading}
              loadError={roles.loadError}
              currentRoles={currentRoles}
              value={field.value}
              onChange={field.onChange}
              labelId={rolesLabelId}
            />
            <FormMessage />
          </FormItem>
        )}
      />
      <FormField
        control={control}
        name="description"
        render={({ field }) => (
          <FormItem>
            <FormLabel>Description</FormLabel>
            <FormControl>
              <Textarea rows={3} maxLength={2000} {...field} />
            </FormControl>
            <FormMessage />
          </FormItem>
        )}
      />
    </div>
  );
}
