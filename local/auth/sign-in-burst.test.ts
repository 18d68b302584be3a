/**
 * Bursts of parallel sign-ins over HTTP and a real database (PGlite, or PostgreSQL with
 * TEST_DATABASE_URL): the throttle admits no more password comparisons than its limits,
 * and the hashing slots turn away what they cannot take.
 */
import { strict as assert } from "node:assert";
import { createTestDatabase } from "../testing/test-database.ts";
import {
  passwordSignIn as signIn,
  signUpOk,
  startTestServer,
  uniqueEmail,
} from "../testing/test-server.ts";
import { BCRYPT, type PasswordHasher } from "./passwords.ts";

const PASSWORD = "correct horse battery";

/**
 * bcrypt that records each comparison and holds it until `expected` sign-ins are either
 * answered or being compared: then every attempt of the burst has been admitted or
 * refused while the admitted ones were still running, as in a real burst against a slow
 * hash. (A safety timer releases it on a broken server so the test fails, not hangs.)
 */
function heldHasher(expected: number) {
  const compared: string[] = [];
  let answered = 0;
  let release!: () => void;
  const gate = new Promise<void>((r) => (release = r));
  const safety = setTimeout(release, 120_000);
  const check = () => {
    if (answered + compared.length >= expected) release();
  };
  const hasher: PasswordHasher = {
    hash: BCRYPT.hash,
    async verify(password, hash) {
      compared.push(password);
      check();
      await gate;
      return await BCRYPT.verify(password, hash);
    },
  };
  return {
    hasher,
    compared,
    answeredOne() {
      answered++;
      check();
    },
    done: () => clearTimeout(safety),
  };
}

Deno.test({
  name: "200 parallel attempts on one account (199 wrong, 1 right) compare at most 5 passwords",
  fn: async () => {
    const db = await createTestDatabase();
    const held = heldHasher(200);
    const server = startTestServer({
      sql: db.sql,
      limits: {
        perEmail: { maxFailures: 5, windowSeconds: 900 },
        perAddress: { maxFailures: 20, windowSeconds: 900 },
      },
      passwordHasher: held.hasher,
      // Room for every admitted comparison: this test is about the throttle, not the slots.
      hashingSlots: { maxRunning: 50, maxWaiting: 200 },
    });
    try {
      const email = uniqueEmail("burst");
      await signUpOk(server.url, email, PASSWORD);
      const passwords = Array.from({ length: 200 }, (_, i) => i === 100 ? PASSWORD : `wrong-${i}`);
      const answers = await Promise.all(passwords.map(async (password) => {
        const answer = await signIn(server.url, email, password);
        held.answeredOne();
        return { password, ...answer };
      }));

      assert.ok(held.compared.length <= 5, `${held.compared.length} passwords compared`);
      const refused = answers.filter((a) => a.status === 429);
      assert.equal(refused.length, 200 - held.compared.length);
      for (const r of refused) {
        assert.equal(r.body.error_code, "over_request_rate_limit");
        assert.match(r.body.msg, /^Too many attempts, try again in \d+ seconds$/);
      }
      const tokens = answers.filter((a) => a.status === 200);
      // A token only for the right password, and only if it was among the compared ones.
      assert.equal(tokens.length, held.compared.includes(PASSWORD) ? 1 : 0);
      for (const t of tokens) assert.equal(t.password, PASSWORD);
      assert.ok(
        answers.every((a) => [200, 400, 429].includes(a.status)),
        JSON.stringify(answers.map((a) => a.status)),
      );
      const [rows] = await db.sql`
        select count(*)::int as n from local_auth.sign_in_attempts where email = ${email}`;
      assert.equal(rows.n, held.compared.length, "one recorded attempt per comparison");
    } finally {
      held.done();
      await server.close();
      await db.close();
    }
  },
});

Deno.test({
  name: "200 parallel attempts on 200 emails from one address compare at most 20 passwords",
  fn: async () => {
    const db = await createTestDatabase();
    const held = heldHasher(200);
    const server = startTestServer({
      sql: db.sql,
      limits: {
        perEmail: { maxFailures: 5, windowSeconds: 900 },
        perAddress: { maxFailures: 20, windowSeconds: 900 },
      },
      passwordHasher: held.hasher,
      hashingSlots: { maxRunning: 50, maxWaiting: 200 },
    });
    try {
      const answers = await Promise.all(Array.from({ length: 200 }, async (_, i) => {
        const answer = await signIn(server.url, uniqueEmail(`spray${i}`), "guess");
        held.answeredOne();
        return answer;
      }));
      assert.ok(held.compared.length <= 20, `${held.compared.length} passwords compared`);
      assert.equal(answers.filter((a) => a.status === 429).length, 200 - held.compared.length);
      assert.equal(answers.filter((a) => a.status === 400).length, held.compared.length);
    } finally {
      held.done();
      await server.close();
      await db.close();
    }
  },
});

Deno.test({
  name: "hashing slots: beyond the running and waiting comparisons, 503 at once, not counted",
  fn: async () => {
    const db = await createTestDatabase();
    // One comparison at a time and one in line: of 10 sign-ins 8 are turned away. The
    // gate opens once those 8 are answered while the first is being compared (8 + 1).
    const held = heldHasher(9);
    const server = startTestServer({
      sql: db.sql,
      passwordHasher: held.hasher,
      hashingSlots: { maxRunning: 1, maxWaiting: 1 },
    });
    try {
      const emails = Array.from({ length: 10 }, (_, i) => uniqueEmail(`busy${i}`));
      const answers = await Promise.all(emails.map(async (email) => {
        const answer = await signIn(server.url, email, "guess");
        held.answeredOne();
        return answer;
      }));
      const busy = answers.filter((a) => a.status === 503);
      assert.equal(held.compared.length, 2, "one running, one waiting");
      assert.equal(busy.length, 8);
      for (const b of busy) {
        assert.equal(b.headers.get("retry-after"), "1");
        assert.match(b.body.msg, /busy/);
      }
      assert.equal(answers.filter((a) => a.status === 400).length, 2);
      // Attempts that were never compared do not count against their emails.
      const [rows] = await db.sql`
        select count(*)::int as n from local_auth.sign_in_attempts where email in ${
        db.sql(emails)
      }`;
      assert.equal(rows.n, 2);
      // Slots free again: the next sign-in is compared.
      assert.equal((await signIn(server.url, emails[0], "guess")).status, 400);
    } finally {
      held.done();
      await server.close();
      await db.close();
    }
  },
});
