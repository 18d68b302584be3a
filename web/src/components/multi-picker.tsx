import { X } from "lucide-react";
import { useId, useState, type ReactNode } from "react";
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

/** Above this many options a filter box is offered. */
const FILTER_FROM = 7;

export interface MultiPickerProps {
  options: PickerOption[] | undefined;
  isLoading: boolean;
  /** Why the options could not be loaded; the picker then says so instead of a list. */
  loadError: string | null;
  value: number[];
  onChange: (ids: number[]) => void;
  /** The id of the label that names the group of boxes. */
  labelId: string;
  /** Plural noun for the messages: "labels", "roles", "people". */
  noun: string;
  /** Shown instead of the list when it could not be loaded; by default the reason. */
  unavailable?: ReactNode;
  /** Said when there is nothing to pick from; by default "No <noun> exist yet." */
  empty?: string;
  /** Said when the filter hides every option; by default "Nothing matches." */
  noMatch?: string;
  /** The live count under the list; by default "N selected". */
  count?: (chosen: PickerOption[]) => string;
  /** Shows what is chosen as removable badges above the list. */
  showChosen?: boolean;
  /** The options chosen when the form opens come first and stay there while boxes are ticked. */
  chosenFirst?: boolean;
}

/** The one filterable checkbox list for picking several people, roles, labels or processes. */
export function MultiPicker({
  options,
  isLoading,
  loadError,
  value,
  onChange,
  labelId,
  noun,
  unavailable,
  empty,
  noMatch = "Nothing matches.",
  count = (chosen) => `${chosen.length} selected`,
  showChosen = false,
  chosenFirst = false,
}: MultiPickerProps) {
  const [filter, setFilter] = useState("");
  const [firstIds] = useState(() => new Set(chosenFirst ? value : []));
  const idBase = useId();
  if (isLoading) return <Spinner label={`Loading ${noun}`} />;
  if (loadError !== null || !options) {
    return (
      unavailable ?? <p className="text-xs text-muted-foreground">{loadError ?? `No ${noun}.`}</p>
    );
  }
  if (options.length === 0)
    return <p className="text-sm text-muted-foreground">{empty ?? `No ${noun} exist yet.`}</p>;

  const selected = new Set(value);
  const needle = filter.trim().toLowerCase();
  const ordered = chosenFirst
    ? [...options.filter((o) => firstIds.has(o.id)), ...options.filter((o) => !firstIds.has(o.id))]
    : options;
  const shown = needle
    ? ordered.filter((o) => `${o.text} ${o.detail ?? ""}`.toLowerCase().includes(needle))
    : ordered;
  const toggle = (id: number, on: boolean) =>
    onChange(on ? [...value.filter((v) => v !== id), id] : value.filter((v) => v !== id));
  const chosen = options.filter((o) => selected.has(o.id));

  return (
    <div className="grid gap-2">
      {/* What is chosen stays in sight however the list below is scrolled or filtered. */}
      {showChosen && chosen.length > 0 ? (
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
      {options.length >= FILTER_FROM ? (
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
        className="max-h-52 divide-y overflow-y-auto rounded-md border"
      >
        {shown.map((option) => {
          const id = `${idBase}-${option.id}`;
          return (
            <div key={option.id} className="flex items-center gap-2.5 px-3 py-2">
              <Checkbox
                id={id}
                checked={selected.has(option.id)}
                onCheckedChange={(on) => toggle(option.id, on === true)}
              />
              <label
                htmlFor={id}
                className="flex min-w-0 flex-1 cursor-pointer items-baseline gap-2 text-sm"
              >
                <span className="truncate font-medium">{option.text}</span>
                {option.detail ? (
                  <span className="truncate text-muted-foreground">{option.detail}</span>
                ) : null}
              </label>
            </div>
          );
        })}
        {shown.length === 0 ? (
          <div className="px-3 py-2 text-sm text-muted-foreground">{noMatch}</div>
        ) : null}
      </div>
      <p className="text-xs text-muted-foreground" aria-live="polite">
        {count(chosen)}
      </p>
    </div>
  );
}
