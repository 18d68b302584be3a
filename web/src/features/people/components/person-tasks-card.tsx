import { Link } from "react-router";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table";
import type { PersonTask, TaskStatus } from "../api/person-fields";

/** Status values as people read them (docs/task-engine.md#task-states). */
export const STATUS_LABEL: Record<TaskStatus, string> = {
  NotStarted: "Not Started",
  InProgress: "In Progress",
  Complete: "Complete",
};

const STATUS_VARIANT: Record<TaskStatus, "secondary" | "default" | "success"> = {
  NotStarted: "secondary",
  InProgress: "default",
  Complete: "success",
};

/** The person's stored tasks, each with its process (userGetInfo). */
export function PersonTasksCard({ tasks }: { tasks: PersonTask[] }) {
  const visible = tasks.filter((task) => !task.deleted);
  return (
    <Card className="gap-3">
      <CardHeader>
        <CardTitle>Tasks</CardTitle>
        <CardDescription>The tasks assigned to this person, latest due date first.</CardDescription>
      </CardHeader>
      {visible.length === 0 ? (
        <CardContent>
          <p className="rounded-lg border border-dashed px-4 py-6 text-center text-sm text-muted-foreground">
            No tasks yet
          </p>
        </CardContent>
      ) : (
        <Table aria-label="Tasks">
          <TableHeader>
            <TableRow className="hover:bg-transparent">
              <TableHead className="pl-5 sm:pl-6">Task</TableHead>
              <TableHead>Process</TableHead>
              <TableHead>Due date</TableHead>
              <TableHead className="pr-5 sm:pr-6">Status</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {visible.map((task) => (
              <TableRow key={task.id}>
                <TableCell className="pl-5 font-medium sm:pl-6">{task.name}</TableCell>
                <TableCell>
                  {task.process ? (
                    <Link
                      to={`/processes/${task.process.id}`}
                      className="text-primary hover:underline"
                    >
                      {task.process.processHandle}
                    </Link>
                  ) : (
                    <span className="text-muted-foreground">—</span>
                  )}
                </TableCell>
                <TableCell className="whitespace-nowrap tabular-nums">{task.dueDate}</TableCell>
                <TableCell className="pr-5 sm:pr-6">
                  <span className="flex flex-wrap gap-1">
                    <Badge variant={STATUS_VARIANT[task.status]}>{STATUS_LABEL[task.status]}</Badge>
                    {task.is_late ? <Badge variant="destructive">Late</Badge> : null}
                    {task.is_missed ? <Badge variant="outline">Missed</Badge> : null}
                  </span>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Card>
  );
}
