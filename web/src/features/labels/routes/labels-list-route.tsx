import { Plus } from "lucide-react";
import { ListPage, useListPage } from "@/components/list-page";
import { errorMessage } from "@/lib/api-errors";
import { useSession } from "@/lib/session";
import { labelsQueryOptions } from "../api/labels";
import { useRemoveLabel } from "../api/remove-label";
import { labelColumns } from "../components/label-columns";
import { LabelSheet } from "../components/label-sheet";

/** /labels (label-list): the organisation's process labels, `Prefix:Value`. */
export default function LabelsListRoute() {
  const { can } = useSession();
  const list = useListPage({ query: labelsQueryOptions, sortBy: "label" });
  const remove = useRemoveLabel();
  const mayUpdate = can("update", "tool");

  return (
    <ListPage
      list={list}
      title="Labels"
      description="Tags for processes, written Prefix:Value. The prefixes are the rows and columns of the matrix."
      add={can("create", "tool") ? { label: "Add label", icon: Plus } : undefined}
      columns={labelColumns}
      name={(label) => label.label}
      searchPlaceholder="Search labels"
      onRowClick={mayUpdate ? list.edit : undefined}
      canEdit={mayUpdate}
      remove={
        can("delete", "tool")
          ? {
              one: (label) => remove.mutateAsync(label.id),
              question: (label) => `Are you sure that you want to delete the label ${label.label}?`,
              deleted: (label) => `Label ${label.label} deleted`,
              detail: ({ processes: { length: uses } }) =>
                uses > 0
                  ? `${uses === 1 ? "1 process loses" : `${uses} processes lose`} this label; the processes stay. This cannot be undone.`
                  : undefined,
              refusalOf: errorMessage,
            }
          : undefined
      }
      sheet={(sheet) => <LabelSheet {...sheet} label={sheet.item} />}
    />
  );
}
