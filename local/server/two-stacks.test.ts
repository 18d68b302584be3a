/**
 * Two stacks in one process each serve their own database and secret: what Supabase gives a
 * function in its environment the stack hands to its functions (functions-router.ts), so a
 * stack started later, here or in a test file running in parallel, changes nothing of an
 * earlier one's.
 */
import { strict as assert } from "node:assert";
import { loadConfig } from "../config.ts";
import { type RunningStack, startStack } from "../stack.ts";
import { createTestDatabase, type TestDatabase } from "../testing/test-database.ts";

async function stackOn(db: TestDatabase, secret: string): Promise<RunningStack> {
  return await startStack(
    loadConfig({ PORT: "0", DATABASE_URL: db.url, JWT_SECRET: secret }),
    { warmUp: false, seed: false, reminders: false },
  );
}

async function organizationName(stack: RunningStack, tenant: string): Promise<string | null> {
  const res = await fetch(`${stack.url}/functions/v1/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      query: "query($t: String!) { tenantLoginOptions(tenant: $t) { organizationName } }",
      variables: { t: tenant },
    }),
  });
  const body = await res.json();
  assert.equal(res.status, 200, JSON.stringify(body));
  return body.data.tenantLoginOptions?.organizationName ?? null;
}

Deno.test("two stacks in one process: each one's functions use its own database", async () => {
  const [first, second] = await Promise.all([createTestDatabase(), createTestDatabase()]);
  await first.sql`insert into app.organizations (prefix, name) values ('only-first', 'First')`;
  await second.sql`insert into app.organizations (prefix, name) values ('only-second', 'Second')`;
  const a = await stackOn(first, "first-stack-secret-0123456789-0123456789");
  try {
    const b = await stackOn(second, "second-stack-secret-0123456789-012345678");
    try {
      // The functions are built on their first request, after both stacks started.
      assert.equal(await organizationName(a, "only-first"), "First");
      assert.equal(await organizationName(a, "only-second"), null);
      assert.equal(await organizationName(b, "only-second"), "Second");
      assert.equal(await organizationName(b, "only-first"), null);
    } finally {
      await b.close();
    }
  } finally {
    await a.close();
    await Promise.all([first.close(), second.close()]);
  }
});
