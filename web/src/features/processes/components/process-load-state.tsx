import { FileQuestion } from "lucide-react";
import { Link } from "react-router";
import { StatusPage } from "@/components/layout/status-page";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { ApiError } from "@/lib/graphql-client";

/** What the process page shows before it has the process: a spinner, or why not. */
export function ProcessLoadState({
  error,
  notFound = false,
  onRetry,
}: {
  error: Error | null;
  /** The address names no process, or the API answered null. */
  notFound?: boolean;
  onRetry?: () => void;
}) {
  if (!error && !notFound) {
    return (
      <div className="flex justify-center py-16">
        <Spinner label="Loading process" className="size-6" />
      </div>
    );
  }
  const missing = notFound || (error instanceof ApiError && error.code === "NOT_FOUND");
  return (
    <StatusPage
      icon={FileQuestion}
      tone={missing ? "default" : "destructive"}
      title={missing ? "Process not found" : "This process could not be loaded"}
      actions={
        <>
          {!missing && onRetry ? (
            <Button variant="outline" onClick={onRetry}>
              Try again
            </Button>
          ) : null}
          <Button asChild variant="ghost">
            <Link to="/processes">All processes</Link>
          </Button>
        </>
      }
    >
      {missing ? "There is no process with this id in your organisation." : error?.message}
    </StatusPage>
  );
}
