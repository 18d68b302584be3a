import { Plus } from "lucide-react";
import { useCallback, useState } from "react";
import { DataTable, toOffsetLimit, useTableUrlState } from "@/components/data-table";
import { PageHeader } from "@/components/layout/page-header";
import { Button } from "@/components/ui/button";
import { ConfirmDeleteDialog } from "@/components/confirm-delete-dialog";
import { RowActions } from "@/components/data-table/row-actions";
import { notifySuccess } from "@/lib/notify";
import { useSession } from "@/lib/session";
import { errorMessage } from "../api/api-errors";
import { useLabels } from "../api/labels";
import { useRemoveLabel } from "../api/remove-label";
import type { Label } from "../api/label-fields";
import { labelColumns } from "../components/label-columns";
import { LabelSheet } from "../components/label-sheet";

/** /labels (label-list): the organisation's process labels, `Prefix:Value`. */
export default function LabelsListRoute() {
  const { can } = useSession();
  const [state, setState] = useTableUrlState({ sortBy: "label" });
  const query = useLabels({
    q: state.q ? [state.q] : undefined,
    ...toOffsetLimit(state),
    sortBy: state.sortBy ?? "label",
    isDesc: state.isDesc,
  });
  const remove = useRemoveLabel();
  const [sheet, setSheet] = useState<{ open: boolean; label?: Label }>({ open: false });
  const [pending, setPending] = useState<Label | null>(null);
  const mayCreate = can("create", "tool");
  const mayUpdate = can("update", "tool");
  const mayDelete = can("delete", "tool");

  async function confirmDelete() {
    if (pending && (await remove.mutateAsync(pending.id)))
      notifySuccess(`Label ${pending.label} deleted`);
  }

  const rowActions = useCallback(
    (label: Label) => (
      <RowActions
        name={label.label}
        onEdit={mayUpdate ? () => setSheet({ open: true, label }) : undefined}
        onDelete={mayDelete ? () => setPending(label) : undefined}
      />
    ),
    [mayUpdate, mayDelete],
  );

  const uses = pending?.processes.length ?? 0;
  return (
    <div>
      <PageHeader
        title="Labels"
        description="Tags for processes, written Prefix:Value. The prefixes are the rows and columns of the matrix."
        actions={
          mayCreate ? (
            <Button onClick={() => setSheet({ open: true })}>
              <Plus />
              Add label
            </Button>
          ) : null
        }
      />
      <DataTable
        label="Labels"
        columns={labelColumns}
        data={query.data?.nodes}
        totalCount={query.data?.totalCount ?? 0}
        state={state}
        onStateChange={setState}
        getRowId={(label) => String(label.id)}
        isFetching={query.isFetching}
        error={query.isError && !query.data ? errorMessage(query.error) : null}
        searchPlaceholder="Search labels"
        rowActions={mayUpdate || mayDelete ? rowActions : undefined}
        onRowClick={mayUpdate ? (label) => setSheet({ open: true, label }) : undefined}
      />
      <LabelSheet
        open={sheet.open}
        label={sheet.label}
        onOpenChange={(open) => setSheet((s) => ({ ...s, open }))}
      />
      <ConfirmDeleteDialog
        open={pending !== null}
        onOpenChange={(open) => !open && setPending(null)}
        question={`Are you sure that you want to delete the label ${pending?.label ?? ""}?`}
        detail={
          uses > 0
            ? `${uses === 1 ? "1 process loses" : `${uses} processes lose`} this label; the processes stay. This cannot be undone.`
            : undefined
        }
        onConfirm={confirmDelete}
        refusalOf={errorMessage}
      />
    </div>
  );
}
