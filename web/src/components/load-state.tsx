import { CircleAlert, type LucideIcon } from "lucide-react";
import { Link } from "react-router";
import { StatusPage } from "@/components/layout/status-page";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { errorMessage } from "@/lib/api-errors";
import { ApiError } from "@/lib/graphql-client";

/**
 * What a page about one record shows before it has the record: a spinner, "not found"
 * (the address names none, or the API says NOT_FOUND), or the failure with a retry.
 */
export function PageLoadState({
  noun,
  icon,
  error,
  notFound = false,
  onRetry,
  back,
}: {
  /** "person", "process": said in the spinner, the titles and the not-found text. */
  noun: string;
  icon: LucideIcon;
  error: Error | null;
  /** The address cannot name such a record at all (`/people/abc`). */
  notFound?: boolean;
  onRetry?: () => void;
  /** Where the page offers to go instead. */
  back: { to: string; label: string };
}) {
  if (!error && !notFound) return <Loading label={`Loading ${noun}`} large />;
  const missing = notFound || (error instanceof ApiError && error.code === "NOT_FOUND");
  const title = noun.charAt(0).toUpperCase() + noun.slice(1);
  return (
    <StatusPage
      icon={icon}
      tone={missing ? "default" : "destructive"}
      title={missing ? `${title} not found` : `This ${noun} could not be loaded`}
      actions={
        <>
          {!missing && onRetry ? (
            <Button variant="outline" onClick={onRetry}>
              Try again
            </Button>
          ) : null}
          <Button asChild variant="ghost">
            <Link to={back.to}>{back.label}</Link>
          </Button>
        </>
      }
    >
      {missing ? `There is no ${noun} with this id in your organisation.` : error?.message}
    </StatusPage>
  );
}

/** A spinner in the middle of the space the content will take. */
export function Loading({ label, large = false }: { label: string; large?: boolean }) {
  return (
    <div className={large ? "flex justify-center py-16" : "flex justify-center py-8"}>
      <Spinner label={label} className={large ? "size-6" : undefined} />
    </div>
  );
}

/** A part of a page (a card, a list) that could not be loaded: what failed, why, and a retry. */
export function LoadFailure({
  title,
  error,
  retryLabel = "Try again",
  onRetry,
}: {
  /** What failed, in words; without it the reason alone is said. */
  title?: string;
  error: unknown;
  retryLabel?: string;
  onRetry: () => void;
}) {
  return (
    <div
      role="alert"
      className="flex flex-col items-start gap-3 rounded-xl border border-destructive/30 bg-destructive/8 p-5 text-sm sm:flex-row sm:items-center"
    >
      <CircleAlert aria-hidden className="size-5 shrink-0 text-destructive" />
      <div className="min-w-0 flex-1">
        {title ? <p className="font-medium text-destructive">{title}</p> : null}
        <p className={title ? "mt-0.5 text-muted-foreground" : "text-destructive"}>
          {errorMessage(error)}
        </p>
      </div>
      <Button variant="outline" size="sm" onClick={onRetry}>
        {retryLabel}
      </Button>
    </div>
  );
}
