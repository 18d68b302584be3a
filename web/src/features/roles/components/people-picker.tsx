import { useState } from "react";
import { Checkbox } from "@/components/ui/checkbox";
import { Spinner } from "@/components/ui/spinner";
import type { PersonRef } from "../api/role-fields";

export interface PeoplePickerProps {
  people: PersonRef[] | undefined;
  isLoading: boolean;
  error: string | null;
  value: number[];
  onChange: (ids: number[]) => void;
  labelId: string;
}

/** A filterable checkbox list of people, for a role's filledBy. */
export function PeoplePicker({
  people,
  isLoading,
  error,
  value,
  onChange,
  labelId,
}: PeoplePickerProps) {
  const [filter, setFilter] = useState("");
  // Those who fill the role when the form opens come first, so they are seen at once;
  // the order then holds still while boxes are ticked.
  const [firstIds] = useState(() => new Set(value));

  if (isLoading) return <Spinner label="Loading people" />;
  if (error !== null || !people) {
    return (
      <p role="alert" className="text-sm text-destructive">
        {error ?? "People could not be loaded."}
      </p>
    );
  }
  if (people.length === 0)
    return <p className="text-sm text-muted-foreground">Nobody is in the organisation yet.</p>;

  const selected = new Set(value);
  const needle = filter.trim().toLowerCase();
  const ordered = [
    ...people.filter((p) => firstIds.has(p.id)),
    ...people.filter((p) => !firstIds.has(p.id)),
  ];
  const shown = needle ? ordered.filter((p) => p.name.toLowerCase().includes(needle)) : ordered;
  const chosen = people.filter((p) => selected.has(p.id)).map((p) => p.name);
  const toggle = (id: number, on: boolean) =>
    onChange(on ? [...value.filter((v) => v !== id), id] : value.filter((v) => v !== id));

  return (
    <div className="grid gap-2">
      {people.length > 8 ? (
        <input
          type="search"
          value={filter}
          onChange={(event) => setFilter(event.target.value)}
          placeholder="Filter people"
          aria-label="Filter people"
          className="h-8 rounded-md border border-input bg-card px-2.5 text-sm outline-none focus-visible:border-primary focus-visible:ring-[3px] focus-visible:ring-ring"
        />
      ) : null}
      <div
        role="group"
        aria-labelledby={labelId}
        className="max-h-52 divide-y overflow-y-auto rounded-md border"
      >
        {shown.map((person) => {
          const id = `${labelId}-person-${person.id}`;
          return (
            <div key={person.id} className="flex items-center gap-2.5 px-3 py-2">
              <Checkbox
                id={id}
                checked={selected.has(person.id)}
                onCheckedChange={(on) => toggle(person.id, on === true)}
              />
              <label htmlFor={id} className="min-w-0 flex-1 cursor-pointer truncate text-sm">
                {person.name}
              </label>
            </div>
          );
        })}
        {shown.length === 0 ? (
          <div className="px-3 py-2 text-sm text-muted-foreground">Nobody matches.</div>
        ) : null}
      </div>
      <p className="text-xs text-muted-foreground" aria-live="polite">
        {selected.size === 1 ? "1 person" : `${selected.size} people`} selected
        {chosen.length > 0 ? `: ${chosen.join(", ")}` : ""}
      </p>
    </div>
  );
}
