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
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import type { PersonRef, Role } from "../api/role-fields";
import { PeoplePicker } from "./people-picker";
import { ReportsToSelect } from "./reports-to-select";
import type { RoleFormInput, RoleFormValues } from "./role-form-schema";

export interface RoleFormFieldsProps {
  form: UseFormReturn<RoleFormInput, unknown, RoleFormValues>;
  role?: Role;
  roles: { list: Role[] | undefined; isLoading: boolean; error: string | null };
  people: { list: PersonRef[] | undefined; isLoading: boolean; error: string | null };
}

/** The inputs of the role sidebar; the sheet owns the form and its submit. */
export function RoleFormFields({ form, role, roles, people }: RoleFormFieldsProps) {
  const peopleLabelId = useId();
  const { control } = form;
  return (
    <div className="grid gap-5">
      <FormField
        control={control}
        name="roleHandle"
        render={({ field }) => (
          <FormItem>
            <FormLabel>Handle</FormLabel>
            <FormControl>
              <Input autoComplete="off" maxLength={80} placeholder="OPS-LEAD" {...field} />
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
              <Input autoComplete="off" maxLength={220} placeholder="Operations lead" {...field} />
            </FormControl>
            <FormMessage />
          </FormItem>
        )}
      />
      <FormField
        control={control}
        name="reportsToId"
        render={({ field }) => (
          <FormItem>
            <FormLabel>Reports to</FormLabel>
            {roles.isLoading ? (
              <Spinner label="Loading roles" />
            ) : roles.error ? (
              <p role="alert" className="text-sm text-destructive">
                {roles.error}
              </p>
            ) : (
              <FormControl>
                <ReportsToSelect
                  roles={roles.list ?? []}
                  roleId={role?.id ?? null}
                  current={role?.reportsTo ?? null}
                  {...field}
                />
              </FormControl>
            )}
            <FormDescription>The role above this one in the reporting tree.</FormDescription>
            <FormMessage />
          </FormItem>
        )}
      />
      <FormField
        control={control}
        name="filledBy"
        render={({ field }) => (
          <FormItem>
            <span id={peopleLabelId} className="text-sm leading-none font-medium">
              Filled by
            </span>
            <PeoplePicker
              people={people.list}
              isLoading={people.isLoading}
              error={people.error}
              value={field.value}
              onChange={field.onChange}
              labelId={peopleLabelId}
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
