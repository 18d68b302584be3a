import type { AppRole, UserType } from "../domain/abilities.ts";
import type { Tx } from "./client.ts";

/** The signed-in person of the requested organisation. */
export interface CurrentPerson {
  id: number;
  orgId: number;
  userType: UserType;
}

/**
 * What every command and query function receives: the request's transaction (already
 * running as `authenticated` with the caller's claims and tenant), the organisation,
 * the person and their app role.
 */
export interface RequestContext {
  tx: Tx;
  orgId: number;
  person: CurrentPerson;
  appRole: AppRole;
}
