/**
 * The caller's own sign-in sessions, for their profile: when each started and was last
 * used, from which address and client, and which one is this browser's.
 */
import { z } from "zod";
import { listMySessions, type SessionPage } from "../../db/sessions/auth-sessions.ts";
import { authorizeOwn } from "../authorize.ts";
import type { RequestContext } from "../context.ts";
import { parseInput } from "../parse-input.ts";

export const SESSIONS_PAGE_DEFAULT = 20;
export const SESSIONS_PAGE_MAX = 100;

const pageSchema = z.object({
  offset: z.number().int().min(0, "offset must be 0 or more.").nullish()
    .transform((v) => v ?? 0),
  limit: z.number().int()
    .min(1, "limit must be at least 1.")
    .max(SESSIONS_PAGE_MAX, `limit must be at most ${SESSIONS_PAGE_MAX}.`)
    .nullish().transform((v) => v ?? SESSIONS_PAGE_DEFAULT),
});

/** One page, most recently used first (a person who never signs out gathers many). */
export async function readMySessions(
  ctx: RequestContext,
  args: { offset?: number | null; limit?: number | null },
): Promise<SessionPage> {
  authorizeOwn(ctx, "read", "mySessions");
  const page = parseInput(pageSchema, { offset: args.offset, limit: args.limit });
  return await listMySessions(ctx.tx, page);
}
