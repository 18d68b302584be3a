import {
  admitSignup,
  type CreatedOrganization,
  insertOrganization,
  recordSignup,
} from "../../db/organizations/organizations-store.ts";
import {
  cleanOrganizationName,
  NAME_MESSAGE,
  normalizePrefix,
  PREFIX_MESSAGES,
  prefixProblem,
} from "../../domain/organizations/prefix.ts";
import { isValidTimezone, TIMEZONE_MESSAGE } from "../../domain/settings/timezone.ts";
import { badInput, forbidden, tooManyAttempts } from "../../http/app-error.ts";
import type { IdentityContext } from "../context.ts";
import type { SignupPolicy } from "./signup-policy.ts";

export interface CreateOrganizationInput {
  organization: string;
  prefix: string;
  timezone: string;
}

export const SIGNUP_CLOSED_MESSAGE = "Creating organisations is turned off on this server.";

/**
 * Creates an organisation with the caller as its first Admin
 * (docs/organisations.md#creating-an-organisation). The input is checked first (free, counts
 * nothing); then the identity and the address are checked against their allowance of
 * organisations created, under locks held to the end of the transaction; then the SQL function
 * writes the organisation, its settings and the Admin in a savepoint, and only then is the
 * creation counted. A refusal there (taken prefix, unconfirmed account) leaves nothing and uses
 * up none of the allowance: it created nothing, and whether a prefix is taken is public anyway
 * (isPrefixAvailable).
 */
export async function createOrganization(
  ctx: IdentityContext,
  raw: CreateOrganizationInput,
  options: { policy: SignupPolicy; address: string },
): Promise<CreatedOrganization> {
  if (options.policy.closed) throw forbidden(SIGNUP_CLOSED_MESSAGE);
  const organization = cleanOrganizationName(raw.organization);
  if (organization === null) throw badInput(NAME_MESSAGE, "organization");
  const prefix = normalizePrefix(raw.prefix);
  const problem = prefixProblem(prefix);
  if (problem) throw badInput(PREFIX_MESSAGES[problem], "prefix");
  const timezone = raw.timezone.trim();
  if (!isValidTimezone(timezone)) throw badInput(TIMEZONE_MESSAGE, "timezone");

  const wait = await admitSignup(ctx.tx, options.address, options.policy.limits);
  if (wait > 0) throw tooManyAttempts(wait);
  const created = await ctx.tx.savepoint(async (sp) =>
    await insertOrganization(sp as unknown as typeof ctx.tx, { organization, prefix, timezone })
  ) as CreatedOrganization;
  await recordSignup(ctx.tx, options.address);
  return created;
}
