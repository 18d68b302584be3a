/** Saved filters: visibility, ownership, criteria checked by the query language. */
import type { Handler } from "./server/create-handler.ts";
import type postgres from "postgres";
import { strict as assert } from "node:assert";
import { as, countRows, createMember, createOrg, withApi } from "./testing/api-fixture.ts";

const FIELDS = "id name associatedEntity private owner { id name } criteria";
const LIST =
  `query($q: [String!], $offset: Int, $limit: Int, $sortBy: String, $isDesc: Boolean, $e: [String!]) {
  filtersAccessibleToCurrentUser(q: $q, offset: $offset, limit: $limit, sortBy: $sortBy, isDesc: $isDesc,
    associatedEntities: $e) { totalCount nodes { ${FIELDS} } } }`;
const CREATE = `mutation($f: CreateFilterInput!) { createFilter(filter: $f) { ${FIELDS} } }`;
const UPDATE = `mutation($f: UpdateFilterInput!) { updateFilter(filter: $f) { ${FIELDS} } }`;
const REMOVE = "mutation($id: Int!) { removeFilter(id: $id) }";

type Node = { name: string };
const names = (r: { data: { filtersAccessibleToCurrentUser: { nodes: Node[] } } }) =>
  r.data.filtersAccessibleToCurrentUser.nodes.map((n) => n.name);

async function arrange(sql: postgres.Sql, handler: Handler) {
  const org = await createOrg(sql);
  const admin = await createMember(sql, org, { userType: "Admin", name: "Ada" });
  const manager = await createMember(sql, org, { userType: "Manager", name: "Max" });
  const user = await createMember(sql, org, { userType: "User", name: "Uma" });
  const colleague = await createMember(sql, org, { userType: "User", name: "Cole" });
  const other = await createOrg(sql);
  const outsider = await createMember(sql, other, { userType: "Admin" });
  const filters = () => countRows(sql, "filters", org.id);

  // Each person's filters, public and private, as they create them (the first test judges
  // the answers).
  const made = {
    userPrivate: await as(handler, user)(CREATE, {
      f: {
        name: "My late",
        associatedEntity: "task",
        private: true,
        criteria: ["IS:late", "  ", "status=in progress|NotStarted"],
      },
    }),
    userPublic: await as(handler, user)(CREATE, {
      f: {
        name: "Scheduled HR",
        associatedEntity: "Process",
        criteria: ["has:scheduled", "prefix:Dept"],
      },
    }),
    colleaguePublic: await as(handler, colleague)(CREATE, {
      f: { name: "Everything", associatedEntity: "Role" },
    }),
    colleaguePrivate: await as(handler, colleague)(CREATE, {
      f: { name: "Cole secret", associatedEntity: "User", private: true, criteria: ["role:ops"] },
    }),
  };
  await as(handler, outsider)(CREATE, { f: { name: "Theirs", associatedEntity: "Task" } });
  const ids = Object.fromEntries(
    Object.entries(made).map(([key, r]) => [key, r.data?.createFilter?.id as number]),
  ) as Record<keyof typeof made, number>;

  return { org, admin, manager, user, colleague, other, outsider, filters, made, ids };
}

Deno.test("API saved filters: anyone creates their own filters; criteria are stored canonical", () =>
  withApi(async ({ sql, handler }) => {
    const { user, made } = await arrange(sql, handler);
    const r = made.userPrivate;
    assert.equal(r.errors, undefined, JSON.stringify(r.errors));
    const f = r.data.createFilter;
    assert.equal(f.associatedEntity, "Task");
    assert.equal(f.private, true);
    assert.deepEqual(f.owner, { id: user.id, name: "Uma" });
    assert.deepEqual(f.criteria, ["is:late", "status=In Progress|Not Started"]);
    const plain = made.colleaguePublic;
    assert.equal(plain.data.createFilter.private, false, "public unless said otherwise");
    assert.deepEqual(plain.data.createFilter.criteria, []);
  }));

Deno.test("API saved filters: criteria a list would refuse are BAD_USER_INPUT; nothing is saved", () =>
  withApi(async ({ sql, handler }) => {
    const { user, filters } = await arrange(sql, handler);
    const before = await filters();
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ associatedEntity: "Process", criteria: ["colour:red"] }, "criteria", /colour:/],
      [
        { associatedEntity: "User", criteria: ["has:noDocs"] },
        "criteria",
        /does not apply to people/,
      ],
      [{ associatedEntity: "Task", criteria: ["status=Done"] }, "criteria", /Unknown status/],
      [{ associatedEntity: "Matrix" }, "associatedEntity", /associatedEntity must be one of/],
    ];
    for (const [fields, field, message] of cases) {
      const r = await as(handler, user)(CREATE, { f: { name: "Bad", ...fields } });
      assert.equal(r.errors?.[0].extensions?.code, "BAD_USER_INPUT", JSON.stringify(fields));
      assert.equal(r.errors?.[0].extensions?.field, field);
      assert.match(r.errors![0].message, message);
    }
    const blank = await as(handler, user)(CREATE, { f: { name: " ", associatedEntity: "Task" } });
    assert.equal(blank.errors?.[0].extensions?.field, "name");
    assert.equal(await filters(), before);
  }));

Deno.test("API saved filters: private filters are seen by their owner only, public ones by everyone", () =>
  withApi(async ({ sql, handler }) => {
    const { admin, user, colleague, outsider } = await arrange(sql, handler);
    assert.deepEqual(names(await as(handler, user)(LIST)), [
      "Everything",
      "My late",
      "Scheduled HR",
    ]);
    assert.deepEqual(names(await as(handler, colleague)(LIST)), [
      "Cole secret",
      "Everything",
      "Scheduled HR",
    ]);
    assert.deepEqual(
      names(await as(handler, admin)(LIST)),
      ["Everything", "Scheduled HR"],
      "not even an admin",
    );
    assert.deepEqual(names(await as(handler, outsider)(LIST)), ["Theirs"]);
  }));

