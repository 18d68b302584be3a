import { createElement, type ComponentType } from "react";
import type { RouteMeta } from "@/lib/session/route-meta";

type ScreenModule = { default: ComponentType };
export type ScreenLoader = () => Promise<ScreenModule>;

export interface AppRoute {
  path: string;
  meta: RouteMeta;
  /** Absent while the feature is not built: the route then shows the not-built page. */
  screen?: ScreenLoader;
}

const peopleList: ScreenLoader = () => import("@/features/people/routes/people-list-route");
const personDisplay: ScreenLoader = () => import("@/features/people/routes/person-display-route");
const profile: ScreenLoader = () => import("@/features/people/routes/profile-route");
const settingsScreen: ScreenLoader = () => import("@/features/settings/routes/settings-route");
const processList: ScreenLoader = () => import("@/features/processes/routes/process-list-route");
const processDisplay: ScreenLoader = () =>
  import("@/features/processes/routes/process-display-route");
const rolesScreen: ScreenLoader = () => import("@/features/roles/routes/roles-list-route");
const labelsScreen: ScreenLoader = () => import("@/features/labels/routes/labels-list-route");
const categoriesScreen: ScreenLoader = () =>
  import("@/features/process-categories/routes/process-categories-list-route");
const tasksScreen: ScreenLoader = () => import("@/features/tasks/routes/task-list-route");
const filtersScreen: ScreenLoader = () => import("@/features/filters/routes/filters-list-route");
const matrixScreen: ScreenLoader = () => import("@/features/matrix/routes/matrix-route");
const matrixListScreen: ScreenLoader = () => import("@/features/matrix/routes/matrix-list-route");
const personalDashboard: ScreenLoader = () =>
  import("@/features/dashboard/routes/personal-dashboard-route");
const auditScreen: ScreenLoader = () => import("@/features/audit/routes/audit-route");
const organizationDashboard: ScreenLoader = () =>
  import("@/features/dashboard/routes/organization-dashboard-route");

/** Every product route (docs/product.md#screens-and-routes), with the resource/action it needs (docs/product.md#roles-and-permissions) and its layout. */
export const APP_ROUTES: readonly AppRoute[] = [
  {
    path: "/dashboard/personal",
    meta: { name: "dashboard-personal", resource: "myDashboard", title: "Personal dashboard" },
    screen: personalDashboard,
  },
  {
    path: "/dashboard/organization",
    meta: { name: "dashboard-ecommerce", resource: "dashboard", title: "Organisation dashboard" },
    screen: organizationDashboard,
  },
  {
    path: "/roles",
    meta: { name: "role-list", resource: "role", title: "Roles" },
    screen: rolesScreen,
  },
  {
    path: "/myRoles",
    meta: { name: "my-role-list", resource: "myRole", title: "My roles" },
    screen: rolesScreen,
  },
  {
    path: "/people",
    meta: { name: "user-list", resource: "user", title: "People" },
    screen: peopleList,
  },
  {
    path: "/people/:id",
    meta: { name: "user-display", resource: "user", title: "Person" },
    screen: personDisplay,
  },
  {
    path: "/processes",
    meta: { name: "process-list", resource: "process", title: "Processes" },
    screen: processList,
  },
  {
    path: "/myProcesses",
    meta: { name: "my-process-list", resource: "myProcess", title: "My processes" },
    screen: processList,
  },
  {
    path: "/processes/:id",
    meta: { name: "process-display", resource: "myProcess", title: "Process" },
    screen: processDisplay,
  },
  {
    path: "/tasks",
    meta: { name: "task-list", resource: "task", title: "Tasks" },
    screen: tasksScreen,
  },
  {
    path: "/myTasks",
    meta: { name: "my-task-list", resource: "myTask", title: "My tasks" },
    screen: tasksScreen,
  },
  {
    path: "/myProfile/:id",
    meta: { name: "my-profile", resource: "myProfile", title: "My profile" },
    screen: profile,
  },
  {
    path: "/userProfile/:id",
    meta: { name: "user-profile", resource: "userProfile", title: "Profile" },
    screen: profile,
  },
  {
    path: "/matrix",
    meta: { name: "matrix", resource: "tool", title: "Matrix" },
    screen: matrixScreen,
  },
  {
    path: "/matrix-list",
    meta: { name: "matrix-list", resource: "tool", title: "Saved matrices" },
    screen: matrixListScreen,
  },
  {
    path: "/labels",
    meta: { name: "label-list", resource: "tool", title: "Labels" },
    screen: labelsScreen,
  },
  {
    path: "/processCategories",
    meta: { name: "process-category-list", resource: "tool", title: "Process categories" },
    screen: categoriesScreen,
  },
  {
    path: "/settings",
    meta: { name: "setting-list", resource: "tool", title: "Settings" },
    screen: settingsScreen,
  },
  {
    path: "/filters",
    meta: { name: "filter-list", resource: "tool", title: "Filters" },
    screen: filtersScreen,
  },
  {
    path: "/audit",
    meta: { name: "audit-list", resource: "audit", title: "Audit trail" },
    screen: auditScreen,
  },
];

/** Full-page routes: open to anyone (resource Auth). */
export const FULL_ROUTES: readonly AppRoute[] = [
  {
    path: "/login/:tenant?",
    meta: { name: "auth-login", resource: "Auth", layout: "full", title: "Sign in" },
    screen: () => import("@/features/auth/routes/login-route"),
  },
  // Emailed links: open to anyone, like the login page.
  {
    path: "/auth/forgot-password",
    meta: {
      name: "auth-forgot-password",
      resource: "Auth",
      layout: "full",
      title: "Forgot password",
    },
    screen: () => import("@/features/auth/routes/forgot-password-route"),
  },
  {
    path: "/auth/set-password",
    meta: { name: "auth-set-password", resource: "Auth", layout: "full", title: "Set a password" },
    screen: () => import("@/features/auth/routes/set-password-route"),
  },
  {
    path: "/auth/confirm",
    meta: { name: "auth-confirm", resource: "Auth", layout: "full", title: "Confirm your email" },
    screen: () => import("@/features/auth/routes/confirm-email-route"),
  },
  {
    path: "/unsubscribe",
    meta: { name: "unsubscribe", resource: "Auth", layout: "full", title: "Unsubscribe" },
    screen: () => import("@/features/reminders/routes/unsubscribe-route"),
  },
  // A hidden sign-up address for new organisations (docs/organisations.md#creating-an-organisation); open like the login page.
  {
    path: "/tenant-OtrEF",
    meta: {
      name: "organization-add",
      resource: "Auth",
      layout: "full",
      title: "Create an organisation",
    },
    screen: () => import("@/features/organizations/routes/organization-add-route"),
  },
  {
    path: "/error-404",
    meta: { name: "error-404", resource: "Auth", layout: "full", title: "Page not found" },
    screen: () => import("@/app/pages/not-found-page"),
  },
  {
    path: "/not-authorized",
    meta: { name: "not-authorized", resource: "Auth", layout: "full", title: "Not authorised" },
    screen: async () => {
      const { NotAuthorizedPage } = await import("@/app/pages/not-authorized-page");
      return {
        default: function NotAuthorized() {
          return createElement(NotAuthorizedPage, { routes: APP_ROUTES });
        },
      };
    },
  },
];

export const NOT_BUILT_SCREEN: ScreenLoader = () => import("@/app/pages/not-built-page");
