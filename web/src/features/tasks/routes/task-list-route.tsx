import { CalendarDays, List, Plus } from "lucide-react";
import { useCallback, useEffect, useId, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useSearchParams } from "react-router";
import { ConfirmDeleteDialog } from "@/components/confirm-delete-dialog";
import { DataTable } from "@/components/data-table";
import { Field } from "@/components/form-field";
import { Textarea } from "@/components/ui/textarea";
import { RowActions } from "@/components/data-table/row-actions";
import { PageHeader } from "@/components/layout/page-header";
import { ExportCsvButton, useListPage, useListParam } from "@/components/list-page";
import { SavedFiltersBar } from "@/components/saved-filters";
import { Button } from "@/components/ui/button";
import { notifySuccess } from "@/lib/notify";
import { useSession } from "@/lib/session";
import { DEFAULT_TIMEZONE, todayInOffset } from "@shared/dates/index.ts";
import { useRemoveTask } from "../api/remove-task";
import { taskLabel, type Task } from "@/components/tasks";
import { taskListQuery } from "../api/task-lists";
import { tasksExport } from "../api/export-tasks";
import { BulkStatus } from "../components/bulk-status";
import { CalendarFeedButton } from "../components/calendar-feed-dialog";
import { SkipDaysButton } from "../components/skip-days-dialog";
import { readDateRange, writeDateRange, type DateRange } from "../components/date-range";
import { DateRangeBar } from "../components/date-range-bar";
import { FiltersToggle, FoldedFilters } from "../components/folded-filters";
import { Segmented } from "../components/segmented";
import { TaskCalendarView } from "../components/task-calendar-view";
import { taskColumns } from "../components/task-columns";
import { TaskFilters } from "../components/task-filters";
import { TaskSheet } from "../components/task-sheet";
import { usePeopleForTasks, useProcessesForTasks } from "../api/pickers";
import {
  activeFilterCount,
  BASIC_FILTER_KINDS,
  filterTerm,
  isOpening,
  nameTerm,
  PICKER_FILTER_KINDS,
  termsForUrl,
  withFilterTerm,
  withOpenWork,
} from "../components/task-terms";

type View = "list" | "calendar";
const parseView = (raw: string | null): View | null => (raw === "calendar" ? "calendar" : null);

/**
 * /tasks (task-list: the organisation's tasks, admins and managers) and /myTasks
 * (my-task-list: the caller's own; an admin or manager may widen it with `d=org`) — one
 * screen. Everything that chooses the rows is in the URL: q terms (repeated, one each),
 * from/to, page, size, sort, and the list/calendar view. Opened without terms or dates, it
 * writes the open work's terms into the URL (OPEN_WORK_TERMS): late first, then today, then
 * the days ahead; a person who clears every term gets a blank `q`, so the list stays cleared.
 */
