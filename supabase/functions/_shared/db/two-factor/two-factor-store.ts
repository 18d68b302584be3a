import type { Tx } from "../client.ts";

/*
 * What the API reads and changes of people's second factors. The factors live in
 * Supabase Auth's tables (auth.mfa_factors), which the API role cannot read: these go
 * through the security-definer functions of migration 20260112000200_two_factor.sql,
 * which confine them to the caller's organisation.
 */

/** The `aal` of the request's verified token (auth.jwt(), set by app.request_caller). */
export async function requestAssuranceLevel(tx: Tx): Promise<string | null> {
  const [row] = await tx`select auth.jwt() ->> 'aal' as aal`;
  return row?.aal ?? null;
}

/** Of these people, those whose account has a verified second factor. */
export async function peopleWithTwoFactor(
  tx: Tx,
  personIds: readonly number[],
): Promise<Set<number>> {
  if (personIds.length === 0) return new Set();
  const rows =
    await tx`select app.people_with_two_factor(${personIds as number[]}::bigint[]) as id`;
  return new Set(rows.map((r) => Number(r.id)));
}

/**
 * Removes every second factor of a person of the caller's organisation (Admins only).
 * Null when the person is not one the caller may touch; else how many factors went.
 */
export async function removePersonTwoFactor(tx: Tx, personId: number): Promise<number | null> {
  const [row] = await tx`select app.remove_person_two_factor(${personId}) as removed`;
  return row?.removed === null || row?.removed === undefined ? null : Number(row.removed);
}
