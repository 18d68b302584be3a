/**
 * The calendar feed (docs/organisations.md#calendar-feed) through the real handlers and database: the feed is
 * made, read, reset and removed through GraphQL, fetched through the calendar function,
 * parsed with ical.js and checked event by event against the API's own list of the
 * person's tasks (currentUserTasks) for the feed's range.
 */
import { strict as assert } from "node:assert";
import ICAL from "ical.js";
import {
  type Api,
  as,
  createMember,
  createOrg,
  createRole,
  type Member,
  withApi,
} from "../graphql/testing/api-fixture.ts";
import { createScheduledProcess, fillRole } from "../graphql/testing/task-fixture.ts";
import { feedRange, feedSummary } from "../_shared/domain/calendar/feed-events.ts";
import { addDays } from "../_shared/domain/dates/calendar.ts";
import { todayInTimezone } from "../_shared/domain/settings/timezone.ts";
import { createCalendarHandler } from "./create-handler.ts";

const APP = "https://app.example.test";
// Far from UTC, so the organisation's today is not the server's for half the day.
const TIMEZONE = "GMT+13:00";

const RESET = `mutation { resetMyCalendarFeed { url createdAt } }`;
const READ = `query { myCalendarFeed { url createdAt } }`;
const REMOVE = `mutation { removeMyCalendarFeed }`;
const MINE = `query($from: String, $to: String, $offset: Int) {
  currentUserTasks(from: $from, to: $to, offset: $offset, limit: 1000) {
    totalCount nodes { handle name dueDate status is_late deleted } } }`;

interface ApiTask {
  handle: string;
  name: string;
  dueDate: string;
  status: "NotStarted" | "InProgress" | "Complete";
  is_late: boolean;
  deleted: boolean;
}

interface Event {
  uid: string;
  date: string;
  isDate: boolean;
  end: string;
  summary: string;
  description: string;
  url: string;
}

function parseFeed(text: string): Event[] {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents("vevent").map((v) => {
    const e = new ICAL.Event(v);
    return {
      uid: e.uid,
      date: e.startDate.toString(),
      isDate: e.startDate.isDate,
      end: e.endDate.toString(),
      summary: e.summary,
      description: e.description,
      url: String(v.getFirstPropertyValue("url")),
    };
  });
}

/** Every task of the person in [from, to] as the API lists them, all pages. */
async function apiTasks(
  member: (q: string, v?: Record<string, unknown>) => Promise<{
    // deno-lint-ignore no-explicit-any
    data: any;
    errors?: unknown[];
  }>,
  from: string,
  to: string,
): Promise<ApiTask[]> {
  const out: ApiTask[] = [];
  for (let offset = 0;; offset += 1000) {
    const r = await member(MINE, { from, to, offset });
    assert.equal(r.errors, undefined, JSON.stringify(r.errors));
    out.push(...r.data.currentUserTasks.nodes);
    if (out.length >= r.data.currentUserTasks.totalCount) return out;
  }
}

/** The feed's path (what the local stack hands the function) from the URL the API gave. */
function fetchFeed(calendar: (req: Request) => Promise<Response>, url: string, method = "GET") {
  const path = new URL(url).pathname;
  return calendar(new Request(`http://localhost:54321${path}`, { method }));
}

