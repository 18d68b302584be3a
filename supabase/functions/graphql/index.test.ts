/** The module as Supabase and the local stack load it: configured from the environment only. */
import { strict as assert } from "node:assert";
import { createTestDatabase } from "../../../local/testing/test-database.ts";
import { createMember, createOrg, TEST_SECRET } from "./testing/api-fixture.ts";

Deno.test("index.ts serves with SUPABASE_DB_URL and SUPABASE_JWT_SECRET from the environment", async () => {
  const db = await createTestDatabase();
  const saved = ["JWT_SECRET", "SUPABASE_JWT_SECRET", "SUPABASE_DB_URL"].map((k) => [k, Deno.env.get(k)] as const);
  Deno.env.delete("JWT_SECRET");
  Deno.env.set("SUPABASE_JWT_SECRET", TEST_SECRET);
  Deno.env.set("SUPABASE_DB_URL", db.url);
  const mod = await import("./index.ts");
  try {
    assert.equal(mod.default, mod.handler);
    const org = await createOrg(db.sql);
    const admin = await createMember(db.sql, org, { userType: "Admin" });
    const res = await mod.handler(new Request("http://localhost:54321/functions/v1/graphql", {
      method: "POST",
      headers: { authorization: `Bearer ${admin.token}`, "x-tenant": org.prefix, "content-type": "application/json" },
      body: JSON.stringify({ query: "{ currentUser { id userType } }" }),
    }));
    assert.equal(res.status, 200);
    assert.deepEqual((await res.json()).data.currentUser, { id: admin.id, userType: "Admin" });
  } finally {
    await mod.close();
    for (const [k, v] of saved) v === undefined ? Deno.env.delete(k) : Deno.env.set(k, v);
    await db.close();
  }
});
