import { Pencil, Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";

export interface RowActionsProps {
  /** Names the row for screen readers ("Edit Operations lead"). */
  name: string;
  onEdit?: () => void;
  onDelete?: () => void;
}

/** Edit and delete icons of one row; a missing handler means the action is not allowed. */
export function RowActions({ name, onEdit, onDelete }: RowActionsProps) {
  return (
    <>
      {onEdit ? (
        <Button
          variant="ghost"
          size="icon-sm"
          aria-label={`Edit ${name}`}
          title="Edit"
          onClick={onEdit}
        >
          <Pencil />
        </Button>
      ) : null}
      {onDelete ? (
        <Button
          variant="ghost"
          size="icon-sm"
          aria-label={`Delete ${name}`}
          title="Delete"
          className="text-destructive hover:bg-destructive/10 hover:text-destructive"
          onClick={onDelete}
        >
          <Trash2 />
        </Button>
      ) : null}
    </>
  );
}
