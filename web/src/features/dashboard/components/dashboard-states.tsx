import { useTranslation } from "react-i18next";
import { LoadFailure } from "@/components/load-state";
import { Spinner } from "@/components/ui/spinner";
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
    <LoadFailure
      title={t("dashboard.loadFailed", { what })}
      error={error}
      retryLabel={t("dashboard.retry")}
      onRetry={onRetry}
    />
  );
}
