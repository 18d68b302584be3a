import { useTranslation } from "react-i18next";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Loading, LoadFailure } from "@/components/load-state";
import { useReminderRuns } from "@/features/settings/api/reminder-runs-query";

/** /settings, Admins only: the last reminder runs and why any reminder failed (docs/reminders.md#scheduling). */
export function ReminderRunsCard() {
  const { t } = useTranslation();
  const runs = useReminderRuns(true);
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("reminderRuns.title")}</CardTitle>
        <CardDescription>{t("reminderRuns.hint")}</CardDescription>
      </CardHeader>
      <CardContent>
        {runs.isPending ? (
          <Loading label="Loading" />
        ) : runs.isError ? (
          <LoadFailure error={runs.error} onRetry={() => void runs.refetch()} />
        ) : runs.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t("reminderRuns.none")}</p>
        ) : (
          <ul className="grid gap-3">
            {runs.data.map((run) => (
              <li key={run.id} className="rounded-lg border px-4 py-3 text-sm">
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <span className="font-medium">
                    {t(run.channel === "sms" ? "reminderRuns.sms" : "reminderRuns.email", {
                      period: run.period,
                    })}
                  </span>
                  <span className="text-muted-foreground">
                    {new Date(run.startedAt).toLocaleString()}
                    {run.finishedAt ? "" : ` · ${t("reminderRuns.inProgress")}`}
                  </span>
                </div>
                <p className="mt-1 text-muted-foreground">
                  {t("reminderRuns.counts", {
                    enqueued: run.enqueued,
                    sent: run.sent,
                    skipped: run.skipped,
                    failed: run.failed,
                  })}
                </p>
                {run.failures.length ? (
                  <ul className="mt-2 grid gap-1 text-destructive">
                    {run.failures.map((f) => (
                      <li key={f.personId}>
                        {t("reminderRuns.failure", {
                          name: f.personName ?? `#${f.personId}`,
                          reason: f.reason,
                        })}
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
