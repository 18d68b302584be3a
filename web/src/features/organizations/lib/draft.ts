/**
 * What the person typed on the sign-up page, kept while they confirm their email: the
 * confirmation link usually opens another tab, so it lives in localStorage (sessionStorage
 * is per tab). Never the password. Cleared once the organisation exists.
 */
const KEY = "organization-add-draft";

export interface OrganizationDraft {
  organization: string;
  prefix: string;
  timezone: string;
  email: string;
}

export function readDraft(): Partial<OrganizationDraft> {
  try {
    const raw = localStorage.getItem(KEY);
    const value: unknown = raw ? JSON.parse(raw) : null;
    if (!value || typeof value !== "object") return {};
    const out: Partial<OrganizationDraft> = {};
    for (const k of ["organization", "prefix", "timezone", "email"] as const) {
      const v = (value as Record<string, unknown>)[k];
      if (typeof v === "string") out[k] = v;
    }
    return out;
  } catch {
    return {};
  }
}

export function saveDraft(draft: OrganizationDraft): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(draft));
  } catch {
    // Storage unavailable: the form still works, it only cannot survive a reload.
  }
}

export function clearDraft(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // See saveDraft.
  }
}
