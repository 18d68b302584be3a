import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { describeTerm, parseTerm } from "@shared/query/index.ts";
import { Field } from "@/components/form-field";
import {
  useLabelsForTasks,
  usePeopleForTasks,
  useProcessesForTasks,
  useRolesForTasks,
} from "../api/pickers";
import { NativeSelect } from "@/components/ui/native-select";
import { canonicalTerm, filterTerm, withFilterTerm, type TaskFilterKind } from "./task-terms";

interface Option {
  value: string;
  label: string;
  /** Other terms that pick this option (`user:8` for `user:bbaker`). */
  aliases?: readonly string[];
}

export interface TaskFiltersProps {
  terms: readonly string[];
  onTermsChange: (terms: string[]) => void;
  /** Person, process, label and role pickers (admins and managers). */
  withPickers: boolean;
}

/** A chip's own words for a term no option names (say, the dashboard's status pair). */
function termLabel(raw: string): string {
  try {
    const term = parseTerm(raw);
    return term ? describeTerm(term) : raw;
  } catch {
    return raw;
  }
}

function FilterSelect({
  label,
  kind,
  terms,
  onTermsChange,
  any,
  options,
  note,
}: {
  label: string;
  kind: TaskFilterKind;
  any: string;
  options: readonly Option[];
  note?: ReactNode;
} & Pick<TaskFiltersProps, "terms" | "onTermsChange">) {
  const raw = filterTerm(terms, kind);
  // The option that means the URL's term, however it is spelt; otherwise the term itself.
  const wanted = canonicalTerm(raw);
  const option = options.find((o) =>
    [o.value, ...(o.aliases ?? [])].some((v) => canonicalTerm(v) === wanted),
  );
  const value = option?.value ?? raw;
  const known = value === "" || option !== undefined;
  return (
    <Field label={label} labelClassName="text-xs" hint={note} className="min-w-0 gap-1">
      <NativeSelect
        value={value}
        onChange={(event) => {
          const next = event.target.value;
          if (next === value) return;
          onTermsChange(withFilterTerm(terms, kind, next));
        }}
        className="h-8 w-full sm:w-44"
      >
        <option value="">{any}</option>
        {known ? null : <option value={value}>{termLabel(value)}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
    </Field>
  );
}

function loadNote(query: { isError: boolean }, text: string) {
  return query.isError ? (
    <span role="alert" className="text-xs text-destructive">
      {text}
    </span>
  ) : null;
}

/**
 * Status, late, person, process, label and role, each one q term: the same terms as the
 * chips and the URL, so a link (the dashboard's) and a choice here are one thing. A person
 * and a process are written by handle, as people read and type them; an id picks the same.
 */
export function TaskFilters({ terms, onTermsChange, withPickers }: TaskFiltersProps) {
  const { t } = useTranslation();
  const people = usePeopleForTasks(withPickers);
  const processes = useProcessesForTasks(withPickers);
  const labels = useLabelsForTasks(withPickers);
  const roles = useRolesForTasks(withPickers);
  const shared = { terms, onTermsChange };
  const failed = (what: string) => t("tasks.filters.loadFailed", { what });

  return (
    <fieldset className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap sm:items-start">
      <legend className="sr-only">{t("tasks.filters.label")}</legend>
      <FilterSelect
        {...shared}
        kind="status"
        label={t("tasks.filters.status")}
        any={t("tasks.filters.anyStatus")}
        options={[
          { value: "status=Not Started", label: "Not Started" },
          { value: "status=In Progress", label: "In Progress" },
          { value: "status=Complete", label: "Complete" },
          { value: "status=In Progress|Not Started", label: t("tasks.filters.notComplete") },
        ]}
      />
      <FilterSelect
        {...shared}
        kind="late"
        label={t("tasks.filters.late")}
        any={t("tasks.filters.anyLate")}
        options={[
          { value: "is:late", label: t("tasks.filters.onlyLate") },
          { value: "isNot:late", label: t("tasks.filters.notLate") },
          { value: "is:missed", label: t("tasks.filters.onlyMissed") },
        ]}
      />
      {withPickers ? (
        <>
          <FilterSelect
            {...shared}
            kind="user"
            label={t("tasks.filters.person")}
            any={t("tasks.filters.anyPerson")}
            options={(people.data ?? []).map((p) => ({
              value: `user:${p.peopleHandle}`,
              label: `${p.name} · ${p.peopleHandle}`,
              aliases: [`user:${p.id}`],
            }))}
            note={loadNote(people, failed(t("tasks.filters.person")))}
          />
          <FilterSelect
            {...shared}
            kind="process"
            label={t("tasks.filters.process")}
            any={t("tasks.filters.anyProcess")}
            options={(processes.data ?? []).map((p) => ({
              value: `process:${p.processHandle}`,
              label: `${p.processHandle} · ${p.name}`,
              aliases: [`process:${p.id}`],
            }))}
            note={loadNote(processes, failed(t("tasks.filters.process")))}
          />
          <FilterSelect
            {...shared}
            kind="label"
            label={t("tasks.filters.labelFilter")}
            any={t("tasks.filters.anyLabel")}
            options={(labels.data ?? []).map((l) => ({
              value: `label:${l.label}`,
              label: l.label,
            }))}
            note={loadNote(labels, failed(t("tasks.filters.labelFilter")))}
          />
          <FilterSelect
            {...shared}
            kind="role"
            label={t("tasks.filters.role")}
            any={t("tasks.filters.anyRole")}
            options={(roles.data ?? []).map((r) => ({
              value: `role:${r.roleHandle}`,
              label: `${r.roleHandle} · ${r.name}`,
            }))}
            note={loadNote(roles, failed(t("tasks.filters.role")))}
          />
        </>
      ) : null}
    </fieldset>
  );
}
