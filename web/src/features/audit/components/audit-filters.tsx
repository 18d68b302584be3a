import { useId } from "react";
import { AUDIT_ACTIONS, AUDIT_ENTITIES } from "@shared/audit/audit-vocabulary.ts";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/form-field";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { rangeProblem, type AuditFilterValues } from "./audit-filter-values";

const NO_FILTERS: AuditFilterValues = {
  personId: null,
  entity: null,
  action: null,
  from: null,
  to: null,
};

/** Person, entity, action and a range of days; each change asks the server again. */
export function AuditFilters({
  values,
  people,
  onChange,
}: {
  values: AuditFilterValues;
  people: readonly { id: number; name: string }[];
  onChange: (values: AuditFilterValues) => void;
}) {
  const id = useId();
  const problem = rangeProblem(values);
  const set = (change: Partial<AuditFilterValues>) => onChange({ ...values, ...change });
  const any = Object.values(values).some((v) => v !== null);
  return (
    <div className="mb-4 flex flex-col gap-3">
      <div className="flex flex-wrap items-end gap-3">
        <FilterSelect
          label="Person"
          all="Everyone"
          value={values.personId === null ? "" : String(values.personId)}
          options={people.map((p) => [String(p.id), p.name] as const)}
          onChange={(v) => set({ personId: v ? Number(v) : null })}
        />
        <FilterSelect
          label="Entity"
          all="All entities"
          value={values.entity ?? ""}
          options={Object.entries(AUDIT_ENTITIES)}
          onChange={(v) => set({ entity: v || null })}
        />
        <FilterSelect
          label="Action"
          all="All actions"
          value={values.action ?? ""}
          options={Object.entries(AUDIT_ACTIONS)}
          onChange={(v) => set({ action: v || null })}
        />
        <Field label="From" className="gap-1">
          <Input
            type="date"
            className="w-40"
            value={values.from ?? ""}
            aria-invalid={problem ? true : undefined}
            onChange={(e) => set({ from: e.target.value || null })}
          />
        </Field>
        <Field label="To" className="gap-1">
          <Input
            type="date"
            className="w-40"
            value={values.to ?? ""}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${id}-range` : undefined}
            onChange={(e) => set({ to: e.target.value || null })}
          />
        </Field>
        {any ? (
          <Button variant="ghost" onClick={() => onChange(NO_FILTERS)}>
            Clear filters
          </Button>
        ) : null}
      </div>
      {problem ? (
        <p id={`${id}-range`} role="alert" className="text-sm text-destructive">
          {problem}
        </p>
      ) : null}
    </div>
  );
}

/** One labelled choice whose empty value means "no filter". */
function FilterSelect({
  label,
  all,
  value,
  options,
  onChange,
}: {
  label: string;
  all: string;
  value: string;
  options: readonly (readonly [string, string])[];
  onChange: (value: string) => void;
}) {
  return (
    <Field label={label} className="gap-1">
      <NativeSelect value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">{all}</option>
        {options.map(([optionValue, optionLabel]) => (
          <option key={optionValue} value={optionValue}>
            {optionLabel}
          </option>
        ))}
      </NativeSelect>
    </Field>
  );
}
