/**
 * The month / week / agenda calendar of the screen's query (FullCalendar 7, MIT core).
 * Imported only through React.lazy (task-calendar-view.tsx), so FullCalendar and its
 * Temporal polyfill are a chunk of their own that only this view downloads.
 */
import FullCalendar, { useCalendarController, type DatesSetInfo } from "@fullcalendar/react";
import dayGridPlugin from "@fullcalendar/react/daygrid";
import listPlugin from "@fullcalendar/react/list";
import classicThemePlugin from "@fullcalendar/react/themes/classic";
import "@fullcalendar/react/skeleton.css";
import "@fullcalendar/react/themes/classic/theme.css";
import "@fullcalendar/react/themes/classic/palette.css";
import "./task-calendar.css";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { addDays } from "@shared/dates/index.ts";
import { Button } from "@/components/ui/button";
import { usePreferences } from "@/lib/preferences";
import { statusName, type Task } from "@/components/tasks";

export const CALENDAR_VIEWS = ["dayGridMonth", "dayGridWeek", "listWeek"] as const;
export type CalendarView = (typeof CALENDAR_VIEWS)[number];

const VIEW_LABELS: Readonly<Record<CalendarView, string>> = {
  dayGridMonth: "tasks.calendar.month",
  dayGridWeek: "tasks.calendar.week",
  listWeek: "tasks.calendar.agenda",
};

export interface TaskCalendarProps {
  tasks: readonly Task[];
  /** The first day shown at first (the range's start, or today). */
  initialDate: string;
  /** The visible days, inclusive, whenever they change. */
  onDaysChange: (start: string, end: string) => void;
  onOpen: (task: Task) => void;
}

/** A phone gets the agenda (a list of days) first: seven columns do not fit its width. */
function initialView(): CalendarView {
  return window.matchMedia?.("(max-width: 640px)").matches ? "listWeek" : "dayGridMonth";
}

function eventTitle(task: Task, lateWord: string, missedWord: string): string {
  const who = task.assignee ? ` — ${task.assignee.name}` : "";
  // Late (and missed) is said in words, not only by the event's colour.
  const late = task.is_late ? `${lateWord}: ` : task.is_missed ? `${missedWord}: ` : "";
  return `${late}${task.name}${who} (${statusName(task.status)})`;
}

/** The app's own tokens, which follow the dark skin. */
function eventColors(task: Task): { color: string; contrastColor: string } {
  if (task.is_late)
    return { color: "var(--destructive)", contrastColor: "var(--destructive-foreground)" };
  if (task.status === "Complete")
    return { color: "var(--success)", contrastColor: "var(--primary-foreground)" };
  return { color: "var(--primary)", contrastColor: "var(--primary-foreground)" };
}

export default function TaskCalendar({
  tasks,
  initialDate,
  onDaysChange,
  onOpen,
}: TaskCalendarProps) {
  const { t } = useTranslation();
  const { skin } = usePreferences();
  const controller = useCalendarController();
  const [view, setView] = useState<CalendarView>(initialView);
  const [title, setTitle] = useState("");
  const byHandle = useMemo(() => new Map(tasks.map((task) => [task.handle, task])), [tasks]);
  const events = useMemo(
    () =>
      tasks.map((task) => ({
        id: task.handle,
        title: eventTitle(task, t("tasks.late"), t("tasks.missed")),
        start: task.dueDate,
        allDay: true,
        // Focusable and opened with Enter, like a link.
        interactive: true,
        ...eventColors(task),
      })),
    [tasks, t],
  );

  function datesSet(info: DatesSetInfo) {
    setTitle(info.view.title);
    // Days in UTC (timeZone below): the end is exclusive.
    onDaysChange(info.startStr.slice(0, 10), addDays(info.endStr.slice(0, 10), -1));
  }

  function changeView(next: CalendarView) {
    setView(next);
    controller.changeView(next);
  }

  return (
    <div className="task-calendar grid grid-cols-[minmax(0,1fr)] gap-3" data-color-scheme={skin}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex items-center gap-1">
          <Button
            type="button"
            variant="outline"
            size="icon"
            aria-label={t("tasks.calendar.previous")}
            onClick={() => controller.prev()}
          >
            <ChevronLeft />
          </Button>
          <Button
            type="button"
            variant="outline"
            size="icon"
            aria-label={t("tasks.calendar.next")}
            onClick={() => controller.next()}
          >
            <ChevronRight />
          </Button>
          <Button type="button" variant="outline" size="sm" onClick={() => controller.today()}>
            {t("tasks.calendar.today")}
          </Button>
        </div>
        <h2
          className="order-first w-full text-base font-semibold sm:order-none sm:w-auto"
          aria-live="polite"
        >
          {title}
        </h2>
        <div role="group" aria-label={t("tasks.view.label")} className="flex gap-1">
          {CALENDAR_VIEWS.map((name) => (
            <Button
              key={name}
              type="button"
              size="sm"
              variant={view === name ? "default" : "outline"}
              aria-pressed={view === name}
              onClick={() => changeView(name)}
            >
              {t(VIEW_LABELS[name])}
            </Button>
          ))}
        </div>
      </div>
      <FullCalendar
        plugins={[dayGridPlugin, listPlugin, classicThemePlugin]}
        controller={controller}
        initialView={view}
        initialDate={initialDate}
        headerToolbar={false}
        timeZone="UTC"
        firstDay={1}
        height="auto"
        dayMaxEvents={4}
        // All-day tasks: no time column; titles wrap rather than lose their end.
        displayEventTime={false}
        eventInnerClass="task-event-inner"
        eventTitleClass="task-event-title"
        listItemEventInnerClass="task-event-inner"
        listItemEventTitleClass="task-event-title"
        events={events}
        datesSet={datesSet}
        eventClick={(info) => {
          info.jsEvent.preventDefault();
          const task = byHandle.get(info.event.id);
          if (task) onOpen(task);
        }}
      />
    </div>
  );
}
