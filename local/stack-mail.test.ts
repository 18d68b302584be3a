/**
 * Mail through the whole stack in-process, as a person trying it locally meets it (no
 * SMTP_URL: mail is kept and shown at /mailbox): a sign-up's confirmation link and an
 * invitation sent by the demo Admin from GraphQL, each followed from the mailbox page to
 * a signed-in session.
 */
import { strict as assert } from "node:assert";
import { join } from "node:path";
import { decodeJwt } from "jose";
import { loadConfig } from "./config.ts";
import { startStack } from "./stack.ts";
import { embeddedOnly } from "./testing/embedded-only.ts";
import { snapshotDataDir } from "./testing/snapshot-data-dir.ts";

async function call(
  url: string,
  body: unknown,
  init: { method?: string; headers?: HeadersInit } = {},
) {
  const res = await fetch(url, {
    method: init.method ?? "POST",
    headers: { "content-type": "application/json", ...init.headers },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: await res.json() };
}

/** The token of the newest mail to `email`, read from the mailbox pages as a person would. */
async function tokenFromMailbox(base: string, email: string): Promise<string> {
  const list = await (await fetch(`${base}/mailbox?to=${encodeURIComponent(email)}`)).text();
  const id = /href="\/mailbox\/(\d+)"/.exec(list)?.[1];
  assert.ok(id, `a mail to ${email} in the mailbox`);
  const page = await (await fetch(`${base}/mailbox/${id}`)).text();
  const token = /token_hash=([A-Za-z0-9_-]+)/.exec(page)?.[1];
  assert.ok(token, "the mail shows its link");
  return token;
}

Deno.test({
  name: "stack without SMTP_URL: sign-up and invitation links arrive in /mailbox and work",
  ...embeddedOnly,
  fn: async () => {
    const dataDir = await Deno.makeTempDir({ prefix: "routinely-stack-mail-" });
    try {
      await snapshotDataDir(join(dataDir, "pglite"));
      const stack = await startStack(
        loadConfig({
          PORT: "0",
          DATA_DIR: dataDir,
          JWT_SECRET: "stack-mail-test-secret-0123456789-0123456789",
        }),
        { warmUp: false },
      );
      try {
        const auth = `${stack.url}/auth/v1`;
        const email = "newcomer@example.test";
        const up = await call(`${auth}/signup`, { email, password: "newcomer password" });
        assert.equal(up.status, 200);
        assert.equal(up.body.access_token, undefined, "no session before confirming");
        const confirmed = await call(`${auth}/verify`, {
          type: "signup",
          token_hash: await tokenFromMailbox(stack.url, email),
        });
        assert.equal(confirmed.status, 200, JSON.stringify(confirmed.body));
        assert.ok(confirmed.body.access_token);
        assert.equal(
          decodeJwt(confirmed.body.access_token).iss,
          `${stack.url}/auth/v1`,
          "the issuer is the stack's public address",
        );

        const admin = await call(`${auth}/token?grant_type=password`, {
          email: "admin@demo.test",
          password: "routinely-demo",
        });
        assert.equal(admin.status, 200);
        const gql = (token: string, query: string, variables = {}) =>
          call(`${stack.url}/functions/v1/graphql`, { query, variables }, {
            headers: { authorization: `Bearer ${token}`, "x-tenant": "demo" },
          });
        const invitee = "colleague@example.test";
        const created = await gql(
          admin.body.access_token,
          `mutation ($u: CreateUserInput!) { createUser(user: $u) { id } }`,
          { u: { peopleHandle: "colleague", name: "A Colleague", email: invitee } },
        );
        assert.equal(created.body.errors, undefined, JSON.stringify(created.body.errors));
        const personId = created.body.data.createUser.id;
        const invited = await gql(
          admin.body.access_token,
          `mutation ($id: Int!) { invitePerson(id: $id) { email } }`,
          { id: personId },
        );
        assert.equal(invited.body.errors, undefined, JSON.stringify(invited.body.errors));

        const session = await call(`${auth}/verify`, {
          type: "invite",
          token_hash: await tokenFromMailbox(stack.url, invitee),
        });
        assert.equal(session.status, 200);
        const set = await call(`${auth}/user`, { password: "colleague password" }, {
          method: "PUT",
          headers: { authorization: `Bearer ${session.body.access_token}` },
        });
        assert.equal(set.status, 200);
        const signIn = await call(`${auth}/token?grant_type=password`, {
          email: invitee,
          password: "colleague password",
        });
        assert.equal(signIn.status, 200);
        const me = await gql(signIn.body.access_token, `{ currentUser { id } }`);
        assert.equal(me.body.data?.currentUser?.id, personId, JSON.stringify(me.body));
      } finally {
        await stack.close();
      }
    } finally {
      await Deno.remove(dataDir, { recursive: true });
    }
  },
});
