/**
 * A saved filter: a named list of q terms for one list. The terms are checked with the shared
 * query parser for the filter's entity, so a saved filter never holds a term its list would
 * refuse, and stored in canonical form. Pure.
 */
import { z } from "zod";
import {
  assertTermsApply,
  FILTER_ENTITIES as FILTER_ENTITIES_OF,
  formatQuery,
  parseQuery,
  type QueryEntity,
  QueryError,
} from "../query/index.ts";

export const FILTER_ENTITIES = ["User", "Role", "Process", "Task"] as const;
export type FilterEntity = (typeof FILTER_ENTITIES)[number];

/** The list a filter's criteria filter. */
export const FILTER_QUERY_ENTITY: Readonly<Record<FilterEntity, QueryEntity>> = FILTER_ENTITIES_OF;

const ENTITY_MESSAGE = `associatedEntity must be one of ${FILTER_ENTITIES.join(", ")}.`;

/** Letter case is forgiven (`process`), the stored form is canonical (`Process`). */
export function filterEntityOf(text: unknown): FilterEntity | undefined {
  if (typeof text !== "string") return undefined;
  return FILTER_ENTITIES.find((e) => e.toLowerCase() === text.trim().toLowerCase());
}

export const filterEntitySchema = z.string().transform((text, ctx) => {
  const entity = filterEntityOf(text);
  if (!entity) ctx.addIssue({ code: "custom", message: ENTITY_MESSAGE });
  return entity ?? z.NEVER;
});

const absentIfNull = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === null ? undefined : value), schema);

const nameSchema = z.string().trim().min(1, "Name is required.").max(
  200,
  "Name must be at most 200 characters.",
);
const criteriaSchema = z.array(z.string()).max(50, "A filter holds at most 50 terms.");

export const createFilterSchema = z.strictObject({
  name: nameSchema,
  associatedEntity: filterEntitySchema,
  private: absentIfNull(z.boolean().default(false)),
  criteria: absentIfNull(criteriaSchema.default([])),
});

export const updateFilterSchema = z.strictObject({
  id: z.number().int().positive("Id must be a positive number."),
  name: absentIfNull(nameSchema.optional()),
  associatedEntity: absentIfNull(filterEntitySchema.optional()),
  private: absentIfNull(z.boolean().optional()),
  criteria: absentIfNull(criteriaSchema.optional()),
});

export type CreateFilterInput = z.output<typeof createFilterSchema>;
export type UpdateFilterInput = z.output<typeof updateFilterSchema>;

export type CriteriaResult = { ok: true; criteria: string[] } | { ok: false; message: string };

/** The terms in canonical form (blank ones dropped), or why the list would refuse them. */
export function canonicalCriteria(
  entity: FilterEntity,
  criteria: readonly string[],
): CriteriaResult {
  try {
    const terms = parseQuery(criteria);
    assertTermsApply(FILTER_QUERY_ENTITY[entity], terms);
    return { ok: true, criteria: formatQuery(terms) };
  } catch (e) {
    if (e instanceof QueryError) return { ok: false, message: e.message };
    throw e;
  }
}
