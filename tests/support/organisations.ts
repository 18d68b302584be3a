import { randomUUID } from "node:crypto";
import postgres from "postgres";
import { inject } from "vitest";
import { seedDemoCopy } from "../../local/seed/seed-demo.ts";
import { DEMO_PASSWORD } from "./browser";

/** Runs `fn` with a connection to the run's database (the one stack's). */
export async function withDatabase<T>(fn: (sql: postgres.Sql) => Promise<T>): Promise<T> {
  const sql = postgres(inject("databaseUrl"), { max: 1, onnotice: () => {} });
  try {
    return await fn(sql);
  } finally {
    await sql.end();
  }
}

/** A fresh prefix for an organisation of this test file, e.g. `people-3f9a1c`. */
export function uniquePrefix(tag: string): string {
  return `${tag}-${randomUUID().slice(0, 6)}`;
}

/**
 * A copy of the demo organisation for one test file, under its own prefix (the demo's
 * name unless given): same people, roles and processes, and the demo accounts sign in
 * to it, so a file may change what it likes without touching another file's data.
 */
export async function demoOrganisation(
  tag: string,
  name = "Demo Manufacturing Co",
): Promise<string> {
  const prefix = uniquePrefix(tag);
  await withDatabase((sql) => seedDemoCopy(sql, { prefix, name, password: DEMO_PASSWORD }));
  return prefix;
}
