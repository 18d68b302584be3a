import { CalendarPlus, Copy, RefreshCw, Trash2 } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Field } from "@/components/form-field";
import { Spinner } from "@/components/ui/spinner";
import { notifySuccess } from "@/lib/notify";
import { useMyCalendarFeed } from "../api/my-calendar-feed";
import { useRemoveMyCalendarFeed } from "../api/remove-my-calendar-feed";
import { useResetMyCalendarFeed } from "../api/reset-my-calendar-feed";

/** The header button and its dialog: make, reset or stop one's private iCalendar feed. */
export function CalendarFeedButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button type="button" variant="outline" onClick={() => setOpen(true)}>
        <CalendarPlus />
        {t("tasks.feed.button")}
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        {open ? <CalendarFeedContent /> : null}
      </Dialog>
    </>
  );
}

function CalendarFeedContent() {
  const { t, i18n } = useTranslation();
  const feed = useMyCalendarFeed(true);
  const reset = useResetMyCalendarFeed();
  const remove = useRemoveMyCalendarFeed();
  // The URL holds the token: it lives only in this dialog, only until it closes.
  const [url, setUrl] = useState<string | null>(null);
  const busy = reset.isPending || remove.isPending;
  const exists = Boolean(feed.data);
  const since = feed.data
    ? new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium" }).format(
        new Date(feed.data.createdAt),
      )
    : "";

  function makeUrl() {
    reset.mutate(undefined, { onSuccess: (made) => setUrl(made.url ?? null) });
  }
  function stop() {
    remove.mutate(undefined, {
      onSuccess: () => {
        setUrl(null);
        notifySuccess(t("tasks.feed.removed"));
      },
    });
  }
  async function copy() {
    if (!url) return;
    await navigator.clipboard?.writeText(url);
    notifySuccess(t("tasks.feed.copied"));
  }

  return (
    <DialogContent>
      <DialogHeader>
        <DialogTitle>{t("tasks.feed.title")}</DialogTitle>
        <DialogDescription>{t("tasks.feed.description")}</DialogDescription>
      </DialogHeader>
      {feed.isLoading ? (
        <Spinner label={t("tasks.feed.title")} className="size-5" />
      ) : feed.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {t("tasks.feed.loadFailed")}
        </p>
      ) : url ? (
        <div className="grid gap-2">
          <Field label={t("tasks.feed.url")}>
            {({ control }) => (
              <div className="flex gap-2">
                <Input
                  {...control}
                  readOnly
                  value={url}
                  onFocus={(event) => event.target.select()}
                />
                <Button type="button" variant="outline" onClick={() => void copy()}>
                  <Copy />
                  {t("tasks.feed.copy")}
                </Button>
              </div>
            )}
          </Field>
          <p className="text-sm font-medium" role="status">
            {t("tasks.feed.once")}
          </p>
        </div>
      ) : (
        <p className="text-sm">
          {exists ? t("tasks.feed.since", { date: since }) : t("tasks.feed.none")}
        </p>
      )}
      {exists && !url ? (
        <p className="text-sm text-muted-foreground">{t("tasks.feed.resetWarning")}</p>
      ) : null}
      <DialogFooter>
        {exists ? (
          <Button type="button" variant="outline" disabled={busy} onClick={stop}>
            <Trash2 />
            {t("tasks.feed.remove")}
          </Button>
        ) : null}
        <Button type="button" disabled={busy || feed.isLoading} onClick={makeUrl}>
          {reset.isPending ? (
            <Spinner label={t("tasks.feed.create")} className="size-4" />
          ) : (
            <RefreshCw />
          )}
          {exists ? t("tasks.feed.reset") : t("tasks.feed.create")}
        </Button>
      </DialogFooter>
    </DialogContent>
  );
}
