import { FILTER_ENTITIES, type FilterEntity } from "@shared/filters/filter-input.ts";
import { ENTITY_LISTS } from "./filter-target";

/** Narrows the filters to one list ("All lists" by default). */
export function EntityFilter({
  value,
  onChange,
}: {
  value: FilterEntity | null;
  onChange: (entity: FilterEntity | null) => void;
}) {
  return (
    <select
      aria-label="List"
      value={value ?? ""}
      onChange={(event) => onChange(FILTER_ENTITIES.find((e) => e === event.target.value) ?? null)}
      className="h-9 rounded-md border border-input bg-card px-2.5 text-sm shadow-xs outline-none focus-visible:border-primary focus-visible:ring-[3px] focus-visible:ring-ring"
    >
      <option value="">All lists</option>
      {FILTER_ENTITIES.map((entity) => (
        <option key={entity} value={entity}>
          {ENTITY_LISTS[entity].label}
        </option>
      ))}
    </select>
  );
}
