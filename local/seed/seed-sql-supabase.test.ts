/**
 * supabase/seed.sql the way Supabase uses it: the CLI prepares every statement of the file
 * before it runs any, and people are linked to Supabase Auth identities on first sign-in.
 */
import { strict as assert } from "node:assert";
import { createTestDatabase } from "../testing/test-database.ts";
import { renderSeedStatements } from "./seed-sql.ts";
import { demoSnapshot, tableCounts } from "./demo-snapshot.ts";

Deno.test({
  name: "as the CLI runs it (all prepared first, then in order) beside another organisation",
  fn: async () => {
    const db = await createTestDatabase();
    const conn = await db.sql.reserve();
    try {
      const [other] = await db.sql`
        insert into app.organizations (prefix, name) values ('acme', 'Acme') returning id`;
      await db.sql`insert into app.labels (org_id, label) values (${other.id}, 'Dept:HR')`;
      const statements = renderSeedStatements();
      for (const statement of statements) await conn.unsafe(statement).describe();
      for (const statement of statements) await conn.unsafe(statement);

      const counts = await tableCounts(db.sql);
      assert.equal(counts.organizations, 2);
      assert.equal(counts.labels, 21, "20 demo labels beside acme's one");
      const demo = await demoSnapshot(db.sql);
      assert.equal(demo.people.length, 30);
      assert.equal(demo.processes.length, 40);
      const [acme] = await db
        .sql`select count(*)::int as n from app.labels where org_id = ${other.id}`;
      assert.equal(acme.n, 1);
    } finally {
      conn.release();
      await db.close();
    }
  },
});

Deno.test({
  name: "a seeded person is linked on first sign-in by confirmed email, and only then",
  fn: async () => {
    const db = await createTestDatabase();
    try {
      const conn = await db.sql.reserve();
      for (const statement of renderSeedStatements()) await conn.unsafe(statement);
      conn.release();

      const signUp = async (email: string, confirmed: boolean) => {
        const [user] = await db.sql`
          insert into auth.users (id, email, email_confirmed_at)
          values (gen_random_uuid(), ${email}, ${confirmed ? new Date() : null}) returning id`;
        return user.id as string;
      };
      /** app.link_person_to_auth_user() as the API calls it: claims, tenant, role authenticated. */
      const firstSignIn = (sub: string, email: string) =>
        db.sql.begin(async (tx) => {
          const claims = JSON.stringify({ sub, email, role: "authenticated" });
          await tx`select set_config('request.jwt.claims', ${claims}, true),
                          set_config('app.tenant', 'demo', true)`;
          await tx`set local role authenticated`;
          const [row] = await tx`select app.link_person_to_auth_user() as person_id`;
          return row.person_id as string | null;
        });
      const personOf = async (email: string) => {
        const [row] = await db.sql`
          select p.id, p.auth_user_id from app.people p join app.organizations o on o.id = p.org_id
          where o.prefix = 'demo' and p.email = ${email}`;
        return row;
      };

      const admin = await signUp("Admin@Demo.test", true);
      assert.equal(
        await firstSignIn(admin, "Admin@Demo.test"),
        (await personOf("admin@demo.test")).id,
      );
      assert.equal((await personOf("admin@demo.test")).auth_user_id, admin);

      const unconfirmed = await signUp("manager@demo.test", false);
      assert.equal(await firstSignIn(unconfirmed, "manager@demo.test"), null);
      assert.equal((await personOf("manager@demo.test")).auth_user_id, null);

      // Tom Baker's sign-in is disabled in the demo data.
      const disabled = await signUp("tom.baker@demo.test", true);
      assert.equal(await firstSignIn(disabled, "tom.baker@demo.test"), null);
      assert.equal((await personOf("tom.baker@demo.test")).auth_user_id, null);
    } finally {
      await db.close();
    }
  },
});
