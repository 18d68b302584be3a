/**
 * What a person's record may hold (docs/product.md#people), shared by the API (the authority)
 * and the web app's forms so both say the same thing. Pure.
 */
import { effectiveOnSchema } from "../roles/effective-on.ts";
import { z } from "zod";

export const USER_TYPES = ["User", "Admin", "Manager"] as const;
export type UserTypeValue = (typeof USER_TYPES)[number];

/** Explicit nulls from GraphQL mean "not given" for fields that cannot be empty. */
const absentIfNull = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === null ? undefined : value), schema);

export const peopleHandleSchema = z.string()
  .trim()
  .min(1, "Handle is required.")
  .max(64, "Handle must be at most 64 characters.")
  .regex(/^\S+$/, "Handle cannot contain spaces.");

export const personNameSchema = z.string()
  .trim()
  .min(1, "Name is required.")
  .max(200, "Name must be at most 200 characters.");

export const descriptionSchema = z.string().max(
  2000,
  "Description must be at most 2000 characters.",
);

/** Empty text clears the email; otherwise it must look like an address. */
export const emailSchema = z.preprocess(
  (value) => (typeof value === "string" && value.trim() === "" ? null : value),
  z.string().trim().max(254, "Email must be at most 254 characters.")
    .regex(/^[^@\s]+@[^@\s]+\.[^@\s]+$/, "Email must be a valid address.")
    .nullable(),
);

export const MOBILE_FORMAT_MESSAGE = "Mobile must be in international format, e.g. +14155550123.";

/** E.164: a plus, a country code not starting with 0, at most 15 digits (as the column checks). */
export const E164_PATTERN = /^\+[1-9][0-9]{6,14}$/;

/** Spaces, dashes, dots and brackets people type between digits; E.164 has none. */
export function normalizeMobile(text: string): string {
  return text.replace(/[\s\-.()]/g, "");
}

/** A form's text: empty (no number) or a number that normalises to E.164. */
export function isMobileText(text: string): boolean {
  const compact = normalizeMobile(text);
  return compact === "" || E164_PATTERN.test(compact);
}

/**
 * Empty text clears the mobile number; otherwise it must be E.164 once the spaces and
 * dashes are gone (the SMS provider's `To`; the database checks the same pattern).
 */
export const mobileSchema = z.preprocess(
  (value) => {
    if (typeof value !== "string") return value;
    const compact = normalizeMobile(value);
    return compact === "" ? null : compact;
  },
  z.string().regex(E164_PATTERN, MOBILE_FORMAT_MESSAGE).nullable(),
);

export const userTypeSchema = z.enum(
  USER_TYPES,
  "User type must be User, Admin or Manager.",
);

export const roleIdsSchema = z.array(
  z.number().int().positive("Role ids are positive numbers."),
)
  .max(1000, "A person can hold at most 1000 roles.");

const idSchema = z.number().int().positive("Id must be a positive number.");

/** createUser: a person may sign in unless told otherwise (isAuthEnabled defaults to true). */
export const createUserSchema = z.strictObject({
  peopleHandle: peopleHandleSchema,
  name: personNameSchema,
  description: absentIfNull(descriptionSchema.default("")),
  email: emailSchema.optional().transform((v) => v ?? null),
  mobile: mobileSchema.optional().transform((v) => v ?? null),
  userType: absentIfNull(userTypeSchema.default("User")),
  isAuthEnabled: absentIfNull(z.boolean().default(true)),
  roleIds: absentIfNull(roleIdsSchema.default([])),
  receiveWeeklyReminders: absentIfNull(z.boolean().default(false)),
  effectiveOn: absentIfNull(effectiveOnSchema.optional()),
});

/**
 * updateUser: only the fields given change, except isAuthEnabled, which the spec
 * makes true when absent on update as well.
 */
export const updateUserSchema = z.strictObject({
  id: idSchema,
  peopleHandle: absentIfNull(peopleHandleSchema.optional()),
  name: absentIfNull(personNameSchema.optional()),
  description: absentIfNull(descriptionSchema.optional()),
  email: emailSchema.optional(),
  mobile: mobileSchema.optional(),
  userType: absentIfNull(userTypeSchema.optional()),
  isAuthEnabled: absentIfNull(z.boolean().default(true)),
  roleIds: absentIfNull(roleIdsSchema.optional()),
  receiveWeeklyReminders: absentIfNull(z.boolean().optional()),
  effectiveOn: absentIfNull(effectiveOnSchema.optional()),
});

export type CreateUserInput = z.output<typeof createUserSchema>;
export type UpdateUserInput = z.output<typeof updateUserSchema>;

/**
 * What a User-type person may change on their own record, on their profile
 * (docs/product.md#roles-and-permissions).
 */
export const SELF_EDITABLE_FIELDS = ["name", "mobile", "receiveWeeklyReminders"] as const;
