import { z } from "zod";
import { AuthError, badJson, noAuthorization, sessionNotFound, userNotFound } from "./errors.ts";
import type { AuthCall } from "./context.ts";
import { verifyAccessToken } from "./jwt.ts";
import { sessionExists } from "./sessions-store.ts";
import { findUserById } from "./users-store.ts";

/** Parses the JSON body against a schema; GoTrue answers 400 for both failures. */
export async function readBody<T extends z.ZodType>(req: Request, schema: T): Promise<z.infer<T>> {
  let raw: unknown;
  try {
    raw = await req.json();
  } catch {
    throw badJson();
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = issue?.path.join(".") || "body";
    throw new AuthError(
      400,
      "validation_failed",
      `Invalid ${field}: ${issue?.message ?? "invalid value"}`,
    );
  }
  return parsed.data;
}

/** The signed-in caller of /user and /logout: a valid token of a live session. */
export async function authenticate(call: AuthCall) {
  const header = call.req.headers.get("authorization") ?? "";
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match) throw noAuthorization();
  const claims = await verifyAccessToken(match[1], call.options.jwtSecret);
  const { sql } = call.options;
  if (!(await sessionExists(sql, claims.session_id, claims.sub))) throw sessionNotFound();
  const user = await findUserById(sql, claims.sub);
  if (!user) throw userNotFound();
  return { claims, user };
}

export const EMAIL_PATTERN = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;
