import { useQuery } from "@tanstack/react-query";
import { useId, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/form-field";
import { Input } from "@/components/ui/input";
import { errorMessage } from "@/lib/api-errors";
import { notifySuccess } from "@/lib/notify";
import { auditRetentionQueryOptions, useUpdateAuditRetention } from "../api/audit-retention";

/** The API's bounds (commands/audit/audit-retention.ts). */
export const RETENTION_MIN_DAYS = 30;
export const RETENTION_MAX_DAYS = 36_500;

export function retentionProblem(text: string): string | null {
  const days = Number(text);
  return Number.isInteger(days) && days >= RETENTION_MIN_DAYS && days <= RETENTION_MAX_DAYS
    ? null
    : `Enter a whole number of days from ${RETENTION_MIN_DAYS} to ${RETENTION_MAX_DAYS.toLocaleString("en")}.`;
}

/** How long entries are kept; older ones are removed by the minute job (and that is recorded). */
export function AuditRetention() {
  const id = useId();
  const current = useQuery(auditRetentionQueryOptions());
  const save = useUpdateAuditRetention();
  const [draft, setDraft] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const value = draft ?? (current.data === undefined ? "" : String(current.data));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const invalid = retentionProblem(value);
    setProblem(invalid);
    if (invalid) return;
    save.mutate(Number(value), {
      onSuccess: (days) => {
        setDraft(null);
        notifySuccess(`Audit entries are kept for ${days} days.`);
      },
      onError: (error) => setProblem(errorMessage(error)),
    });
  };

  if (current.error) {
    return (
      <p role="alert" className="mb-4 text-sm text-destructive">
        {errorMessage(current.error)}
      </p>
    );
  }
  return (
    <form onSubmit={submit} className="mb-4 flex flex-wrap items-end gap-2" noValidate>
      <Field label="Keep entries for (days)" className="gap-1">
        <Input
          type="number"
          inputMode="numeric"
          className="w-32"
          value={value}
          disabled={current.isPending}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-problem` : undefined}
          onChange={(e) => {
            setDraft(e.target.value);
            setProblem(null);
          }}
        />
      </Field>
      <Button type="submit" variant="outline" disabled={current.isPending || save.isPending}>
        Save
      </Button>
      {problem ? (
        <p id={`${id}-problem`} role="alert" className="basis-full text-sm text-destructive">
          {problem}
        </p>
      ) : null}
    </form>
  );
}
