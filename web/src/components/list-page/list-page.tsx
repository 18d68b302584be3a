import type { LucideIcon } from "lucide-react";
import { useCallback, type ReactNode } from "react";
import { ConfirmDeleteDialog } from "@/components/confirm-delete-dialog";
import { DataTable, type DataTableProps } from "@/components/data-table";
import { RowActions } from "@/components/data-table/row-actions";
import { PageHeader } from "@/components/layout/page-header";
import { SavedFiltersBar, type FilterEntity } from "@/components/saved-filters";
import { Button } from "@/components/ui/button";
import { notifySuccess } from "@/lib/notify";
import { ExportCsvButton } from "./export-csv-button";
import type { DeleteTarget, ListPageState } from "./use-list-page";

export interface ListPageRemove<T> {
  /** Deletes one row; true when the server removed it. */
  one: (item: T) => Promise<boolean>;
  /** Deletes the selected rows at once (turns on row selection); `noun` counts them. */
  many?: { run: (items: T[]) => Promise<boolean>; noun: readonly [string, string] };
  /** Rows this person may not delete get no delete icon. */
  canDelete?: (item: T) => boolean;
  /** "Are you sure that you want to delete <name>?" unless given. */
  question?: (item: T) => string;
  /** "<name> deleted" unless given. */
  deleted?: (item: T) => string;
  /** Under the question; "This cannot be undone." unless given. */
  detail?: string | ((item: T) => string | undefined);
  /** Shows the server's refusal in the dialog; the mutation must then not toast it too. */
  refusalOf?: (error: unknown) => string;
  /** After one row was deleted. */
  onDeleted?: (item: T) => void;
}

export interface ListPageProps<T extends { id: number }>
  extends Pick<
    DataTableProps<T>,
    "columns" | "rowLabel" | "searchPlaceholder" | "toolbar" | "onRowClick" | "emptyMessage"
  > {
  list: ListPageState<T>;
  title: string;
  description: string;
  /** The table's accessible name; the title unless given. */
  label?: string;
  /** Saved filters and term chips above the list (a terms search). */
  filters?: FilterEntity;
  /** Header controls before the Add button. */
  actions?: ReactNode;
  /** The Add button, which opens the empty sheet; absent when the person may not add. */
  add?: { label: string; icon: LucideIcon };
  /** Names a row: its icons' labels and the delete texts. */
  name: (item: T) => string;
  /** Whether a row gets the edit icon, which opens the sheet with it. */
  canEdit?: boolean | ((item: T) => boolean);
  remove?: ListPageRemove<T>;
  /** Rows that may not be selected (say, yourself). */
  canSelectRow?: (item: T) => boolean;
  /** Row icons before edit and delete. */
  rowExtras?: (item: T) => ReactNode;
  /** The add/edit sheet. */
  sheet: (props: { open: boolean; item?: T; onOpenChange: (open: boolean) => void }) => ReactNode;
  /** Shown instead of the table (the org chart). */
  children?: ReactNode;
}

const counted = (n: number, [one, many]: readonly [string, string]) =>
  n === 1 ? `1 ${one}` : `${n} ${many}`;

/**
 * A list screen: header with its Add button, saved filters for a terms search, the
 * server-side table (search, sort, paging, row count, loading, empty and error states),
 * edit and delete icons, bulk delete, the add/edit sheet and the delete confirmation.
 * The state comes from useListPage; a screen adds its columns and texts.
 */
export function ListPage<T extends { id: number }>(props: ListPageProps<T>) {
  const { list, title, name, canEdit = false, remove, rowExtras } = props;
  const { edit, confirmDelete } = list;
  const mayEdit = useCallback(
    (item: T) => (typeof canEdit === "function" ? canEdit(item) : canEdit),
    [canEdit],
  );
  const hasRowActions = canEdit !== false || remove !== undefined || rowExtras !== undefined;
  const rowActions = useCallback(
    (item: T) => (
      <>
        {rowExtras?.(item)}
        <RowActions
          name={name(item)}
          onEdit={mayEdit(item) ? () => edit(item) : undefined}
          onDelete={
            remove && (remove.canDelete?.(item) ?? true)
              ? () => confirmDelete({ kind: "one", item })
              : undefined
          }
        />
      </>
    ),
    [rowExtras, name, mayEdit, edit, remove, confirmDelete],
  );

  return (
    <div>
      <PageHeader
        title={title}
        description={props.description}
        actions={
          props.actions || props.add || list.exportCsv ? (
            <>
              {props.actions}
              {list.exportCsv ? <ExportCsvButton action={list.exportCsv} /> : null}
              {props.add ? (
                <Button onClick={list.add}>
                  <props.add.icon />
                  {props.add.label}
                </Button>
              ) : null}
            </>
          ) : null
        }
      />
      {props.filters ? (
        <div className="mb-4">
          <SavedFiltersBar
            entity={props.filters}
            terms={list.terms}
            onTermsChange={list.setTerms}
            serverError={list.refusal}
          />
        </div>
      ) : null}
      {props.children ?? (
        <DataTable
          // A new set of terms is a new view: the search box and the selection start afresh.
          key={list.terms.join("\n")}
          label={props.label ?? title}
          columns={props.columns}
          data={list.data?.nodes}
          totalCount={list.data?.totalCount ?? 0}
          state={list.table}
          onStateChange={list.onTableChange}
          getRowId={(item) => String(item.id)}
          rowLabel={props.rowLabel}
          isFetching={list.isFetching}
          error={list.error}
          searchPlaceholder={props.searchPlaceholder}
          toolbar={props.toolbar}
          enableRowSelection={remove?.many !== undefined}
          canSelectRow={props.canSelectRow}
          bulkActions={(items, done) => (
            <Button
              variant="destructive"
              size="sm"
              onClick={() => confirmDelete({ kind: "many", items, done })}
            >
              Delete selected ({items.length})
            </Button>
          )}
          rowActions={hasRowActions ? rowActions : undefined}
          onRowClick={props.onRowClick}
          emptyMessage={props.emptyMessage}
        />
      )}
      {props.sheet({ ...list.sheet, onOpenChange: list.setSheetOpen })}
      {remove ? <DeleteDialog list={list} remove={remove} name={name} /> : null}
    </div>
  );
}

function DeleteDialog<T extends { id: number }>({
  list,
  remove,
  name,
}: {
  list: ListPageState<T>;
  remove: ListPageRemove<T>;
  name: (item: T) => string;
}) {
  const target: DeleteTarget<T> | undefined = list.deletion.target;
  const noun = remove.many?.noun ?? ["", ""];
  const question = !target
    ? ""
    : target.kind === "many"
      ? `Are you sure that you want to delete ${counted(target.items.length, noun)}?`
      : (remove.question?.(target.item) ??
        `Are you sure that you want to delete ${name(target.item)}?`);
  const detail =
    typeof remove.detail === "function"
      ? target?.kind === "one"
        ? remove.detail(target.item)
        : undefined
      : remove.detail;

  async function confirm() {
    if (!target) return;
    if (target.kind === "one") {
      if (await remove.one(target.item)) {
        notifySuccess(remove.deleted?.(target.item) ?? `${name(target.item)} deleted`);
        remove.onDeleted?.(target.item);
      }
    } else if (remove.many && (await remove.many.run(target.items))) {
      notifySuccess(`${counted(target.items.length, noun)} deleted`);
      target.done();
    }
  }

  return (
    <ConfirmDeleteDialog
      open={list.deletion.open}
      onOpenChange={list.setDeletionOpen}
      question={question}
      detail={detail}
      onConfirm={confirm}
      refusalOf={remove.refusalOf}
    />
  );
}
