import { Pencil, Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import type { Process } from "../api/types";

/** Edit and delete icons of one row; a missing handler means the action is not allowed. */
export function ProcessRowActions({
  process,
  onEdit,
  onDelete,
}: {
  process: Process;
  onEdit?: (process: Process) => void;
  onDelete?: (process: Process) => void;
}) {
  return (
    <>
      {onEdit ? (
        <Button
          variant="ghost"
          size="icon-sm"
          aria-label={`Edit ${process.name}`}
          title="Edit"
          onClick={() => onEdit(process)}
        >
          <Pencil />
        </Button>
      ) : null}
      {onDelete ? (
        <Button
          variant="ghost"
          size="icon-sm"
          aria-label={`Delete ${process.name}`}
          title="Delete"
          className="text-destructive hover:bg-destructive/10 hover:text-destructive"
          onClick={() => onDelete(process)}
        >
          <Trash2 />
        </Button>
      ) : null}
    </>
  );
}
