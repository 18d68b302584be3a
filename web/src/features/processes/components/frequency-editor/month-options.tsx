import { type Item, type Marker, MARKERS, type MonthItems } from "@shared/frequency/index.ts";
import { Check, Minus } from "lucide-react";
import { itemState } from "./frequency-draft";
import { ToggleChip, type ChipState } from "./toggle-chip";

const DAYS = Array.from({ length: 31 }, (_, i) => i + 1);
/** Monday first, as people read a week; the numbers are the model's (sun = 0). */
const WEEKDAY_ROWS: readonly { index: number; short: string; long: string }[] = [
  { index: 1, short: "Mon", long: "Monday" },
  { index: 2, short: "Tue", long: "Tuesday" },
  { index: 3, short: "Wed", long: "Wednesday" },
  { index: 4, short: "Thu", long: "Thursday" },
  { index: 5, short: "Fri", long: "Friday" },
  { index: 6, short: "Sat", long: "Saturday" },
  { index: 0, short: "Sun", long: "Sunday" },
];
export const MARKER_SHORT: Readonly<Record<Marker, string>> = {
  Every: "Every",
  First: "1st",
  Second: "2nd",
  Third: "3rd",
  Fourth: "4th",
  Fifth: "5th",
  Last: "Last",
};

/**
 * The options of one month (or of several edited together): day numbers and, per
 * weekday, Every / First … Fifth / Last. `scope` ends every button's name ("of Mar").
 */
export function MonthOptions({
  months,
  monthly,
  scope,
  onToggle,
}: {
  months: readonly number[];
  monthly: MonthItems;
  scope: string;
  onToggle: (item: Item) => void;
}) {
  const state = (item: Item) => itemState(monthly, months, item);
  return (
    <div className="grid gap-4 md:grid-cols-[auto_minmax(0,1fr)] md:gap-6">
      <fieldset className="min-w-0">
        <legend className="mb-1.5 text-xs font-medium text-muted-foreground">
          Days of the month
        </legend>
        <div className="grid w-fit grid-cols-7 gap-1">
          {DAYS.map((day) => (
            <ToggleChip
              key={day}
              state={state({ kind: "day", day })}
              label={`Day ${day} of ${scope}`}
              onToggle={() => onToggle({ kind: "day", day })}
            >
              {day}
            </ToggleChip>
          ))}
        </div>
        <p className="mt-1.5 max-w-64 text-xs text-muted-foreground">
          A day past the month&apos;s end falls on its last day.
        </p>
      </fieldset>
      <fieldset className="min-w-0">
        <legend className="mb-1.5 text-xs font-medium text-muted-foreground">Weekdays</legend>
        {/* Scrolls sideways rather than squeezing the buttons on a narrow phone. */}
        <div className="overflow-x-auto">
          <table className="border-separate border-spacing-0.5 text-xs">
            <thead>
              <tr>
                <th scope="col">
                  <span className="sr-only">Weekday</span>
                </th>
                {MARKERS.map((marker) => (
                  <th key={marker} scope="col" className="px-0.5 font-medium text-muted-foreground">
                    {MARKER_SHORT[marker]}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {WEEKDAY_ROWS.map((row) => (
                <tr key={row.index}>
                  <th scope="row" className="pr-1 text-left font-medium">
                    {row.short}
                  </th>
                  {MARKERS.map((marker) => {
                    const item: Item = { kind: "weekday", weekday: row.index, marker };
                    return (
                      <td key={marker}>
                        <ToggleChip
                          state={state(item)}
                          label={`${marker} ${row.long} of ${scope}`}
                          onToggle={() => onToggle(item)}
                          className="w-full min-w-9"
                        >
                          <ChipMark state={state(item)} />
                        </ToggleChip>
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </fieldset>
    </div>
  );
}

function ChipMark({ state }: { state: ChipState }) {
  if (state === "on") return <Check aria-hidden className="size-3.5" />;
  if (state === "mixed") return <Minus aria-hidden className="size-3.5" />;
  return null;
}
