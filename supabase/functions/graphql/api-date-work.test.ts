/**
 * Date work is bounded (docs/product.md#limits), through the real handler: a document that asks for too many dates is refused
 * before it runs (query cost), what it computes is bounded per request (date budget), the
 * web app's own documents still pass, and dates stay within four-digit years.
 */
import type { Handler } from "./server/create-handler.ts";
import { strict as assert } from "node:assert";
import postgres from "postgres";
import { parseCompactFrequency } from "../_shared/domain/frequency/compact.ts";
import { DATE_STEPS_PER_REQUEST } from "../_shared/commands/date-budget.ts";
import { LIMITS } from "./server/armor.ts";
import { createGraphqlHandler } from "./server/create-handler.ts";
import {
  as,
  createMember,
  createOrg,
  gql,
  type Org,
  TEST_SECRET,
  withApi,
} from "./testing/api-fixture.ts";
import { webDocuments } from "./testing/web-documents.ts";

/** `n` scheduled processes of one compact frequency, in one statement. */
async function processes(sql: postgres.Sql, org: Org, prefix: string, compact: string, n: number) {
  const parsed = parseCompactFrequency(compact);
  if (!parsed.ok || !parsed.frequency) throw new Error(compact);
  await sql`insert into app.processes (org_id, process_handle, name, frequency_type, frequency,
      compact_frequency, has_dates, scheduled_from)
    select ${org.id}, ${prefix} || '-' || i, 'Process ' || i, 'Scheduled',
      ${sql.json(parsed.frequency as postgres.JSONValue)}, ${compact}, true, '2026-01-01'
    from generate_series(1, ${n}) as i`;
}

const PAGE_OF_DATES = `query($q: [String!], $limit: Int, $count: Int) {
  processes(q: $q, limit: $limit) { nodes { processHandle nextDates(count: $count, from: "2026-01-01") } } }`;

async function arrange(sql: postgres.Sql, handler: Handler) {
  const org = await createOrg(sql);
  const admin = await createMember(sql, org, { userType: "Admin" });
  const asAdmin = as(handler, admin);
  // Fifth Monday of any month: 366 of them cost 1417 steps of search each.
  await processes(sql, org, "FIFTH", "*:1#5", 250);
  // Every Monday: 451 steps for 366.
  await processes(sql, org, "MONDAY", "*:1#*", 250);

  return { org, admin, asAdmin };
}

Deno.test("API date work: nextDates(count: 366) over 1000 processes is refused before it runs", () =>
  withApi(async ({ db, sql, handler }) => {
    const { org, admin, asAdmin } = await arrange(sql, handler);
    let statements = 0;
    const counted = postgres(db.url, {
      max: 1,
      onnotice: () => {},
      debug: (_c: unknown, q: string) => {
        if (/\bapp\./.test(q)) statements++;
      },
    });
    try {
      const counting = createGraphqlHandler({ sql: counted, jwtSecret: TEST_SECRET });
      const r = await gql(counting, PAGE_OF_DATES, {
        token: admin.token,
        tenant: org.prefix,
        variables: { limit: 1000, count: 366 },
      });
      assert.equal(r.status, 400);
      assert.equal(r.data ?? null, null);
      assert.equal(r.errors?.length, 1);
      assert.equal(r.errors![0]!.extensions?.code, "BAD_USER_INPUT");
      assert.match(
        r.errors![0]!.message,
        new RegExp(
          `^Query cost 368001 exceeds the limit of ${LIMITS.maxQueryCost}: .*nextDates`,
        ),
      );
      assert.equal(statements, 0, "refused before the caller's transaction opened");
    } finally {
      await counted.end();
    }
    // The same with literals instead of variables.
    const literal = await asAdmin(
      `{ processes(limit: 1000) { nodes { nextDates(count: 366) } } }`,
    );
    assert.equal(literal.errors?.[0]?.extensions?.code, "BAD_USER_INPUT");
    assert.match(literal.errors![0]!.message, /Query cost/);
  }));

Deno.test("API date work: aliases add up: each may pass alone, together they are refused", () =>
  withApi(async ({ sql, handler }) => {
    const { asAdmin } = await arrange(sql, handler);
    const one = `processes(limit: 100) { nodes { nextDates(count: 366) } }`;
    const alone = await asAdmin(`{ a: ${one} }`);
    assert.equal(alone.errors, undefined, JSON.stringify(alone.errors));
    const three = await asAdmin(`{ a: ${one} b: ${one} c: ${one} }`);
    assert.equal(three.status, 400);
    assert.match(three.errors![0]!.message, /^Query cost 110103 exceeds/);
  }));

Deno.test("API date work: the web app's largest documents still pass", () =>
  withApi(async ({ sql, handler }) => {
    const { asAdmin } = await arrange(sql, handler);
    const documents = new Map((await webDocuments()).map((d) => [d.name, d.text]));
    const list = await asAdmin(documents.get("Processes")!, { limit: 1000 });
    assert.equal(list.errors, undefined, JSON.stringify(list.errors));
    assert.equal(list.data.processes.nodes.length, 500);
    const mine = await asAdmin(documents.get("CurrentUserProcesses")!, {
      limit: 1000,
    });
    assert.equal(mine.errors, undefined, JSON.stringify(mine.errors));
    const id = list.data.processes.nodes[0].id;
    const page = await asAdmin(documents.get("Process")!, { id, count: 10 });
    assert.equal(page.errors, undefined, JSON.stringify(page.errors));
    assert.equal(page.data.process.nextDates.length, 10);
  }));