export default function TaskListRoute() {
  const { t } = useTranslation();
  const mine = useLocation().pathname.toLowerCase().startsWith("/mytasks");
  const { can, settings } = useSession();
  const canManage = can("update", "task");
  const today = todayInOffset(settings?.timezone ?? DEFAULT_TIMEZONE, new Date());
  const [params, setParams] = useSearchParams();
  const range = useMemo(() => readDateRange(params), [params]);
  const opening = isOpening(params);
  useEffect(() => {
    if (opening) setParams((current) => withOpenWork(current), { replace: true });
  }, [opening, setParams]);
  const [view, setView] = useListParam<View>("view", parseView);
  const calendar = view === "calendar";
  const list = useListPage({
    query: taskListQuery(mine ? "mine" : "all"),
    sortBy: "dueDate",
    terms: { entity: "task", noun: "tasks" },
    // Absent rather than null: the server's defaults apply (schema: tasks).
    variables: { from: range.from ?? undefined, to: range.to ?? undefined },
    // Not before the URL holds the open work's terms: one request, for what is shown.
    enabled: !calendar && !opening,
    export: tasksExport(mine ? "mine" : "all"),
  });
  const removeTask = useRemoveTask();
  const setListTerms = list.setTerms;
  const setTerms = useCallback((next: string[]) => setListTerms(termsForUrl(next)), [setListTerms]);
  const people = usePeopleForTasks(canManage);
  const processes = useProcessesForTasks(canManage);
  const nameChip = useCallback(
    (raw: string) => nameTerm(raw, people.data ?? [], processes.data ?? []),
    [people.data, processes.data],
  );
  const columns = useMemo(() => taskColumns(t), [t]);
  const { edit, confirmDelete } = list;

  const setRange = useCallback(
    (next: DateRange) => setParams((current) => writeDateRange(current, next)),
    [setParams],
  );
  const rowActions = useCallback(
    (task: Task) => (
      <RowActions
        name={taskLabel(task)}
        onEdit={() => edit(task)}
        onDelete={
          canManage && !task.deleted ? () => confirmDelete({ kind: "one", item: task }) : undefined
        }
      />
    ),
    [canManage, edit, confirmDelete],
  );
  const orgWide = filterTerm(list.terms, "scope") !== "";
  const filtersId = useId();
  const [filtersOpen, setFiltersOpen] = useState(false);
  // What the folded panel holds: the selects this person has, and the date range as one.
  const filterKinds = canManage
    ? [...BASIC_FILTER_KINDS, ...PICKER_FILTER_KINDS]
    : BASIC_FILTER_KINDS;
  const activeFilters =
    activeFilterCount(list.terms, filterKinds) + (range.from || range.to ? 1 : 0);
  const target = list.deletion.target?.kind === "one" ? list.deletion.target.item : undefined;
  // Why the occurrence is skipped: typed in the question, forgotten for the next one.
  const [typedReason, setTypedReason] = useState({ handle: "", text: "" });
  const skipReason = target && typedReason.handle === target.handle ? typedReason.text : "";
  const setSkipReason = (text: string) => setTypedReason({ handle: target?.handle ?? "", text });

  return (
    <div>
      <PageHeader
        title={mine ? t("tasks.titleMine") : t("tasks.title")}
        description={mine ? t("tasks.descriptionMine") : t("tasks.description")}
        actions={
          <>
            <CalendarFeedButton />
            {canManage && !mine ? <SkipDaysButton terms={list.terms} today={today} /> : null}
            {list.exportCsv ? <ExportCsvButton action={list.exportCsv} /> : null}
            {canManage ? (
              <Button onClick={list.add}>
                <Plus />
                {t("tasks.add")}
              </Button>
            ) : null}
          </>
        }
      />
      <div className="mb-4 grid gap-4">
        <div className="flex flex-wrap items-center gap-2">
          <Segmented
            label={t("tasks.view.label")}
            value={calendar ? "calendar" : "list"}
            onChange={(next) => setView(next === "calendar" ? "calendar" : null)}
            options={[
              { value: "list", label: t("tasks.view.list"), icon: <List aria-hidden /> },
              {
                value: "calendar",
                label: t("tasks.view.calendar"),
                icon: <CalendarDays aria-hidden />,
              },
            ]}
          />
          {mine && canManage ? (
            <Segmented
              label={t("tasks.scope.label")}
              value={orgWide ? "org" : "mine"}
              onChange={(next) =>
                setTerms(withFilterTerm(list.terms, "scope", next === "org" ? "d=org" : ""))
              }
              options={[
                { value: "mine", label: t("tasks.scope.mine") },
                { value: "org", label: t("tasks.scope.org") },
              ]}
            />
          ) : null}
          <FiltersToggle
            panelId={filtersId}
            open={filtersOpen}
            onOpenChange={setFiltersOpen}
            count={activeFilters}
          />
        </div>
        <FoldedFilters id={filtersId} open={filtersOpen}>
          <DateRangeBar range={range} today={today} onChange={setRange} />
          <TaskFilters terms={list.terms} onTermsChange={setTerms} withPickers={canManage} />
        </FoldedFilters>
        <SavedFiltersBar
          entity="Task"
          terms={list.terms}
          onTermsChange={setTerms}
          serverError={calendar ? null : list.refusal}
          nameTerm={nameChip}
        />
      </div>
      {calendar ? (
        opening ? null : (
          <TaskCalendarView
            scope={mine ? "mine" : "all"}
            terms={list.terms}
            range={range}
            today={today}
            onOpen={edit}
          />
        )
      ) : (
        <DataTable
          // A new set of terms or dates is a new view: the search box and selection start afresh.
          key={`${list.terms.join("\n")}|${range.from}|${range.to}`}
          label={t("tasks.tableLabel")}
          columns={columns}
          data={list.data?.nodes}
          totalCount={list.data?.totalCount ?? 0}
          state={list.table}
          onStateChange={list.onTableChange}
          getRowId={(task) => task.handle}
          rowLabel={taskLabel}
          isFetching={list.isFetching}
          error={list.error}
          searchPlaceholder={t("tasks.search")}
          enableRowSelection
          canSelectRow={(task) => !task.deleted}
          bulkActions={(tasks, done) => <BulkStatus tasks={tasks} done={done} />}
          rowActions={rowActions}
          onRowClick={edit}
          emptyMessage={t("tasks.empty")}
        />
      )}
      <TaskSheet
        open={list.sheet.open}
        onOpenChange={list.setSheetOpen}
        task={list.sheet.item}
        canManage={canManage}
        today={today}
      />
      <ConfirmDeleteDialog
        open={list.deletion.open}
        onOpenChange={list.setDeletionOpen}
        question={
          target ? t("tasks.deleteQuestion", { name: target.name, date: target.dueDate }) : ""
        }
        detail={target?.isManuallyCreated ? t("tasks.deleteManual") : t("tasks.deleteOccurrence")}
        onConfirm={async () => {
          if (target && (await removeTask.mutateAsync({ ...target, reason: skipReason })))
            notifySuccess(t("tasks.deleted", { name: target.name }));
        }}
      >
        {target && !target.isManuallyCreated ? (
          <Field
            label={t("tasks.skipReason")}
            hint={t("tasks.skipReasonHint")}
            error={skipReason.trim().length > 500 ? t("tasks.skipReasonTooLong") : undefined}
          >
            <Textarea
              rows={2}
              maxLength={500}
              value={skipReason}
              onChange={(event) => setSkipReason(event.target.value)}
            />
          </Field>
        ) : null}
      </ConfirmDeleteDialog>
    </div>
  );
}