/** Arranges a person with a mix of tasks: three daily series (over 1,000 a year), stored changes, a manual task and a handed-over series. */
async function arrange({ sql }: Api, today: string) {
  const org = await createOrg(sql, { timezone: TIMEZONE });
  const user = await createMember(sql, org, { userType: "User" });
  const colleague = await createMember(sql, org, { userType: "User" });
  const role = await createRole(sql, org);
  const otherRole = await createRole(sql, org);
  await fillRole(sql, org, role, user.id);
  await fillRole(sql, org, role, colleague.id);
  await fillRole(sql, org, otherRole, colleague.id);
  const start = addDays(today, -200);
  const everyDay = `*:${Array.from({ length: 31 }, (_, i) => i + 1).join(",")}`;
  const daily = [];
  for (const name of ["Open the shop", "Count the till", "Close the shop"]) {
    daily.push(
      await createScheduledProcess(sql, org, {
        compact: everyDay,
        roleIds: [role],
        scheduledFrom: start,
        name,
      }),
    );
  }
  const weekly = await createScheduledProcess(sql, org, {
    compact: `W1:Mon@${start}`,
    roleIds: [otherRole],
    scheduledFrom: start,
    name: "Weekly review",
  });
  const store = async (processId: number, date: string, fields: Record<string, unknown>) => {
    const handle = `${processId}-${user.id}-${date}`;
    await sql`insert into app.tasks ${
      sql({
        org_id: org.id,
        handle,
        init_handle: handle,
        name: "Open the shop task",
        process_id: processId,
        person_id: user.id,
        due_date: date,
        ...fields,
      })
    }`;
    return handle;
  };
  const done = await store(daily[0], addDays(today, -3), { status: "Complete" });
  const started = await store(daily[0], addDays(today, 2), {
    status: "InProgress",
    description: "Keys are with the neighbour.",
  });
  const skipped = await store(daily[0], addDays(today, 5), { deleted: true });
  const [manual] = await sql`insert into app.tasks (org_id, handle, init_handle, name, person_id,
      due_date, is_manually_created)
    values (${org.id}, 'm-feedtest01', 'm-feedtest01', 'Fix the door', ${user.id}, ${
    addDays(today, 10)
  }, true) returning handle`;
  // "This and following": the colleague's weekly review goes to the user from a date on.
  const firstMonday = await sql`select to_char(d, 'YYYY-MM-DD') as d
    from generate_series(${addDays(today, 30)}::date, ${addDays(today, 36)}::date, '1 day') d
    where extract(isodow from d) = 1`;
  const from = firstMonday[0].d;
  await sql`insert into app.task_series_rules (org_id, process_id, person_id, from_date,
      from_handle, assignee_id, name)
    values (${org.id}, ${weekly}, ${colleague.id}, ${from}, ${`${weekly}-${colleague.id}-${from}`},
      ${user.id}, 'Weekly review (covering)')`;
  return {
    org,
    user,
    colleague,
    handles: { done, started, skipped, manual: manual.handle as string },
    weekly,
    daily,
  };
}

/** The organisation, its people and tasks, the feed's handler and the User's calls. */
async function arrangeFeed(api: Api) {
  const calendar = createCalendarHandler({ sql: api.sql, appBase: APP });
  const today = todayInTimezone(TIMEZONE);
  const arranged = await arrange(api, today);
  const asUser = as(api.handler, arranged.user);
  return { ...arranged, calendar, today, asUser };
}

/** The User makes their feed; answers its URL. */
async function makeFeed(asUser: ReturnType<typeof as>): Promise<string> {
  return (await asUser(RESET)).data.resetMyCalendarFeed.url;
}

Deno.test("calendar feed: made once through GraphQL: the URL is shown once, then only when", () =>
  withApi(async (api) => {
    const { org, user, asUser } = await arrangeFeed(api);
    const none = await asUser(READ);
    assert.equal(none.errors, undefined, JSON.stringify(none.errors));
    assert.equal(none.data.myCalendarFeed, null);
    const made = await asUser(RESET);
    assert.equal(made.errors, undefined, JSON.stringify(made.errors));
    const url = made.data.resetMyCalendarFeed.url;
    assert.match(
      url,
      new RegExp(`/functions/v1/calendar/${org.prefix}/[A-Za-z0-9_-]{43}\\.ics$`),
    );
    const read = await asUser(READ);
    assert.deepEqual(read.data.myCalendarFeed, {
      url: null,
      createdAt: made.data.resetMyCalendarFeed.createdAt,
    });
    const [row] = await api.sql`select token_hash from app.calendar_feeds
      where org_id = ${org.id} and person_id = ${user.id}`;
    const token = url.split("/").pop()!.replace(/\.ics$/, "");
    assert.notEqual(row.token_hash, token, "the token itself is never stored");
    assert.match(row.token_hash, /^[0-9a-f]{64}$/);
  }));

