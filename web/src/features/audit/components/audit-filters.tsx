import { useId } from "react";
import { AUDIT_ACTIONS, AUDIT_ENTITIES } from "@shared/audit/audit-vocabulary.ts";
import { Button } from "@/components/ui/button";
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
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-person`} className="text-sm font-medium">
            Person
          </label>
          <NativeSelect
            id={`${id}-person`}
            value={values.personId ?? ""}
            onChange={(e) => set({ personId: e.target.value ? Number(e.target.value) : null })}
          >
            <option value="">Everyone</option>
            {people.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-entity`} className="text-sm font-medium">
            Entity
          </label>
          <NativeSelect
            id={`${id}-entity`}
            value={values.entity ?? ""}
            onChange={(e) => set({ entity: e.target.value || null })}
          >
            <option value="">All entities</option>
            {Object.entries(AUDIT_ENTITIES).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-action`} className="text-sm font-medium">
            Action
          </label>
          <NativeSelect
            id={`${id}-action`}
            value={values.action ?? ""}
            onChange={(e) => set({ action: e.target.value || null })}
          >
            <option value="">All actions</option>
            {Object.entries(AUDIT_ACTIONS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-from`} className="text-sm font-medium">
            From
          </label>
          <Input
            id={`${id}-from`}
            type="date"
            className="w-40"
            value={values.from ?? ""}
            aria-invalid={problem ? true : undefined}
            onChange={(e) => set({ from: e.target.value || null })}
          />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-to`} className="text-sm font-medium">
            To
          </label>
          <Input
            id={`${id}-to`}
            type="date"
            className="w-40"
            value={values.to ?? ""}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${id}-range` : undefined}
            onChange={(e) => set({ to: e.target.value || null })}
          />
        </div>
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
