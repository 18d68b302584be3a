/**
 * The one ability table of spec §6, shared by the API (the authority) and the web
 * app (which only hides what the API would refuse). Pure: no I/O.
 */

export type UserType = "User" | "Admin" | "Manager";
export type AppRole = "admin" | "manager" | "user";
export type Action = "read" | "create" | "update" | "delete" | "manage";
export type Resource =
  | "Auth"
  | "dashboard"
  | "myDashboard"
  | "role"
  | "myRole"
  | "user"
  | "userProfile"
  | "myProfile"
  | "process"
  | "myProcess"
  | "task"
  | "myTask"
  | "tool"
  // An Admin person and the Admin type itself: making, unmaking, disabling or removing
  // an Admin is for Admins only (design §3), so a Manager cannot promote themselves.
  | "admin";

export const RESOURCES: readonly Resource[] = [
  "Auth", "dashboard", "myDashboard", "role", "myRole", "user", "userProfile",
  "myProfile", "process", "myProcess", "task", "myTask", "tool", "admin",
];

interface Rule {
  action: Action;
  resource: Resource | "all";
}

/** What each app role may do. "manage" covers every action; "all" every resource. */
export const ABILITIES: Readonly<Record<AppRole, readonly Rule[]>> = {
  admin: [{ action: "manage", resource: "all" }],
  // Everything an Admin does except making or unmaking Admins.
  manager: RESOURCES.filter((resource) => resource !== "admin")
    .map((resource): Rule => ({ action: "manage", resource })),
  user: [
    { action: "read", resource: "Auth" },
    { action: "read", resource: "myDashboard" },
    { action: "read", resource: "myRole" },
    { action: "read", resource: "myProcess" },
    { action: "read", resource: "myTask" },
    // Own profile: name and weekly-reminder choice; own tasks: status.
    { action: "read", resource: "myProfile" },
    { action: "update", resource: "myProfile" },
    { action: "update", resource: "myTask" },
  ],
};

/** Everyone, signed in or not, may read Auth (login and unsubscribe pages). */
const ANONYMOUS: readonly Rule[] = [{ action: "read", resource: "Auth" }];

export function appRoleFromUserType(userType: UserType | string | null | undefined): AppRole | null {
  switch (userType) {
    case "Admin":
      return "admin";
    case "Manager":
      return "manager";
    case "User":
      return "user";
    default:
      return null;
  }
}

export function can(role: AppRole | null, action: Action, resource: Resource): boolean {
  const rules = role ? ABILITIES[role] : ANONYMOUS;
  return rules.some((rule) =>
    (rule.action === "manage" || rule.action === action) &&
    (rule.resource === "all" || rule.resource === resource)
  );
}

/** Admins and managers run the catalogue (design §2). */
export function canManageCatalogue(role: AppRole | null): boolean {
  return role === "admin" || role === "manager";
}