Deno.test("calendar feed: every event is a task of the API's list for the same range", () =>
  withApi(async (api) => {
    const { colleague, handles, weekly, daily, calendar, asUser, today: arrangedToday } =
      await arrangeFeed(api);
    let today = arrangedToday;
    const url = await makeFeed(asUser);
    let events: Event[] = [];
    let listed: ApiTask[] = [];
    let range = feedRange(today);
    // The organisation's day may turn between the two reads: then both are read again.
    for (let attempt = 0; attempt < 3; attempt++) {
      today = todayInTimezone(TIMEZONE);
      range = feedRange(today);
      const res = await fetchFeed(calendar, url);
      assert.equal(res.status, 200);
      assert.equal(res.headers.get("content-type"), "text/calendar; charset=utf-8");
      assert.match(res.headers.get("cache-control") ?? "", /private/);
      events = parseFeed(await res.text());
      listed = await apiTasks(asUser, range.from, range.to);
      if (todayInTimezone(TIMEZONE) === today) break;
    }
    // Three daily series over 426 days: the feed pages past 1,000 tasks.
    assert.ok(listed.length > 1200, `only ${listed.length} tasks`);
    assert.equal(events.length, listed.length);
    const byUid = new Map(events.map((e) => [e.uid, e]));
    assert.equal(byUid.size, events.length, "UIDs are unique");
    for (const task of listed) {
      const e = byUid.get(`${task.handle}@routinely`);
      assert.ok(e, `no event for ${task.handle}`);
      assert.equal(e.date, task.dueDate);
      assert.equal(e.isDate, true, "all-day");
      assert.equal(e.end, addDays(task.dueDate, 1));
      assert.equal(e.summary, feedSummary(task));
      assert.ok(e.date >= range.from && e.date <= range.to);
      const link = new URL(e.url);
      assert.equal(`${link.origin}${link.pathname}`, `${APP}/myTasks`);
      assert.equal(link.searchParams.get("q"), task.handle);
      assert.ok(e.description.includes(e.url));
    }
    // The arranged cases are there, as the API shows them.
    const done = byUid.get(`${handles.done}@routinely`)!;
    assert.equal(done.summary, "Open the shop task — Complete");
    const started = byUid.get(`${handles.started}@routinely`)!;
    assert.equal(started.summary, "Open the shop task — In Progress");
    assert.match(started.description, /Process: Open the shop/);
    assert.match(started.description, /Keys are with the neighbour\./);
    assert.ok(!byUid.has(`${handles.skipped}@routinely`), "a skipped occurrence is no event");
    assert.ok(byUid.has(`${handles.manual}@routinely`), "a manual task is an event");
    const late = events.filter((e) => e.summary.endsWith("(late)"));
    assert.ok(late.length > 0 && late.every((e) => e.date < today));
    // Handed-over occurrences keep the handles of the series they came from.
    assert.ok(
      events.some((e) =>
        e.uid.startsWith(`${weekly}-${colleague.id}-`) && e.summary.includes("covering")
      ),
      "the series handed over to the person is in their feed",
    );
    assert.ok(
      !events.some((e) => e.uid.startsWith(`${daily[0]}-${colleague.id}-`)),
      "not the colleague's own tasks",
    );
  }));

Deno.test("calendar feed: HEAD answers the headers; other methods 405", () =>
  withApi(async (api) => {
    const { calendar, asUser } = await arrangeFeed(api);
    const url = await makeFeed(asUser);
    const head = await fetchFeed(calendar, url, "HEAD");
    assert.equal(head.status, 200);
    assert.equal(await head.text(), "");
    const post = await fetchFeed(calendar, url, "POST");
    assert.equal(post.status, 405);
    assert.match(post.headers.get("allow") ?? "", /GET/);
    await post.body?.cancel();
  }));

