import type { Tx } from "../../db/client.ts";
import { prefixExists } from "../../db/organizations/organizations-store.ts";
import {
  normalizePrefix,
  PREFIX_MESSAGES,
  prefixProblem,
} from "../../domain/organizations/prefix.ts";

export interface PrefixAvailability {
  available: boolean;
  /** Why not, in words to show beside the field; null when available. */
  reason: string | null;
}

/**
 * Whether a prefix can be a new organisation's, as the sign-up page asks while one
 * types. Public and cheap: the rules are checked in code, and only a well-formed,
 * unreserved prefix costs one indexed lookup, which tells no more than the public login
 * page of that prefix does (that it exists). createOrganization checks again.
 */
export async function prefixAvailability(tx: Tx, raw: string): Promise<PrefixAvailability> {
  const prefix = normalizePrefix(raw);
  const problem = prefixProblem(prefix);
  if (problem) return { available: false, reason: PREFIX_MESSAGES[problem] };
  if (await prefixExists(tx, prefix)) return { available: false, reason: PREFIX_MESSAGES.taken };
  return { available: true, reason: null };
}
