/**
 * Closed-loop load: N clients, each sending its next request as soon as the previous one
 * answered, for a fixed time. Every request is timed on its own (a write step of two
 * requests counts two); an HTTP status other than 200 or any GraphQL error is an error.
 */
import { percentile } from "./measure.ts";
import { type Call, type Catalogue, nextStep, random } from "./load-mix.ts";

export interface Session {
  token: string;
  tenant: string;
}

export interface LoadResult {
  clients: number;
  seconds: number;
  requests: number;
  errors: number;
  /** The first few error texts, to tell a refusal from a crash. */
  samples: string[];
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
}

/** Sends one GraphQL call; throws on a non-200 answer or a GraphQL error. */
export function sender(url: string, session: Session) {
  return async (call: Call): Promise<Record<string, unknown>> => {
    const res = await fetch(`${url}/functions/v1/graphql`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        authorization: `Bearer ${session.token}`,
        "x-tenant": session.tenant,
      },
      body: JSON.stringify(call),
    });
    const text = await res.text();
    if (res.status !== 200) throw new Error(`HTTP ${res.status}: ${text.slice(0, 200)}`);
    const body = JSON.parse(text);
    if (body.errors) throw new Error(JSON.stringify(body.errors).slice(0, 200));
    return body.data;
  };
}

export async function runLoad(
  url: string,
  sessions: Session[],
  catalogue: Catalogue,
  clients: number,
  seconds: number,
): Promise<LoadResult> {
  const times: number[] = [];
  const samples: string[] = [];
  let errors = 0;
  const end = performance.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(Array.from({ length: clients }, async (_, client) => {
    const send = sender(url, sessions[client % sessions.length]!);
    const timed = async (call: Call) => {
      const start = performance.now();
      try {
        return await send(call);
      } finally {
        times.push(performance.now() - start);
      }
    };
    const rand = random(0x9e3779b9 ^ (client + 1));
    while (performance.now() < end) {
      try {
        await nextStep(rand, catalogue, client)(timed);
      } catch (error) {
        errors++;
        if (samples.length < 5) samples.push(String((error as Error).message ?? error));
      }
    }
  }));
  const elapsed = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  return {
    clients,
    seconds: elapsed,
    requests: times.length,
    errors,
    samples,
    perSecond: times.length / elapsed,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
  };
}
