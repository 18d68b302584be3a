/**
 * Ending sign-in sessions: one's own (one, or all but the current one, as GoTrue's
 * /logout?scope=others), and an Admin ending every session of a person of their
 * organisation. An ended session's refresh tokens are revoked and its access tokens stop
 * working for the API at once (the database deletes the auth.sessions row the request
 * pipeline checks).
 */
import { z } from "zod";
import {
  endMyOtherSessions as deleteMyOtherSessions,
  endMySession as deleteMySession,
  endPersonSessions as deletePersonSessions,
} from "../../db/sessions/auth-sessions.ts";
import { badInput, notFound } from "../../http/app-error.ts";
import { authorize, authorizeOwn } from "../authorize.ts";
import type { RequestContext } from "../context.ts";
import { parseInput } from "../parse-input.ts";

export const CURRENT_SESSION_MESSAGE = "This is the session you are using now. Sign out to end it.";
export const SESSION_NOT_FOUND_MESSAGE = "Session not found";
export const OWN_SESSIONS_MESSAGE = "To end your own sessions, use your profile (or sign out).";

const sessionId = z.object({ id: z.string().uuid("id must be a session id.") });
const personId = z.object({
  personId: z.number().int().positive("personId must be a person's id."),
});

/** Ends one of the caller's other sessions; true when it ended. */
export async function endMySession(ctx: RequestContext, id: string): Promise<boolean> {
  authorizeOwn(ctx, "delete", "mySessions");
  const input = parseInput(sessionId, { id });
  const outcome = await deleteMySession(ctx.tx, input.id);
  if (outcome === "current") throw badInput(CURRENT_SESSION_MESSAGE, "id");
  // Another account's session id is as unknown as a made-up one.
  if (outcome === "unknown") throw notFound(SESSION_NOT_FOUND_MESSAGE);
  return true;
}

/** Ends every session of the caller but this one; answers how many ended. */
export async function endMyOtherSessions(ctx: RequestContext): Promise<number> {
  authorizeOwn(ctx, "delete", "mySessions");
  return await deleteMyOtherSessions(ctx.tx);
}

/**
 * An Admin ends every session of a person of their organisation (all of that account's
 * sessions: one account may belong to people of several organisations). Not their own:
 * that would sign them out mid-request; the profile ends one's own sessions.
 */
export async function endPersonSessions(
  ctx: RequestContext,
  id: number,
): Promise<number> {
  authorize(ctx, "delete", "personSessions");
  const input = parseInput(personId, { personId: id });
  if (ctx.actor.kind === "member" && ctx.actor.person.id === input.personId) {
    throw badInput(OWN_SESSIONS_MESSAGE, "personId");
  }
  const ended = await deletePersonSessions(ctx.tx, input.personId);
  if (ended === null) throw notFound("User not found");
  return ended;
}
