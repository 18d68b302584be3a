import { isTenantPrefix } from "../../_shared/domain/settings/tenant-prefix.ts";
import { badInput } from "../../_shared/http/app-error.ts";

/** The tenant of a request: the `x-tenant` header, an organisation prefix. */
export function tenantOf(req: Request): string {
  const raw = req.headers.get("x-tenant");
  if (raw === null || raw.trim() === "") {
    throw badInput("The x-tenant header is required.");
  }
  const prefix = raw.trim().toLowerCase();
  if (!isTenantPrefix(prefix)) {
    throw badInput("The x-tenant header must be an organisation prefix.");
  }
  return prefix;
}
