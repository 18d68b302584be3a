import { useQuery } from "@tanstack/react-query";
import { Bookmark, Save } from "lucide-react";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { Field } from "@/components/form-field";
import { PageHeader } from "@/components/layout/page-header";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { errorMessage } from "@/lib/api-errors";
import { notifySuccess } from "@/lib/notify";
import { labelsPrefixQueryOptions } from "../api/labels-prefix";
import { savedMatrixQueryOptions } from "../api/saved-matrix";
import { matrixUpdatedMessage, useUpdateSavedMatrix } from "../api/update-saved-matrix";
import { DimensionSelect } from "../components/dimension-select";
import { MatrixCounts } from "../components/matrix-counts";
import { matrixHref } from "../components/matrix-href";
import { MatrixModal } from "../components/matrix-modal";
import { useMatrixParams } from "../components/matrix-params";
import { NoLabelsNote } from "../components/no-labels-note";

/** The built-in dimension of getLabelsPrefix, offered after the label prefixes. */
const ROLE = "Role";

/**
 * /matrix (matrix): counts of processes for each pair of a row value and a column value.
 * `?row=&column=&matrixId=` holds the view; with a matrixId the saved matrix is loaded, its
 * row and column apply where the URL has none, and its owner may save a changed view.
 */
export default function MatrixRoute() {
  const navigate = useNavigate();
  const view = useMatrixParams();
  const prefixes = useQuery(labelsPrefixQueryOptions());
  const saved = useQuery({
    ...savedMatrixQueryOptions(view.matrixId ?? 0),
    enabled: view.matrixId !== null,
  });
  const matrix = view.matrixId !== null ? saved.data : undefined;
  const row = view.row ?? matrix?.row ?? "";
  const column = view.column ?? matrix?.col ?? "";
  const update = useUpdateSavedMatrix({ silent: false });
  const [modalOpen, setModalOpen] = useState(false);

  const changed =
    matrix !== undefined && matrix !== null && (row !== matrix.row || column !== matrix.col);
  // Save shows after a change, and only to the matrix's owner (docs/dashboards.md#matrix).
  const maySave = changed && matrix.isOwner && row !== "" && column !== "";

  async function save() {
    if (!matrix) return;
    const updated = await update.mutateAsync({
      id: matrix.id,
      name: matrix.name,
      privacy: matrix.privacy,
      row,
      col: column,
    });
    notifySuccess(matrixUpdatedMessage(updated.name));
  }

  const options = prefixes.data ?? [];
  const onlyRole = prefixes.isSuccess && options.every((option) => option.id === ROLE);

  return (
    <div className="grid gap-5">
      <PageHeader
        className="mb-0"
        title={matrix ? matrix.name : "Matrix"}
        description={
          matrix
            ? `A saved matrix of ${matrix.owner.name}${matrix.privacy ? " (private)" : ""}.`
            : "How many processes carry each pair of values: choose a label prefix, or Role, for the rows and for the columns."
        }
        actions={
          <>
            {maySave ? (
              <Button
                onClick={() => void save().catch(() => undefined)}
                disabled={update.isPending}
              >
                {update.isPending ? (
                  <Spinner label="Saving" className="size-4 text-primary-foreground" />
                ) : (
                  <Save />
                )}
                Save
              </Button>
            ) : null}
            {row && column ? (
              <Button variant="outline" onClick={() => setModalOpen(true)}>
                Save as new matrix…
              </Button>
            ) : null}
            <Button variant="ghost" asChild>
              <Link to="/matrix-list">
                <Bookmark />
                Saved matrices
              </Link>
            </Button>
          </>
        }
      />

      {view.matrixId !== null && saved.isSuccess && saved.data === null ? (
        <p role="status" className="rounded-lg border bg-muted/40 px-4 py-3 text-sm">
          The saved matrix {view.matrixId} does not exist, or it is private to someone else.
        </p>
      ) : null}
      {view.matrixId !== null && saved.isError ? (
        <p role="alert" className="text-sm text-destructive">
          The saved matrix could not be loaded: {errorMessage(saved.error)}
        </p>
      ) : null}

      {prefixes.isPending || (view.matrixId !== null && saved.isPending) ? (
        <div className="flex justify-center py-16">
          <Spinner label="Loading the matrix" className="size-6" />
        </div>
      ) : prefixes.isError ? (
        <div
          role="alert"
          className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-destructive/30 bg-destructive/8 px-4 py-3 text-sm text-destructive"
        >
          <span>The label prefixes could not be loaded: {errorMessage(prefixes.error)}</span>
          <Button variant="outline" size="sm" onClick={() => void prefixes.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <>
          {onlyRole ? <NoLabelsNote /> : null}
          <div className="grid gap-4 sm:grid-cols-2 md:max-w-2xl">
            <Field label="Row" className="gap-1.5">
              <DimensionSelect
                options={options}
                value={row}
                onChange={(event) => view.set({ row: event.target.value, column })}
              />
            </Field>
            <Field label="Column" className="gap-1.5">
              <DimensionSelect
                options={options}
                value={column}
                onChange={(event) => view.set({ row, column: event.target.value })}
              />
            </Field>
          </div>
          {row && column ? (
            <MatrixCounts row={row} column={column} />
          ) : (
            <p className="text-sm text-muted-foreground">
              Choose a row and a column to see the counts.
            </p>
          )}
        </>
      )}

      <MatrixModal
        open={modalOpen}
        onOpenChange={setModalOpen}
        row={row}
        col={column}
        onCreated={(created) => void navigate(matrixHref(created))}
      />
    </div>
  );
}
