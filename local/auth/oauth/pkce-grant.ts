import { z } from "zod";
import { type AuthCall, nowOf } from "../context.ts";
import { AuthError, validationFailed } from "../errors.ts";
import { issueSession } from "../issue-session.ts";
import { readBody } from "../request.ts";
import { createSession, recordSessionMethod } from "../sessions-store.ts";
import { findUserById, touchLastSignIn } from "../users-store.ts";
import { AUTH_CODE_TTL_SECONDS, type FlowRow, takeFlowByAuthCode } from "./flow-store.ts";

const PkceGrant = z.object({
  auth_code: z.string().max(200).optional(),
  code_verifier: z.string().max(200).optional(),
});

const flowStateNotFound = () =>
  new AuthError(404, "flow_state_not_found", "invalid flow state, no valid flow state found");

/**
 * POST /token?grant_type=pkce {auth_code, code_verifier}, as supabase-js
 * exchangeCodeForSession sends it: the auth code of a finished OAuth flow and the
 * verifier of the challenge /authorize received. The code is used up by the attempt.
 */
export async function pkceGrant(call: AuthCall) {
  const { sql } = call.options;
  const body = await readBody(call.req, PkceGrant);
  if (!body.auth_code || !body.code_verifier) {
    throw validationFailed("invalid request: both auth code and code verifier should be non-empty");
  }
  const flow = await takeFlowByAuthCode(sql, body.auth_code);
  if (!flow || !flow.user_id || !flow.authenticated_at) throw flowStateNotFound();
  const age = nowOf(call.options).getTime() - flow.authenticated_at.getTime();
  if (age > AUTH_CODE_TTL_SECONDS * 1000) {
    throw new AuthError(400, "flow_state_expired", "invalid flow state, flow state has expired");
  }
  if (!(await verifierMatches(flow, body.code_verifier))) {
    throw new AuthError(
      403,
      "bad_code_verifier",
      "code challenge does not match previously saved code verifier",
    );
  }
  const user = await findUserById(sql, flow.user_id);
  if (!user) throw flowStateNotFound();
  const session = await sql.begin(async (tx) => {
    const created = await createSession(tx, user.id, {
      userAgent: call.req.headers.get("user-agent"),
      ip: call.clientAddress,
    });
    await recordSessionMethod(tx, created.sessionId, flow.provider);
    await touchLastSignIn(tx, user.id);
    return created;
  });
  return await issueSession(call, (await findUserById(sql, user.id)) ?? user, session);
}

async function verifierMatches(flow: FlowRow, verifier: string): Promise<boolean> {
  if (flow.code_challenge_method === "plain") return verifier === flow.code_challenge;
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(verifier));
  const challenge = btoa(String.fromCharCode(...new Uint8Array(digest)))
    .replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");
  return challenge === flow.code_challenge;
}
