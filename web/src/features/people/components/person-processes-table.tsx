import { Link } from "react-router";
import { Badge } from "@/components/ui/badge";
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table";
import { throughRoles, type PersonProcess } from "../api/person-processes";
import type { RoleRef } from "../api/person-fields";

/** One page of a person's processes: handle, name, how often, and through which role. */
export function PersonProcessesTable({
  processes,
  roles,
}: {
  processes: readonly PersonProcess[];
  roles: readonly RoleRef[];
}) {
  return (
    <Table aria-label="Processes">
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          <TableHead className="pl-5 sm:pl-6">Process</TableHead>
          <TableHead>Name</TableHead>
          <TableHead>Frequency</TableHead>
          <TableHead className="pr-5 sm:pr-6">Through role</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {processes.map((process) => {
          const through = throughRoles(process, roles);
          return (
            <TableRow key={process.id}>
              <TableCell className="pl-5 whitespace-nowrap sm:pl-6">
                <Link
                  to={`/processes/${process.id}`}
                  className="font-medium text-primary hover:underline"
                >
                  {process.processHandle}
                </Link>
              </TableCell>
              <TableCell className="min-w-40 whitespace-normal">{process.name}</TableCell>
              <TableCell className="min-w-40 whitespace-normal">
                <span
                  className={
                    process.frequencyType === "AsNeeded"
                      ? "text-muted-foreground"
                      : process.hasNoDates
                        ? "text-warning"
                        : undefined
                  }
                  title={process.compactFrequency || undefined}
                >
                  {process.frequencyDescription}
                </span>
              </TableCell>
              <TableCell className="pr-5 sm:pr-6">
                {through.length === 0 ? (
                  // Roles changed since this page loaded: say so rather than guess.
                  <span className="text-muted-foreground">—</span>
                ) : (
                  <span className="flex flex-wrap gap-1" aria-label="Through roles">
                    {through.map((role) => (
                      <Badge key={role.id} variant="secondary" title={role.name}>
                        {role.roleHandle}
                      </Badge>
                    ))}
                  </span>
                )}
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