Deno.test("calendar feed: another organisation's prefix, or a made-up token: 404 and no detail", () =>
  withApi(async (api) => {
    const { org, calendar, asUser } = await arrangeFeed(api);
    const url = await makeFeed(asUser);
    const other = await createOrg(api.sql);
    const otherPerson = await createMember(api.sql, other, { userType: "Admin" });
    await as(api.handler, otherPerson)(RESET);
    const moved = url.replace(`/calendar/${org.prefix}/`, `/calendar/${other.prefix}/`);
    const wrongOrg = await fetchFeed(calendar, moved);
    assert.equal(wrongOrg.status, 404);
    assert.equal(await wrongOrg.text(), "Not found");
    const madeUp = await fetchFeed(
      calendar,
      url.replace(/[A-Za-z0-9_-]{43}\.ics$/, `${"A".repeat(43)}.ics`),
    );
    assert.equal(madeUp.status, 404);
    assert.equal(await madeUp.text(), "Not found");
    const junk = await calendar(
      new Request(`http://localhost/functions/v1/calendar/${org.prefix}/x.ics`),
    );
    assert.equal(junk.status, 404);
    await junk.body?.cancel();
  }));

Deno.test("calendar feed: a person whose sign-in is turned off has no feed", () =>
  withApi(async (api) => {
    const { user, calendar, asUser } = await arrangeFeed(api);
    const url = await makeFeed(asUser);
    await api.sql`update app.people set is_auth_enabled = false where id = ${user.id}`;
    const off = await fetchFeed(calendar, url);
    assert.equal(off.status, 404);
    await off.body?.cancel();
    await api.sql`update app.people set is_auth_enabled = true where id = ${user.id}`;
    const on = await fetchFeed(calendar, url);
    assert.equal(on.status, 200);
    await on.body?.cancel();
  }));

Deno.test("calendar feed: a reset revokes the old URL; the new one works", () =>
  withApi(async (api) => {
    const { calendar, asUser } = await arrangeFeed(api);
    const url = await makeFeed(asUser);
    const before = await asUser(READ);
    const reset = await asUser(RESET);
    assert.equal(reset.errors, undefined, JSON.stringify(reset.errors));
    const next = reset.data.resetMyCalendarFeed.url;
    assert.notEqual(next, url);
    assert.ok(reset.data.resetMyCalendarFeed.createdAt >= before.data.myCalendarFeed.createdAt);
    const old = await fetchFeed(calendar, url);
    assert.equal(old.status, 404);
    await old.body?.cancel();
    const fresh = await fetchFeed(calendar, next);
    assert.equal(fresh.status, 200);
    await fresh.body?.cancel();
  }));

Deno.test("calendar feed: every person manages only their own feed", () =>
  withApi(async (api) => {
    const { org, calendar, asUser } = await arrangeFeed(api);
    const url = await makeFeed(asUser);
    const manager = await createMember(api.sql, org, { userType: "Manager" });
    const admin = await createMember(api.sql, org, { userType: "Admin" });
    for (const person of [manager, admin] as Member[]) {
      const r = await as(api.handler, person)(RESET);
      assert.equal(r.errors, undefined, JSON.stringify(r.errors));
      assert.ok(r.data.resetMyCalendarFeed.url);
    }
    // The admin removing "their" feed leaves the user's alone.
    const removed = await as(api.handler, admin)(REMOVE);
    assert.equal(removed.data.removeMyCalendarFeed, true);
    const still = await fetchFeed(calendar, url);
    assert.equal(still.status, 200);
    await still.body?.cancel();
    const [{ n }] = await api.sql`select count(*)::int as n from app.calendar_feeds
      where org_id = ${org.id}`;
    assert.equal(n, 2, "the user's and the manager's");
  }));

Deno.test("calendar feed: remove stops the feed", () =>
  withApi(async (api) => {
    const { calendar, asUser } = await arrangeFeed(api);
    const url = await makeFeed(asUser);
    const removed = await asUser(REMOVE);
    assert.equal(removed.errors, undefined, JSON.stringify(removed.errors));
    assert.equal(removed.data.removeMyCalendarFeed, true);
    const gone = await fetchFeed(calendar, url);
    assert.equal(gone.status, 404);
    await gone.body?.cancel();
    const read = await asUser(READ);
    assert.equal(read.data.myCalendarFeed, null);
    const again = await asUser(REMOVE);
    assert.equal(again.data.removeMyCalendarFeed, false);
  }));
