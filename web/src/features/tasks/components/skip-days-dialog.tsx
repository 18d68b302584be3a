import { CalendarOff } from "lucide-react";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Field } from "@/components/form-field";
import { FormAlert } from "@/components/form-alert";
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
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { errorMessage, fieldErrorOf } from "@/lib/api-errors";
import { notifySuccess } from "@/lib/notify";
import { daysBetween, isIsoDate } from "@shared/dates/calendar.ts";
import { useSkipTasks } from "../api/skip-tasks";

/** What skipTasks takes at once (docs/task-engine.md#task-states); the API decides. */
const MAX_DAYS = 366;
const MAX_REASON = 500;

type FieldName = "from" | "to" | "reason";
type Errors = Partial<Record<FieldName | "form", string>>;

export interface SkipDaysButtonProps {
  /** The list's terms: the dialog skips only what they keep, and says so. */
  terms: readonly string[];
  /** Today in the organisation's time zone: both days start there. */
  today: string;
}

/** /tasks' "Skip days…": skips every unfinished task of a date range, with a reason. */
export function SkipDaysButton({ terms, today }: SkipDaysButtonProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button type="button" variant="outline" onClick={() => setOpen(true)}>
        <CalendarOff />
        {t("tasks.skipDays.button")}
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        {/* Mounted only while open: every opening starts from today and no reason. */}
        {open ? (
          <SkipDaysContent terms={terms} today={today} onDone={() => setOpen(false)} />
        ) : null}
      </Dialog>
    </>
  );
}

function SkipDaysContent({ terms, today, onDone }: SkipDaysButtonProps & { onDone: () => void }) {
  const { t } = useTranslation();
  const skip = useSkipTasks();
  const [values, setValues] = useState({ from: today, to: today, reason: "" });
  const [errors, setErrors] = useState<Errors>({});
  const filter = terms.filter((term) => term.trim() !== "");

  function set(name: FieldName, value: string) {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined, form: undefined }));
  }

  function check(): Errors {
    const found: Errors = {};
    if (!isIsoDate(values.from)) found.from = t("tasks.skipDays.fromRequired");
    if (!isIsoDate(values.to)) found.to = t("tasks.skipDays.toRequired");
    else if (!found.from && values.to < values.from) found.to = t("tasks.skipDays.toBeforeFrom");
    else if (!found.from && daysBetween(values.from, values.to) + 1 > MAX_DAYS) {
      found.to = t("tasks.skipDays.tooLong");
    }
    const reason = values.reason.trim();
    if (!reason) found.reason = t("tasks.skipDays.reasonRequired");
    else if (reason.length > MAX_REASON) found.reason = t("tasks.skipReasonTooLong");
    return found;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = check();
    setErrors(found);
    if (Object.keys(found).length) return;
    try {
      const count = await skip.mutateAsync({ ...values, q: filter });
      notifySuccess(t("tasks.skipDays.done", { count }));
      onDone();
    } catch (error) {
      // A refusal the API ties to a field goes beside it; the rest (q: too many) above.
      const named = fieldErrorOf(error);
      const message = errorMessage(error);
      if (named && (named.field === "from" || named.field === "to" || named.field === "reason")) {
        setErrors({ [named.field]: message });
      } else setErrors({ form: message });
    }
  }

  const busy = skip.isPending;
  return (
    <DialogContent>
      <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-4">
        <DialogHeader>
          <DialogTitle>{t("tasks.skipDays.title")}</DialogTitle>
          <DialogDescription>{t("tasks.skipDays.description")}</DialogDescription>
        </DialogHeader>
        {errors.form ? <FormAlert>{errors.form}</FormAlert> : null}
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={t("tasks.skipDays.from")} error={errors.from} required>
            <Input
              type="date"
              value={values.from}
              onChange={(event) => set("from", event.target.value)}
            />
          </Field>
          <Field label={t("tasks.skipDays.to")} error={errors.to} required>
            <Input
              type="date"
              value={values.to}
              onChange={(event) => set("to", event.target.value)}
            />
          </Field>
        </div>
        <Field
          label={t("tasks.skipDays.reason")}
          hint={t("tasks.skipDays.reasonHint")}
          error={errors.reason}
          required
        >
          <Textarea
            rows={3}
            value={values.reason}
            onChange={(event) => set("reason", event.target.value)}
          />
        </Field>
        <div className="grid gap-1.5 text-sm">
          <span className="font-medium">{t("tasks.skipDays.filter")}</span>
          {filter.length ? (
            <>
              <span className="text-muted-foreground">{t("tasks.skipDays.filtered")}</span>
              <ul aria-label={t("tasks.skipDays.filter")} className="flex flex-wrap gap-1.5">
                {filter.map((term) => (
                  <li
                    key={term}
                    className="rounded-md border bg-muted px-2 py-0.5 font-mono text-xs break-all"
                  >
                    {term}
                  </li>
                ))}
              </ul>
            </>
          ) : (
            <span className="text-muted-foreground">{t("tasks.skipDays.allTasks")}</span>
          )}
        </div>
        <DialogFooter>
          <Button type="button" variant="outline" disabled={busy} onClick={onDone}>
            {t("tasks.skipDays.cancel")}
          </Button>
          <Button type="submit" variant="destructive" disabled={busy}>
            {busy ? (
              <Spinner
                label={t("tasks.skipDays.submit")}
                className="size-4 text-destructive-foreground"
              />
            ) : null}
            {t("tasks.skipDays.submit")}
          </Button>
        </DialogFooter>
      </form>
    </DialogContent>
  );
}
