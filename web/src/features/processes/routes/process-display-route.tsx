import { ArrowLeft, FileQuestion, Pencil, Trash2 } from "lucide-react";
import { useState } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { PageLoadState } from "@/components/load-state";
import { PageHeader } from "@/components/layout/page-header";
import { Button } from "@/components/ui/button";
import { ConfirmDeleteDialog } from "@/components/confirm-delete-dialog";
import { notifySuccess } from "@/lib/notify";
import { useSession } from "@/lib/session";
import { useProcess } from "../api/process";
import { useRemoveProcess } from "../api/remove-process";
import { useOrgToday } from "../components/org-today";
import { ProcessDetailsCard } from "../components/process-details-card";
import { ProcessPeopleCard } from "../components/process-people-card";
import { ProcessScheduleCard } from "../components/process-schedule-card";
import { ProcessScheduleHistoryCard } from "../components/process-schedule-history-card";
import { ProcessSheet } from "../components/process-sheet";
import { parseRouteId } from "./route-id";

/** /processes/:id (process-display): everything about one process. */
export default function ProcessDisplayRoute() {
  const id = parseRouteId(useParams().id);
  const navigate = useNavigate();
  const { can } = useSession();
  const today = useOrgToday();
  const query = useProcess(id ?? 0, { enabled: id !== null });
  const remove = useRemoveProcess();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const process = query.data;
  // A User-type member reads only their own scope (API) and their own list.
  const wholeOrg = can("read", "process");

  if (id === null || !process) {
    return (
      <PageLoadState
        noun="process"
        icon={FileQuestion}
        back={{ to: "/processes", label: "All processes" }}
        error={query.error}
        notFound={id === null || query.data === null}
        onRetry={() => void query.refetch()}
      />
    );
  }

  async function confirmDelete() {
    if (!process) return;
    if (await remove.mutateAsync(process.id)) {
      notifySuccess(`${process.name} deleted`);
      await navigate("/processes", { replace: true });
    }
  }

  return (
    <div className="mx-auto max-w-6xl">
      <Link
        to={wholeOrg ? "/processes" : "/myProcesses"}
        className="mb-3 inline-flex items-center gap-1.5 text-sm text-muted-foreground hover:text-foreground"
      >
        <ArrowLeft className="size-4" aria-hidden />
        {wholeOrg ? "Processes" : "My processes"}
      </Link>
      <PageHeader
        title={process.name}
        description={process.processHandle}
        actions={
          <>
            {can("update", "process") ? (
              <Button onClick={() => setEditing(true)}>
                <Pencil />
                Edit
              </Button>
            ) : null}
            {can("delete", "process") ? (
              <Button
                variant="outline"
                className="text-destructive"
                onClick={() => setDeleting(true)}
              >
                <Trash2 />
                Delete
              </Button>
            ) : null}
          </>
        }
      />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="grid content-start gap-6">
          <ProcessScheduleCard process={process} />
          <ProcessScheduleHistoryCard history={process.scheduleHistory} />
          <ProcessDetailsCard process={process} wholeOrg={wholeOrg} />
        </div>
        <div className="content-start">
          <ProcessPeopleCard users={process.users} wholeOrg={wholeOrg} />
        </div>
      </div>
      <ProcessSheet open={editing} onOpenChange={setEditing} process={process} today={today} />
      <ConfirmDeleteDialog
        open={deleting}
        onOpenChange={setDeleting}
        question={`Are you sure that you want to delete ${process.name}?`}
        detail="Its tasks are deleted with it. This cannot be undone."
        onConfirm={confirmDelete}
      />
    </div>
  );
}