Deno.test("API date work: a request that passes the cost but needs too many steps of search is stopped", () =>
  withApi(async ({ sql, handler }) => {
    const { asAdmin } = await arrange(sql, handler);
    // 250 × 367 + 1 = 91,751: under the cost limit. Fifth Mondays: 250 × 1417 steps.
    assert.ok(250 * 1417 > DATE_STEPS_PER_REQUEST && 250 * 451 < DATE_STEPS_PER_REQUEST);
    const fifth = await asAdmin(PAGE_OF_DATES, { q: ["FIFTH"], limit: 250, count: 366 });
    assert.ok(fifth.errors && fifth.errors.length > 0);
    assert.ok(fifth.errors.every((e) => e.extensions?.code === "BAD_USER_INPUT"));
    assert.match(
      fifth.errors[0]!.message,
      new RegExp(`needs more than ${DATE_STEPS_PER_REQUEST} steps of date search`),
    );
    assert.equal(fifth.data?.processes ?? null, null);
    // Dense schedules: the same page passes, and the budget is per request.
    const monday = await asAdmin(PAGE_OF_DATES, { q: ["MONDAY"], limit: 250, count: 366 });
    assert.equal(monday.errors, undefined, JSON.stringify(monday.errors?.[0]));
    assert.equal(monday.data.processes.nodes.length, 250);
    assert.equal(monday.data.processes.nodes[0].nextDates.length, 366);
  }));

async function arrangeYears(sql: postgres.Sql, handler: Handler) {
  const org = await createOrg(sql);
  const admin = await createMember(sql, org, { userType: "Admin" });
  const asAdmin = as(handler, admin);
  const CREATE = `mutation($p: CreateProcessInput!) { createProcess(process: $p) {
    id hasNoDates nextDates(count: 5, from: "9999-12-01") } }`;
  const RANGE = /outside the supported dates 0001-01-01 to 9999-12-31/;

  return { org, admin, asAdmin, CREATE, RANGE };
}

Deno.test("API four-digit years: an interval starting 9999-12-27 ends there instead of 10000-01-03", () =>
  withApi(async ({ sql, handler }) => {
    const { asAdmin, CREATE } = await arrangeYears(sql, handler);
    const r = await asAdmin(CREATE, {
      p: {
        processHandle: "last-monday",
        name: "Last Monday",
        compactFrequency: "W1:Mon@9999-12-27",
      },
    });
    assert.equal(r.errors, undefined, JSON.stringify(r.errors));
    assert.deepEqual(r.data.createProcess.nextDates, ["9999-12-27"]);
    const none = await asAdmin(CREATE, {
      p: { processHandle: "never", name: "Never", compactFrequency: "W1:Mon@9999-12-31" },
    });
    assert.deepEqual(none.data.createProcess.nextDates, []);
    assert.equal(none.data.createProcess.hasNoDates, true);
  }));

Deno.test("API four-digit years: date inputs outside 0001–9999 are BAD_USER_INPUT, named by path", () =>
  withApi(async ({ sql, handler }) => {
    const { org, asAdmin, CREATE, RANGE } = await arrangeYears(sql, handler);
    const before = await sql`select count(*)::int as n from app.processes where org_id = ${org.id}`;
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [
        {
          frequencyType: "Scheduled",
          frequency: { StartOn: "10000-01-03", RepeatOn: "Mon", RepeatEvery: 1 },
        },
        "frequency",
        /^frequency\.StartOn: StartOn 10000-01-03 is outside the supported dates/,
      ],
      [{ compactFrequency: "W1:Mon@0000-01-03" }, "compactFrequency", RANGE],
      [{ scheduledFrom: "10000-01-01" }, "scheduledFrom", RANGE],
    ];
    for (const [fields, field, message] of cases) {
      const r = await asAdmin(CREATE, {
        p: { processHandle: "out-of-range", name: "Out of range", ...fields },
      });
      assert.equal(r.errors?.[0]?.extensions?.code, "BAD_USER_INPUT", JSON.stringify(fields));
      assert.equal(r.errors![0]!.extensions?.field, field);
      assert.match(r.errors![0]!.message, message);
    }
    const after = await sql`select count(*)::int as n from app.processes where org_id = ${org.id}`;
    assert.equal(after[0]!.n, before[0]!.n, "nothing created");
    const created = await asAdmin(CREATE, {
      p: {
        processHandle: "early",
        name: "Early",
        compactFrequency: "W1:Mon@0001-01-01",
        scheduledFrom: "0001-01-01",
      },
    });
    assert.equal(created.errors, undefined, JSON.stringify(created.errors));
    const from = await asAdmin(
      `query($id: Int!) { process(id: $id) { nextDates(count: 2, from: "10000-01-01") } }`,
      { id: created.data.createProcess.id },
    );
    assert.equal(from.errors?.[0]?.extensions?.code, "BAD_USER_INPUT");
    assert.equal(from.errors![0]!.extensions?.field, "from");
    assert.match(from.errors![0]!.message, /^from 10000-01-01 is outside the supported dates/);
    const early = await asAdmin(
      `query($id: Int!) { process(id: $id) { scheduledFrom nextDates(count: 2, from: "0001-01-01") } }`,
      { id: created.data.createProcess.id },
    );
    assert.equal(early.data.process.scheduledFrom, "0001-01-01");
    assert.deepEqual(early.data.process.nextDates, ["0001-01-01", "0001-01-08"]);
  }));
