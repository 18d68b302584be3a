// deno-fmt-ignore-file -- one record per line reads better than the formatter's layout.
/**
 * The demo organisation's people and roles: readable data, inserted by seed-demo.ts.
 * The first three people are the demo accounts of the team contract.
 */

import { addDays } from "../../supabase/functions/_shared/domain/dates/calendar.ts";

export const DEMO_ORGANIZATION = {
  prefix: "demo",
  name: "Demo Manufacturing Co",
  timezone: "GMT+01:00",
  /** The daily SMS of late tasks is on, so the demo shows it (to the people with a mobile). */
  sendDailyLateTasksSms: true,
};

export interface DemoPerson {
  handle: string;
  name: string;
  email: string;
  userType: "Admin" | "Manager" | "User";
  description?: string;
  /** Role handles the person holds, since the demo's processes began unless `since` says. */
  roles: string[];
  /** A role taken up lately: its handle → how many days before the seeding day. */
  since?: Record<string, number>;
  /** A role held from the start and given up: its handle → days before the seeding day it ended. */
  formerRoles?: Record<string, number>;
  /** Only the demo accounts get an auth.users row (a password). */
  account?: boolean;
  receiveWeeklyReminders?: boolean;
  isAuthEnabled?: boolean;
  /** E.164; Ofcom's drama range (+44 7700 900xxx), numbers that reach no one. */
  mobile?: string;
}

export interface DemoRole {
  handle: string;
  name: string;
  description: string;
  reportsTo?: string;
}

export const DEMO_ROLES: DemoRole[] = [
  { handle: "CEO", name: "Managing Director", description: "Runs the company and owns its strategy." },
  { handle: "OPS", name: "Operations Manager", description: "Runs the plants day to day.", reportsTo: "CEO" },
  { handle: "FIN", name: "Finance Manager", description: "Owns budgets, reporting and payments.", reportsTo: "CEO" },
  { handle: "HR", name: "People & HR Manager", description: "Hiring, onboarding, training and payroll inputs.", reportsTo: "CEO" },
  { handle: "QA", name: "Quality Manager", description: "Keeps the quality system and ISO 9001 certificate.", reportsTo: "OPS" },
  { handle: "MAINT", name: "Maintenance Lead", description: "Plans preventive maintenance and repairs.", reportsTo: "OPS" },
  { handle: "PROD", name: "Production Supervisor", description: "Leads the shifts on the production floor.", reportsTo: "OPS" },
  { handle: "EHS", name: "Health & Safety Officer", description: "Risk assessments, inspections and incident follow-up.", reportsTo: "OPS" },
  { handle: "WH", name: "Warehouse Lead", description: "Goods in, stock and dispatch.", reportsTo: "OPS" },
  { handle: "ACC", name: "Accountant", description: "Ledgers, reconciliations and month-end close.", reportsTo: "FIN" },
  { handle: "PAY", name: "Payroll Officer", description: "Runs payroll and answers pay questions.", reportsTo: "HR" },
  { handle: "IT", name: "IT Administrator", description: "Accounts, backups, devices and licences.", reportsTo: "FIN" },
];

