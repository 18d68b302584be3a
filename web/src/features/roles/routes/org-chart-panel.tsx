import { Network } from "lucide-react";
import type { ReactNode } from "react";
import { Spinner } from "@/components/ui/spinner";
import type { Connection } from "@/lib/graphql-client";
import type { Role } from "../api/types";

/** The org chart's loading, failure and empty states around the chart itself. */
export function OrgChartPanel({
  data,
  error,
  isFetching,
  mine,
  children,
}: {
  /** The whole list under the current terms; undefined while loading. */
  data: Connection<Role> | undefined;
  /** Why it could not be loaded. */
  error: string | null;
  isFetching: boolean;
  mine: boolean;
  children: (roles: Role[]) => ReactNode;
}) {
  if (!data && !error) {
    return (
      <div className="grid h-48 place-content-center rounded-xl border bg-card" aria-busy>
        <Spinner label="Loading the reporting tree" className="size-6" />
      </div>
    );
  }
  if (!data) {
    return (
      <p
        role="alert"
        className="rounded-xl border bg-card p-6 text-center text-sm text-destructive"
      >
        {error}
      </p>
    );
  }
  const { nodes, totalCount } = data;
  if (nodes.length === 0) {
    return (
      <div className="grid place-items-center gap-2 rounded-xl border bg-card px-6 py-12 text-center text-sm text-muted-foreground">
        <Network className="size-8 opacity-50" aria-hidden />
        {mine ? "You do not fill any role yet." : "No matching records found"}
      </div>
    );
  }
  return (
    <div className="grid gap-2" aria-busy={isFetching}>
      {children(nodes)}
      {totalCount > nodes.length ? (
        <p className="text-xs text-muted-foreground">
          The chart shows the first {nodes.length} of {totalCount} roles; search to narrow it down.
        </p>
      ) : null}
    </div>
  );
}
