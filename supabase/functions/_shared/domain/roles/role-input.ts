/**
 * What a role's record may hold (docs/product.md#roles), shared by the API (the authority) and
 * the web app's role form so both say the same thing. Pure.
 */
import { effectiveOnSchema } from "./effective-on.ts";
import { z } from "zod";

/** Explicit nulls from GraphQL mean "not given" for fields that cannot be empty. */
const absentIfNull = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === null ? undefined : value), schema);

export const roleHandleSchema = z.string()
  .trim()
  .min(1, "Handle is required.")
  .max(64, "Handle must be at most 64 characters.")
  .regex(/^\S+$/, "Handle cannot contain spaces.");

export const roleNameSchema = z.string()
  .trim()
  .min(1, "Name is required.")
  .max(200, "Name must be at most 200 characters.");

export const roleDescriptionSchema = z.string().max(
  2000,
  "Description must be at most 2000 characters.",
);

const idSchema = z.number().int().positive("Id must be a positive number.");

/** The parent role; null means the role reports to no one (top of the tree). */
export const reportsToIdSchema = z.number().int().positive("reportsToId must be a role id.")
  .nullable();

/** The people who fill the role, by person id (the same ids as User.id). */
export const filledBySchema = z.array(z.number().int().positive("Person ids are positive numbers."))
  .max(1000, "A role can be filled by at most 1000 people.");

export const createRoleSchema = z.strictObject({
  roleHandle: roleHandleSchema,
  name: roleNameSchema,
  description: absentIfNull(roleDescriptionSchema.default("")),
  reportsToId: reportsToIdSchema.optional().transform((v) => v ?? null),
  filledBy: absentIfNull(filledBySchema.default([])),
  effectiveOn: absentIfNull(effectiveOnSchema.optional()),
});

/**
 * updateRole: only the fields given change. reportsToId: null moves the role to the
 * top of the tree, absent keeps its parent. filledBy replaces the whole list.
 */
export const updateRoleSchema = z.strictObject({
  id: idSchema,
  roleHandle: absentIfNull(roleHandleSchema.optional()),
  name: absentIfNull(roleNameSchema.optional()),
  description: absentIfNull(roleDescriptionSchema.optional()),
  reportsToId: reportsToIdSchema.optional(),
  filledBy: absentIfNull(filledBySchema.optional()),
  effectiveOn: absentIfNull(effectiveOnSchema.optional()),
});

export type CreateRoleInput = z.output<typeof createRoleSchema>;
export type UpdateRoleInput = z.output<typeof updateRoleSchema>;

/** The refusal of a reporting cycle (the API says exactly this). */
export const REPORTS_TO_CYCLE_MESSAGE =
  "A role cannot report to itself or to a role that reports to it";

/**
 * The refusal of removing a role processes are assigned to, worded exactly as the API
 * has always answered it (docs/api.md#error-codes).
 */
export const ROLE_IN_USE_MESSAGE = "Cant delete role while it is related to Processes";

/**
 * True when making `roleId` report to `parentId` would close a loop, given the current
 * parent of each role. The API checks the same thing in SQL inside its transaction;
 * this lets a form refuse the choice before sending it.
 */
export function wouldCreateCycle(
  parents: ReadonlyMap<number, number | null>,
  roleId: number,
  parentId: number | null,
): boolean {
  const seen = new Set<number>();
  for (let at = parentId; at !== null && at !== undefined; at = parents.get(at) ?? null) {
    if (at === roleId) return true;
    if (seen.has(at)) return false; // an existing loop elsewhere; not ours to report
    seen.add(at);
  }
  return false;
}
