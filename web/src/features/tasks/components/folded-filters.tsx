import { ChevronDown, SlidersHorizontal } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";

/*
 * On a phone the date range and six selects filled the first screen before any task
 * showed. Below the md breakpoint they fold behind one button; from md up the panel is
 * always open and the button is gone, so the desktop screen stays as it was. CSS alone
 * decides (no media query in script), so nothing flashes open on the first render.
 */

export interface FiltersToggleProps {
  /** Id of the panel the button opens. */
  panelId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Filters and date limits in force, shown on the button while the panel is closed. */
  count: number;
}

/** "Filters · 3": opens and closes the folded panel; only below md. */
export function FiltersToggle({ panelId, open, onOpenChange, count }: FiltersToggleProps) {
  const { t } = useTranslation();
  return (
    <Button
      type="button"
      size="sm"
      variant={count > 0 ? "secondary" : "outline"}
      className="md:hidden"
      aria-expanded={open}
      aria-controls={panelId}
      aria-label={t("tasks.filters.toggle", { count })}
      onClick={() => onOpenChange(!open)}
    >
      <SlidersHorizontal aria-hidden />
      {t("tasks.filters.label")}
      {count > 0 ? <span className="tabular-nums">· {count}</span> : null}
      <ChevronDown aria-hidden className={cn("transition-transform", open && "rotate-180")} />
    </Button>
  );
}

/** The panel the toggle opens: hidden below md while closed, always shown from md up. */
export function FoldedFilters({
  id,
  open,
  children,
}: {
  id: string;
  open: boolean;
  children: ReactNode;
}) {
  return (
    <div
      id={id}
      data-state={open ? "open" : "closed"}
      className="grid gap-4 data-[state=closed]:max-md:hidden max-md:rounded-xl max-md:border max-md:bg-card max-md:p-3"
    >
      {children}
    </div>
  );
}
