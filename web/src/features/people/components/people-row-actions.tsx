import { Pencil, Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import type { Person } from "../api/types";

export interface PeopleRowActionsProps {
  person: Person;
  onEdit?: (person: Person) => void;
  onDelete?: (person: Person) => void;
}

/** Edit and delete icons of one row; a missing handler means the action is not allowed. */
export function PeopleRowActions({ person, onEdit, onDelete }: PeopleRowActionsProps) {
  return (
    <>
      {onEdit ? (
        <Button
          variant="ghost"
          size="icon-sm"
          aria-label={`Edit ${person.name}`}
          title="Edit"
          onClick={() => onEdit(person)}
        >
          <Pencil />
        </Button>
      ) : null}
      {onDelete ? (
        <Button
          variant="ghost"
          size="icon-sm"
          aria-label={`Delete ${person.name}`}
          title="Delete"
          className="text-destructive hover:bg-destructive/10 hover:text-destructive"
          onClick={() => onDelete(person)}
        >
          <Trash2 />
        </Button>
      ) : null}
    </>
  );
}
