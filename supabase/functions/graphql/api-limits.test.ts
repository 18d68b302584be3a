/** Hostile or malformed requests: each is refused clearly and changes nothing. */
import type postgres from "postgres";
import type { Handler } from "./server/create-handler.ts";
import { strict as assert } from "node:assert";
import { as, countRows, createMember, createOrg, withApi } from "./testing/api-fixture.ts";

async function arrange(sql: postgres.Sql, handler: Handler) {
  const org = await createOrg(sql);
  const admin = await createMember(sql, org, { userType: "Admin" });
  const headers = {
    authorization: `Bearer ${admin.token}`,
    "x-tenant": org.prefix,
    "content-type": "application/json",
  };
  const send = (
    body: BodyInit,
    extra: Record<string, string> = {},
    path = "/functions/v1/graphql",
  ) =>
    handler(
      new Request(`http://localhost${path}`, {
        method: "POST",
        headers: { ...headers, ...extra },
        body,
      }),
    );

  return { org, admin, headers, send };
}

Deno.test("API limits: a 5 MB query is refused with 413 and nothing is created", () =>
  withApi(async ({ sql, handler }) => {
    const { org, send } = await arrange(sql, handler);
    const before = await countRows(sql, "people", org.id);
    const mutation = `mutation { createUser(user: { peopleHandle: "big", name: "${
      "x".repeat(5 * 1024 * 1024)
    }" }) { id } }`;
    const res = await send(JSON.stringify({ query: mutation }));
    assert.equal(res.status, 413);
    const body = await res.json();
    assert.equal(body.errors[0].extensions.code, "BAD_USER_INPUT");
    assert.match(body.errors[0].message, /too large/);
    assert.equal(await countRows(sql, "people", org.id), before);
  }));

Deno.test("API limits: a streamed body without Content-Length is cut off at the limit", () =>
  withApi(async ({ sql, handler }) => {
    const { headers } = await arrange(sql, handler);
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += 64 * 1024;
        controller.enqueue(new Uint8Array(64 * 1024).fill(32));
        if (sent > 20 * 1024 * 1024) controller.close();
      },
    });
    const res = await handler(
      new Request("http://localhost/functions/v1/graphql", {
        method: "POST",
        headers,
        body: stream,
        // @ts-ignore: Deno needs duplex for a streamed request body
        duplex: "half",
      }),
    );
    assert.equal(res.status, 413);
    await res.body?.cancel();
    assert.ok(sent < 2 * 1024 * 1024, `read ${sent} bytes`);
  }));

Deno.test("API limits: a query 50 levels deep is refused before it runs", () =>
  withApi(async ({ sql, handler }) => {
    const { admin } = await arrange(sql, handler);
    const deep = "{ currentUser " + "{ roles ".repeat(49) + "{ id }" +
      " }".repeat(49) + " }";
    const r = await as(handler, admin)(deep);
    assert.equal(r.status, 400);
    assert.ok(
      r.errors!.some((e) => /depth limit of 12/i.test(e.message)),
      JSON.stringify(r.errors),
    );
    assert.ok(
      r.errors!.every((e) => e.extensions?.code === "BAD_USER_INPUT"),
    );
  }));

Deno.test("API limits: too many aliases and too many tokens are refused", () =>
  withApi(async ({ sql, handler }) => {
    const { admin } = await arrange(sql, handler);
    const aliases = "{ " + Array.from({ length: 30 }, (_, i) =>
      `a${i}: currentUser { id }`).join(" ") +
      " }";
    const r = await as(handler, admin)(aliases);
    assert.equal(r.errors?.[0].extensions?.code, "BAD_USER_INPUT");
    assert.match(r.errors![0].message, /aliases/i);
    const tokens = "{ currentUser { " + "id ".repeat(3000) + "} }";
    const t2 = await as(handler, admin)(tokens);
    assert.equal(t2.errors?.[0].extensions?.code, "BAD_USER_INPUT");
    assert.match(t2.errors![0].message, /token/i);
  }));

