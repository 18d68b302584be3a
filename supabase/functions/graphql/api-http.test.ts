/**
 * The GraphQL function as a browser meets it: CORS for the configured site only (never with
 * credentials), no caching of answers, and only JSON posts executed (no CSRF by form post).
 */
import type postgres from "postgres";
import { strict as assert } from "node:assert";
import { createGraphqlHandler } from "./server/create-handler.ts";
import { countRows, createMember, createOrg, TEST_SECRET, withApi } from "./testing/api-fixture.ts";

const SITE = "https://app.example.test";
const FOREIGN = "https://evil.example.test";
const URL_ = "http://localhost/functions/v1/graphql";

async function arrange(sql: postgres.Sql) {
  const handler = createGraphqlHandler({ sql, jwtSecret: TEST_SECRET, allowedOrigins: [SITE] });
  const org = await createOrg(sql);
  const admin = await createMember(sql, org, { userType: "Admin" });
  const auth = { authorization: `Bearer ${admin.token}`, "x-tenant": org.prefix };
  const query = JSON.stringify({ query: "{ currentUser { id } }" });

  return { handler, org, admin, auth, query };
}

Deno.test("GraphQL over HTTP: the site's origin is allowed, without credentials, and nothing is cached", () =>
  withApi(async ({ sql }) => {
    const { handler, admin, auth, query } = await arrange(sql);
    const res = await handler(
      new Request(URL_, {
        method: "POST",
        headers: { ...auth, origin: SITE, "content-type": "application/json" },
        body: query,
      }),
    );
    assert.equal(res.status, 200);
    assert.equal((await res.json()).data.currentUser.id, admin.id);
    assert.equal(res.headers.get("access-control-allow-origin"), SITE);
    assert.equal(res.headers.get("access-control-allow-credentials"), null);
    assert.equal(res.headers.get("cache-control"), "no-store");
    assert.match(res.headers.get("vary") ?? "", /origin/i);
  }));

Deno.test("GraphQL over HTTP: a foreign origin gets no CORS headers (it is not reflected)", () =>
  withApi(async ({ sql }) => {
    const { handler, auth, query } = await arrange(sql);
    const res = await handler(
      new Request(URL_, {
        method: "POST",
        headers: { ...auth, origin: FOREIGN, "content-type": "application/json" },
        body: query,
      }),
    );
    await res.body?.cancel();
    assert.equal(res.headers.get("access-control-allow-origin"), null);
    assert.equal(res.headers.get("access-control-allow-credentials"), null);
  }));

Deno.test("GraphQL over HTTP: preflight: allowed for the site, refused for a foreign origin", () =>
  withApi(async ({ sql }) => {
    const { handler } = await arrange(sql);
    const ask = (origin: string) =>
      handler(
        new Request(URL_, {
          method: "OPTIONS",
          headers: {
            origin,
            "access-control-request-method": "POST",
            "access-control-request-headers": "authorization, x-tenant, content-type",
          },
        }),
      );
    const allowed = await ask(SITE);
    await allowed.body?.cancel();
    assert.equal(allowed.status, 204);
    assert.equal(allowed.headers.get("access-control-allow-origin"), SITE);
    assert.match(allowed.headers.get("access-control-allow-headers") ?? "", /x-tenant/);
    assert.equal(allowed.headers.get("access-control-allow-credentials"), null);
    const foreign = await ask(FOREIGN);
    await foreign.body?.cancel();
    assert.equal(foreign.status, 403);
    assert.equal(foreign.headers.get("access-control-allow-origin"), null);
  }));

Deno.test("GraphQL over HTTP: a form or text post is refused with 415 and executes nothing", () =>
  withApi(async ({ sql }) => {
    const { handler, org, auth } = await arrange(sql);
    const mutation = `mutation { createUser(user: { peopleHandle: "csrf", name: "Csrf" }) { id } }`;
    const before = await countRows(sql, "people", org.id);
    const bodies: [string | undefined, BodyInit][] = [
      ["application/x-www-form-urlencoded", new URLSearchParams({ query: mutation })],
      ["text/plain", JSON.stringify({ query: mutation })],
      [
        "multipart/form-data; boundary=x",
        `--x\r\nContent-Disposition: form-data; name="query"\r\n\r\n${mutation}\r\n--x--\r\n`,
      ],
      [undefined, new Blob([JSON.stringify({ query: mutation })])],
    ];
    for (const [type, body] of bodies) {
      const headers: Record<string, string> = { ...auth, origin: FOREIGN };
      if (type) headers["content-type"] = type;
      const res = await handler(new Request(URL_, { method: "POST", headers, body }));
      assert.equal(res.status, 415, type ?? "no content-type");
      const answer = await res.json();
      assert.equal(answer.errors[0].extensions.code, "BAD_USER_INPUT");
      assert.match(answer.errors[0].message, /application\/json/);
      assert.equal(res.headers.get("cache-control"), "no-store");
    }
    assert.equal(await countRows(sql, "people", org.id), before);
    // The same mutation as JSON goes through (with the graphql+json type too).
    for (const type of ["application/json; charset=utf-8", "application/graphql+json"]) {
      const res = await handler(
        new Request(URL_, {
          method: "POST",
          headers: { ...auth, "content-type": type },
          body: JSON.stringify({ query: "{ currentUser { id } }" }),
        }),
      );
      assert.equal(res.status, 200, type);
      await res.body?.cancel();
    }
  }));
