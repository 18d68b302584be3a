import type { Tx } from "../client.ts";
import { AppError, forbidden } from "../../http/app-error.ts";

/** Raised by app.issue_invitation (local/migrations/20260109000000_one_time_tokens.sql). */
const REFUSALS: Readonly<Record<string, () => AppError>> = {
  "42501": () => forbidden(),
  P0002: () =>
    new AppError("BAD_USER_INPUT", "Only a person with an email who may sign in can be invited."),
  "23505": () => alreadyRegistered(),
};

/** The person's email already signs in with a password: nothing to invite them to. */
export const alreadyRegistered = () =>
  new AppError(
    "CONFLICT",
    "This person already has an account with a password: they can sign in, or use “Forgot password”.",
  );

/**
 * Stores the invitation of a person (the SHA-256 of its link's token) for the local auth
 * server, replacing (revoking) any earlier one; answers the email it is bound to. Runs as
 * the caller: the SQL function checks that they are an Admin or Manager of the tenant.
 */
export async function issueInvitation(
  tx: Tx,
  personId: number,
  tokenHash: string,
  expiresAt: Date,
): Promise<string> {
  try {
    const [row] = await tx`
      select email from app.issue_invitation(${personId}, ${tokenHash}, ${expiresAt})`;
    return row.email as string;
  } catch (error) {
    const refusal = REFUSALS[(error as { code?: string }).code ?? ""];
    if (refusal) throw refusal();
    throw error;
  }
}

/** The organisation's name and prefix, for the mail and the sign-in page it points to. */
export async function organizationOf(tx: Tx, orgId: number) {
  const [row] = await tx`select name, prefix from app.organizations where id = ${orgId}`;
  return { name: row.name as string, prefix: row.prefix as string };
}
