import postgres from "postgres";
import { startStackProcess } from "/work/wt/stats/bench/load-stack.ts";
import { mintToken, TEST_SECRET } from "/work/wt/stats/supabase/functions/graphql/testing/api-fixture.ts";
const url = "postgres://postgres@127.0.0.1:5432/routinely_bench_statistics";
const sql = postgres(url, { max: 1 });
const [org] = await sql`select prefix from app.organizations where id = 1`;
const people = await sql`select p.name, p.auth_user_id, p.email, (select s.id from auth.sessions s where s.user_id = p.auth_user_id limit 1) as sid from app.people p where p.name in ('Bench Admin','Bench User')`;
await sql.end();
const stack = await startStackProcess({ root: "/work/wt/stats", jwtSecret: TEST_SECRET, demoPassword: "x", databaseUrl: url });
const which = Deno.args[0] ?? "Bench Admin";
const query = Deno.args[1] ?? "{ organizationStatistics { processes { all } lateTasks { allLate } lateTasksByRole { count } } }";
const p = people.find((x) => x.name === which)!;
const token = await mintToken({ sub: p.auth_user_id, email: p.email, sessionId: p.sid });
for (let i = 0; i < 6; i++) {
  const t0 = performance.now();
  const res = await fetch(`${stack.url}/functions/v1/graphql`, { method: "POST", headers: { "content-type": "application/json", authorization: `Bearer ${token}`, "x-tenant": org.prefix }, body: JSON.stringify({ query }) });
  const body = await res.json();
  console.log(i, (performance.now() - t0).toFixed(1), JSON.stringify(body).slice(0, 120));
}
await stack.stop();
