/**
 * `totalCount` never depends on `limit` or `offset` (docs/api.md#paging-and-sorting):
 * `limit: 0` counts, a small limit counts every match, a page past the end still counts — on
 * every list that answers a total, with and without search terms (which take another path on
 * processes).
 */
import { strict as assert } from "node:assert";
import type postgres from "postgres";
import type { Handler } from "./server/create-handler.ts";
import { as, createMember, createOrg, withApi } from "./testing/api-fixture.ts";

const N = 3;

/** list field, as whom, query terms to try. */
const LISTS: [string, "admin" | "user", string[][]][] = [
  ["users", "admin", [[], ["alpha"]]],
  ["roles", "admin", [[], ["alpha"]]],
  ["currentUserRoles", "user", [[], ["alpha"]]],
  ["processes", "admin", [[], ["alpha"], ["d=org", "alpha"], ["role:alpha1"]]],
  ["currentUserProcesses", "user", [[], ["alpha"], ["d=org"]]],
  ["labels", "admin", [[], ["alpha"]]],
  ["processCategories", "admin", [[], ["alpha"]]],
  ["filtersAccessibleToCurrentUser", "admin", [[], ["alpha"]]],
];

/**
 * An organisation with N of everything a list can show (people, roles filled by the User,
 * labels, categories, filters, processes assigned to every role), made through the API.
 */
async function arrange(sql: postgres.Sql, handler: Handler) {
  const org = await createOrg(sql);
  const admin = await createMember(sql, org, { userType: "Admin" });
  const user = await createMember(sql, org, { userType: "User" });
  const callers = { admin: as(handler, admin), user: as(handler, user) };
  const must = async (query: string, variables: Record<string, unknown>) => {
    const r = await callers.admin(query, variables);
    assert.equal(r.errors, undefined, JSON.stringify(r.errors));
    return r.data;
  };
  const roleIds: number[] = [];
  for (let i = 1; i <= N; i++) {
    await must("mutation($u: CreateUserInput!) { createUser(user: $u) { id } }", {
      u: { peopleHandle: `alpha${i}`, name: `Alpha person ${i}` },
    });
    const role = await must("mutation($r: CreateRoleInput!) { createRole(role: $r) { id } }", {
      r: { roleHandle: `alpha${i}`, name: `Alpha role ${i}`, filledBy: [user.id] },
    });
    roleIds.push(role.createRole.id);
    await must("mutation($l: CreateLabelInput!) { createLabel(label: $l) { id } }", {
      l: { label: `Alpha:${i}` },
    });
    await must(
      "mutation($c: CreateProcessCategoryInput!) { createProcessCategory(processCategory: $c) { id } }",
      { c: { prefix: `ALPHA${i}`, description: `Alpha category ${i}` } },
    );
    await must("mutation($f: CreateFilterInput!) { createFilter(filter: $f) { id } }", {
      f: { name: `Alpha filter ${i}`, associatedEntity: "Process", private: false, criteria: [] },
    });
  }
  for (let i = 1; i <= N; i++) {
    await must("mutation($p: CreateProcessInput!) { createProcess(process: $p) { id } }", {
      p: { processHandle: `AP-${i}`, name: `Alpha process ${i}`, assignedRoleIds: roleIds },
    });
  }
  return callers;
}

for (const [list, who, queries] of LISTS) {
  Deno.test(`API list totals: ${list}'s totalCount does not depend on limit or offset`, () =>
    withApi(async ({ sql, handler }) => {
      const callers = await arrange(sql, handler);
      for (const q of queries) {
        const read = async (limit: number, offset: number) => {
          const r = await callers[who](
            `query($q: [String!], $limit: Int, $offset: Int) {
               ${list}(q: $q, limit: $limit, offset: $offset) { nodes { id } totalCount } }`,
            { q, limit, offset },
          );
          assert.equal(r.errors, undefined, JSON.stringify(r.errors));
          return r.data[list] as { nodes: unknown[]; totalCount: number };
        };
        const all = await read(1000, 0);
        assert.equal(all.nodes.length, all.totalCount);
        assert.ok(all.totalCount >= 1, "the arrangement gives this list rows");
        const total = all.totalCount;
        // limit 0, small limits, a last partial page and pages past the end.
        const pages = [[0, 0], [0, total + 5], [1, 0], [1, 1], [2, total - 1], [2, total + 5]];
        for (const [limit, offset] of pages) {
          const page = await read(limit, offset);
          const where = `q ${JSON.stringify(q)} limit ${limit} offset ${offset}`;
          assert.equal(page.totalCount, total, where);
          assert.equal(page.nodes.length, Math.max(0, Math.min(limit, total - offset)), where);
        }
      }
    }));
}
