import { Plus } from "lucide-react";
import { useState } from "react";
import { useNavigate } from "react-router";
import { ListPage, useListPage } from "@/components/list-page";
import { Button } from "@/components/ui/button";
import { errorMessage } from "@/lib/api-errors";
import { useDeleteSavedMatrix } from "../api/delete-saved-matrix";
import { savedMatrixesQueryOptions } from "../api/saved-matrixes";
import { savedMatricesExport } from "../api/export-saved-matrices";
import { matrixColumns } from "../components/matrix-columns";
import { matrixHref } from "../components/matrix-href";
import { MatrixModal } from "../components/matrix-modal";
import { MatrixSheet } from "../components/matrix-sheet";

/** /matrix-list (matrix-list): the caller's matrices and everyone's public ones. */
export default function MatrixListRoute() {
  const navigate = useNavigate();
  const list = useListPage({
    query: savedMatrixesQueryOptions,
    sortBy: "id",
    isDesc: true,
    export: savedMatricesExport,
  });
  const remove = useDeleteSavedMatrix();
  const [modalOpen, setModalOpen] = useState(false);

  return (
    <>
      <ListPage
        list={list}
        title="Saved matrices"
        label="Matrices"
        description="Matrices saved with a row and a column. Click one to open it; public ones are shared with the organisation."
        actions={
          <Button variant="outline" onClick={() => setModalOpen(true)}>
            New matrix…
          </Button>
        }
        add={{ label: "Add New Matrix", icon: Plus }}
        columns={matrixColumns}
        name={(matrix) => matrix.name}
        searchPlaceholder="Search matrices"
        onRowClick={(matrix) => void navigate(matrixHref(matrix))}
        // The API lets only the owner change or delete a matrix (isOwner).
        canEdit={(matrix) => matrix.isOwner}
        remove={{
          one: (matrix) => remove.mutateAsync(matrix.id),
          canDelete: (matrix) => matrix.isOwner,
          question: () => "Are you sure that you want to delete this Matrix?",
          deleted: () => "Matrix Deleted",
          refusalOf: errorMessage,
        }}
        sheet={(sheet) => <MatrixSheet {...sheet} matrix={sheet.item} />}
      />
      <MatrixModal open={modalOpen} onOpenChange={setModalOpen} />
    </>
  );
}
