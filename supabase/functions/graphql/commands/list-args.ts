import { z } from "zod";

export const MAX_LIMIT = 1000;

/**
 * The arguments every list takes (design §4): q, offset, limit ≤ 1000 (default 1000,
 * the full list), sortBy from the list's own fixed set, isDesc.
 */
export function listArgsSchema<K extends string>(sortKeys: readonly K[], defaultSort: K) {
  return z.object({
    q: z.array(z.string().max(500, "A search term must be at most 500 characters."))
      .max(50, "At most 50 search terms.").nullish().transform((v) => v ?? []),
    offset: z.number().int().min(0, "offset must be 0 or more.").nullish()
      .transform((v) => v ?? 0),
    limit: z.number().int().min(0, "limit must be 0 or more.")
      .max(MAX_LIMIT, `limit must be at most ${MAX_LIMIT}.`).nullish()
      .transform((v) => v ?? MAX_LIMIT),
    sortBy: z.string().nullish().transform((v) => v ?? defaultSort)
      .refine((v) => (sortKeys as readonly string[]).includes(v), {
        message: `sortBy must be one of ${sortKeys.join(", ")}.`,
      })
      .transform((v) => v as K),
    isDesc: z.boolean().nullish().transform((v) => v ?? false),
  });
}