Deno.test("API limits: unknown fields and unknown input fields are BAD_USER_INPUT; nothing is created", () =>
  withApi(async ({ sql, handler }) => {
    const { org, admin } = await arrange(sql, handler);
    const before = await countRows(sql, "people", org.id);
    const r1 = await as(handler, admin)("{ currentUser { id password } }");
    assert.equal(r1.errors?.[0].extensions?.code, "BAD_USER_INPUT");
    assert.equal(r1.status, 400);
    const r2 = await as(handler, admin)(
      `mutation { createUser(user: { peopleHandle: "x1", name: "X", orgId: 999 }) { id } }`,
    );
    assert.equal(r2.errors?.[0].extensions?.code, "BAD_USER_INPUT");
    assert.match(r2.errors![0].message, /orgId/);
    const r3 = await as(handler, admin)(
      "mutation($u: CreateUserInput!) { createUser(user: $u) { id } }",
      {
        u: {
          peopleHandle: "x2",
          name: "X",
          authUserId: "00000000-0000-0000-0000-000000000000",
        },
      },
    );
    assert.equal(r3.errors?.[0].extensions?.code, "BAD_USER_INPUT");
    assert.equal(await countRows(sql, "people", org.id), before);
  }));

Deno.test("API limits: syntax errors, non-JSON bodies and wrong variable types are BAD_USER_INPUT", () =>
  withApi(async ({ sql, handler }) => {
    const { admin, send } = await arrange(sql, handler);
    const syntax = await as(handler, admin)("{ currentUser { id ");
    assert.equal(syntax.errors?.[0].extensions?.code, "BAD_USER_INPUT");
    const notJson = await send("{not json");
    assert.equal(notJson.status, 400);
    await notJson.body?.cancel();
    const wrongType = await as(handler, admin)(
      "query($id: Int!) { user(id: $id) { id } }",
      { id: "abc" },
    );
    assert.equal(wrongType.errors?.[0].extensions?.code, "BAD_USER_INPUT");
  }));

Deno.test("API limits: the function also answers on the bare /graphql path Supabase gives it", () =>
  withApi(async ({ sql, handler }) => {
    const { admin, send } = await arrange(sql, handler);
    const res = await send(
      JSON.stringify({ query: "{ currentUser { id } }" }),
      {},
      "/graphql",
    );
    assert.equal(res.status, 200);
    assert.equal((await res.json()).data.currentUser.id, admin.id);
    const other = await send("{}", {}, "/functions/v1/other");
    assert.equal(other.status, 404);
    await other.body?.cancel();
  }));

Deno.test("API limits: CORS preflight allows the headers the web app sends", () =>
  withApi(async ({ handler }) => {
    // The site's origin, as ALLOWED_ORIGINS names it (set by the local stack or a secret).
    const previous = Deno.env.get("ALLOWED_ORIGINS");
    Deno.env.set("ALLOWED_ORIGINS", "https://app.example.test");
    const res = await handler(
      new Request("http://localhost/functions/v1/graphql", {
        method: "OPTIONS",
        headers: {
          origin: "https://app.example.test",
          "access-control-request-method": "POST",
          "access-control-request-headers": "authorization, x-tenant, content-type",
        },
      }),
    );
    if (previous === undefined) Deno.env.delete("ALLOWED_ORIGINS");
    else Deno.env.set("ALLOWED_ORIGINS", previous);
    await res.body?.cancel();
    assert.ok(res.status < 300);
    assert.match(
      res.headers.get("access-control-allow-headers") ?? "",
      /x-tenant/,
    );
  }));

// Its own database: the test renames a column, which the other files' queries would meet.
Deno.test("API limits: an unexpected failure is masked as Internal error", () =>
  withApi(async ({ sql, handler }) => {
    const { admin } = await arrange(sql, handler);
    // Break the table the resolver reads, then restore it: the database error is not shown.
    await sql`alter table app.people rename column description to description_gone`;
    try {
      const r = await as(handler, admin)("{ currentUser { id } }");
      assert.equal(r.errors?.[0].message, "Internal error");
      assert.equal(r.errors?.[0].extensions?.code, "INTERNAL");
      assert.equal(r.status, 500);
    } finally {
      await sql`alter table app.people rename column description_gone to description`;
    }
  }, { ownDatabase: true }));
