import { UserX } from "lucide-react";
import { Link } from "react-router";
import { StatusPage } from "@/components/layout/status-page";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { ApiError } from "@/lib/graphql-client";

/** What a person screen shows before it has the person: a spinner, or why not. */
export function PersonLoadState({
  error,
  notFound = false,
  onRetry,
}: {
  error: Error | null;
  /** The address cannot name a person at all (`/people/abc`). */
  notFound?: boolean;
  onRetry?: () => void;
}) {
  if (!error && !notFound) {
    return (
      <div className="flex justify-center py-16">
        <Spinner label="Loading person" className="size-6" />
      </div>
    );
  }
  const missing = notFound || (error instanceof ApiError && error.code === "NOT_FOUND");
  return (
    <StatusPage
      icon={UserX}
      tone={missing ? "default" : "destructive"}
      title={missing ? "Person not found" : "This person could not be loaded"}
      actions={
        <>
          {!missing && onRetry ? (
            <Button variant="outline" onClick={onRetry}>
              Try again
            </Button>
          ) : null}
          <Button asChild variant="ghost">
            <Link to="/">Go to the dashboard</Link>
          </Button>
        </>
      }
    >
      {missing ? "There is no person with this id in your organisation." : error?.message}
    </StatusPage>
  );
}
