import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { useListQuery, type ListQuery, type ListVariables } from "@/components/list-page";
import { Spinner } from "@/components/ui/spinner";
import { loadChunk } from "@/lib/chunk-loader";
import type { taskKeys } from "../api/query-keys";
import { type TaskScope } from "../api/query-keys";
import type { Task } from "@/components/tasks";
import { taskCalendarQuery } from "../api/task-lists";
import { clipRange, type DateRange } from "./date-range";

// Its own chunk: FullCalendar downloads only when someone opens the calendar.
const TaskCalendar = lazy(() => loadChunk(() => import("./task-calendar")));

type CalendarVariables = ListVariables & { from?: string | null; to?: string | null };

/** The calendar asks for every task of its visible days, as one list (at most 1000, docs/product.md#limits). */
export const CALENDAR_LIMIT = 1000;

export interface TaskCalendarViewProps {
  scope: TaskScope;
  terms: readonly string[];
  range: DateRange;
  today: string;
  onOpen: (task: Task) => void;
}

/** The same query as the list (terms and range), for the days the calendar shows. */
export function TaskCalendarView({ scope, terms, range, today, onOpen }: TaskCalendarViewProps) {
  const { t } = useTranslation();
  const [days, setDays] = useState<{ start: string; end: string } | null>(null);
  const shown = days ? clipRange(range, days.start, days.end) : null;
  const query: ListQuery<
    Task,
    CalendarVariables,
    ReturnType<typeof taskKeys.calendar>
  > = taskCalendarQuery(scope);
  const result = useListQuery({
    query,
    variables: {
      offset: 0,
      limit: CALENDAR_LIMIT,
      sortBy: "dueDate",
      isDesc: false,
      from: shown?.from,
      to: shown?.to,
    },
    terms,
    search: { entity: "task", noun: "tasks" },
    enabled: shown !== null,
  });
  const tasks = shown ? (result.data?.nodes ?? []) : [];
  const total = result.data?.totalCount ?? 0;

  return (
    <div className="relative grid grid-cols-[minmax(0,1fr)] gap-2 rounded-xl border bg-card p-3 sm:p-4">
      {result.refusal || result.error ? (
        <p role="alert" className="text-sm text-destructive">
          {result.refusal ?? result.error}
        </p>
      ) : null}
      {shown && total > tasks.length ? (
        <p role="status" className="text-sm text-muted-foreground">
          {t("tasks.calendar.truncated", { shown: tasks.length, total })}
        </p>
      ) : null}
      <Suspense
        fallback={
          <Spinner label={t("tasks.calendar.loading")} className="m-8 size-6 justify-self-center" />
        }
      >
        <section aria-label={t("tasks.calendar.label")} aria-busy={result.isFetching}>
          <TaskCalendar
            tasks={tasks}
            initialDate={range.from ?? today}
            onDaysChange={(start, end) =>
              setDays((current) =>
                current?.start === start && current.end === end ? current : { start, end },
              )
            }
            onOpen={onOpen}
          />
        </section>
      </Suspense>
    </div>
  );
}
