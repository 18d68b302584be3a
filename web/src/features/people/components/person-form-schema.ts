import { z } from "zod";
import {
  MOBILE_FORMAT_MESSAGE,
  USER_TYPES,
  descriptionSchema,
  isMobileText,
  normalizeMobile,
  peopleHandleSchema,
  personNameSchema,
} from "@shared/people/user-input.ts";
import { isIsoDate } from "@shared/dates/calendar.ts";
import { EFFECTIVE_ON_MESSAGE } from "@shared/roles/effective-on.ts";
import type { CreateUserInput, Person } from "../api/person-fields";

/** Same rule as the API's email check; empty means "no email". */
const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

export const emailFieldSchema = z
  .string()
  .trim()
  .max(254, "Email must be at most 254 characters.")
  .refine((value) => value === "" || EMAIL.test(value), "Email must be a valid address.");

/** The API's mobile rule (spaces and dashes allowed); empty means "no number". */
export const mobileFieldSchema = z.string().refine(isMobileText, MOBILE_FORMAT_MESSAGE);

/** The text of the mobile field → what the API stores: E.164, or null for none. */
export function mobileInput(text: string): string | null {
  return normalizeMobile(text) || null;
}

/**
 * The person form. Field rules come from the API's own schemas (shared), so the form
 * refuses exactly what the server would, with the same words.
 */
export const personFormSchema = z.object({
  peopleHandle: peopleHandleSchema,
  name: personNameSchema,
  email: emailFieldSchema,
  mobile: mobileFieldSchema,
  userType: z.enum(USER_TYPES),
  isAuthEnabled: z.boolean(),
  receiveWeeklyReminders: z.boolean(),
  description: descriptionSchema,
  roleIds: z.array(z.number().int().positive()),
  /** The day role changes take effect (docs/task-engine.md#who-held-a-role-when); empty: today. */
  effectiveOn: z.string().refine((v) => v === "" || isIsoDate(v), EFFECTIVE_ON_MESSAGE),
});

export type PersonFormInput = z.input<typeof personFormSchema>;
export type PersonFormValues = z.output<typeof personFormSchema>;

/** The form's starting values: a new person may sign in by default (docs/product.md#people). */
export function personFormDefaults(person?: Person): PersonFormInput {
  return {
    peopleHandle: person?.peopleHandle ?? "",
    name: person?.name ?? "",
    email: person?.email ?? "",
    mobile: person?.mobile ?? "",
    userType: person?.userType ?? "User",
    isAuthEnabled: person?.isAuthEnabled ?? true,
    receiveWeeklyReminders: person?.receiveWeeklyReminders ?? false,
    description: person?.description ?? "",
    roleIds: person?.roleIds ?? [],
    effectiveOn: "",
  };
}

export const PERSON_FORM_FIELDS = Object.keys(personFormSchema.shape) as (keyof PersonFormValues)[];

export function isPersonFormField(field: string): field is keyof PersonFormValues {
  return (PERSON_FORM_FIELDS as string[]).includes(field);
}

/** Form values → API input; `withRoles` false leaves the person's roles as they are. */
export function toUserInput(values: PersonFormValues, withRoles: boolean): CreateUserInput {
  const { roleIds, email, mobile, effectiveOn, ...rest } = values;
  return {
    ...rest,
    email: email === "" ? null : email,
    mobile: mobileInput(mobile),
    ...(withRoles ? { roleIds, ...(effectiveOn ? { effectiveOn } : {}) } : {}),
  };
}
