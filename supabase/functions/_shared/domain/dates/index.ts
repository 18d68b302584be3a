export * from "./calendar.ts";
export * from "./org-timezone.ts";
