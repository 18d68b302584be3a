import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Form } from "@/components/ui/form";
import {
  Sheet,
  SheetBody,
  SheetContent,
  SheetDescription,
  SheetFooter,
  SheetHeader,
  SheetTitle,
} from "@/components/ui/sheet";
import { Spinner } from "@/components/ui/spinner";
import { notifySuccess } from "@/lib/notify";
import { fieldErrorOf } from "../api/api-errors";
import { useCreateUser } from "../api/create-user";
import { useRolesForPicker } from "../api/roles";
import type { Person } from "../api/types";
import { useUpdateUser } from "../api/update-user";
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

const ROLES_MISSING = "Roles can be changed once the role catalogue is available.";

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
  const { isDirty, isSubmitting, errors } = form.formState;
  const create = useCreateUser();
  const update = useUpdateUser();
  const roles = useRolesForPicker();
  const rolesEditable = roles.isSuccess;
  const unavailableReason = roles.unavailable
    ? ROLES_MISSING
    : roles.isError
      ? roles.error.message
      : null;

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
      const message = error instanceof Error ? error.message : "Saving failed.";
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
    <SheetContent
      // A stray click beside the panel must not throw away what was typed (spec §5).
      onInteractOutside={(event) => isDirty && event.preventDefault()}
      aria-describedby={undefined}
    >
      <SheetHeader>
        <SheetTitle>{person ? `Edit ${person.name}` : "Add person"}</SheetTitle>
        <SheetDescription>
          {person ? `@${person.peopleHandle}` : "A new member of the organisation."}
        </SheetDescription>
      </SheetHeader>
      <Form {...form}>
        <form
          noValidate
          onSubmit={form.handleSubmit(submit)}
          className="flex min-h-0 flex-1 flex-col"
        >
          <SheetBody>
            {errors.root?.server ? (
              <p
                role="alert"
                className="mb-5 rounded-lg border border-destructive/30 bg-destructive/8 px-3 py-2.5 text-sm text-destructive"
              >
                {errors.root.server.message}
              </p>
            ) : null}
            <PersonFormFields
              form={form}
              roles={{ list: roles.data, isLoading: roles.isLoading, unavailableReason }}
              currentRoles={person?.roles ?? []}
            />
          </SheetBody>
          <SheetFooter className="justify-end">
            <Button type="button" variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? (
                <Spinner label="Saving" className="size-4 text-primary-foreground" />
              ) : null}
              {person ? "Save changes" : "Add person"}
            </Button>
          </SheetFooter>
        </form>
      </Form>
    </SheetContent>
  );
}
