import type { Tx } from "../client.ts";
import { AppError, forbidden } from "../../http/app-error.ts";

/** Raised by app.issue_invitation (local/migrations/20260109000000_one_time_tokens.sql). */
const REFUSALS: Readonly<Record<string, () => AppError>> = {
  "42501": () => forbidden(),
  P0002: () =>
    new AppError("BAD_USER_INPUT", "Only a person with an email who may sign in can be invited."),
};

/** app.issue_invitation's refusal of an address that already signs in with a password. */
const ALREADY_REGISTERED = "23505";

/**
 * Stores the invitation of a person (the SHA-256 of its link's token) for the local auth
 * server, replacing (revoking) any earlier one; answers the email it is bound to, or
 * `registered` when the address already signs in with a password (nothing is stored: the
 * savepoint is rolled back and the request's transaction goes on). Runs as the caller: the
 * SQL function checks that they are an Admin or Manager of the tenant.
 */
export async function issueInvitation(
  tx: Tx,
  personId: number,
  tokenHash: string,
  expiresAt: Date,
): Promise<{ email: string } | "registered"> {
  try {
    return await tx.savepoint(async (sp) => {
      const [row] = await sp`
        select email from app.issue_invitation(${personId}, ${tokenHash}, ${expiresAt})`;
      return { email: row.email as string };
    }) as { email: string };
  } catch (error) {
    const code = (error as { code?: string }).code ?? "";
    if (code === ALREADY_REGISTERED) return "registered";
    const refusal = REFUSALS[code];
    if (refusal) throw refusal();
    throw error;
  }
}

/**
 * The limits app.admit_invitation_mail applies (the commands read them from the environment:
 * commands/people/invitation-limits.ts).
 */
export interface InvitationMailLimits {
  minIntervalSeconds: number;
  perOrganization: number;
  windowSeconds: number;
}

/**
 * app.admit_invitation_mail: counts one invitation mail to the person against the
 * organisation's limits and answers 0, or the seconds to wait and which limit refused it
 * (nothing counted). Its lock on the organisation is held to the end of the caller's
 * transaction, so concurrent invitations are admitted one after another.
 */
export async function admitInvitationMail(
  tx: Tx,
  personId: number,
  limits: InvitationMailLimits,
): Promise<{ waitSeconds: number; limitedBy: "person" | "organization" | null }> {
  try {
    const [row] = await tx`
      select wait_seconds, limited_by
        from app.admit_invitation_mail(${personId}, ${limits.minIntervalSeconds},
                                       ${limits.perOrganization}, ${limits.windowSeconds})`;
    return { waitSeconds: Number(row.wait_seconds), limitedBy: row.limited_by ?? null };
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

/**
 * app.record_invitation_sent: the audit trail's entry of the mail just admitted in this
 * transaction (an invitation, or the sign-in notice an address with an account gets), in
 * the caller's organisation with the caller as who.
 */
export async function recordInvitationSent(
  tx: Tx,
  personId: number,
  mail: "invitation" | "sign_in_notice",
): Promise<void> {
  await tx`select app.record_invitation_sent(${personId}, ${mail})`;
}
