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
import { useProcessCategories } from "../api/process-categories";
import { useRemoveProcessCategory } from "../api/remove-process-category";
import type { ProcessCategory } from "../api/category-fields";
import { categoryColumns } from "../components/category-columns";
import { CategorySheet } from "../components/category-sheet";

/** /processCategories (process-category-list): where process handles come from. */
export default function ProcessCategoriesListRoute() {
  const { can } = useSession();
  const [state, setState] = useTableUrlState({ sortBy: "prefix" });
  const query = useProcessCategories({
    q: state.q ? [state.q] : undefined,
    ...toOffsetLimit(state),
    sortBy: state.sortBy ?? "prefix",
    isDesc: state.isDesc,
  });
  const remove = useRemoveProcessCategory();
  const [sheet, setSheet] = useState<{ open: boolean; category?: ProcessCategory }>({
    open: false,
  });
  const [pending, setPending] = useState<ProcessCategory | null>(null);
  const mayCreate = can("create", "tool");
  const mayUpdate = can("update", "tool");
  const mayDelete = can("delete", "tool");

  async function confirmDelete() {
    if (pending && (await remove.mutateAsync(pending.id)))
      notifySuccess(`Category ${pending.prefix} deleted`);
  }

  const rowActions = useCallback(
    (category: ProcessCategory) => (
      <RowActions
        name={category.prefix}
        onEdit={mayUpdate ? () => setSheet({ open: true, category }) : undefined}
        onDelete={mayDelete ? () => setPending(category) : undefined}
      />
    ),
    [mayUpdate, mayDelete],
  );

  return (
    <div>
      <PageHeader
        title="Process categories"
        description="Each category numbers its processes: a new one gets the next handle, such as HR-001."
        actions={
          mayCreate ? (
            <Button onClick={() => setSheet({ open: true })}>
              <Plus />
              Add category
            </Button>
          ) : null
        }
      />
      <DataTable
        label="Process categories"
        columns={categoryColumns}
        data={query.data?.nodes}
        totalCount={query.data?.totalCount ?? 0}
        state={state}
        onStateChange={setState}
        getRowId={(category) => String(category.id)}
        isFetching={query.isFetching}
        error={query.isError && !query.data ? errorMessage(query.error) : null}
        searchPlaceholder="Search categories"
        rowActions={mayUpdate || mayDelete ? rowActions : undefined}
        onRowClick={mayUpdate ? (category) => setSheet({ open: true, category }) : undefined}
      />
      <CategorySheet
        open={sheet.open}
        category={sheet.category}
        onOpenChange={(open) => setSheet((s) => ({ ...s, open }))}
      />
      <ConfirmDeleteDialog
        open={pending !== null}
        onOpenChange={(open) => !open && setPending(null)}
        question={`Are you sure that you want to delete the category ${pending?.prefix ?? ""}?`}
        detail="Its processes keep their handles and no longer have a category. This cannot be undone."
        onConfirm={confirmDelete}
        refusalOf={errorMessage}
      />
    </div>
  );
}
