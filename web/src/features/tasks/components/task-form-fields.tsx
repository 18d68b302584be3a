import { useWatch, type UseFormReturn } from "react-hook-form";
import { useTranslation } from "react-i18next";
import {
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
} from "@/components/ui/form";
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
    <FormField
      control={control}
      name="status"
      render={({ field }) => (
        <FormItem>
          <FormLabel>{t("tasks.sheet.status")}</FormLabel>
          <FormControl>
            <NativeSelect {...field} disabled={following}>
              {STATUS_OPTIONS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </NativeSelect>
          </FormControl>
          <FormMessage />
        </FormItem>
      )}
    />
  );
  if (statusOnly) return <div className="grid gap-5">{statusField}</div>;

  return (
    <div className="grid gap-5">
      {mode === "edit" && series ? (
        <FormField
          control={control}
          name="scope"
          render={({ field }) => (
            <FormItem>
              <fieldset className="grid gap-2">
                <legend className="mb-1 text-sm font-medium">{t("tasks.sheet.scope")}</legend>
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
              </fieldset>
              {following ? (
                <FormDescription>{t("tasks.sheet.followingHint")}</FormDescription>
              ) : null}
            </FormItem>
          )}
        />
      ) : null}
      <FormField
        control={control}
        name="name"
        render={({ field }) => (
          <FormItem>
            <FormLabel>{t("tasks.sheet.name")}</FormLabel>
            <FormControl>
              <Input autoComplete="off" maxLength={NAME_MAX + 20} {...field} />
            </FormControl>
            <FormMessage />
          </FormItem>
        )}
      />
      <FormField
        control={control}
        name="description"
        render={({ field }) => (
          <FormItem>
            <FormLabel>{t("tasks.sheet.description")}</FormLabel>
            <FormControl>
              <Textarea rows={3} {...field} />
            </FormControl>
            <FormMessage />
          </FormItem>
        )}
      />
      <FormField
        control={control}
        name="userId"
        render={({ field }) => (
          <FormItem>
            <FormLabel>{t("tasks.sheet.person")}</FormLabel>
            <FormControl>
              <NativeSelect {...field}>
                <option value="">{t("tasks.sheet.choosePerson")}</option>
                {(people.list ?? []).map((person) => (
                  <option key={person.id} value={String(person.id)}>
                    {person.name}
                  </option>
                ))}
              </NativeSelect>
            </FormControl>
            {people.loadError ? <FormDescription>{people.loadError}</FormDescription> : null}
            <FormMessage />
          </FormItem>
        )}
      />
      {mode === "create" ? (
        <FormField
          control={control}
          name="processId"
          render={({ field }) => (
            <FormItem>
              <FormLabel>{t("tasks.sheet.process")}</FormLabel>
              <FormControl>
                <NativeSelect {...field}>
                  <option value="">{t("tasks.sheet.noProcess")}</option>
                  {(processes.list ?? []).map((process) => (
                    <option key={process.id} value={String(process.id)}>
                      {`${process.processHandle} · ${process.name}`}
                    </option>
                  ))}
                </NativeSelect>
              </FormControl>
              {processes.loadError ? (
                <FormDescription>{processes.loadError}</FormDescription>
              ) : null}
              <FormMessage />
            </FormItem>
          )}
        />
      ) : null}
      <FormField
        control={control}
        name="dueDate"
        render={({ field }) => (
          <FormItem>
            <FormLabel>{t("tasks.sheet.dueDate")}</FormLabel>
            <FormControl>
              <Input type="date" {...field} disabled={following} />
            </FormControl>
            <FormMessage />
          </FormItem>
        )}
      />
      {statusField}
    </div>
  );
}
