import { z } from "zod";
import { FILTER_SORT_COLUMNS, listFilters } from "../../db/filters/filter-store.ts";
import {
  FILTER_ENTITIES,
  type FilterEntity,
  filterEntityOf,
} from "../../domain/filters/filter-input.ts";
import { formatTerm, parseQuery, QueryError } from "../../domain/query/index.ts";
import { badInput } from "../../http/app-error.ts";
import { personOf } from "../authorize.ts";
import type { RequestContext } from "../context.ts";
import { parseInput } from "../parse-input.ts";
import { pagingArgsFor } from "../paging-args.ts";

const filterListArgs = pagingArgsFor(FILTER_SORT_COLUMNS, "name").extend({
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

export type ListFiltersArgs = z.input<typeof filterListArgs>;

/** The public filters of the organisation and the caller's own private ones. */
export async function listAccessibleFilters(ctx: RequestContext, args: ListFiltersArgs) {
  const me = personOf(ctx);
  const parsed = parseInput(filterListArgs, args);
  return await listFilters(ctx.tx, ctx.orgId, me.id, {
    ...parsed,
    texts: filterTexts(parsed.q),
    entities: parsed.associatedEntities,
  });
}
