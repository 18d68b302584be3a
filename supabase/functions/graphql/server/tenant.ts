import { badInput } from "../../_shared/http/app-error.ts";

/** Organisation prefixes as app.organizations allows them. */
const PREFIX = /^[a-z0-9][a-z0-9-]{1,39}$/;

export function isTenantPrefix(text: string): boolean {
  return PREFIX.test(text);
}

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
