import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { FormSheet } from "@/components/form-sheet";
import { Sheet } from "@/components/ui/sheet";
import { notifySuccess } from "@/lib/notify";
import { useSessionSnapshot } from "@/lib/session";
import { errorMessage, fieldErrorOf } from "@/lib/api-errors";
import { useCreateUser } from "../api/create-user";
import { useRolesForPicker } from "../api/roles";
import type { Person } from "../api/person-fields";
import { useUpdateUser } from "../api/update-user";
import { adminFieldRules } from "./admin-field-rules";
import { PersonFormFields } from "./person-form-fields";
import {
  isPersonFormField,
  personFormDefaults,
  personFormSchema,
  toUserInput,
  type PersonFormInput,
  type PersonFormValues,
} from "./person-form-schema";

export interface PersonSheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The person to edit; absent for "Add person". */
  person?: Person;
  onSaved?: (person: Person) => void;
}

/** The right-hand sidebar that creates or edits a person. */
export function PersonSheet({ open, onOpenChange, person, onSaved }: PersonSheetProps) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      {/* Mounted only while open, so every opening starts from the person's saved values. */}
      {open ? (
        <PersonSheetContent person={person} onClose={() => onOpenChange(false)} onSaved={onSaved} />
      ) : null}
    </Sheet>
  );
}

function PersonSheetContent({
  person,
  onClose,
  onSaved,
}: {
  person?: Person;
  onClose: () => void;
  onSaved?: (person: Person) => void;
}) {
  const form = useForm<PersonFormInput, unknown, PersonFormValues>({
    resolver: zodResolver(personFormSchema),
    defaultValues: personFormDefaults(person),
    mode: "onTouched",
  });
  const create = useCreateUser();
  const update = useUpdateUser();
  const roles = useRolesForPicker();
  const { appRole } = useSessionSnapshot();
  const rolesEditable = roles.isSuccess;
  const rolesError = roles.isError ? roles.error.message : null;

  async function submit(values: PersonFormValues) {
    const input = toUserInput(values, rolesEditable);
    try {
      const saved = person
        ? await update.mutateAsync({ ...input, id: person.id })
        : await create.mutateAsync(input);
      notifySuccess(person ? `${saved.name} updated` : `${saved.name} added`);
      onSaved?.(saved);
      onClose();
    } catch (error) {
      // The values stay as typed; the error goes beside its field when the API names one.
      const fieldError = fieldErrorOf(error);
      const message = errorMessage(error, "Saving failed.");
      if (fieldError && isPersonFormField(fieldError.field)) {
        form.setError(
          fieldError.field,
          { type: "server", message: fieldError.message },
          { shouldFocus: true },
        );
      } else {
        form.setError("root.server", { type: "server", message });
      }
    }
  }

  return (
    <FormSheet
      form={form}
      title={person ? `Edit ${person.name}` : "Add person"}
      description={person ? `@${person.peopleHandle}` : "A new member of the organisation."}
      submitLabel={person ? "Save changes" : "Add person"}
      onCancel={onClose}
      onSubmit={submit}
      undescribed
    >
      <PersonFormFields
        form={form}
        roles={{ list: roles.data, isLoading: roles.isLoading, loadError: rolesError }}
        currentRoles={person?.roles ?? []}
        adminRules={adminFieldRules(appRole, person)}
      />
    </FormSheet>
  );
}
