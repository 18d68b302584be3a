/**
 * Per-row loads go through the request's loaders (server/loaders.ts): an answer costs the
 * same number of SQL statements for 4 processes as for 40 (no N+1 on the roles' people).
 */
import { strict as assert } from "node:assert";
import postgres from "postgres";
import { createGraphqlHandler } from "./server/create-handler.ts";
import {
  createMember,
  createOrg,
  createPerson,
  createRole,
  gql,
  type Member,
  TEST_SECRET,
  withApi,
} from "./testing/api-fixture.ts";

const QUERY = `{ processes { totalCount nodes {
  assignedRoles { filledBy { id } } role { name } } } }`;

/** An organisation with `n` processes, each assigned to and owned by its own role. */
async function arrange(sql: postgres.Sql, n: number): Promise<Member> {
  const org = await createOrg(sql);
  const admin = await createMember(sql, org, { userType: "Admin" });
  for (let i = 0; i < n; i++) {
    const role = await createRole(sql, org, `r${i}`);
    const person = await createPerson(sql, org);
    await sql`insert into app.role_members (org_id, role_id, person_id)
      values (${org.id}, ${role}, ${person})`;
    const [p] = await sql`insert into app.processes (org_id, process_handle, name, owner_role_id)
      values (${org.id}, ${`P-${i}`}, ${`Process ${i}`}, ${role}) returning id`;
    await sql`insert into app.process_roles (org_id, process_id, role_id)
      values (${org.id}, ${p!.id}, ${role})`;
  }
  return admin;
}

Deno.test("processes with their roles' people: the same statements for 4 and for 40 processes", async () => {
  await withApi(async ({ db, sql }) => {
    const statements: string[] = [];
    const counted = postgres(db.url, {
      max: 1,
      onnotice: () => {},
      // Only the API's own statements (not postgres.js's type lookups, BEGIN or COMMIT).
      debug: (_c: unknown, q: string) => {
        if (/\bapp\./.test(q)) statements.push(q);
      },
    });
    try {
      const handler = createGraphqlHandler({ sql: counted, jwtSecret: TEST_SECRET });
      const count = async (admin: Member, n: number) => {
        statements.length = 0;
        const r = await gql(handler, QUERY, { token: admin.token, tenant: admin.org.prefix });
        assert.equal(r.errors, undefined, JSON.stringify(r.errors));
        assert.equal(r.data.processes.totalCount, n);
        for (const node of r.data.processes.nodes) {
          assert.equal(node.assignedRoles.length, 1);
          assert.equal(node.assignedRoles[0].filledBy.length, 1);
          assert.match(node.role.name, /^Role r\d+$/);
        }
        return statements.length;
      };
      const four = await count(await arrange(sql, 4), 4);
      const forty = await count(await arrange(sql, 40), 40);
      console.log(`statements: ${four} for 4 processes, ${forty} for 40`);
      assert.equal(forty, four, statements.join("\n---\n"));
      // the caller (app.request_caller), the page's ids, the count, the rows, the assigned
      // roles of every process, the details of every role
      assert.equal(four, 6);
    } finally {
      await counted.end();
    }
  });
});
