import { useWatch, type UseFormReturn } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FormField } from "@/components/form-field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { STATUS_OPTIONS } from "@/components/tasks";
import { NativeSelect } from "@/components/ui/native-select";
import {
  NAME_MAX,
  type TaskFormInput,
  type TaskFormMode,
  type TaskFormValues,
} from "./task-form-schema";

export interface PickerList<T> {
  list: T[] | undefined;
  loadError: string | null;
}

export interface TaskFormFieldsProps {
  form: UseFormReturn<TaskFormInput, unknown, TaskFormValues>;
  /** "create" adds the process; "edit" may offer "this and following"; "status" is a User's. */
  mode: TaskFormMode;
  /** Editing an occurrence of a series: the scope choice appears. */
  series: boolean;
  people: PickerList<{ id: number; name: string }>;
  processes: PickerList<{ id: number; name: string; processHandle: string }>;
}

/** The inputs of the task sheet; the sheet owns the form and its submit. */
export function TaskFormFields({ form, mode, series, people, processes }: TaskFormFieldsProps) {
  const { t } = useTranslation();
  const { control } = form;
  const following = useWatch({ control, name: "scope" }) === "following";
  const statusOnly = mode === "status";

  const statusField = (
    <FormField control={control} name="status" label={t("tasks.sheet.status")}>
      {(field) => (
        <NativeSelect {...field} disabled={following}>
          {STATUS_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect>
      )}
    </FormField>
  );
  if (statusOnly) return <div className="grid gap-5">{statusField}</div>;

  return (
    <div className="grid gap-5">
      {mode === "edit" && series ? (
        <FormField
          control={control}
          name="scope"
          label={t("tasks.sheet.scope")}
          group
          hint={following ? t("tasks.sheet.followingHint") : undefined}
          render={(field, { labelId }) => (
            <div role="radiogroup" aria-labelledby={labelId} className="grid gap-2">
              {(["only", "following"] as const).map((scope) => (
                <label key={scope} className="flex items-center gap-2 text-sm">
                  <input
                    type="radio"
                    name={field.name}
                    value={scope}
                    checked={field.value === scope}
                    onChange={() => field.onChange(scope)}
                    className="size-4 accent-primary"
                  />
                  {t(scope === "only" ? "tasks.sheet.onlyThis" : "tasks.sheet.thisAndFollowing")}
                </label>
              ))}
            </div>
          )}
        />
      ) : null}
      <FormField control={control} name="name" label={t("tasks.sheet.name")}>
        {(field) => <Input autoComplete="off" maxLength={NAME_MAX + 20} {...field} />}
      </FormField>
      <FormField control={control} name="description" label={t("tasks.sheet.description")}>
        {(field) => <Textarea rows={3} {...field} />}
      </FormField>
      <FormField
        control={control}
        name="userId"
        label={t("tasks.sheet.person")}
        hint={people.loadError ?? undefined}
      >
        {(field) => (
          <NativeSelect {...field}>
            <option value="">{t("tasks.sheet.choosePerson")}</option>
            {(people.list ?? []).map((person) => (
              <option key={person.id} value={String(person.id)}>
                {person.name}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      {mode === "create" ? (
        <FormField
          control={control}
          name="processId"
          label={t("tasks.sheet.process")}
          hint={processes.loadError ?? undefined}
        >
          {(field) => (
            <NativeSelect {...field}>
              <option value="">{t("tasks.sheet.noProcess")}</option>
              {(processes.list ?? []).map((process) => (
                <option key={process.id} value={String(process.id)}>
                  {`${process.processHandle} · ${process.name}`}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
      ) : null}
      <FormField control={control} name="dueDate" label={t("tasks.sheet.dueDate")}>
        {(field) => <Input type="date" {...field} disabled={following} />}
      </FormField>
      {statusField}
    </div>
  );
}
