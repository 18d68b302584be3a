import { z } from "zod";

/**
 * The most rows one list call answers (docs/api.md#paging-and-sorting); full-list loads ask
 * for exactly this.
 */
export const LIST_LIMIT = 1000;

/**
 * The arguments every list takes (docs/api.md#paging-and-sorting): q, offset, limit ≤ 1000
 * (default 1000), sortBy (one of `sortKeys`, default `defaultSort`: the order of the full
 * list), isDesc.
 */
export function pagingArgsSchema<K extends string>(
  sortKeys: readonly K[],
  defaultSort: NoInfer<K>,
) {
  return z.object({
    q: z.array(z.string().max(500, "A search term must be at most 500 characters."))
      .max(50, "A query may have at most 50 terms.")
      .nullish()
      .transform((v) => v ?? []),
    offset: z.number().int().min(0, "offset must be 0 or more.").nullish()
      .transform((v) => v ?? 0),
    limit: z.number().int().min(0, "limit must be 0 or more.")
      .max(LIST_LIMIT, `limit must be at most ${LIST_LIMIT}.`)
      .nullish().transform((v) => v ?? LIST_LIMIT),
    sortBy: z.string().nullish().transform((v) => v ?? defaultSort)
      .refine((v) => (sortKeys as readonly string[]).includes(v), {
        message: `sortBy must be one of ${sortKeys.join(", ")}.`,
      })
      .transform((v) => v as K),
    isDesc: z.boolean().nullish().transform((v) => v ?? false),
  });
}

/** `pagingArgsSchema` sorted by the keys of a store's table of sort columns. */
export function pagingArgsFor<K extends string>(
  sortColumns: Readonly<Record<K, unknown>>,
  defaultSort: NoInfer<K>,
) {
  return pagingArgsSchema(Object.keys(sortColumns) as K[], defaultSort);
}
