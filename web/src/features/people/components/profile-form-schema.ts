import { z } from "zod";
import { descriptionSchema, personNameSchema } from "@shared/people/user-input.ts";
import type { Person, UpdateUserInput } from "../api/person-fields";
import { emailFieldSchema, mobileFieldSchema, mobileInput } from "./person-form-schema";

export const profileFormSchema = z.object({
  name: personNameSchema,
  email: emailFieldSchema,
  mobile: mobileFieldSchema,
  description: descriptionSchema,
  receiveWeeklyReminders: z.boolean(),
});

export type ProfileFormInput = z.input<typeof profileFormSchema>;
export type ProfileFormValues = z.output<typeof profileFormSchema>;

export function profileFormDefaults(person: Person): ProfileFormInput {
  return {
    name: person.name,
    email: person.email ?? "",
    mobile: person.mobile ?? "",
    description: person.description,
    receiveWeeklyReminders: person.receiveWeeklyReminders,
  };
}

/**
 * The update a profile form sends. A person editing only themselves sends just their
 * name, mobile number and reminder choice (docs/product.md#roles-and-permissions; the number only serves their own
 * reminders); isAuthEnabled is always sent as it is, because
 * the API reads an absent value as true.
 */
export function toProfileUpdate(
  person: Person,
  values: ProfileFormValues,
  fullProfile: boolean,
): UpdateUserInput {
  const base = {
    id: person.id,
    isAuthEnabled: person.isAuthEnabled,
    name: values.name,
    mobile: mobileInput(values.mobile),
    receiveWeeklyReminders: values.receiveWeeklyReminders,
  };
  if (!fullProfile) return base;
  return {
    ...base,
    email: values.email === "" ? null : values.email,
    description: values.description,
  };
}
