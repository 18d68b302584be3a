/**
 * The one ability table (docs/security.md#abilities), shared by the API (the authority) and the web
 * app (which only hides what the API would refuse). Pure: no I/O.
 */

export type UserType = "User" | "Admin" | "Manager";
export type AppRole = "admin" | "manager" | "user";
/**
 * Whom the table judges: a person by their app role, or the system actor (scheduled
 * jobs and imports running inside one organisation, no person).
 */
export type Principal = AppRole | "system";
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
  // an Admin is for Admins only, so a Manager cannot promote themselves.
  | "admin"
  // The caller's own sign-in sessions (list them, end them).
  | "mySessions"
  // Another person's sign-in sessions: ending them all (a lost laptop, a leaver) is for
  // Admins only.
  | "personSessions"
  // The organisation's audit trail: Admins only (neither Managers nor the system actor).
  | "audit";

export const RESOURCES: readonly Resource[] = [
  "Auth",
  "dashboard",
  "myDashboard",
  "role",
  "myRole",
  "user",
  "userProfile",
  "myProfile",
  "process",
  "myProcess",
  "task",
  "myTask",
  "tool",
  "admin",
  "mySessions",
  "personSessions",
  "audit",
];

/** What only an Admin may do (a Manager may everything else). */
const ADMIN_ONLY: readonly Resource[] = ["admin", "personSessions", "audit"];

interface Rule {
  action: Action;
  resource: Resource | "all";
}

/** What each may do. "manage" covers every action; "all" every resource. */
export const ABILITIES: Readonly<Record<Principal, readonly Rule[]>> = {
  admin: [{ action: "manage", resource: "all" }],
  // Everything an Admin does except making or unmaking Admins, ending others' sessions and
  // reading the audit trail.
  manager: RESOURCES.filter((resource) => !ADMIN_ONLY.includes(resource))
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
    { action: "read", resource: "mySessions" },
    { action: "delete", resource: "mySessions" },
  ],
  // Scheduled jobs and imports (task generation, reminders, CSV import): the catalogue,
  // people, tasks and the settings of their one organisation. Nothing that is a person's
  // own (my…, profile, dashboards, sign-in) and never the Admin type (only an Admin makes
  // an Admin; the database refuses it for the system too).
  system: (["user", "role", "process", "task", "tool"] as const)
    .map((resource): Rule => ({ action: "manage", resource })),
};

/** Everyone, signed in or not, may read Auth (login and unsubscribe pages). */
const ANONYMOUS: readonly Rule[] = [{ action: "read", resource: "Auth" }];

export function appRoleFromUserType(
  userType: UserType | string | null | undefined,
): AppRole | null {
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

export function can(role: Principal | null, action: Action, resource: Resource): boolean {
  const rules = role ? ABILITIES[role] : ANONYMOUS;
  return rules.some((rule) =>
    (rule.action === "manage" || rule.action === action) &&
    (rule.resource === "all" || rule.resource === resource)
  );
}
