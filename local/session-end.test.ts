/**
 * An access token stops working on the API as soon as its session ends —
 * by sign-out, by a refresh-token reuse, or by a password change made in another session —
 * not when it expires. Runs the whole stack (local auth + the GraphQL function) as a process of
 * its own, so no other test's stack shares its environment.
 */
import { strict as assert } from "node:assert";
import { launch, type Running } from "./testing/stack-process.ts";
import { embeddedOnly } from "./testing/embedded-only.ts";
import { snapshotDataDir } from "./testing/snapshot-data-dir.ts";

const opts = embeddedOnly;
const PASSWORD = "routinely-demo";

async function call(url: string, init: { method?: string; token?: string; body?: unknown }) {
  const res = await fetch(url, {
    method: init.method ?? "POST",
    headers: {
      "content-type": "application/json",
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

function signIn(stack: Running, email: string, password = PASSWORD) {
  return call(`${stack.url}/auth/v1/token?grant_type=password`, { body: { email, password } });
}

/** The signed-in person's name through GraphQL, or the HTTP status of the refusal. */
async function whoAmI(stack: Running, token: string) {
  const res = await fetch(`${stack.url}/functions/v1/graphql`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      authorization: `Bearer ${token}`,
      "x-tenant": "demo",
    },
    body: JSON.stringify({ query: "{ currentUser { name } }" }),
  });
  const body = await res.json();
  return { status: res.status, name: body.data?.currentUser?.name as string | undefined, body };
}

Deno.test({
  name: "an ended session's access token is refused by the API at once",
  ...opts,
  fn: async (t) => {
    const dataDir = await Deno.makeTempDir({ prefix: "routinely-session-end-" });
    await snapshotDataDir(`${dataDir}/pglite`); // migrated: the start only seeds the demo
    const stack = await launch(dataDir, { DEMO_PASSWORD: PASSWORD });
    try {
      await t.step("sign-out", async () => {
        const session = await signIn(stack, "user@demo.test");
        assert.equal(session.status, 200);
        const token = session.body.access_token;
        assert.equal((await whoAmI(stack, token)).status, 200);
        const out = await call(`${stack.url}/auth/v1/logout?scope=local`, { token });
        assert.equal(out.status, 204);
        const after = await whoAmI(stack, token);
        assert.equal(after.status, 401, JSON.stringify(after.body));
        assert.equal(after.name, undefined);
      });

      await t.step("refresh-token reuse ends the session", async () => {
        const session = await signIn(stack, "user@demo.test");
        const first = await call(`${stack.url}/auth/v1/token?grant_type=refresh_token`, {
          body: { refresh_token: session.body.refresh_token },
        });
        assert.equal(first.status, 200);
        const token = first.body.access_token;
        assert.equal((await whoAmI(stack, token)).status, 200);
        // The used refresh token again: it leaked, so the whole session ends.
        const reuse = await call(`${stack.url}/auth/v1/token?grant_type=refresh_token`, {
          body: { refresh_token: session.body.refresh_token },
        });
        assert.equal(reuse.status, 400);
        assert.equal((await whoAmI(stack, token)).status, 401);
        assert.equal((await whoAmI(stack, session.body.access_token)).status, 401);
      });

      await t.step("a password change ends the other sessions, not the changing one", async () => {
        const phone = await signIn(stack, "manager@demo.test");
        const laptop = await signIn(stack, "manager@demo.test");
        assert.equal((await whoAmI(stack, phone.body.access_token)).status, 200);
        const changed = await call(`${stack.url}/auth/v1/user`, {
          method: "PUT",
          token: laptop.body.access_token,
          body: { password: "a new password 2026" },
        });
        assert.equal(changed.status, 200);
        assert.equal((await whoAmI(stack, phone.body.access_token)).status, 401);
        const still = await whoAmI(stack, laptop.body.access_token);
        assert.equal(still.status, 200);
        assert.ok(still.name);
      });
    } finally {
      stack.child.kill("SIGTERM");
      await stack.child.status;
      await Deno.remove(dataDir, { recursive: true });
    }
  },
});
