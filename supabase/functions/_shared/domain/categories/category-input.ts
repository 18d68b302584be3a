/**
 * What a process category may hold (docs/product.md#labels-categories-and-handles): a prefix
 * that starts every handle made from it, a description, and the next number. Shared
 * by the API and the web app's category form. Pure.
 */
import { z } from "zod";

const absentIfNull = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === null ? undefined : value), schema);

/** The same rule as the database's check on app.process_categories.prefix. */
export const CATEGORY_PREFIX_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_]{0,15}$/;

export const categoryPrefixSchema = z.string()
  .trim()
  .min(1, "Prefix is required.")
  .regex(
    CATEGORY_PREFIX_PATTERN,
    "Prefix must be 1 to 16 letters, digits or underscores, starting with a letter or digit.",
  );

export const categoryDescriptionSchema = z.string().max(
  2000,
  "Description must be at most 2000 characters.",
);

/** The number the next process of the category gets; PostgreSQL integer range. */
export const categoryIncrementSchema = z.number()
  .int("Increment must be a whole number.")
  .min(1, "Increment must be 1 or more.")
  .max(2_147_483_646, "Increment is too large.");

export const createCategorySchema = z.strictObject({
  prefix: categoryPrefixSchema,
  description: absentIfNull(categoryDescriptionSchema.default("")),
  increment: absentIfNull(categoryIncrementSchema.default(1)),
});

/** Only the fields given change. */
export const updateCategorySchema = z.strictObject({
  id: z.number().int().positive("Id must be a positive number."),
  prefix: absentIfNull(categoryPrefixSchema.optional()),
  description: absentIfNull(categoryDescriptionSchema.optional()),
  increment: absentIfNull(categoryIncrementSchema.optional()),
});

export type CreateCategoryInput = z.output<typeof createCategorySchema>;
export type UpdateCategoryInput = z.output<typeof updateCategorySchema>;
