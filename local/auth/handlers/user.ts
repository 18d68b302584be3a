import { z } from "zod";
import type { AuthCall } from "../context.ts";
import { AuthError } from "../errors.ts";
import { authenticate, readBody } from "../request.ts";
import { endSessions } from "../sessions-store.ts";
import { userJson } from "../token-shapes.ts";
import { updateUser } from "../users-store.ts";
import { listFactors } from "../mfa/factors-store.ts";
import { assertAcceptablePassword } from "./password-rules.ts";
import { auditAs } from "../audit-context.ts";

/** GET /user: the user of a valid access token whose session is still live. */
export async function getUser(call: AuthCall): Promise<Response> {
  const { user } = await authenticate(call);
  return Response.json(
    userJson({ ...user, factors: await listFactors(call.options.sql, user.id) }),
  );
}

const UserChange = z.object({
  email: z.string().max(255).optional(),
  password: z.string().max(1000).optional(),
  data: z.record(z.string(), z.unknown()).optional(),
});

/**
 * PUT /user: a new password and/or user metadata. A new password ends every other
 * session of the user (their refresh tokens go with them, and the API refuses their
 * access tokens), in the same transaction that stores it; the caller's session stays.
 */
export async function putUser(call: AuthCall): Promise<Response> {
  const { user, claims } = await authenticate(call);
  const body = await readBody(call.req, UserChange);
  if (body.email !== undefined && body.email.trim().toLowerCase() !== user.email.toLowerCase()) {
    // Changing the email needs a confirmation mail, which the local stack cannot send.
    throw new AuthError(
      422,
      "email_change_not_supported",
      "Changing the email is not available on the local stack",
    );
  }
  if (body.password !== undefined) assertAcceptablePassword(body.password);
  const passwordHash = body.password !== undefined
    ? await call.passwords.hash(body.password)
    : undefined;
  const updated = await call.options.sql.begin(async (tx) => {
    await auditAs(tx, claims.session_id, call.clientAddress);
    const row = await updateUser(tx, user.id, { passwordHash, userMetadata: body.data });
    if (passwordHash !== undefined) await endSessions(tx, user.id, claims.session_id, "others");
    return row;
  });
  const factors = await listFactors(call.options.sql, user.id);
  return Response.json(userJson({ ...(updated ?? user), factors }));
}
