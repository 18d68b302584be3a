/** Organisation prefixes as app.organizations allows them (the tenant's address). Pure. */
const PREFIX = /^[a-z0-9][a-z0-9-]{1,39}$/;

export function isTenantPrefix(text: string): boolean {
  return PREFIX.test(text);
}
