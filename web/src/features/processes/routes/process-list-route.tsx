import { Plus } from "lucide-react";
import { useMemo } from "react";
import { useLocation, useNavigate } from "react-router";
import { CsvImportAction, useReloadAfterImport } from "@/components/csv-import";
import { ListPage, useListPage } from "@/components/list-page";
import { useSession } from "@/lib/session";
import { currentUserProcessesQueryOptions } from "../api/current-user-processes";
import { processesQueryOptions } from "../api/processes";
import { currentUserProcessesExport, processesExport } from "../api/export-processes";
import { processKeys } from "../api/query-keys";
import { useRemoveProcess } from "../api/remove-process";
import { useRemoveProcesses } from "../api/remove-processes";
import { useOrgToday } from "../components/org-today";
import { processColumns } from "../components/process-columns";
import { ProcessSheet } from "../components/process-sheet";

/** What an import of processes changes: processes, labels, and the processes roles carry. */
const IMPORT_ROOTS = [processKeys.all, ["labels"], ["roles"]] as const;
/** Processes are refetched whole, sorted by processHandle (docs/product.md#limits). */
const ALL_PROCESSES = { offset: 0, limit: 1000, sortBy: "processHandle", isDesc: false };

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
  const list = useListPage({
    query: mine ? currentUserProcessesQueryOptions : processesQueryOptions,
    sortBy: "name",
    terms: { entity: "process", noun: "processes" },
    export: mine ? currentUserProcessesExport : processesExport,
  });
  const reload = useReloadAfterImport({
    firstPage: () => list.table.page !== 1 && list.onTableChange({ page: 1 }),
    roots: IMPORT_ROOTS,
    fullList: processesQueryOptions(ALL_PROCESSES),
  });
  const removeProcess = useRemoveProcess();
  const removeProcesses = useRemoveProcesses();
  // A process page shows anyone one of their own processes (route resource myProcess).
  const mayOpen = can("read", "process") || (mine && can("read", "myProcess"));
  const columns = useMemo(() => processColumns({ linkable: mayOpen }), [mayOpen]);

  return (
    <ListPage
      list={list}
      title={mine ? "My processes" : "Processes"}
      description={
        mine
          ? "The processes assigned to your roles, and how often they run."
          : "Every procedure of the organisation: who does it, how often, and its documents."
      }
      actions={
        !mine && can("manage", "process") ? (
          <CsvImportAction kind="PROCESSES" onImported={reload} />
        ) : undefined
      }
      add={can("create", "process") ? { label: "Add process", icon: Plus } : undefined}
      filters="Process"
      columns={columns}
      name={(process) => process.name}
      rowLabel={(process) => process.name}
      searchPlaceholder="Search or add a filter"
      onRowClick={mayOpen ? (process) => void navigate(`/processes/${process.id}`) : undefined}
      canEdit={can("update", "process")}
      remove={
        can("delete", "process")
          ? {
              one: (process) => removeProcess.mutateAsync(process.id),
              many: {
                run: (processes) => removeProcesses.mutateAsync(processes.map((p) => p.id)),
                noun: ["process", "processes"],
              },
              detail: "Their tasks are deleted with them. This cannot be undone.",
            }
          : undefined
      }
      sheet={(sheet) => <ProcessSheet {...sheet} process={sheet.item} today={today} />}
    />
  );
}