Deno.test("API saved filters: associatedEntities, q, sort and paging", () =>
  withApi(async ({ sql, handler }) => {
    const { user } = await arrange(sql, handler);
    const asUser = as(handler, user);
    assert.deepEqual(names(await asUser(LIST, { e: ["Process", "task"] })), [
      "My late",
      "Scheduled HR",
    ]);
    assert.deepEqual(names(await asUser(LIST, { q: ["hr"] })), ["Scheduled HR"]);
    const paged = await asUser(LIST, { sortBy: "owner", isDesc: true, limit: 1 });
    assert.equal(paged.data.filtersAccessibleToCurrentUser.totalCount, 3);
    assert.equal(paged.data.filtersAccessibleToCurrentUser.nodes[0].owner.name, "Uma");
    const badEntity = await asUser(LIST, { e: ["Matrix"] });
    assert.equal(badEntity.errors?.[0].extensions?.code, "BAD_USER_INPUT");
    const badQ = await asUser(LIST, { q: ["has:scheduled"] });
    assert.equal(badQ.errors?.[0].extensions?.code, "BAD_USER_INPUT");
    assert.match(badQ.errors![0].message, /does not apply to filters/);
    const badSort = await asUser(LIST, { sortBy: "criteria" });
    assert.equal(badSort.errors?.[0].extensions?.field, "sortBy");
  }));

Deno.test("API saved filters: only the owner or an admin changes or removes a filter", () =>
  withApi(async ({ sql, handler }) => {
    const { admin, manager, user, colleague, outsider, filters, ids } = await arrange(sql, handler);
    const before = await filters();
    const rename = { f: { id: ids.colleaguePublic, name: "Renamed" } };
    const byUser = await as(handler, user)(UPDATE, rename);
    assert.equal(byUser.errors?.[0].extensions?.code, "FORBIDDEN");
    const byManager = await as(handler, manager)(UPDATE, rename);
    assert.equal(
      byManager.errors?.[0].extensions?.code,
      "FORBIDDEN",
      "a manager is not an admin",
    );
    assert.equal(
      (await as(handler, manager)(REMOVE, { id: ids.colleaguePublic })).errors?.[0].extensions
        ?.code,
      "FORBIDDEN",
    );
    const privateOther = await as(handler, user)(UPDATE, {
      f: { id: ids.colleaguePrivate, name: "Mine" },
    });
    assert.equal(privateOther.errors?.[0].extensions?.code, "NOT_FOUND");
    assert.equal(
      (await as(handler, admin)(REMOVE, { id: ids.colleaguePrivate })).errors?.[0].extensions
        ?.code,
      "NOT_FOUND",
    );
    const foreign = await as(handler, outsider)(REMOVE, { id: ids.userPublic });
    assert.equal(foreign.errors?.[0].extensions?.code, "NOT_FOUND");
    const hide = await as(handler, admin)(UPDATE, {
      f: { id: ids.colleaguePublic, private: true },
    });
    assert.equal(hide.errors?.[0].extensions?.code, "FORBIDDEN");
    const [row] =
      await sql`select name, is_private from app.filters where id = ${ids.colleaguePublic}`;
    assert.deepEqual({ ...row }, { name: "Everything", is_private: false });
    assert.equal(await filters(), before);
    const byAdmin = await as(handler, admin)(UPDATE, rename);
    assert.equal(byAdmin.data.updateFilter.name, "Renamed");
    assert.equal(byAdmin.data.updateFilter.owner.id, colleague.id, "the owner stays");
  }));

Deno.test("API saved filters: updateFilter checks criteria against the (new) entity", () =>
  withApi(async ({ sql, handler }) => {
    const { user, ids } = await arrange(sql, handler);
    const asUser = as(handler, user);
    const r = await asUser(UPDATE, {
      f: { id: ids.userPublic, criteria: ["has:noDocs", "label:Dept:HR"], private: true },
    });
    assert.deepEqual(r.data.updateFilter.criteria, ["has:noDocs", "label:Dept:HR"]);
    assert.equal(r.data.updateFilter.private, true);
    assert.equal(r.data.updateFilter.name, "Scheduled HR");
    const moved = await asUser(UPDATE, { f: { id: ids.userPublic, associatedEntity: "Task" } });
    assert.equal(
      moved.errors?.[0].extensions?.code,
      "BAD_USER_INPUT",
      "has:noDocs does not apply to tasks",
    );
    const bad = await asUser(UPDATE, { f: { id: ids.userPublic, criteria: ["x:y"] } });
    assert.equal(bad.errors?.[0].extensions?.field, "criteria");
    const [row] =
      await sql`select associated_entity, criteria from app.filters where id = ${ids.userPublic}`;
    assert.deepEqual({ ...row }, {
      associated_entity: "Process",
      criteria: ["has:noDocs", "label:Dept:HR"],
    });
  }));

Deno.test("API saved filters: removeFilter", () =>
  withApi(async ({ sql, handler }) => {
    const { admin, user, filters, ids } = await arrange(sql, handler);
    const before = await filters();
    assert.equal(
      (await as(handler, user)(REMOVE, { id: ids.userPrivate })).data.removeFilter,
      true,
    );
    assert.equal(
      (await as(handler, admin)(REMOVE, { id: ids.colleaguePublic })).data.removeFilter,
      true,
    );
    assert.equal(await filters(), before - 2);
    assert.equal(
      (await as(handler, user)(REMOVE, { id: ids.userPrivate })).errors?.[0].extensions?.code,
      "NOT_FOUND",
    );
  }));
