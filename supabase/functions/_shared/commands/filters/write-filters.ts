import type { z } from "zod";
import {
  deleteFilterRow,
  type FilterRecord,
  findFilter,
  insertFilter,
  updateFilterRow,
} from "../../db/filters/filter-store.ts";
import {
  canonicalCriteria,
  createFilterSchema,
  type FilterEntity,
  updateFilterSchema,
} from "../../domain/filters/filter-input.ts";
import { badInput, forbidden, notFound } from "../../http/app-error.ts";
import { personOf, principalOf } from "../authorize.ts";
import type { RequestContext } from "../context.ts";
import { parseInput } from "../parse-input.ts";

function checkedCriteria(entity: FilterEntity, criteria: readonly string[]): string[] {
  const result = canonicalCriteria(entity, criteria);
  if (!result.ok) throw badInput(result.message, "criteria");
  return result.criteria;
}

/** Anyone may save a filter of their own (private or for the whole organisation). */
export async function createFilter(
  ctx: RequestContext,
  raw: z.input<typeof createFilterSchema>,
): Promise<FilterRecord> {
  const me = personOf(ctx);
  const input = parseInput(createFilterSchema, raw);
  const id = await insertFilter(ctx.tx, ctx.orgId, me.id, {
    ...input,
    criteria: checkedCriteria(input.associatedEntity, input.criteria),
  });
  return (await findFilter(ctx.tx, ctx.orgId, me.id, id))!;
}

/** Only the owner or an admin changes or removes a filter; others' private ones are not found. */
async function ownedFilter(ctx: RequestContext, id: number): Promise<FilterRecord> {
  const me = personOf(ctx);
  const filter = await findFilter(ctx.tx, ctx.orgId, me.id, id);
  if (!filter) throw notFound("Filter not found");
  if (filter.owner.id !== me.id && principalOf(ctx) !== "admin") {
    throw forbidden("Only the owner of a filter or an admin can change it.");
  }
  return filter;
}

export async function updateFilter(
  ctx: RequestContext,
  raw: z.input<typeof updateFilterSchema>,
): Promise<FilterRecord> {
  const me = personOf(ctx);
  const input = parseInput(updateFilterSchema, raw);
  const current = await ownedFilter(ctx, input.id);
  if (input.private === true && current.owner.id !== me.id && !current.private) {
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
  return (await findFilter(ctx.tx, ctx.orgId, me.id, input.id))!;
}

export async function removeFilter(ctx: RequestContext, id: number): Promise<boolean> {
  await ownedFilter(ctx, id);
  if (!(await deleteFilterRow(ctx.tx, ctx.orgId, id))) throw notFound("Filter not found");
  return true;
}
