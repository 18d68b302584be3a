import type { Tx } from "../client.ts";
import { AppError, badInput } from "../../http/app-error.ts";

export interface CreatedOrganization {
  id: number;
  prefix: string;
  organization: string;
}

/** What a PostgreSQL error carries of RAISE ... USING COLUMN (postgres.js, PGlite). */
interface RaisedError {
  code?: string;
  message?: string;
  column_name?: string;
  column?: string;
}

/**
 * app.create_organization: the organisation, its settings and its first Admin (the
 * caller, by their confirmed email) in the caller's transaction. Its refusals of the
 * input (22023 with the column) become BAD_USER_INPUT on that field; an unconfirmed
 * account (42501) becomes FORBIDDEN through the usual error mapping.
 */
export async function insertOrganization(
  tx: Tx,
  input: { organization: string; prefix: string; timezone: string },
): Promise<CreatedOrganization> {
  try {
    const [row] = await tx`
      select id, prefix, organization
        from app.create_organization(${input.organization}, ${input.prefix}, ${input.timezone})`;
    return { id: Number(row.id), prefix: row.prefix, organization: row.organization };
  } catch (error) {
    const raised = error as RaisedError;
    if (raised?.code === "22023" && raised.message) {
      throw badInput(raised.message, raised.column_name ?? raised.column);
    }
    throw error;
  }
}

export interface SignupLimits {
  perIdentity: number;
  perAddress: number;
  windowSeconds: number;
}

/**
 * app.admit_organization_signup: 0 when the caller and the address are under their limits
 * of organisations created, else the seconds to wait. It records nothing, and holds its
 * locks to the end of the transaction, so a creation is counted (recordSignup) before any
 * concurrent attempt of the same identity or address is admitted. Creations are rows of
 * the database, so every process of the stack counts the same ones.
 */
export async function admitSignup(tx: Tx, address: string, limits: SignupLimits): Promise<number> {
  const [row] = await tx`
    select app.admit_organization_signup(${address}, ${limits.perIdentity}, ${limits.perAddress},
                                         ${limits.windowSeconds}) as wait`;
  const wait = Number(row.wait);
  if (!Number.isFinite(wait)) throw new AppError("INTERNAL", "Internal error");
  return wait;
}

/** Whether an organisation has the prefix: the public login options' existence, no more. */
export async function prefixExists(tx: Tx, prefix: string): Promise<boolean> {
  const rows = await tx`select 1 from app.tenant_login_options(${prefix})`;
  return rows.length > 0;
}

/** app.record_organization_signup: counts the organisation just created against the caller and the address. */
export async function recordSignup(tx: Tx, address: string): Promise<void> {
  await tx`select app.record_organization_signup(${address})`;
}
