import { CalendarRange } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Field } from "@/components/form-field";
import { activeQuickRange, QUICK_RANGES, quickRange, type DateRange } from "./date-range";

export interface DateRangeBarProps {
  range: DateRange;
  today: string;
  onChange: (range: DateRange) => void;
}

/** Quick picks (today, this week, next 30 days, overdue) and a custom from/to. */
export function DateRangeBar({ range, today, onChange }: DateRangeBarProps) {
  const { t } = useTranslation();
  const hintId = useId();
  const active = activeQuickRange(range, today);
  const none = !range.from && !range.to;

  return (
    <fieldset className="flex flex-wrap items-end gap-x-4 gap-y-2">
      <legend className="mb-1 flex items-center gap-1.5 text-sm font-medium">
        <CalendarRange aria-hidden className="size-4 text-muted-foreground" />
        {t("tasks.range.label")}
      </legend>
      <div className="flex flex-wrap gap-1.5">
        <Button
          type="button"
          size="sm"
          variant={none ? "default" : "outline"}
          aria-pressed={none}
          aria-describedby={hintId}
          onClick={() => onChange({ from: null, to: null })}
        >
          {t("tasks.range.all")}
        </Button>
        {QUICK_RANGES.map((pick) => (
          <Button
            key={pick}
            type="button"
            size="sm"
            variant={active === pick ? "default" : "outline"}
            aria-pressed={active === pick}
            onClick={() => onChange(quickRange(pick, today))}
          >
            {t(`tasks.range.${pick}`)}
          </Button>
        ))}
      </div>
      <div className="flex flex-wrap items-end gap-2">
        <Field label={t("tasks.range.from")} labelClassName="text-xs" className="gap-1">
          <Input
            type="date"
            className="h-8 w-40"
            value={range.from ?? ""}
            max={range.to ?? undefined}
            onChange={(event) => onChange({ ...range, from: event.target.value || null })}
          />
        </Field>
        <Field label={t("tasks.range.to")} labelClassName="text-xs" className="gap-1">
          <Input
            type="date"
            className="h-8 w-40"
            value={range.to ?? ""}
            min={range.from ?? undefined}
            onChange={(event) => onChange({ ...range, to: event.target.value || null })}
          />
        </Field>
      </div>
      {/* What "Any date" holds, said where it is chosen: a schedule has no last day. */}
      <p id={hintId} className="basis-full text-xs text-muted-foreground">
        {t("tasks.range.hint")}
      </p>
    </fieldset>
  );
}
