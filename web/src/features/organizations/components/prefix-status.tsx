import { CircleCheck } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { usePrefixCheck } from "../lib/use-prefix-check";

/** Under the prefix field: whether the prefix is free, as it is typed, and the address it gives. */
export function PrefixStatus({
  check,
  hint,
}: {
  check: ReturnType<typeof usePrefixCheck>;
  hint: string;
}) {
  const { t } = useTranslation();
  if (check.state === "unavailable" || check.state === "failed") {
    return (
      <p role="status" className="text-sm text-destructive">
        {check.reason}
      </p>
    );
  }
  return (
    <p role="status" className="flex items-center gap-1.5 text-sm text-muted-foreground">
      {check.state === "checking" ? t("organizationAdd.prefixChecking") : null}
      {check.state === "available" ? (
        <>
          <CircleCheck className="size-4 text-emerald-600" aria-hidden />
          {t("organizationAdd.prefixAvailable")}
        </>
      ) : null}
      {check.state === "idle" ? hint : null}
      {check.state === "available" ? <span className="sr-only"> — </span> : null}
      {check.state === "available" ? <span>{hint}</span> : null}
    </p>
  );
}
