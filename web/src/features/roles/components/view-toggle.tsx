import { List, Network } from "lucide-react";
import { cn } from "@/lib/utils";

export type RolesView = "list" | "chart";

const VIEWS: { value: RolesView; label: string; icon: typeof List }[] = [
  { value: "list", label: "List", icon: List },
  { value: "chart", label: "Org chart", icon: Network },
];

/** Two-way switch between the table and the org chart. */
export function ViewToggle({
  value,
  onChange,
}: {
  value: RolesView;
  onChange: (view: RolesView) => void;
}) {
  return (
    <div
      role="group"
      aria-label="View"
      className="inline-flex rounded-md border bg-card p-0.5 shadow-xs"
    >
      {VIEWS.map(({ value: view, label, icon: Icon }) => (
        <button
          key={view}
          type="button"
          aria-pressed={value === view}
          onClick={() => onChange(view)}
          className={cn(
            "inline-flex h-8 items-center gap-1.5 rounded px-3 text-sm font-medium outline-none focus-visible:ring-[3px] focus-visible:ring-ring",
            value === view
              ? "bg-primary text-primary-foreground shadow-xs"
              : "text-muted-foreground hover:bg-muted hover:text-foreground",
          )}
        >
          <Icon className="size-4" aria-hidden />
          {label}
        </button>
      ))}
    </div>
  );
}
