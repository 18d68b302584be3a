import type { AppRole } from "@shared/abilities.ts";
import { assignableUserTypes, mayManageAdmins } from "@shared/people/admin-rights.ts";
import type { Person, UserType } from "../api/person-fields";

/** What the person form lets the signed-in person do with the Admin-related fields. */
export interface AdminFieldRules {
  /** The user types offered: never Admin to someone who may not make Admins. */
  userTypes: readonly UserType[];
  /** The person is an Admin whose type, sign-in and email only an Admin may change. */
  locked: boolean;
}

/**
 * Only an Admin makes or unmakes an Admin (docs/security.md#abilities; the API and the database refuse
 * the rest): read from the shared ability table, so the form hides exactly that.
 */
export function adminFieldRules(appRole: AppRole | null, person?: Person): AdminFieldRules {
  const locked = person?.userType === "Admin" && !mayManageAdmins(appRole);
  return { userTypes: locked ? ["Admin"] : assignableUserTypes(appRole), locked };
}

export const ADMIN_LOCKED_NOTE = "Only an admin can change an admin's type, sign-in or email.";
