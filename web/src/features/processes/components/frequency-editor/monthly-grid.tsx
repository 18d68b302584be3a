import { ChevronRight, Copy, Eraser } from "lucide-react";
import { useId, useState, type ReactNode } from "react";
import { type Item, MONTHS, type MonthItems } from "@shared/frequency/index.ts";
import { compareItems } from "@shared/frequency/items.ts";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import { ALL_MONTHS, clearMonths, copyMonthToAll, toggleItem } from "./frequency-draft";
import { MonthOptions } from "./month-options";
import { monthSummary } from "./month-summary";

/** The "all months" row edits all twelve at once; it is keyed -1 among the open rows. */
const ALL = -1;

/**
 * The month × option grid: one row per month (plus "All months"), each opening onto its
 * days and weekday markers. Rows fold so the grid fits a phone; the summary keeps a
 * folded row readable.
 */
export function MonthlyGrid({
  value,
  onChange,
}: {
  value: MonthItems;
  onChange: (value: MonthItems) => void;
}) {
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set());
  const flip = (row: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(row)) next.delete(row);
      else next.add(row);
      return next;
    });
  const toggle = (months: readonly number[]) => (item: Item) =>
    onChange(toggleItem(value, months, item));
  const shared = value[0]?.filter((item) =>
    value.every((list) => list.some((other) => compareItems(other, item) === 0)),
  );

  return (
    <div role="group" aria-label="Monthly schedule" className="divide-y rounded-lg border">
      <MonthRow
        title="All months"
        summary={
          shared && shared.length > 0
            ? `all: ${monthSummary(shared)}`
            : "change every month at once"
        }
        isOpen={open.has(ALL)}
        onFlip={() => flip(ALL)}
        emphasis
      >
        <MonthOptions
          months={ALL_MONTHS}
          monthly={value}
          scope="every month"
          onToggle={toggle(ALL_MONTHS)}
        />
        <div className="mt-3 flex justify-end">
          <Button
            type="button"
            variant="ghost"
            size="sm"
            onClick={() => onChange(clearMonths(value, ALL_MONTHS))}
          >
            <Eraser />
            Clear all months
          </Button>
        </div>
      </MonthRow>
      {MONTHS.map((month, index) => (
        <MonthRow
          key={month}
          title={month}
          summary={monthSummary(value[index] ?? []) || "no dates"}
          muted={(value[index] ?? []).length === 0}
          isOpen={open.has(index)}
          onFlip={() => flip(index)}
        >
          <MonthOptions months={[index]} monthly={value} scope={month} onToggle={toggle([index])} />
          <div className="mt-3 flex flex-wrap justify-end gap-1">
            <Button
              type="button"
              variant="ghost"
              size="sm"
              onClick={() => onChange(copyMonthToAll(value, index))}
            >
              <Copy />
              Copy {month} to all months
            </Button>
            <Button
              type="button"
              variant="ghost"
              size="sm"
              onClick={() => onChange(clearMonths(value, [index]))}
            >
              <Eraser />
              Clear {month}
            </Button>
          </div>
        </MonthRow>
      ))}
    </div>
  );
}

function MonthRow({
  title,
  summary,
  isOpen,
  onFlip,
  muted = false,
  emphasis = false,
  children,
}: {
  title: string;
  summary: string;
  isOpen: boolean;
  onFlip: () => void;
  muted?: boolean;
  emphasis?: boolean;
  children: ReactNode;
}) {
  const panelId = useId();
  return (
    <div className={cn(emphasis && "bg-muted/40")}>
      <button
        type="button"
        aria-expanded={isOpen}
        aria-controls={panelId}
        // One name however the browser joins the two spans: "Mar: 1st, last Fri".
        aria-label={`${title}: ${summary}`}
        onClick={onFlip}
        className="flex w-full items-center gap-3 px-3 py-2 text-left text-sm outline-none hover:bg-muted/60 focus-visible:ring-[3px] focus-visible:ring-ring focus-visible:ring-inset"
      >
        <ChevronRight
          aria-hidden
          className={cn(
            "size-4 shrink-0 text-muted-foreground transition-transform",
            isOpen && "rotate-90",
          )}
        />
        <span className={cn("w-10 shrink-0 font-medium", emphasis && "w-auto")}>{title}</span>
        <span
          className={cn(
            "min-w-0 truncate",
            muted ? "text-muted-foreground/70" : "text-muted-foreground",
          )}
        >
          {summary}
        </span>
      </button>
      {isOpen ? (
        <div
          id={panelId}
          role="region"
          aria-label={`${title} options`}
          className="border-t bg-card px-3 py-3"
        >
          {children}
        </div>
      ) : null}
    </div>
  );
}