export const DEMO_PEOPLE: DemoPerson[] = [
  { handle: "amorgan", name: "Alex Morgan", email: "admin@demo.test", userType: "Admin", roles: ["CEO"], account: true, description: "Managing director; demo Admin account.", receiveWeeklyReminders: true },
  { handle: "pshah", name: "Priya Shah", email: "manager@demo.test", userType: "Manager", roles: ["OPS"], account: true, description: "Operations manager; demo Manager account.", receiveWeeklyReminders: true, mobile: "+447700900456" },
  { handle: "staylor", name: "Sam Taylor", email: "user@demo.test", userType: "User", roles: ["PROD", "EHS"], account: true, receiveWeeklyReminders: true, mobile: "+447700900123", description: "Shift supervisor and safety representative; demo User account." },
  { handle: "jokafor", name: "James Okafor", email: "james.okafor@demo.test", userType: "Manager", roles: ["FIN"] },
  { handle: "lnovak", name: "Lucie Novak", email: "lucie.novak@demo.test", userType: "Manager", roles: ["HR"] },
  { handle: "mlindqvist", name: "Maria Lindqvist", email: "maria.lindqvist@demo.test", userType: "Manager", roles: ["QA"], receiveWeeklyReminders: true },
  { handle: "dbrennan", name: "Declan Brennan", email: "declan.brennan@demo.test", userType: "User", roles: ["MAINT"] },
  { handle: "hnguyen", name: "Hoa Nguyen", email: "hoa.nguyen@demo.test", userType: "User", roles: ["PROD"] },
  { handle: "rsilva", name: "Rafael Silva", email: "rafael.silva@demo.test", userType: "User", roles: ["PROD"] },
  { handle: "kwozniak", name: "Katarzyna Wozniak", email: "katarzyna.wozniak@demo.test", userType: "User", roles: ["QA"] },
  { handle: "tadeyemi", name: "Tunde Adeyemi", email: "tunde.adeyemi@demo.test", userType: "User", roles: ["WH"] },
  { handle: "ecampbell", name: "Emma Campbell", email: "emma.campbell@demo.test", userType: "User", roles: ["ACC"] },
  { handle: "ofischer", name: "Oliver Fischer", email: "oliver.fischer@demo.test", userType: "User", roles: ["IT"] },
  { handle: "sahmed", name: "Sara Ahmed", email: "sara.ahmed@demo.test", userType: "User", roles: ["PAY"] },
  { handle: "grossi", name: "Giulia Rossi", email: "giulia.rossi@demo.test", userType: "User", roles: ["EHS"] },
  { handle: "bmurphy", name: "Brian Murphy", email: "brian.murphy@demo.test", userType: "User", roles: ["MAINT"] },
  { handle: "ykim", name: "Yuna Kim", email: "yuna.kim@demo.test", userType: "User", roles: ["QA", "PROD"] },
  { handle: "mdubois", name: "Mathieu Dubois", email: "mathieu.dubois@demo.test", userType: "User", roles: ["WH"] },
  { handle: "aharris", name: "Amelia Harris", email: "amelia.harris@demo.test", userType: "User", roles: ["ACC"] },
  { handle: "ipetrov", name: "Ivan Petrov", email: "ivan.petrov@demo.test", userType: "User", roles: ["MAINT", "EHS"] },
  { handle: "nmensah", name: "Nana Mensah", email: "nana.mensah@demo.test", userType: "User", roles: ["PROD"] },
  { handle: "cgarcia", name: "Carmen Garcia", email: "carmen.garcia@demo.test", userType: "User", roles: ["HR"] },
  { handle: "wchen", name: "Wei Chen", email: "wei.chen@demo.test", userType: "User", roles: ["IT"] },
  { handle: "fobrien", name: "Fiona O'Brien", email: "fiona.obrien@demo.test", userType: "User", roles: [], formerRoles: { WH: 20 }, description: "Left the warehouse three weeks ago; what she left undone stays on record." },
  { handle: "pkowalski", name: "Piotr Kowalski", email: "piotr.kowalski@demo.test", userType: "User", roles: ["PROD"], since: { PROD: 30 }, description: "Joined production last month: his tasks start then." },
  { handle: "ajohansson", name: "Anna Johansson", email: "anna.johansson@demo.test", userType: "User", roles: ["QA"] },
  { handle: "rpatel", name: "Rahul Patel", email: "rahul.patel@demo.test", userType: "User", roles: ["FIN", "ACC"] },
  { handle: "lmartin", name: "Laura Martin", email: "laura.martin@demo.test", userType: "User", roles: [], description: "New starter; no role yet." },
  { handle: "tbaker", name: "Tom Baker", email: "tom.baker@demo.test", userType: "User", roles: ["WH"], isAuthEnabled: false, description: "Seasonal warehouse staff; sign-in disabled." },
  { handle: "zhussain", name: "Zara Hussain", email: "zara.hussain@demo.test", userType: "User", roles: ["PAY", "HR"] },
];

/** A demo holding: who held which role from when to when (YYYY-MM-DD; no `until`: still held). */
export interface DemoHolding {
  person: string;
  role: string;
  from: string;
  until?: string;
}

/** Every holding of the demo, dated from `today` (the organisation's day of seeding). */
export function demoHoldings(today: string, start: string): DemoHolding[] {
  const before = (days: number) => addDays(today, -days);
  return DEMO_PEOPLE.flatMap((p) => [
    ...p.roles.map((role) => ({
      person: p.handle,
      role,
      from: p.since?.[role] === undefined ? start : before(p.since[role]),
    })),
    ...Object.entries(p.formerRoles ?? {}).map(([role, endedDaysAgo]) => ({
      person: p.handle,
      role,
      from: start,
      until: before(endedDaysAgo),
    })),
  ]);
}
