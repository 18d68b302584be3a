import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { FormSheet } from "@/components/form-sheet";
import { Sheet } from "@/components/ui/sheet";
import { notifySuccess } from "@/lib/notify";
import { errorMessage, fieldErrorOf } from "@/lib/api-errors";
import { useCreateRole } from "../api/create-role";
import { usePeopleForPicker } from "../api/people-for-picker";
import { useAllRoles } from "../api/roles";
import type { Role } from "../api/role-fields";
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
    <FormSheet
      form={form}
      title={role ? `Edit ${role.name}` : "Add role"}
      description={
        role ? role.roleHandle : "A responsibility in the organisation, filled by people."
      }
      submitLabel={role ? "Save changes" : "Add role"}
      onCancel={onClose}
      onSubmit={submit}
    >
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
    </FormSheet>
  );
}
