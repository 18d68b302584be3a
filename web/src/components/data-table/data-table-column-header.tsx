import { ArrowDown, ArrowUp, ArrowUpDown } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "@/lib/utils";

export interface SortableHeaderProps {
  label: ReactNode;
  /** Plain text for the button's accessible name when `label` is not a string. */
  title: string;
  direction: "asc" | "desc" | false;
  onToggle: () => void;
}

/** A header cell's content when its column sorts on the server. */
export function SortableHeader({ label, title, direction, onToggle }: SortableHeaderProps) {
  const Icon = direction === "asc" ? ArrowUp : direction === "desc" ? ArrowDown : ArrowUpDown;
  const next = direction === "asc" ? "descending" : "ascending";
  return (
    <button
      type="button"
      onClick={onToggle}
      aria-label={`Sort by ${title} ${next}`}
      className={cn(
        "-mx-1.5 inline-flex items-center gap-1 rounded px-1.5 py-1 uppercase outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring",
        direction && "text-foreground",
      )}
    >
      {label}
      <Icon className={cn("size-3.5", !direction && "opacity-40")} aria-hidden />
    </button>
  );
}
