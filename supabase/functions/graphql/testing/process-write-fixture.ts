/**
 * What the process write tests share: the documents, an organisation with roles, labels and
 * a category (and another organisation with its own), and the processes some tests start from.
 */
import type postgres from "postgres";
import type { Handler } from "../server/create-handler.ts";
import {
  as,
  countRows,
  createMember,
  createOrg,
  createRole,
  type GqlResult,
  type Member,
} from "./api-fixture.ts";

type Ask = (query: string, variables?: Record<string, unknown>) => Promise<GqlResult>;

export const FIELDS = `id processHandle name description frequencyType frequency compactFrequency
  frequencyDescription scheduledFrom hasNoDates categoryId roleId labelIds assignedRoleIds
  labels { id label } assignedRoles { id roleHandle name } role { id roleHandle name }
  docs { id name value } cat { id prefix description }`;
export const CREATE =
  `mutation($p: CreateProcessInput!) { createProcess(process: $p) { ${FIELDS} } }`;
export const UPDATE =
  `mutation($p: UpdateProcessInput!) { updateProcess(process: $p) { ${FIELDS} } }`;
export const REMOVE = "mutation($id: Int!) { removeProcess(id: $id) }";
export const REMOVE_MANY = "mutation($ids: [Int!]!) { removeProcesses(ids: $ids) }";

async function label(sql: postgres.Sql, orgId: number, text: string): Promise<number> {
  const [row] =
    await sql`insert into app.labels (org_id, label) values (${orgId}, ${text}) returning id`;
  return Number(row!.id);
}

async function category(sql: postgres.Sql, orgId: number, prefix: string, increment = 1) {
  const [row] =
    await sql`insert into app.process_categories (org_id, prefix, description, increment)
    values (${orgId}, ${prefix}, ${prefix + " processes"}, ${increment}) returning id`;
  return Number(row!.id);
}

export const MONTHLY = {
  Mar: {
    days: [15, 1, 15],
    mon: [],
    tue: [],
    wed: [],
    thu: [],
    fri: ["Last"],
    sat: [],
    sun: [],
    flags: { fri: true },
  },
};

export async function arrange(sql: postgres.Sql, handler: Handler) {
  // GMT+14:00: "today" in the organisation is often tomorrow in UTC, so the default is visible.
  const org = await createOrg(sql, { timezone: "GMT+14:00" });
  const admin = await createMember(sql, org, { userType: "Admin" });
  const manager = await createMember(sql, org, { userType: "Manager" });
  const user = await createMember(sql, org, { userType: "User" });
  const ops = await createRole(sql, org, "ops", "Operations");
  const fin = await createRole(sql, org, "fin", "Finance");
  const hr = await label(sql, org.id, "Dept:HR");
  const london = await label(sql, org.id, "Site:London");
  const cat = await category(sql, org.id, "HR", 7);
  const other = await createOrg(sql);
  const theirRole = await createRole(sql, other, "theirs");
  const theirLabel = await label(sql, other.id, "Dept:Theirs");
  const theirCat = await category(sql, other.id, "TH");
  const processes = () => countRows(sql, "processes", org.id);
  const asAdmin = as(handler, admin);

  return {
    org,
    admin,
    manager,
    user,
    ops,
    fin,
    hr,
    london,
    cat,
    other,
    theirRole,
    theirLabel,
    theirCat,
    processes,
    asAdmin,
  };
}

/** Payroll (HR-007 in category HR: every field, one doc, a monthly frequency), by a Manager. */
export function createPayroll(
  handler: Handler,
  manager: Member,
  { ops, fin, hr, london, cat }: Record<"ops" | "fin" | "hr" | "london" | "cat", number>,
): Promise<GqlResult> {
  return as(handler, manager)(CREATE, {
    p: {
      name: "Payroll",
      description: "Pay everyone",
      categoryId: cat,
      labelIds: [london, hr],
      assignedRoleIds: [ops, fin],
      roleId: fin,
      docs: [{ name: "Guide", value: "https://example.test/guide" }],
      frequencyType: "Scheduled",
      frequency: MONTHLY,
    },
  });
}

/** Second (HR-008): nothing but a name and the category, by an Admin. */
export function createSecond(asAdmin: Ask, cat: number): Promise<GqlResult> {
  return asAdmin(CREATE, { p: { name: "Second", categoryId: cat } });
}

/** CMP-1 and CMP-2, written in the compact form. */
export async function createCompact(asAdmin: Ask) {
  const r = await asAdmin(CREATE, {
    p: {
      processHandle: "cmp-1",
      name: "Compact",
      compactFrequency: "*:1,15;Mar,Jun,Sep,Dec:5#L",
      scheduledFrom: "2026-01-01",
    },
  });
  const interval = await asAdmin(CREATE, {
    p: {
      processHandle: "cmp-2",
      name: "Interval",
      frequencyType: "Scheduled",
      compactFrequency: "w2 : mon @ 2026-01-05",
    },
  });
  return { r, interval };
}

/** A process of another organisation. */
export async function foreignProcess(sql: postgres.Sql, orgId: number): Promise<number> {
  const [theirs] = await sql`insert into app.processes (org_id, process_handle, name)
    values (${orgId}, 'x', 'X') returning id`;
  return Number(theirs!.id);
}
