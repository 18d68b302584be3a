import { CircleAlert } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { errorMessage } from "@/lib/api-errors";
import { cn } from "@/lib/utils";

/** Grey cards where the numbers will be, so the page does not jump when they arrive. */
export function CardsSkeleton({ count, className }: { count: number; className?: string }) {
  const { t } = useTranslation();
  return (
    <div className={cn("grid gap-4", className)}>
      <span className="sr-only">
        <Spinner label={t("dashboard.loading")} />
      </span>
      {Array.from({ length: count }, (_, i) => (
        <div
          key={i}
          aria-hidden
          className="h-56 animate-pulse rounded-xl border bg-card shadow-xs motion-reduce:animate-none"
        />
      ))}
    </div>
  );
}

/** What failed, in words, the server's reason, and a retry (the query's toast is silenced). */
export function LoadError({
  what,
  error,
  onRetry,
}: {
  what: string;
  error: unknown;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      className="flex flex-col items-start gap-3 rounded-xl border border-destructive/30 bg-destructive/8 p-5 text-sm sm:flex-row sm:items-center"
    >
      <CircleAlert aria-hidden className="size-5 shrink-0 text-destructive" />
      <div className="min-w-0 flex-1">
        <p className="font-medium text-destructive">{t("dashboard.loadFailed", { what })}</p>
        <p className="mt-0.5 text-muted-foreground">{errorMessage(error)}</p>
      </div>
      <Button variant="outline" size="sm" onClick={onRetry}>
        {t("dashboard.retry")}
      </Button>
    </div>
  );
}
