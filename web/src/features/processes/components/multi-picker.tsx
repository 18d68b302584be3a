import { X } from "lucide-react";
import { useId, useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Checkbox } from "@/components/ui/checkbox";
import { Spinner } from "@/components/ui/spinner";

/** A picker's full list as the form receives it. */
export interface PickerData<T> {
  list: T[] | undefined;
  isLoading: boolean;
  /** Why the list could not be loaded. */
  loadError: string | null;
}

export interface PickerOption {
  id: number;
  text: string;
  detail?: string;
}

/** A filterable checkbox list (labels, assigned roles) with a count of what is chosen. */
export function MultiPicker({
  options,
  isLoading,
  loadError,
  value,
  onChange,
  labelId,
  noun,
}: {
  options: PickerOption[] | undefined;
  isLoading: boolean;
  /** Why the options could not be loaded; the picker then says so instead of a list. */
  loadError: string | null;
  value: number[];
  onChange: (ids: number[]) => void;
  labelId: string;
  /** Plural noun for messages: "labels", "roles". */
  noun: string;
}) {
  const [filter, setFilter] = useState("");
  const idBase = useId();
  if (isLoading) return <Spinner label={`Loading ${noun}`} />;
  if (loadError !== null || !options) {
    return <p className="text-xs text-muted-foreground">{loadError ?? `No ${noun}.`}</p>;
  }
  if (options.length === 0)
    return <p className="text-sm text-muted-foreground">No {noun} exist yet.</p>;

  const selected = new Set(value);
  const needle = filter.trim().toLowerCase();
  const shown = needle
    ? options.filter((o) => `${o.text} ${o.detail ?? ""}`.toLowerCase().includes(needle))
    : options;
  const toggle = (id: number, on: boolean) =>
    onChange(on ? [...value.filter((v) => v !== id), id] : value.filter((v) => v !== id));

  const chosen = options.filter((o) => selected.has(o.id));
  return (
    <div className="grid gap-2">
      {/* What is chosen stays in sight however the list below is scrolled or filtered. */}
      {chosen.length > 0 ? (
        <ul aria-label={`Chosen ${noun}`} className="flex flex-wrap gap-1">
          {chosen.map((option) => (
            <li key={option.id}>
              <Badge variant="default" className="gap-0.5 pr-0.5">
                {option.text}
                <button
                  type="button"
                  onClick={() => toggle(option.id, false)}
                  aria-label={`Remove ${option.text}`}
                  className="grid size-4 place-content-center rounded-sm hover:bg-primary/20 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                >
                  <X aria-hidden className="size-3" />
                </button>
              </Badge>
            </li>
          ))}
        </ul>
      ) : null}
      {options.length > 6 ? (
        <input
          type="search"
          value={filter}
          onChange={(event) => setFilter(event.target.value)}
          placeholder={`Filter ${noun}`}
          aria-label={`Filter ${noun}`}
          className="h-8 rounded-md border border-input bg-card px-2.5 text-sm outline-none focus-visible:border-primary focus-visible:ring-[3px] focus-visible:ring-ring"
        />
      ) : null}
      <div
        role="group"
        aria-labelledby={labelId}
        className="max-h-44 divide-y overflow-y-auto rounded-md border"
      >
        {shown.map((option) => {
          const id = `${idBase}-${option.id}`;
          return (
            <div key={option.id} className="flex items-center gap-2.5 px-3 py-1.5">
              <Checkbox
                id={id}
                checked={selected.has(option.id)}
                onCheckedChange={(on) => toggle(option.id, on === true)}
              />
              <label
                htmlFor={id}
                className="flex min-w-0 flex-1 cursor-pointer items-baseline gap-2 text-sm"
              >
                <span className="font-medium">{option.text}</span>
                {option.detail ? (
                  <span className="truncate text-muted-foreground">{option.detail}</span>
                ) : null}
              </label>
            </div>
          );
        })}
        {shown.length === 0 ? (
          <div className="px-3 py-2 text-sm text-muted-foreground">Nothing matches.</div>
        ) : null}
      </div>
      <p className="text-xs text-muted-foreground" aria-live="polite">
        {chosen.length} selected
      </p>
    </div>
  );
}
