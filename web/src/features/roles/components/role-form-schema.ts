import { z } from "zod";
import {
  roleDescriptionSchema,
  roleHandleSchema,
  roleNameSchema,
} from "@shared/roles/role-input.ts";
import { isIsoDate } from "@shared/dates/calendar.ts";
import { EFFECTIVE_ON_MESSAGE } from "@shared/roles/effective-on.ts";
import type { Role, RoleInput } from "../api/role-fields";

/**
 * The role form. Field rules come from the API's own schemas (shared), so the form
 * refuses exactly what the server would, with the same words.
 */
export const roleFormSchema = z.object({
  roleHandle: roleHandleSchema,
  name: roleNameSchema,
  description: roleDescriptionSchema,
  /** "" is "reports to nobody"; a select holds strings. */
  reportsToId: z.string(),
  filledBy: z.array(z.number().int().positive()),
  /** The day the changes to filledBy take effect (docs/task-engine.md#who-held-a-role-when); empty: today. */
  effectiveOn: z.string().refine((v) => v === "" || isIsoDate(v), EFFECTIVE_ON_MESSAGE),
});

export type RoleFormInput = z.input<typeof roleFormSchema>;
export type RoleFormValues = z.output<typeof roleFormSchema>;

export function roleFormDefaults(role?: Role): RoleFormInput {
  return {
    roleHandle: role?.roleHandle ?? "",
    name: role?.name ?? "",
    description: role?.description ?? "",
    reportsToId: role?.reportsToId ? String(role.reportsToId) : "",
    filledBy: role?.filledBy.map((person) => person.id) ?? [],
    effectiveOn: "",
  };
}

export function toRoleInput(values: RoleFormValues): RoleInput {
  return {
    roleHandle: values.roleHandle,
    name: values.name,
    description: values.description,
    reportsToId: values.reportsToId ? Number(values.reportsToId) : null,
    filledBy: values.filledBy,
    ...(values.effectiveOn ? { effectiveOn: values.effectiveOn } : {}),
  };
}

const FIELDS = Object.keys(roleFormSchema.shape) as (keyof RoleFormValues)[];

/** Maps the field an API error names onto the form (`reportsTo` errors go on the select). */
export function roleFormField(field: string): keyof RoleFormValues | null {
  if (field === "reportsTo") return "reportsToId";
  return (FIELDS as string[]).includes(field) ? (field as keyof RoleFormValues) : null;
}
