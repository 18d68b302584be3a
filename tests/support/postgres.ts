import postgres from "postgres";

/** The PostgreSQL server the suite may create databases on (the machine's, docs/testing.md#databases). */
export const SERVER_URL =
  process.env.TEST_DATABASE_URL || "postgres://postgres@127.0.0.1:5432/test";

export interface ScratchDatabase {
  url: string;
  sql: postgres.Sql;
  drop(): Promise<void>;
}

/** A brand-new, empty database on the server, dropped afterwards, so runs never share state. */
export async function createScratchDatabase(): Promise<ScratchDatabase> {
  const name = `routinely_e2e_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  const admin = postgres(SERVER_URL, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  const sql = postgres(url.toString(), { max: 2, onnotice: () => {} });
  return {
    url: url.toString(),
    sql,
    async drop() {
      await sql.end();
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}
