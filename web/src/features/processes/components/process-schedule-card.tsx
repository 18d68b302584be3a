import { AlertTriangle } from "lucide-react";
import { weekdayOf } from "@shared/dates/calendar.ts";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import type { ProcessDetail } from "../api/process-fields";
import { UNFINISHED_RULE_TEXT } from "./process-form-schema";
import { DetailItem, Nothing } from "@/components/ui/detail-item";

const SHORT_DAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];

/** How often the process runs, from when, and its next dates (from the API). */
export function ProcessScheduleCard({ process }: { process: ProcessDetail }) {
  const asNeeded = process.frequencyType === "AsNeeded";
  return (
    <Card>
      <CardHeader>
        <CardTitle>Schedule</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-5">
        <p className="text-base font-medium">{process.frequencyDescription}</p>
        <dl className="grid gap-5 sm:grid-cols-[minmax(0,1fr)_auto] sm:gap-x-8">
          <DetailItem label="Compact form">
            {asNeeded ? (
              <Nothing>— (as needed)</Nothing>
            ) : (
              <code className="font-mono text-xs break-all">{process.compactFrequency}</code>
            )}
          </DetailItem>
          <DetailItem label="Scheduled from">
            <time dateTime={process.scheduledFrom}>{process.scheduledFrom}</time>
          </DetailItem>
          <DetailItem label="Undone work">
            <span title={UNFINISHED_RULE_TEXT[process.unfinishedRule].explain}>
              {UNFINISHED_RULE_TEXT[process.unfinishedRule].label}
            </span>
            <span className="block text-xs text-muted-foreground">
              {UNFINISHED_RULE_TEXT[process.unfinishedRule].explain}
            </span>
          </DetailItem>
        </dl>
        {asNeeded ? null : process.hasNoDates ? (
          <p className="flex items-center gap-2 text-sm font-medium text-warning">
            <AlertTriangle aria-hidden className="size-4" />
            This schedule never yields a date.
          </p>
        ) : (
          <div className="grid gap-2">
            <h4 className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
              Next {process.nextDates.length} dates
            </h4>
            <ol aria-label="Next dates" className="flex flex-wrap gap-1.5">
              {process.nextDates.map((date) => (
                <li
                  key={date}
                  className="rounded-md border bg-muted/30 px-2 py-1 text-sm whitespace-nowrap tabular-nums"
                >
                  <span className="text-xs text-muted-foreground">
                    {SHORT_DAYS[weekdayOf(date)]}
                  </span>{" "}
                  <time dateTime={date}>{date}</time>
                </li>
              ))}
            </ol>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
