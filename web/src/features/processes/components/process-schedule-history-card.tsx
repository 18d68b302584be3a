import { useId } from "react";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import type { ProcessQuery } from "@/lib/gql/graphql";

export type PastSchedule = NonNullable<ProcessQuery["process"]>["scheduleHistory"][number];

const when = new Intl.DateTimeFormat("en", { dateStyle: "medium", timeStyle: "short" });

/**
 * The schedules the process had before changes, latest first (docs/task-engine.md#schedule-changes):
 * each decided the dates of its days, which a later change leaves as they were.
 */
export function ProcessScheduleHistoryCard({ history }: { history: readonly PastSchedule[] }) {
  const titleId = useId();
  return (
    <Card role="region" aria-labelledby={titleId} className="gap-3">
      <CardHeader>
        <CardTitle id={titleId}>Schedule history</CardTitle>
      </CardHeader>
      <CardContent>
        {history.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            Never changed: the schedule above has decided every date.
          </p>
        ) : (
          <ul className="grid gap-3">
            {history.map((s) => (
              <li key={s.until} className="grid gap-0.5 text-sm">
                <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
                  <span className="font-medium tabular-nums">{inForce(s)}</span>
                  <span className="min-w-0">{describe(s)}</span>
                  {s.compactFrequency ? (
                    <code className="font-mono text-xs break-all text-muted-foreground">
                      {s.compactFrequency}
                    </code>
                  ) : null}
                </div>
                <p className="text-xs text-muted-foreground">
                  Scheduled from {s.scheduledFrom} · changed by {s.changedByName ?? "—"} on{" "}
                  <time dateTime={s.changedAt}>{when.format(new Date(s.changedAt))}</time>
                </p>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

/** "2026-01-01 – 2026-11-28", "from the start – 2026-11-28". */
export function inForce(s: Pick<PastSchedule, "from" | "until">): string {
  return `${s.from ?? "from the start"} – ${s.until}`;
}

function describe(s: PastSchedule): string {
  if (s.frequencyType === "AsNeeded") return "As needed";
  return s.hasNoDates ? `${s.frequencyDescription} (no dates)` : s.frequencyDescription;
}
