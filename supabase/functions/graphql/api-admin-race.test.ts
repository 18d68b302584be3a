/**
 * Two concurrent demotions never leave an organisation without an enabled Admin
 * (docs/product.md#roles-and-permissions): the count and the write run under one per-organisation lock, and the
 * database re-checks at commit under the same lock. Only PostgreSQL runs two
 * transactions at once (the embedded database runs one at a time), so this is where
 * the race can happen at all.
 */
import { strict as assert } from "node:assert";
import { as, createMember, createOrg, withApi } from "./testing/api-fixture.ts";

const onPostgres = Boolean(Deno.env.get("TEST_DATABASE_URL"));
const ROUNDS = 12;
/** Each round takes the other admin away one of the three ways. */
const TAKE_AWAY = [
  `mutation($id: Int!) { updateUser(user: { id: $id, userType: Manager }) { id } }`,
  `mutation($id: Int!) { updateUser(user: { id: $id, isAuthEnabled: false }) { id } }`,
  `mutation($id: Int!) { removeUser(id: $id) }`,
];

async function enabledAdmins(
  sql: Parameters<Parameters<typeof withApi>[0]>[0]["sql"],
  orgId: number,
) {
  const [row] = await sql`select count(*)::int as n from app.people
    where org_id = ${orgId} and user_type = 'Admin' and is_auth_enabled`;
  return row.n as number;
}

Deno.test({
  name:
    "API: two admins demoting, disabling or removing each other at once leave one enabled admin",
  ignore: !onPostgres,
  async fn() {
    await withApi(async ({ sql, handler }) => {
      for (let round = 0; round < ROUNDS; round++) {
        const org = await createOrg(sql);
        const a = await createMember(sql, org, { userType: "Admin" });
        const b = await createMember(sql, org, { userType: "Admin" });
        const mutation = TAKE_AWAY[round % TAKE_AWAY.length];
        const answers = await Promise.all([
          as(handler, a)(mutation, { id: b.id }),
          as(handler, b)(mutation, { id: a.id }),
        ]);
        assert.equal(
          await enabledAdmins(sql, org.id),
          1,
          `round ${round}: ${JSON.stringify(answers)}`,
        );
        // The loser is refused as the last admin (CONFLICT) or, when the winner took it
        // away first, as no longer an admin (FORBIDDEN), no longer a member who sees anyone
        // (NOT_FOUND), or — when the winner removed or disabled it before its request was
        // even authenticated, as a busy machine may order them — no longer a member who may
        // sign in (UNAUTHENTICATED); never with an internal error.
        const codes = answers.map((r) => r.errors?.[0].extensions?.code ?? "ok").sort();
        assert.equal(codes[1], "ok", `round ${round}: ${JSON.stringify(answers)}`);
        const demoted = mutation === TAKE_AWAY[0]; // a demoted Admin can still sign in
        const refusals = [
          "CONFLICT",
          "FORBIDDEN",
          "NOT_FOUND",
          ...(demoted ? [] : ["UNAUTHENTICATED"]),
        ];
        assert.ok(refusals.includes(codes[0]), `round ${round}: ${JSON.stringify(answers)}`);
      }
    });
  },
});

Deno.test({
  name: "database: two transactions demoting the two admins cannot both commit",
  ignore: !onPostgres,
  async fn() {
    await withApi(async ({ sql }) => {
      for (let round = 0; round < ROUNDS; round++) {
        const org = await createOrg(sql);
        const a = await createMember(sql, org, { userType: "Admin" });
        const b = await createMember(sql, org, { userType: "Admin" });
        // Both updates are made (different rows, nothing blocks) before either commits,
        // so each transaction's own snapshot still sees the other admin: only the
        // commit-time re-check under the lock can refuse the second.
        let arrived = 0;
        let release!: () => void;
        const bothUpdated = new Promise<void>((resolve) => (release = resolve));
        const demote = (id: number, disable: boolean) =>
          sql.begin(async (tx) => {
            await (disable
              ? tx`update app.people set is_auth_enabled = false where id = ${id}`
              : tx`update app.people set user_type = 'User' where id = ${id}`);
            if (++arrived === 2) release();
            await bothUpdated;
          });
        const results = await Promise.allSettled([demote(a.id, false), demote(b.id, true)]);
        const refused = results.filter((r) => r.status === "rejected");
        assert.equal(refused.length, 1, `round ${round}`);
        const reason = (refused[0] as PromiseRejectedResult).reason;
        assert.equal(reason.code, "23514");
        assert.equal(reason.constraint_name, "people_keep_an_admin");
        assert.equal(await enabledAdmins(sql, org.id), 1, `round ${round}`);
      }
    });
  },
});
