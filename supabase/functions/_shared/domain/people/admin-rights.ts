/**
 * Who makes or unmakes an Admin (docs/security.md#abilities), read from the one ability
 * table: only a role that may manage the "admin" resource gives or takes the Admin type,
 * turns an Admin's sign-in on or off, moves an Admin's email (a new email unlinks the
 * account, and whoever holds the new address could sign in as that Admin) or removes an
 * Admin.
 * Shared by the API (the authority, backed by a database trigger) and the person form,
 * which only hides what the API would refuse. Pure.
 */
import { can, type Principal } from "../abilities.ts";
import { USER_TYPES, type UserTypeValue } from "./user-input.ts";

export const ADMIN_ONLY = {
  make: "Only an admin can make someone an admin.",
  change: "Only an admin can change an admin's type, sign-in or email.",
  remove: "Only an admin can remove an admin.",
} as const;

/** The Admin-related fields of a person, as stored or as sent. */
export interface AdminFields {
  userType?: string;
  isAuthEnabled?: boolean;
  email?: string | null;
}

/** True when `role` may make, change or remove Admins. */
export function mayManageAdmins(role: Principal | null): boolean {
  return can(role, "manage", "admin");
}

/** The user types `role` may give a person: a Manager never offers Admin. */
export function assignableUserTypes(role: Principal | null): readonly UserTypeValue[] {
  return mayManageAdmins(role) ? USER_TYPES : USER_TYPES.filter((t) => t !== "Admin");
}

/**
 * Why `role` may not turn `before` (null: a new person) into `change` (only the fields
 * sent), or null when it may. Fields left out do not change.
 */
export function adminChangeRefusal(
  role: Principal | null,
  before: AdminFields | null,
  change: AdminFields,
): string | null {
  if (mayManageAdmins(role)) return null;
  const wasAdmin = before?.userType === "Admin";
  if (!wasAdmin) return change.userType === "Admin" ? ADMIN_ONLY.make : null;
  const differs = <K extends keyof AdminFields>(key: K, same = Object.is) =>
    change[key] !== undefined && !same(change[key], before![key]);
  const sameEmail = (a: unknown, b: unknown) =>
    String(a ?? "").toLowerCase() === String(b ?? "").toLowerCase();
  return differs("userType") || differs("isAuthEnabled") || differs("email", sameEmail)
    ? ADMIN_ONLY.change
    : null;
}

/** Why `role` may not remove these people, or null when it may. */
export function adminRemovalRefusal(
  role: Principal | null,
  userTypes: readonly string[],
): string | null {
  return !mayManageAdmins(role) && userTypes.includes("Admin") ? ADMIN_ONLY.remove : null;
}
