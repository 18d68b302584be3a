/**
 * The tenant (organisation prefix) this tab talks to. It is kept per tab in memory and
 * sessionStorage so two tabs can be signed into two organisations; `last-tenant` in
 * localStorage only seeds new tabs and the login form (docs/security.md#tenancy).
 */
const LAST_TENANT_KEY = "last-tenant";
const TAB_TENANT_KEY = "tenant";

let current: string | null = null;
const changeListeners = new Set<(tenant: string | null) => void>();

/**
 * Called whenever this tab moves to another organisation (sign-in elsewhere, another
 * tenant's session adopted), before anything is loaded for it; returns the unsubscriber.
 */
export function onTenantChange(listener: (tenant: string | null) => void): () => void {
  changeListeners.add(listener);
  return () => changeListeners.delete(listener);
}

function read(storage: Storage | undefined, key: string): string | null {
  try {
    const value = storage?.getItem(key);
    return value ? value : null;
  } catch {
    return null;
  }
}

export function getLastTenant(): string | null {
  return read(globalThis.localStorage, LAST_TENANT_KEY);
}

export function saveLastTenant(tenant: string): void {
  try {
    localStorage.setItem(LAST_TENANT_KEY, tenant);
  } catch {
    // Storage can be unavailable (private mode); the in-memory tenant still works.
  }
}

export function getCurrentTenant(): string | null {
  return current ?? read(globalThis.sessionStorage, TAB_TENANT_KEY) ?? getLastTenant();
}

export function setCurrentTenant(tenant: string | null): void {
  const previous = getCurrentTenant();
  current = tenant;
  try {
    if (tenant) sessionStorage.setItem(TAB_TENANT_KEY, tenant);
    else sessionStorage.removeItem(TAB_TENANT_KEY);
  } catch {
    // See saveLastTenant.
  }
  if (tenant !== previous) for (const listener of changeListeners) listener(tenant);
}

/** Same rule as app.organizations.prefix; anything else in the URL is not a tenant. */
export function normalizeTenant(value: string | null | undefined): string | null {
  const trimmed = value?.trim().toLowerCase() ?? "";
  return /^[a-z0-9][a-z0-9-]{1,39}$/.test(trimmed) ? trimmed : null;
}
