import { Plus } from "lucide-react";
import { useCallback, useMemo, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { DataTable, toOffsetLimit } from "@/components/data-table";
import { PageHeader } from "@/components/layout/page-header";
import { Button } from "@/components/ui/button";
import { ConfirmDeleteDialog } from "@/components/confirm-delete-dialog";
import { RowActions } from "@/components/data-table/row-actions";
import { notifySuccess } from "@/lib/notify";
import { useSession } from "@/lib/session";
import {
  fallbackTerms,
  SavedFiltersBar,
  termsArgument,
  termsOutcome,
  useTermsTableState,
} from "@/components/saved-filters";
import { useCurrentUserProcesses } from "../api/current-user-processes";
import { useProcesses } from "../api/processes";
import type { ProcessListVariables } from "../api/query-keys";
import { useRemoveProcess } from "../api/remove-process";
import { useRemoveProcesses } from "../api/remove-processes";
import type { Process } from "../api/process-fields";
import { useOrgToday } from "../components/org-today";
import { processColumns } from "../components/process-columns";
import { ProcessSheet } from "../components/process-sheet";

type Pending =
  | { kind: "one"; process: Process }
  | { kind: "many"; processes: Process[]; done: () => void }
  | null;

const plural = (n: number) => (n === 1 ? "1 process" : `${n} processes`);

/**
 * /processes (process-list, admins and managers) and /myProcesses (my-process-list: the
 * processes assigned to the caller's roles) — one screen. The search is a list of q
 * terms in the URL (`?q=has:noDocs&q=label:Dept:HR`), shown as chips.
 */
export default function ProcessListRoute() {
  const mine = useLocation().pathname.toLowerCase().startsWith("/myprocesses");
  const navigate = useNavigate();
  const { can } = useSession();
  const today = useOrgToday();
  const { table, terms, onTableChange, setTerms } = useTermsTableState({ sortBy: "name" });
  const variables: ProcessListVariables = {
    q: termsArgument(terms),
    ...toOffsetLimit(table),
    sortBy: table.sortBy ?? "name",
    isDesc: table.isDesc,
  };
  const all = useProcesses(variables, { enabled: !mine });
  const own = useCurrentUserProcesses(variables, { enabled: mine });
  const main = mine ? own : all;

  // A refused term must not blank the list: the server's message shows above it, and the
  // rows are those of the terms it would accept (the same shared parser decides).
  const retry = fallbackTerms(terms, "process", main);
  const fallbackVariables = { ...variables, q: termsArgument(retry) };
  const fallbackAll = useProcesses(fallbackVariables, { enabled: retry !== null && !mine });
  const fallbackOwn = useCurrentUserProcesses(fallbackVariables, {
    enabled: retry !== null && mine,
  });
  const shown = termsOutcome(main, mine ? fallbackOwn : fallbackAll, retry, "processes");

  const removeProcess = useRemoveProcess();
  const removeProcesses = useRemoveProcesses();
  const [sheet, setSheet] = useState<{ open: boolean; process?: Process }>({ open: false });
  const [pending, setPending] = useState<Pending>(null);

  const mayOpen = can("read", "process");
  const mayCreate = can("create", "process");
  const mayUpdate = can("update", "process");
  const mayDelete = can("delete", "process");
  const columns = useMemo(() => processColumns({ linkable: mayOpen }), [mayOpen]);

  async function confirmDelete() {
    if (!pending) return;
    if (pending.kind === "one") {
      if (await removeProcess.mutateAsync(pending.process.id))
        notifySuccess(`${pending.process.name} deleted`);
    } else if (await removeProcesses.mutateAsync(pending.processes.map((p) => p.id))) {
      notifySuccess(`${plural(pending.processes.length)} deleted`);
      pending.done();
    }
  }

  const rowActions = useCallback(
    (process: Process) => (
      <RowActions
        name={process.name}
        onEdit={mayUpdate ? () => setSheet({ open: true, process }) : undefined}
        onDelete={mayDelete ? () => setPending({ kind: "one", process }) : undefined}
      />
    ),
    [mayUpdate, mayDelete],
  );

  return (
    <div>
      <PageHeader
        title={mine ? "My processes" : "Processes"}
        description={
          mine
            ? "The processes assigned to your roles, and how often they run."
            : "Every procedure of the organisation: who does it, how often, and its documents."
        }
        actions={
          mayCreate ? (
            <Button onClick={() => setSheet({ open: true })}>
              <Plus />
              Add process
            </Button>
          ) : null
        }
      />
      <div className="mb-4">
        <SavedFiltersBar
          entity="Process"
          terms={terms}
          onTermsChange={setTerms}
          serverError={shown.refusal}
        />
      </div>
      <DataTable
        // A new set of terms is a new view: the search box and the selection start afresh.
        key={terms.join("\n")}
        label={mine ? "My processes" : "Processes"}
        columns={columns}
        data={shown.data?.nodes}
        totalCount={shown.data?.totalCount ?? 0}
        state={table}
        onStateChange={onTableChange}
        getRowId={(process) => String(process.id)}
        rowLabel={(process) => process.name}
        isFetching={shown.isFetching}
        error={shown.error}
        searchPlaceholder="Search or add a filter"
        enableRowSelection={mayDelete}
        bulkActions={(processes, done) => (
          <Button
            variant="destructive"
            size="sm"
            onClick={() => setPending({ kind: "many", processes, done })}
          >
            Delete selected ({processes.length})
          </Button>
        )}
        rowActions={mayUpdate || mayDelete ? rowActions : undefined}
        onRowClick={mayOpen ? (process) => void navigate(`/processes/${process.id}`) : undefined}
      />
      <ProcessSheet
        open={sheet.open}
        process={sheet.process}
        today={today}
        onOpenChange={(open) => setSheet((s) => ({ ...s, open }))}
      />
      <ConfirmDeleteDialog
        open={pending !== null}
        onOpenChange={(open) => !open && setPending(null)}
        question={
          pending?.kind === "many"
            ? `Are you sure that you want to delete ${plural(pending.processes.length)}?`
            : `Are you sure that you want to delete ${pending?.process.name ?? "this process"}?`
        }
        detail="Their tasks are deleted with them. This cannot be undone."
        onConfirm={confirmDelete}
      />
    </div>
  );
}
