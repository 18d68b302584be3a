/**
 * How long a heavy nextDates request holds up others: the GraphQL handler and a
 * health check served by one Deno.serve (port 0, one event loop, as the stack runs them);
 * while one heavy request runs, the health check is called back to back and its latency
 * recorded.
 *
 *   ./node_modules/.bin/deno run -A bench/next-dates-stall.ts
 *   BENCH_ROOT=/path/to/another/checkout ./node_modules/.bin/deno run -A bench/next-dates-stall.ts
 *
 * BENCH_ROOT (default: this checkout) is the tree whose handler is measured, so that the
 * same script gives the before and after figures. TEST_DATABASE_URL as for the tests
 * (default: in-memory PGlite). Heavy requests, each over its own processes:
 * - sparse: 200 processes "Feb:1#5" (fifth Monday of February), nextDates(count: 366);
 * - dense: 250 processes "*:1#*" (every Monday), nextDates(count: 366).
 * Two rounds (the first pays for compiling). Prints the heavy request's time and outcome
 * and the health check's p50/max latency.
 */
const root = Deno.env.get("BENCH_ROOT") ?? new URL("..", import.meta.url).pathname;
const fixture = await import(`${root}/supabase/functions/graphql/testing/api-fixture.ts`);
const { parseCompactFrequency } = await import(
  `${root}/supabase/functions/_shared/domain/frequency/compact.ts`
);
import { percentile } from "./measure.ts";

const HEAVY = [
  { name: "sparse", compact: "Feb:1#5", processes: 200 },
  { name: "dense", compact: "*:1#*", processes: 250 },
];

await fixture.withApi(async (api: {
  sql: import("postgres").Sql;
  handler: (r: Request) => Promise<Response>;
}) => {
  const { sql, handler } = api;
  const org = await fixture.createOrg(sql);
  const admin = await fixture.createMember(sql, org, { userType: "Admin" });
  for (const h of HEAVY) {
    const parsed = parseCompactFrequency(h.compact);
    await sql`insert into app.processes (org_id, process_handle, name, frequency_type,
        frequency, compact_frequency, has_dates, scheduled_from)
      select ${org.id}, ${h.name} || '-' || i, 'Process ' || i, 'Scheduled',
        ${sql.json(parsed.frequency)}, ${h.compact}, true, '2026-01-01'
      from generate_series(1, ${h.processes}) as i`;
  }
  const server = Deno.serve(
    { hostname: "127.0.0.1", port: 0, onListen: () => {} },
    (req) => new URL(req.url).pathname === "/health" ? new Response("ok") : handler(req),
  );
  const base = `http://127.0.0.1:${server.addr.port}`;
  const query = `query($q: [String!], $limit: Int) { processes(q: $q, limit: $limit) {
    nodes { nextDates(count: 366, from: "2026-01-01") } } }`;

  // The first round also pays for compiling the code paths; the second is the steady state.
  for (const [round, h] of [1, 2].flatMap((r) => HEAVY.map((h) => [r, h] as const))) {
    let done = false;
    const started = performance.now();
    const heavy = fetch(`${base}/functions/v1/graphql`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        authorization: `Bearer ${admin.token}`,
        "x-tenant": org.prefix,
      },
      body: JSON.stringify({ query, variables: { q: [h.name], limit: h.processes } }),
    }).then(async (res) => {
      const body = await res.json();
      const ms = performance.now() - started;
      done = true;
      const outcome = body.errors
        ? `${res.status} ${body.errors[0].message.slice(0, 70)}…`
        : `${res.status} ${body.data.processes.nodes.length} processes, ` +
          `${
            body.data.processes.nodes.reduce(
              (n: number, p: { nextDates: string[] }) => n + p.nextDates.length,
              0,
            )
          } dates`;
      return { ms, outcome };
    });
    const latencies: number[] = [];
    while (!done && latencies.length < 100_000) {
      const t0 = performance.now();
      await (await fetch(`${base}/health`)).text();
      latencies.push(performance.now() - t0);
    }
    const { ms, outcome } = await heavy;
    latencies.sort((a, b) => a - b);
    console.log(
      `round ${round} ${h.name.padEnd(6)} ${h.compact.padEnd(8)} × ${h.processes}: heavy request ${
        ms.toFixed(0)
      } ms (${outcome}); health checks during it: ${latencies.length}, p50 ${
        percentile(latencies, 50).toFixed(1)
      } ms, max ${(latencies.at(-1) ?? 0).toFixed(1)} ms`,
    );
  }
  await server.shutdown();
});
