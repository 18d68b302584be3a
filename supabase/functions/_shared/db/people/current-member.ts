import type { UserType } from "../../domain/abilities.ts";
import type { Tx } from "../client.ts";
import type { CurrentPerson } from "../context.ts";

/**
 * The caller's person in the requested organisation (design §3), linking it on first
 * sign-in by email. Null when the token's user is no enabled member of that tenant.
 * Must run inside runAsCaller: it reads the transaction's claims and tenant.
 */
export async function resolveCurrentPerson(
  tx: Tx,
): Promise<CurrentPerson | null> {
  const found = await currentMember(tx);
  if (found) return found;
  await tx`select app.link_person_to_auth_user()`;
  return await currentMember(tx);
}

async function currentMember(tx: Tx): Promise<CurrentPerson | null> {
  const [row] = await tx`select org_id, person_id, user_type from app.current_member()`;
  if (!row) return null;
  return {
    id: Number(row.person_id),
    orgId: Number(row.org_id),
    userType: row.user_type as UserType,
  };
}
