import { z } from "zod";
import type { RequestContext } from "../../_shared/db/context.ts";
import {
  deleteFilterRow,
  FILTER_SORT_COLUMNS,
  type FilterRecord,
  type FilterSortKey,
  findFilter,
  insertFilter,
  listFilters,
  updateFilterRow,
} from "../../_shared/db/filters/filter-store.ts";
import {
  canonicalCriteria,
  createFilterSchema,
  FILTER_ENTITIES,
  type FilterEntity,
  filterEntityOf,
  updateFilterSchema,
} from "../../_shared/domain/filters/filter-input.ts";
import { formatTerm, parseQuery, QueryError } from "../../_shared/domain/query/index.ts";
import { badInput, forbidden, notFound } from "../../_shared/http/app-error.ts";
import { parseInput } from "../server/validate.ts";
import { pagingArgsSchema } from "./paging-args.ts";

const filterListArgs = pagingArgsSchema(
  Object.keys(FILTER_SORT_COLUMNS) as FilterSortKey[],
  "name",
).extend({
  associatedEntities: z.array(z.string()).max(10).nullish().transform((list, ctx) => {
    if (!list) return undefined;
    const entities = list.map(filterEntityOf);
    if (entities.some((e) => !e)) {
      ctx.addIssue({
        code: "custom",
        message: `associatedEntities may hold ${FILTER_ENTITIES.join(", ")}.`,
      });
      return z.NEVER;
    }
    return entities as FilterEntity[];
  }),
});

/** q on the filters list: text searched in the filter's name (d=org changes nothing). */
function filterTexts(q: string[]): string[] {
  try {
    const terms = parseQuery(q);
    const other = terms.find((t) => t.kind !== "text" && t.kind !== "scope");
    if (other) throw new QueryError(`"${formatTerm(other)}" does not apply to filters`);
    return terms.flatMap((t) => (t.kind === "text" ? [t.value] : []));
  } catch (e) {
    if (e instanceof QueryError) throw badInput(e.message, "q");
    throw e;
  }
}

/** The public filters of the organisation and the caller's own private ones. */
export async function listAccessibleFilters(ctx: RequestContext, args: unknown) {
  const parsed = parseInput(filterListArgs, args);
  return await listFilters(ctx.tx, ctx.orgId, ctx.person.id, {
    ...parsed,
    texts: filterTexts(parsed.q),
    entities: parsed.associatedEntities,
  });
}

function checkedCriteria(entity: FilterEntity, criteria: readonly string[]): string[] {
  const result = canonicalCriteria(entity, criteria);
  if (!result.ok) throw badInput(result.message, "criteria");
  return result.criteria;
}

/** Anyone may save a filter of their own (private or for the whole organisation). */
export async function createFilter(ctx: RequestContext, raw: unknown): Promise<FilterRecord> {
  const input = parseInput(createFilterSchema, raw);
  const id = await insertFilter(ctx.tx, ctx.orgId, ctx.person.id, {
    ...input,
    criteria: checkedCriteria(input.associatedEntity, input.criteria),
  });
  return (await findFilter(ctx.tx, ctx.orgId, ctx.person.id, id))!;
}

/** Only the owner or an admin changes or removes a filter; others' private ones are not found. */
async function ownedFilter(ctx: RequestContext, id: number): Promise<FilterRecord> {
  const filter = await findFilter(ctx.tx, ctx.orgId, ctx.person.id, id);
  if (!filter) throw notFound("Filter not found");
  if (filter.owner.id !== ctx.person.id && ctx.appRole !== "admin") {
    throw forbidden("Only the owner of a filter or an admin can change it.");
  }
  return filter;
}

export async function updateFilter(ctx: RequestContext, raw: unknown): Promise<FilterRecord> {
  const input = parseInput(updateFilterSchema, raw);
  const current = await ownedFilter(ctx, input.id);
  if (input.private === true && current.owner.id !== ctx.person.id && !current.private) {
    // It would vanish from the admin's own sight and belong to someone else.
    throw forbidden("Only the owner can make a filter private.");
  }
  const entity = input.associatedEntity ?? current.associatedEntity;
  // A new entity must take the kept criteria too.
  const criteria = input.criteria ??
    (entity !== current.associatedEntity ? current.criteria : undefined);
  await updateFilterRow(ctx.tx, ctx.orgId, input.id, {
    name: input.name,
    associatedEntity: input.associatedEntity,
    private: input.private,
    criteria: criteria && checkedCriteria(entity, criteria),
  });
  return (await findFilter(ctx.tx, ctx.orgId, ctx.person.id, input.id))!;
}

export async function removeFilter(ctx: RequestContext, id: number): Promise<boolean> {
  await ownedFilter(ctx, id);
  if (!(await deleteFilterRow(ctx.tx, ctx.orgId, id))) throw notFound("Filter not found");
  return true;
}
