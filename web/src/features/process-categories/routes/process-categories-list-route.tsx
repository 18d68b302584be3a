import { Plus } from "lucide-react";
import { ListPage, useListPage } from "@/components/list-page";
import { errorMessage } from "@/lib/api-errors";
import { useSession } from "@/lib/session";
import { processCategoriesQueryOptions } from "../api/process-categories";
import { useRemoveProcessCategory } from "../api/remove-process-category";
import { categoryColumns } from "../components/category-columns";
import { CategorySheet } from "../components/category-sheet";

/** /processCategories (process-category-list): where process handles come from. */
export default function ProcessCategoriesListRoute() {
  const { can } = useSession();
  const list = useListPage({ query: processCategoriesQueryOptions, sortBy: "prefix" });
  const remove = useRemoveProcessCategory();
  const mayUpdate = can("update", "tool");

  return (
    <ListPage
      list={list}
      title="Process categories"
      description="Each category numbers its processes: a new one gets the next handle, such as HR-001."
      add={can("create", "tool") ? { label: "Add category", icon: Plus } : undefined}
      columns={categoryColumns}
      name={(category) => category.prefix}
      searchPlaceholder="Search categories"
      onRowClick={mayUpdate ? list.edit : undefined}
      canEdit={mayUpdate}
      remove={
        can("delete", "tool")
          ? {
              one: (category) => remove.mutateAsync(category.id),
              question: (category) =>
                `Are you sure that you want to delete the category ${category.prefix}?`,
              deleted: (category) => `Category ${category.prefix} deleted`,
              detail:
                "Its processes keep their handles and no longer have a category. This cannot be undone.",
              refusalOf: errorMessage,
            }
          : undefined
      }
      sheet={(sheet) => <CategorySheet {...sheet} category={sheet.item} />}
    />
  );
}
