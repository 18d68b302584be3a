import { z } from "zod";
import {
  AuthError,
  badJson,
  noAuthorization,
  sessionNotFound,
  userNotFound,
  validationFailed,
} from "./errors.ts";
import type { AuthCall } from "./context.ts";
import { verifyAccessToken, verifyServiceRoleKey } from "./jwt.ts";
import { sessionExists } from "./sessions-store.ts";
import { findUserById } from "./users-store.ts";

/**
 * Parses the JSON body against a schema; GoTrue answers 400 for both failures. Text with
 * a NUL character (U+0000) is refused too: PostgreSQL cannot store it in text or jsonb,
 * so it would otherwise fail as a 500 deep in a query.
 */
export async function readBody<T extends z.ZodType>(req: Request, schema: T): Promise<z.infer<T>> {
  let raw: unknown;
  try {
    raw = await req.json();
  } catch {
    throw badJson();
  }
  const nulAt = pathOfNul(raw);
  if (nulAt !== null) {
    throw validationFailed(`Invalid ${nulAt || "body"}: must not contain NUL characters (U+0000)`);
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
  const claims = await verifyAccessToken(bearerToken(call), call.options.jwtSecret);
  const { sql } = call.options;
  if (!(await sessionExists(sql, claims.session_id, claims.sub))) throw sessionNotFound();
  const user = await findUserById(sql, claims.sub);
  if (!user) throw userNotFound();
  return { claims, user };
}

/** The caller of an admin endpoint: a service-role key as the bearer. */
export async function authenticateServiceRole(call: AuthCall): Promise<void> {
  await verifyServiceRoleKey(bearerToken(call), call.options.jwtSecret);
}

function bearerToken(call: AuthCall): string {
  const match = /^Bearer\s+(\S+)$/i.exec(call.req.headers.get("authorization") ?? "");
  if (!match) throw noAuthorization();
  return match[1];
}

/** The path (`data.name`) of a string or key holding U+0000, or null when none does. */
export function pathOfNul(value: unknown): string | null {
  // Iterative, so deeply nested JSON cannot overflow the stack.
  const pending: { value: unknown; path: string }[] = [{ value, path: "" }];
  while (pending.length) {
    const { value, path } = pending.pop()!;
    if (typeof value === "string") {
      if (value.includes("\0")) return path;
    } else if (value && typeof value === "object") {
      for (const [key, child] of Object.entries(value)) {
        const childPath = path ? `${path}.${key}` : key;
        if (key.includes("\0")) return childPath.replaceAll("\0", "\\u0000");
        pending.push({ value: child, path: childPath });
      }
    }
  }
  return null;
}

export const EMAIL_PATTERN = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;
