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
import { errorMessage, fieldErrorOf } from "../api/api-errors";
import { useCreateRole } from "../api/create-role";
import { usePeopleForPicker } from "../api/people-for-picker";
import { useAllRoles } from "../api/roles";
import type { Role } from "../api/types";
import { useUpdateRole } from "../api/update-role";
import { RoleFormFields } from "./role-form-fields";
import {
  roleFormDefaults,
  roleFormField,
  roleFormSchema,
  toRoleInput,
  type RoleFormInput,
  type RoleFormValues,
} from "./role-form-schema";

export interface RoleSheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The role to edit; absent for "Add role". */
  role?: Role;
  onSaved?: (role: Role) => void;
}

/** The right-hand sidebar that creates or edits a role. */
export function RoleSheet({ open, onOpenChange, role, onSaved }: RoleSheetProps) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      {/* Mounted only while open, so every opening starts from the role's saved values. */}
      {open ? (
        <RoleSheetContent role={role} onClose={() => onOpenChange(false)} onSaved={onSaved} />
      ) : null}
    </Sheet>
  );
}

/** A reportsTo refusal the API did not tie to a field still belongs beside the select. */
const CYCLE = /cycle|loop|reports? to (itself|one of)/i;

function RoleSheetContent({
  role,
  onClose,
  onSaved,
}: {
  role?: Role;
  onClose: () => void;
  onSaved?: (role: Role) => void;
}) {
  const form = useForm<RoleFormInput, unknown, RoleFormValues>({
    resolver: zodResolver(roleFormSchema),
    defaultValues: roleFormDefaults(role),
    mode: "onTouched",
  });
  const { isDirty, isSubmitting, errors } = form.formState;
  const create = useCreateRole();
  const update = useUpdateRole();
  const roles = useAllRoles();
  const people = usePeopleForPicker();

  async function submit(values: RoleFormValues) {
    const input = toRoleInput(values);
    try {
      const saved = role
        ? await update.mutateAsync({ ...input, id: role.id })
        : await create.mutateAsync(input);
      notifySuccess(role ? `${saved.name} updated` : `${saved.name} added`);
      onSaved?.(saved);
      onClose();
    } catch (error) {
      // The values stay as typed; the error goes beside its field when we can tell which.
      const message = errorMessage(error);
      const named = fieldErrorOf(error);
      const field = named ? roleFormField(named.field) : CYCLE.test(message) ? "reportsToId" : null;
      if (field) form.setError(field, { type: "server", message }, { shouldFocus: true });
      else form.setError("root.server", { type: "server", message });
    }
  }

  return (
    <SheetContent
      // A stray click beside the panel must not throw away what was typed (spec §5).
      onInteractOutside={(event) => isDirty && event.preventDefault()}
    >
      <SheetHeader>
        <SheetTitle>{role ? `Edit ${role.name}` : "Add role"}</SheetTitle>
        <SheetDescription>
          {role ? role.roleHandle : "A responsibility in the organisation, filled by people."}
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
            <RoleFormFields
              form={form}
              role={role}
              roles={{
                list: roles.data?.nodes,
                isLoading: roles.isLoading,
                error: roles.isError ? errorMessage(roles.error) : null,
              }}
              people={{
                list: people.data,
                isLoading: people.isLoading,
                error: people.isError ? errorMessage(people.error) : null,
              }}
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
              {role ? "Save changes" : "Add role"}
            </Button>
          </SheetFooter>
        </form>
      </Form>
    </SheetContent>
  );
}
