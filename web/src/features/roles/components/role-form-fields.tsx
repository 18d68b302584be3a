import { type UseFormReturn, useWatch } from "react-hook-form";
import { effectiveOnHint } from "@/components/holdings/effective-on-hint";
import { FormField } from "@/components/form-field";
import { MultiPicker } from "@/components/multi-picker";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import type { PersonRef, Role } from "../api/role-fields";
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
  const { control } = form;
  const filledBy = useWatch({ control, name: "filledBy" });
  return (
    <div className="grid gap-5">
      <FormField control={control} name="roleHandle" label="Handle">
        {(field) => <Input autoComplete="off" maxLength={80} placeholder="OPS-LEAD" {...field} />}
      </FormField>
      <FormField control={control} name="name" label="Name">
        {(field) => (
          <Input autoComplete="off" maxLength={220} placeholder="Operations lead" {...field} />
        )}
      </FormField>
      <FormField
        control={control}
        name="reportsToId"
        label="Reports to"
        hint="The role above this one in the reporting tree."
        render={(field, { control: ids }) =>
          roles.isLoading ? (
            <Spinner label="Loading roles" />
          ) : roles.error ? (
            <p role="alert" className="text-sm text-destructive">
              {roles.error}
            </p>
          ) : (
            <ReportsToSelect
              roles={roles.list ?? []}
              roleId={role?.id ?? null}
              current={role?.reportsTo ?? null}
              {...field}
              {...ids}
            />
          )
        }
      />
      <FormField
        control={control}
        name="filledBy"
        label="Filled by"
        group
        render={(field, { labelId }) => (
          <MultiPicker
            options={people.list?.map((p) => ({ id: p.id, text: p.name }))}
            isLoading={people.isLoading}
            loadError={people.error}
            value={field.value}
            onChange={field.onChange}
            labelId={labelId}
            noun="people"
            chosenFirst
            empty="Nobody is in the organisation yet."
            noMatch="Nobody matches."
            unavailable={
              <p role="alert" className="text-sm text-destructive">
                {people.error ?? "People could not be loaded."}
              </p>
            }
            count={(chosen) =>
              `${chosen.length === 1 ? "1 person" : `${chosen.length} people`} selected` +
              (chosen.length > 0 ? `: ${chosen.map((p) => p.text).join(", ")}` : "")
            }
          />
        )}
      />
      <FormField
        control={control}
        name="effectiveOn"
        label="Changes take effect on"
        hint={effectiveOnHint(
          role?.filledBy.map((p) => p.id) ?? [],
          filledBy,
          people.list ?? role?.filledBy,
          (p) => p.name,
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
