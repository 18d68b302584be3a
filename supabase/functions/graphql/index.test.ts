/**
 * The module as Supabase and the local stack load it: configured from the environment
 * only. Run in a child process so that its environment does not leak into tests that
 * run in parallel.
 */
import { strict as assert } from "node:assert";
import { createTestDatabase } from "../../../local/testing/migrated-database.ts";
import { createMember, createOrg, TEST_SECRET } from "./testing/api-fixture.ts";

const SCRIPT = `
  const mod = await import(${JSON.stringify(new URL("./index.ts", import.meta.url).href)});
  if (mod.default !== mod.handler) throw new Error("default export is not the handler");
  const res = await mod.handler(new Request("http://localhost:54321/functions/v1/graphql", {
    method: "POST",
    headers: { authorization: "Bearer " + Deno.env.get("TOKEN"), "x-tenant": Deno.env.get("TENANT"), "content-type": "application/json" },
    body: JSON.stringify({ query: "{ currentUser { id userType } }" }),
  }));
  console.log(JSON.stringify({ status: res.status, body: await res.json() }));
  await mod.close();
`;

Deno.test("index.ts serves with SUPABASE_DB_URL and SUPABASE_JWT_SECRET from the environment", async () => {
  const db = await createTestDatabase();
  try {
    const org = await createOrg(db.sql);
    const admin = await createMember(db.sql, org, { userType: "Admin" });
    const out = await new Deno.Command(Deno.execPath(), {
      args: ["eval", "--ext=ts", SCRIPT],
      cwd: new URL("../../../", import.meta.url).pathname,
      env: {
        SUPABASE_JWT_SECRET: TEST_SECRET,
        JWT_SECRET: "",
        SUPABASE_DB_URL: db.url,
        TOKEN: admin.token,
        TENANT: org.prefix,
      },
    }).output();
    const stderr = new TextDecoder().decode(out.stderr);
    assert.equal(out.code, 0, stderr);
    const { status, body } = JSON.parse(
      new TextDecoder().decode(out.stdout).trim().split("\n").pop()!,
    );
    assert.equal(status, 200, JSON.stringify(body));
    assert.deepEqual(body.data.currentUser, { id: admin.id, userType: "Admin" });
  } finally {
    await db.close();
  }
});
