import type { UserType } from "../../domain/abilities.ts";
import type { SignInMethods } from "../../domain/settings/sign-in-methods.ts";
import type { Tx } from "../client.ts";

/** The signed-in person of the requested organisation. */
export interface CurrentPerson {
  id: number;
  orgId: number;
  userType: UserType;
}

/**
 * What the audit trail records of a request beyond the token (transaction settings
 * app.client_address and app.actor, read by migration 20260112000400_audit_trail.sql):
 * the client address the server took the request from, and what acts for the person
 * when it is not the person's own request (e.g. "import").
 */
export interface AuditTrailSettings {
  clientAddress?: string;
  actor?: string;
}

/** Who is asking, as app.request_caller() found it. */
export interface RequestCaller {
  /** The token's session still exists in auth.sessions and is not past not_after. */
  sessionLive: boolean;
  /** The caller's enabled person in the tenant (linked on first sign-in), or null. */
  person: CurrentPerson | null;
  /** The organisation's sign-in methods; null when there is no person. */
  signInMethods: SignInMethods | null;
  /** The organisation requires a second factor of its Admins and Managers to write. */
  twoFactorRequired: boolean;
}

/**
 * The first statement of a request's transaction (docs/security.md#tenancy): sets the claims and
 * tenant, checks the token's session, finds (or links by email on first sign-in) the
 * caller's person and reads the organisation's sign-in methods, then takes the role
 * `authenticated`. One round trip; see migration 20260104000300_request_caller.sql for
 * why the role is set from the function's row.
 */
export async function loadCaller(
  tx: Tx,
  claims: Record<string, unknown>,
  tenant: string,
  trail: AuditTrailSettings = {},
): Promise<RequestCaller> {
  // The audit trail's settings ride along in the same statement (no extra round trip).
  const [row] = await tx`
    select c.session_live, c.org_id, c.person_id, c.user_type, c.is_email_auth_enabled,
           c.is_google_auth_enabled, c.is_microsoft_auth_enabled, c.is_two_factor_required,
           set_config('app.client_address', ${trail.clientAddress ?? ""}, true) as address,
           set_config('app.actor', ${trail.actor ?? ""}, true) as actor,
           set_config('role', c.db_role, true) as role
    from app.request_caller(${JSON.stringify(claims)}, ${tenant}) c`;
  if (!row || row.role !== "authenticated") throw new Error("app.request_caller() set no role");
  if (!row.session_live || row.org_id === null) {
    return {
      sessionLive: Boolean(row.session_live),
      person: null,
      signInMethods: null,
      twoFactorRequired: false,
    };
  }
  return {
    sessionLive: true,
    person: {
      id: Number(row.person_id),
      orgId: Number(row.org_id),
      userType: row.user_type as UserType,
    },
    signInMethods: {
      isEmailAuthEnabled: row.is_email_auth_enabled,
      isGoogleAuthEnabled: row.is_google_auth_enabled,
      isMicrosoftAuthEnabled: row.is_microsoft_auth_enabled,
    },
    twoFactorRequired: Boolean(row.is_two_factor_required),
  };
}
