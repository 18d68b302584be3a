import { useState } from "react";
import { DataTablePagination } from "@/components/data-table";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Loading, LoadFailure } from "@/components/load-state";
import { cn } from "@/lib/utils";
import { PERSON_PROCESSES_PAGE_SIZE, usePersonProcesses } from "../api/person-processes";
import type { RoleRef } from "../api/person-fields";
import { PersonProcessesTable } from "./person-processes-table";

/**
 * The processes this person gets tasks from: those assigned to a role they fill,
 * with the role(s) that bring each one. Pages on the server past 25.
 */
export function PersonProcessesCard({
  personId,
  roles,
}: {
  personId: number;
  roles: readonly RoleRef[];
}) {
  const [page, setPage] = useState(1);
  const processes = usePersonProcesses(personId, page);
  const data = processes.data;

  return (
    <Card className="gap-3">
      <CardHeader>
        <CardTitle>Processes</CardTitle>
        <CardDescription>{describe(data?.totalCount)}</CardDescription>
      </CardHeader>
      {data ? (
        data.totalCount === 0 ? (
          <CardContent>
            <p className="rounded-lg border border-dashed px-4 py-6 text-center text-sm text-muted-foreground">
              No processes through this person&apos;s roles
            </p>
          </CardContent>
        ) : (
          <div
            className={cn("transition-opacity", processes.isPlaceholderData && "opacity-60")}
            aria-busy={processes.isPlaceholderData}
          >
            <PersonProcessesTable processes={data.nodes} roles={roles} />
            {data.totalCount > PERSON_PROCESSES_PAGE_SIZE ? (
              <div className="border-t">
                <DataTablePagination
                  page={page}
                  size={PERSON_PROCESSES_PAGE_SIZE}
                  totalCount={data.totalCount}
                  onPageChange={setPage}
                />
              </div>
            ) : null}
          </div>
        )
      ) : processes.isError ? (
        <CardContent>
          <LoadFailure error={processes.error} onRetry={() => void processes.refetch()} />
        </CardContent>
      ) : (
        <Loading label="Loading processes" />
      )}
    </Card>
  );
}

function describe(totalCount: number | undefined): string {
  if (!totalCount) return "The processes assigned to this person's roles.";
  const noun = totalCount === 1 ? "process" : "processes";
  return `${totalCount} ${noun} assigned to this person's roles, sorted by handle.`;
}
