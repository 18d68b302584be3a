/**
 * The local sign-in service's security events reach the audit trail of the account's
 * organisation (migration 20260112000400_audit_trail.sql): a failed password sign-in with
 * its client address, a sign-in with its session, and sign-out ending the session.
 */
import { strict as assert } from "node:assert";
import { createTestDatabase } from "../testing/test-database.ts";
import { passwordSignIn, signUpOk, startTestServer, uniqueEmail } from "../testing/test-server.ts";

const PASSWORD = "correct horse battery";

Deno.test({
  name: "failed sign-in, sign-in and sign-out are security events of the person's organisation",
  fn: async () => {
    const db = await createTestDatabase();
    const server = startTestServer({ sql: db.sql, trustProxy: true });
    try {
      const email = uniqueEmail("audit");
      await signUpOk(server.url, email, PASSWORD);
      const prefix = `audit-${crypto.randomUUID().slice(0, 8)}`;
      const [org] = await db.sql`insert into app.organizations (prefix, name)
        values (${prefix}, 'Audited') returning id`;
      const [person] = await db
        .sql`insert into app.people (org_id, people_handle, name, email, user_type)
        values (${org.id}, 'ann', 'Ann', ${email}, 'Admin') returning id`;
      const events = async () =>
        (await db.sql`select action, person_id, session_id::text, client_address
          from app.audit_entries
          where org_id = ${org.id} and entity in ('account', 'session') order by id`).map((r) => ({
          action: r.action as string,
          person_id: Number(r.person_id),
          session_id: r.session_id as string | null,
          client_address: r.client_address as string | null,
        }));

      assert.equal((await passwordSignIn(server.url, email, "wrong", "203.0.113.7")).status, 400);
      const signedIn = await passwordSignIn(server.url, email, PASSWORD, "203.0.113.8");
      assert.equal(signedIn.status, 200);
      const token = signedIn.body.access_token as string;
      const sessionId = JSON.parse(atob(token.split(".")[1]!.replace(/-/g, "+").replace(/_/g, "/")))
        .session_id as string;
      const out = await fetch(`${server.url}/auth/v1/logout`, {
        method: "POST",
        headers: { authorization: `Bearer ${token}` },
      });
      await out.body?.cancel();
      assert.ok(out.status < 300, `logout answered ${out.status}`);

      const rows = await events();
      assert.deepEqual(rows.slice(0, 2), [
        {
          action: "sign_in_failed",
          person_id: Number(person.id),
          session_id: null,
          client_address: "203.0.113.7",
        },
        {
          action: "sign_in",
          person_id: Number(person.id),
          session_id: sessionId,
          client_address: "203.0.113.8",
        },
      ]);
      // Signing out (scope global, as GoTrue's default) ends every session of the account:
      // the one signed in above and the one sign-up opened before Ann was a person.
      const ended = rows.slice(2);
      assert.ok(
        ended.every((r) => r.action === "session_ended" && r.person_id === Number(person.id)),
      );
      assert.ok(ended.some((r) => r.session_id === sessionId), JSON.stringify(ended));
    } finally {
      await server.close();
      await db.close();
    }
  },
});
